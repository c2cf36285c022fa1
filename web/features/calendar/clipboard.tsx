import { atom, useAtom, useSetAtom } from "jotai";
import { useCallback } from "react";
import { durationMinutes, judgeMove, type MoveTarget } from "../../../src/domain/appointments";
import type { Slot } from "../../../src/domain/availability";
import { nearestFirst, type FreeSlot } from "../../../src/domain/free-slots";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import { fetchFreeSlots } from "../../entities/availability";
import { useToast } from "../../ui/toast";
import { numericDate } from "../../lib/format";
import { useMoveAppointment } from "./optimistic-moves";

/** The appointment on the clipboard: survives view and date changes until pasted or cancelled. */
export const cutAtom = atom<Appointment | null>(null);

/** After a paste onto a busy time: the nearest free times of that stylist for the cut length. */
export const pasteOffersAtom = atom<{ stylistId: number; slots: FreeSlot[] } | null>(null);
const OFFERS = 4;
const OFFER_DAYS = 7;

/** 'Taglia' in the dialog: the appointment goes on the clipboard and the banner shows. */
export function useCut() {
  const setCut = useSetAtom(cutAtom);
  const toast = useToast();
  return useCallback(
    (a: Appointment) => {
      setCut(a);
      toast({ title: "Appuntamento tagliato" });
    },
    [setCut, toast],
  );
}

/** Pastes the cut appointment onto a day or a slot; the clipboard empties once the server took it. */
export function usePaste(appointmentsOn: (date: string) => Appointment[]) {
  const [cut, setCut] = useAtom(cutAtom);
  const setOffers = useSetAtom(pasteOffersAtom);
  const move = useMoveAppointment();
  return useCallback(
    async (target: MoveTarget, state?: Slot["state"]) => {
      if (!cut) return;
      const day = appointmentsOn(target.date);
      const done = await move(cut, target, day, "Appuntamento incollato", state);
      if (done) {
        setCut(null);
        setOffers(null);
        return;
      }
      // A busy or unavailable time: offer the free times nearest to it (that day first, then the
      // next days), for the same stylist and the cut appointment's length, its own place free.
      const { verdict } = judgeMove(cut, target, day, state);
      if ((verdict !== "occupied" && verdict !== "unavailable") || target.startTime === undefined || target.stylistId === undefined) return;
      const stylistId = target.stylistId;
      const wanted = target.startTime;
      try {
        const found = await fetchFreeSlots({ duration: durationMinutes(cut), stylistId, from: target.date, days: OFFER_DAYS, limit: 50, excludeId: cut.id });
        setOffers({ stylistId, slots: nearestFirst(found.slots, target.date, wanted, OFFERS) });
      } catch {
        setOffers(null);
      }
    },
    [cut, move, appointmentsOn, setCut, setOffers],
  );
}

/** The banner after 'Taglia': paste on the shown day, or cancel. */
export function CutBanner({ shownDate, onPasteHere, onPasteAt }: { shownDate: string; onPasteHere(a: Appointment): void; onPasteAt(target: MoveTarget): void }) {
  const [cut, setCut] = useAtom(cutAtom);
  const [offers, setOffers] = useAtom(pasteOffersAtom);
  const toast = useToast();
  if (!cut) return null;
  return (
    <div role="region" aria-label="Appuntamento tagliato" className="sticky top-14 lg:top-2 z-30 mb-3 flex flex-wrap items-center gap-3 rounded-xl border border-rose-300 bg-rose-50 px-4 py-3 text-sm text-rose-950 shadow-sm dark:border-rose-800 dark:bg-rose-950 dark:text-rose-50">
      <span className="flex-1 min-w-48">
        <strong>{cut.client.firstName} {cut.client.lastName}</strong> · {cut.service.name} · {numericDate(cut.date)} {cut.startTime.slice(0, 5)} — scegli un giorno o uno slot libero
      </span>
      <button type="button" onClick={() => onPasteHere(cut)} className="rounded-lg bg-rose-700 px-3 min-h-10 font-medium text-white hover:bg-rose-800">
        Incolla qui ({numericDate(shownDate)})
      </button>
      <button
        type="button"
        onClick={() => {
          setCut(null);
          setOffers(null);
          toast({ title: "Operazione annullata" });
        }}
        className="rounded-lg border border-rose-300 px-3 min-h-10 font-medium hover:bg-rose-100 dark:border-rose-700 dark:hover:bg-rose-900"
      >
        Annulla
      </button>
      {offers && (
        <div className="basis-full flex flex-wrap items-center gap-2" role="group" aria-label="Orari liberi più vicini">
          <span>{offers.slots.length > 0 ? "Slot occupato. Orari liberi più vicini:" : "Slot occupato. Nessun orario libero nei prossimi 7 giorni."}</span>
          {offers.slots.map((slot) => (
            <button
              key={`${slot.date}-${slot.startTime}`}
              type="button"
              aria-label={`Incolla il ${numericDate(slot.date)} alle ${slot.startTime}`}
              onClick={() => onPasteAt({ date: slot.date, startTime: slot.startTime, stylistId: offers.stylistId })}
              className="rounded-lg border border-rose-300 bg-white px-3 min-h-10 font-medium tabular-nums hover:bg-rose-100 dark:border-rose-700 dark:bg-rose-900 dark:hover:bg-rose-800"
            >
              {slot.date === shownDate ? slot.startTime : `${numericDate(slot.date).slice(0, 5)} ${slot.startTime}`}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
