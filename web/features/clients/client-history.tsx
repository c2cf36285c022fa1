import { salonTimeZone } from "../../lib/salon-time";
import { useAtomValue, useSetAtom } from "jotai";
import { Link } from "react-router-dom";
import { formatCents } from "../../../src/domain/money";
import { wallClockIn } from "../../../src/domain/time";
import { bumpTopicsAtom } from "../../lib/query";
import { Button } from "../../ui/button";
import { Skeleton } from "../../ui/spinner";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import { clientAppointmentsAtom } from "../../entities/appointments";
import { servicesLine, stylistsLine } from "../../entities/visits";
import { formatCount, longDate, plural } from "../../lib/format";
import { shortTime, splitHistory } from "./history";
import { clientHabits } from "../../../src/domain/client-habits";
import { noShowsLabel } from "../../../src/domain/appointment-status";
import { fromMinutes } from "../../../src/domain/time";
import { StatusBadge } from "../../ui/status-badge";

/** One visit: its day, times, services and stylists, and what it cost as booked. */
function Row({ appointment }: { appointment: Appointment }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2">
      <span className="min-w-0">
        {/* Opens the appointment in the calendar, in this tab. */}
        <Link
          to={`/calendar?view=day&date=${appointment.date}&appointment=${appointment.id}`}
          className="block text-sm font-medium text-rose-800 underline-offset-2 first-letter:uppercase hover:underline dark:text-rose-300"
        >
          {longDate(appointment.date)}
        </Link>
        <span className="block text-sm text-stone-600 dark:text-stone-400 break-words">
          <span className="tabular-nums">
            {shortTime(appointment.startTime)}–{shortTime(appointment.endTime)}
          </span>
          <> · {servicesLine(appointment)}</>
          <> · {stylistsLine(appointment)}</>
        </span>
        {appointment.status !== "booked" && (
          <StatusBadge status={appointment.status} cancelledBy={appointment.cancelledBy} compact className="mt-0.5" />
        )}
      </span>
      <span className="text-sm tabular-nums" data-visit-total>{formatCents(appointment.totalCents)}</span>
    </li>
  );
}

function Section({ title, rows, cents, empty }: { title: string; rows: Appointment[]; cents: number; empty: string }) {
  return (
    <section className="mt-3">
      <h3 className="flex flex-wrap items-baseline justify-between gap-2 text-xs font-semibold tracking-wide text-stone-600 dark:text-stone-400">
        <span>
          {title} <span className="tabular-nums">({formatCount(rows.length)})</span>
        </span>
        {rows.length > 0 && <span className="tabular-nums font-medium normal-case">Totale {formatCents(cents)}</span>}
      </h3>
      {rows.length === 0 ? (
        <p className="py-2 text-sm text-stone-600 dark:text-stone-400">{empty}</p>
      ) : (
        <ul className="divide-y divide-stone-200 dark:divide-stone-800">
          {rows.map((a) => (
            <Row key={a.id} appointment={a} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** PROSSIMI APPUNTAMENTI and STORICO of one client, fetched when the card's history is opened. */
export function ClientHistory({ clientId }: { clientId: number }) {
  const { data, error, loading } = useAtomValue(clientAppointmentsAtom(clientId));
  const bump = useSetAtom(bumpTopicsAtom);

  if (error) {
    return (
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-red-700 dark:text-red-400">
        <span>Impossibile caricare gli appuntamenti.</span>
        <Button variant="secondary" size="sm" onClick={() => bump(["appointments"])}>
          Riprova
        </Button>
      </div>
    );
  }
  if (loading && !data) {
    return (
      <div className="mt-3 flex flex-col gap-2" aria-busy="true" aria-label="Caricamento appuntamenti">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  const now = wallClockIn(salonTimeZone(), new Date());
  const split = splitHistory(data ?? [], now);
  const { noShows } = clientHabits(data ?? [], { date: now.date, time: fromMinutes(now.minutes) });
  return (
    <div>
      {noShows > 0 && (
        <p className="mt-3 text-sm font-semibold text-red-800 dark:text-red-300" data-no-shows>
          {noShowsLabel(noShows)}
        </p>
      )}
      <Section title="PROSSIMI APPUNTAMENTI" rows={split.upcoming} cents={split.upcomingCents} empty="Nessun appuntamento in programma." />
      <Section title="STORICO" rows={split.past} cents={split.pastCents} empty="Nessun appuntamento passato." />
      <p className="mt-2 text-xs text-stone-600 dark:text-stone-400">
        In tutto {plural(split.upcoming.length + split.past.length, "appuntamento", "appuntamenti")}
      </p>
    </div>
  );
}
