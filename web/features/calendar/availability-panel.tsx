import { useEffect, useRef } from "react";
import { Button } from "../../ui/button";
import { numericDate } from "../../lib/format";
import type { Alternative } from "./use-booking-availability";
import type { AppointmentFormState } from "./use-appointment-form";

/** "10:30", or "13/03 10:30" when the offered time is on another day than the form's. */
function when(a: Alternative, formDate: string) {
  return a.date === formDate ? a.startTime : `${numericDate(a.date).slice(0, 5)} ${a.startTime}`;
}

function Choices({ title, items, formDate, withName, onPick, disabled }: {
  title: string;
  items: Alternative[];
  formDate: string;
  withName: boolean;
  onPick(a: Alternative): void;
  disabled: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">{title}</p>
      <div className="flex flex-wrap gap-2">
        {items.map((a) => (
          <Button
            key={`${a.date}-${a.startTime}-${a.stylistId}`}
            size="sm"
            variant="secondary"
            disabled={disabled}
            aria-label={`Prenota ${numericDate(a.date)} alle ${a.startTime} con ${a.stylistName}`}
            onClick={() => onPick(a)}
          >
            <span className="tabular-nums">{when(a, formDate)}</span>
            {withName && <span className="font-normal">· {a.stylistName}</span>}
          </Button>
        ))}
      </div>
    </div>
  );
}

/**
 * Under the time fields: why the chosen time is a problem and what is free instead. A warning
 * (vacation, break, hours, closed day) can be overridden with "Prenota comunque"; a refusal (the
 * time is taken) cannot, and offers the next free times for the same stylist and with another.
 */
export function AvailabilityPanel({ state }: { state: AppointmentFormState }) {
  const { warning, timeError, alternatives, loadingAlternatives, form, saving } = state;
  const panel = useRef<HTMLDivElement>(null);
  // The free times arrive after the refusal was scrolled to and make the panel taller: on a phone
  // bring the whole panel (reason and choices) into view again.
  useEffect(() => {
    if (!alternatives || typeof window.matchMedia !== "function" || !window.matchMedia("(max-width: 639px)").matches) return;
    panel.current?.scrollIntoView?.({ block: "nearest" });
  }, [alternatives]);
  if (!warning && !timeError && !alternatives && !loadingAlternatives) return null;
  const nothingFree = alternatives !== null && alternatives.same.length === 0 && alternatives.others.length === 0;
  return (
    <div id="appt-availability" ref={panel} tabIndex={-1} className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3 outline-none focus-visible:ring-2 focus-visible:ring-rose-600 dark:border-stone-700">
      {warning && (
        <div className="flex flex-wrap items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
          <span className="flex-1 min-w-48" role="status">
            <span aria-hidden="true">⚠ </span>
            {warning.reason}
          </span>
          <Button size="sm" variant="secondary" disabled={saving} onClick={() => void state.bookAnyway()}>
            Prenota comunque
          </Button>
        </div>
      )}
      {timeError && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {timeError}
        </p>
      )}
      {loadingAlternatives && !alternatives && <p className="text-sm text-stone-600 dark:text-stone-400">Cerco gli orari liberi…</p>}
      {alternatives && (
        <>
          <Choices title="Prossimi orari liberi" items={alternatives.same} formDate={form.date} withName={false} onPick={(a) => void state.pickAlternative(a)} disabled={saving} />
          <Choices title="Con un altro collaboratore" items={alternatives.others} formDate={form.date} withName onPick={(a) => void state.pickAlternative(a)} disabled={saving} />
          {nothingFree && <p className="text-sm text-stone-600 dark:text-stone-400">Nessun orario libero nei prossimi 31 giorni</p>}
        </>
      )}
    </div>
  );
}
