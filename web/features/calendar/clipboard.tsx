import { atom, useAtom, useSetAtom } from "jotai";
import { useCallback } from "react";
import type { MoveTarget } from "../../../src/domain/appointments";
import type { Slot } from "../../../src/domain/availability";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import { useToast } from "../../ui/toast";
import { numericDate } from "../../lib/format";
import { useMoveAppointment } from "./optimistic-moves";

/** The appointment on the clipboard: survives view and date changes until pasted or cancelled. */
export const cutAtom = atom<Appointment | null>(null);

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
  const move = useMoveAppointment();
  return useCallback(
    async (target: MoveTarget, state?: Slot["state"]) => {
      if (!cut) return;
      const done = await move(cut, target, appointmentsOn(target.date), "Appuntamento incollato", state);
      if (done) setCut(null);
    },
    [cut, move, appointmentsOn, setCut],
  );
}

/** The banner after 'Taglia': paste on the shown day, or cancel. */
export function CutBanner({ shownDate, onPasteHere }: { shownDate: string; onPasteHere(a: Appointment): void }) {
  const [cut, setCut] = useAtom(cutAtom);
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
          toast({ title: "Operazione annullata" });
        }}
        className="rounded-lg border border-rose-300 px-3 min-h-10 font-medium hover:bg-rose-100 dark:border-rose-700 dark:hover:bg-rose-900"
      >
        Annulla
      </button>
    </div>
  );
}
