import type { CalendarItem } from "../../entities/appointments";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import { displayName } from "../../../src/domain/names";

const stamp = (iso: string) =>
  new Intl.DateTimeFormat("it-IT", { day: "2-digit", month: "2-digit", hour: "2-digit", minute: "2-digit" }).format(new Date(iso)).replace(",", " alle");

/**
 * "Da verificare" on a block booked online with a stored client's phone under another name, and
 * "Non sono io" on one whose number denied it: words, not only colours.
 */
export function IdentityMark({ appointment: a }: { appointment: CalendarItem }) {
  if (!("onlineName" in a)) return null;
  if (a.wrongNumberAt !== null) {
    return (
      <span data-wrong-number className="shrink-0 rounded-sm bg-red-700 px-1 text-[10px] font-semibold uppercase leading-tight tracking-wide text-white">
        Non sono io
      </span>
    );
  }
  if (a.onlineName === null) return null;
  return (
    <span
      data-verify
      title={`Prenotato online come ${a.onlineName}`}
      className="shrink-0 rounded-sm bg-amber-200 px-1 text-[10px] font-semibold uppercase leading-tight tracking-wide text-amber-950"
    >
      Da verificare
    </span>
  );
}

/** The details dialog: both names for a booking to check, and who denied a booking with her number. */
export function IdentityPanel({ appointment: a }: { appointment: Appointment }) {
  const stored = displayName(a.client);
  if (a.onlineName === null && a.wrongNumberAt === null) return null;
  return (
    <div role="note" className="mb-3 flex flex-col gap-1.5 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      {a.onlineName !== null && (
        <p>
          <strong>Da verificare</strong>: prenotato online con il telefono di <strong>{stored}</strong> ma a nome di <strong>{a.onlineName}</strong>.
          Il numero resta di {stored}: i messaggi seguono il suo consenso.
        </p>
      )}
      {a.wrongNumberAt !== null && (
        <p>
          <strong>Non sono io</strong>: il {stamp(a.wrongNumberAt)} il numero ha risposto che la prenotazione non è sua. L'appuntamento è stato annullato e
          l'orario è di nuovo libero.
        </p>
      )}
    </div>
  );
}
