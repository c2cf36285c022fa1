import { useSetAtom } from "jotai";
import { useState, type FormEvent } from "react";
import { formatCents } from "../../../src/domain/money";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import { formatDuration, fromMinutes, isValidDate, toMinutes } from "../../../src/domain/time";
import { posaPart } from "../../../src/domain/visit-time";
import { updateAppointment } from "../../entities/appointments";
import { ApiError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { DateInput } from "../../ui/date-input";
import { Dialog } from "../../ui/dialog";
import { Field } from "../../ui/input";
import { Select } from "../../ui/select";
import { useToast } from "../../ui/toast";

const short = (t: string) => t.slice(0, 5);

/** The visit's services: each with its stylist, times, posa and price; then the total. */
export function VisitItemsList({ appointment: a }: { appointment: Appointment }) {
  return (
    <div>
      <ol className="flex flex-col gap-1.5" aria-label="Servizi della visita">
        {a.items.map((item, i) => {
          const posa = posaPart({ ...item, startTime: short(item.startTime), endTime: short(item.endTime) });
          return (
            <li key={item.id} className="flex items-baseline justify-between gap-x-3">
              <span className="min-w-0 flex-1">
                <span className="font-semibold">{a.items.length > 1 && `${i + 1}. `}{item.serviceName}</span>
                <span className="font-normal text-stone-700 dark:text-stone-300">
                  {" · "}
                  {item.stylistName} · {short(item.startTime)}–{short(item.endTime)}
                  {posa && ` · posa ${fromMinutes(posa.start)}–${fromMinutes(posa.end)}`}
                </span>
              </span>
              <span className="shrink-0 tabular-nums">{formatCents(item.priceCents)}</span>
            </li>
          );
        })}
      </ol>
      {a.cleanupMinutes > 0 && <p className="mt-1 font-normal text-stone-700 dark:text-stone-300">Pulizia {formatDuration(a.cleanupMinutes)}</p>}
      <p className="mt-1 flex justify-between border-t border-stone-200 pt-1 dark:border-stone-800" data-visit-total>
        <span>Totale</span>
        <span className="tabular-nums">{formatCents(a.totalCents)}</span>
      </p>
    </div>
  );
}

const QUARTER_STARTS = Array.from({ length: (22 - 6) * 4 }, (_, i) => fromMinutes(6 * 60 + i * 15));

/**
 * "Sposta visita": a new day and start for the whole visit; every item moves by the same amount,
 * keeping their distances and posa. The server refuses (409) a time another booking holds.
 */
export function MoveVisitDialog({ appointment: a, onOpenChange, onMoved }: { appointment: Appointment; onOpenChange(open: boolean): void; onMoved(): void }) {
  const toast = useToast();
  const bump = useSetAtom(bumpTopicsAtom);
  const [date, setDate] = useState(a.date);
  const [start, setStart] = useState(short(a.startTime));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const length = toMinutes(a.endTime) - toMinutes(a.startTime);
  const end = toMinutes(start) + length;
  const starts = QUARTER_STARTS.includes(start) ? QUARTER_STARTS : [...QUARTER_STARTS, start].sort();

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!isValidDate(date)) return setError("Data non valida");
    if (end >= 24 * 60) return setError("L'appuntamento deve finire entro la mezzanotte");
    setSaving(true);
    setError(null);
    try {
      // The spec's move body: the new start shifts every item; the end is the shifted span's.
      await updateAppointment(a.id, { date, startTime: start, endTime: fromMinutes(end), version: a.version });
      toast({ title: "Visita spostata" });
      bump(["appointments"]);
      onMoved();
    } catch (e) {
      setError(e instanceof ApiError ? e.userMessage : "Errore di rete");
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      size="sm"
      onOpenChange={onOpenChange}
      title="Sposta visita"
      description="Tutti i servizi si spostano insieme, con gli stessi intervalli."
      onSubmit={submit}
      footer={
        <div className="flex justify-end gap-2 w-full">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Annulla
          </Button>
          <Button type="submit" loading={saving}>
            Sposta
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-3">
        {error && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
            {error}
          </p>
        )}
        <Field label="Nuova data" id="move-date">
          <DateInput value={date} onChange={setDate} />
        </Field>
        <Select id="move-start" label="Nuovo inizio" value={start} onChange={(e) => setStart(e.target.value)} options={starts.map((t) => ({ value: t, label: t }))} />
        <p className="text-sm text-stone-700 dark:text-stone-300 tabular-nums">
          Fine: {end < 24 * 60 ? fromMinutes(end) : "--:--"}
        </p>
      </div>
    </Dialog>
  );
}
