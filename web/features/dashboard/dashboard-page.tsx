import { useAtomValue } from "jotai";
import { Link } from "react-router-dom";
import { toMinutes } from "../../../src/domain/time";
import { PageHeader } from "../../ui/page-header";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";
import { Skeleton } from "../../ui/spinner";
import type { DashboardStats } from "../../../src/domain/schemas/dashboard";
import { appointmentsAtom, dayRange } from "../../entities/appointments";
import { statsAtom } from "../../entities/dashboard";
import { salonToday } from "../../lib/salon-time";
import { formatCount } from "../../lib/format";

const CARDS: { key: keyof DashboardStats; label: string }[] = [
  { key: "totalClients", label: "Clienti Totali" },
  { key: "todayAppointments", label: "Appuntamenti Oggi" },
  { key: "totalServices", label: "Servizi" },
  { key: "tomorrowAppointments", label: "Domani" },
];

export default function DashboardPage() {
  const stats = useAtomValue(statsAtom);
  // Today on the salon's clock (SALON_TIMEZONE), whatever zone the browser is in.
  const today = useAtomValue(appointmentsAtom(dayRange(salonToday())));
  const rows = today.data ?? [];

  return (
    <>
      <PageHeader title="Dashboard" />
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
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Appuntamenti di Oggi</h2>
          </CardTitle>
          <p className="text-sm text-stone-600 dark:text-stone-400">Tutti gli appuntamenti programmati per oggi</p>
        </CardHeader>
        <CardContent>
          {today.loading && !today.data ? (
            <div className="flex flex-col gap-2">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-14 w-full" />
              ))}
            </div>
          ) : today.error ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {today.error.message}
            </p>
          ) : rows.length === 0 ? (
            <div className="py-6 text-center">
              <p className="text-stone-700 dark:text-stone-300">Nessun appuntamento per oggi</p>
              <Link to="/calendar" className="mt-2 inline-block text-sm font-medium text-rose-700 underline dark:text-rose-400">
                Apri il calendario
              </Link>
            </div>
          ) : (
            <ul className="divide-y divide-stone-200 dark:divide-stone-800" aria-label="Appuntamenti di oggi">
              {rows.map((a) => (
                <li key={a.id} className="flex items-center gap-3 py-3">
                  <span className="w-14 shrink-0 text-lg font-semibold tabular-nums">{a.startTime.slice(0, 5)}</span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium truncate">
                      {a.client.firstName} {a.client.lastName}
                    </span>
                    <span className="block text-sm text-stone-600 dark:text-stone-400 truncate">
                      {a.service.name} · {a.stylist.name}
                    </span>
                  </span>
                  <span className="shrink-0 text-sm text-stone-600 dark:text-stone-400 tabular-nums">
                    {toMinutes(a.endTime) - toMinutes(a.startTime)} min
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </>
  );
}
