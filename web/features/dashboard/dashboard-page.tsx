import { useAtomValue } from "jotai";
import { Link } from "react-router-dom";
import { dayHours } from "../../../src/domain/availability";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import { addDays, toMinutes } from "../../../src/domain/time";
import { PageHeader } from "../../ui/page-header";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";
import { Skeleton } from "../../ui/spinner";
import type { DashboardStats } from "../../../src/domain/schemas/dashboard";
import { appointmentsAtom, dayRange } from "../../entities/appointments";
import { statsAtom } from "../../entities/dashboard";
import { extraordinaryDaysOnAtom } from "../../entities/extraordinary-days";
import { openingHoursOrDefaultAtom } from "../../entities/opening-hours";
import { salonToday } from "../../lib/salon-time";
import { formatCount } from "../../lib/format";
import { ConfirmationsCard } from "./confirmations-card";
import { SetupChecklistCard } from "./setup-checklist-card";
import { servicesLine, stylistsLine } from "../../entities/visits";
import { OnlineLimitNotice } from "./online-limit-notice";

const CARDS: { key: Exclude<keyof DashboardStats, "takings">; label: string }[] = [
  { key: "totalClients", label: "Clienti Totali" },
  { key: "todayAppointments", label: "Appuntamenti Oggi" },
  { key: "totalServices", label: "Servizi" },
  { key: "tomorrowAppointments", label: "Domani" },
];

/** One row: opens the appointment's details in the calendar's day view, in this tab. */
function Row({ a }: { a: Appointment }) {
  return (
    <li>
      <Link
        to={`/calendar?view=day&date=${a.date}&appointment=${a.id}`}
        className="flex items-center gap-3 rounded-md px-1 py-3 hover:bg-stone-50 dark:hover:bg-stone-800/60"
      >
        <span className="w-14 shrink-0 text-lg font-semibold tabular-nums">{a.startTime.slice(0, 5)}</span>
        <span className="min-w-0 flex-1">
          <span className="block font-medium truncate">
            {a.client.firstName} {a.client.lastName}
          </span>
          <span className="block text-sm text-stone-600 dark:text-stone-400 truncate">
            {servicesLine(a)} · {stylistsLine(a)}
          </span>
        </span>
        <span className="shrink-0 text-sm text-stone-600 dark:text-stone-400 tabular-nums">{toMinutes(a.endTime) - toMinutes(a.startTime)} min</span>
      </Link>
    </li>
  );
}

/** "Salone chiuso oggi" (with the closure's reason) when the day is closed, else nothing. */
function useClosedNotice(day: string): string | null {
  const opening = useAtomValue(openingHoursOrDefaultAtom).data;
  const extraordinaryDays = useAtomValue(extraordinaryDaysOnAtom(`${day}|${day}`)).data;
  if (!opening || !extraordinaryDays) return null;
  const hours = dayHours({ date: day, opening, extraordinaryDays });
  if (!hours.closed) return null;
  const reason = hours.extraordinary?.reason?.trim();
  return reason ? `Chiuso: ${reason}` : "Chiuso";
}

function DaySection({ day, title, description, label, empty }: { day: string; title: string; description: string; label: string; empty: string }) {
  const query = useAtomValue(appointmentsAtom(dayRange(day)));
  const closed = useClosedNotice(day);
  // A cancelled appointment is no appointment of the day (the calendar lists it under "Annullati").
  const rows = (query.data ?? []).filter((a) => a.status !== "cancelled");
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        <p className="text-sm text-stone-600 dark:text-stone-400">{description}</p>
        {closed && (
          <p className="text-sm font-medium text-red-800 dark:text-red-300" data-testid={`closed-${label}`}>
            Salone {closed.toLowerCase()}
          </p>
        )}
      </CardHeader>
      <CardContent>
        {query.loading && !query.data ? (
          <div className="flex flex-col gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : query.error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {query.error.message}
          </p>
        ) : rows.length === 0 ? (
          <div className="py-6 text-center">
            <p className="text-stone-700 dark:text-stone-300">{empty}</p>
            <Link to={`/calendar?view=day&date=${day}`} className="mt-2 inline-block text-sm font-medium text-rose-700 underline dark:text-rose-400">
              Apri il calendario
            </Link>
          </div>
        ) : (
          <ul className="divide-y divide-stone-200 dark:divide-stone-800" aria-label={`Appuntamenti di ${label}`}>
            {rows.map((a) => (
              <Row key={a.id} a={a} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export default function DashboardPage() {
  const stats = useAtomValue(statsAtom);
  // Today on the salon's clock (SALON_TIMEZONE), whatever zone the browser is in.
  const today = salonToday();

  return (
    <>
      <PageHeader title="Dashboard" />
      <SetupChecklistCard />
      <OnlineLimitNotice />
      <div className="grid grid-cols-2 lg:grid-cols-4 gap-3 mb-6">
        {CARDS.map((c) => (
          <Card key={c.key} className="p-4">
            <p className="text-sm text-stone-600 dark:text-stone-400">{c.label}</p>
            <p className="mt-1 text-3xl font-semibold tabular-nums" data-testid={`stat-${c.key}`}>
              {stats.loading && !stats.data ? "..." : formatCount(stats.data?.[c.key] ?? 0)}
            </p>
          </Card>
        ))}
      </div>
      <ConfirmationsCard />
      <div className="grid gap-4 xl:grid-cols-2">
        <DaySection day={today} title="Appuntamenti di Oggi" description="Tutti gli appuntamenti programmati per oggi" label="oggi" empty="Nessun appuntamento per oggi" />
        <DaySection day={addDays(today, 1)} title="Domani" description="Gli appuntamenti di domani" label="domani" empty="Nessun appuntamento per domani" />
      </div>
    </>
  );
}
