import { useAtomValue } from "jotai";
import { Link } from "react-router-dom";
import { formatPhone, telHref } from "../../../src/domain/phone";
import type { DashboardStats, ToConfirmItem } from "../../../src/domain/schemas/dashboard";
import { statsAtom, toConfirmAtom } from "../../entities/dashboard";
import { formatCount, longDate } from "../../lib/format";
import { Card, CardContent, CardTitle } from "../../ui/card";
import { Skeleton } from "../../ui/spinner";

const COUNTS: { key: keyof DashboardStats; label: string; tone: string }[] = [
  { key: "todayConfirmed", label: "Confermati oggi", tone: "text-emerald-700 dark:text-emerald-400" },
  { key: "todayUnconfirmed", label: "Da confermare oggi", tone: "text-amber-700 dark:text-amber-400" },
  { key: "todayCancelledByClient", label: "Annullati dal cliente oggi", tone: "text-red-700 dark:text-red-400" },
];

/** "tel:+393331234567": a tap on a phone (or the desk's softphone) dials her. */

function Row({ a }: { a: ToConfirmItem }) {
  const client = `${a.client.firstName} ${a.client.lastName}`.trim();
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3" data-testid="to-confirm-row">
      <span className="w-14 shrink-0 text-lg font-semibold tabular-nums">{a.startTime.slice(0, 5)}</span>
      <span className="min-w-0 flex-1">
        <Link to={`/calendar?view=day&date=${a.date}&appointment=${a.id}`} className="block font-medium truncate hover:underline">
          {client}
        </Link>
        <span className="block text-sm text-stone-600 dark:text-stone-400 truncate">
          {a.service.name} · {a.stylist.name}
        </span>
      </span>
      {a.client.phone ? (
        <a
          href={telHref(a.client.phone)}
          className="shrink-0 rounded-md border border-stone-300 px-2.5 py-1.5 text-sm font-medium tabular-nums text-rose-800 hover:bg-rose-50 dark:border-stone-600 dark:text-rose-300 dark:hover:bg-rose-950/40"
          aria-label={`Chiama ${client}, ${formatPhone(a.client.phone)}`}
        >
          {formatPhone(a.client.phone)}
        </a>
      ) : (
        <span className="shrink-0 text-sm text-stone-500">Nessun telefono</span>
      )}
    </li>
  );
}

/**
 * How the WhatsApp confirmations are going: today's confirmed, still unconfirmed and cancelled by
 * the client, and tomorrow's appointments with no answer yet, each with the number to call.
 */
export function ConfirmationsCard() {
  const stats = useAtomValue(statsAtom);
  const list = useAtomValue(toConfirmAtom);
  const rows = list.data?.appointments ?? [];
  return (
    <Card className="mb-6">
      <div className="px-4 pb-2 pt-4 sm:px-5">
        <CardTitle>
          <h2>Da confermare</h2>
        </CardTitle>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {list.data ? `Domani, ${longDate(list.data.date)}: appuntamenti senza conferma del cliente` : "Domani: appuntamenti senza conferma del cliente"}
        </p>
      </div>
      <CardContent>
        <dl className="grid grid-cols-3 gap-2 border-b border-stone-200 pb-3 dark:border-stone-800">
          {COUNTS.map((c) => (
            <div key={c.key}>
              <dt className="text-xs text-stone-600 dark:text-stone-400">{c.label}</dt>
              <dd className={`text-2xl font-semibold tabular-nums ${c.tone}`} data-testid={`stat-${c.key}`}>
                {stats.loading && !stats.data ? "..." : formatCount(stats.data?.[c.key] ?? 0)}
              </dd>
            </div>
          ))}
        </dl>
        {list.loading && !list.data ? (
          <div className="flex flex-col gap-2 pt-3">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : list.error ? (
          <p role="alert" className="pt-3 text-sm text-red-700 dark:text-red-400">
            {list.error.message}
          </p>
        ) : rows.length === 0 ? (
          <p className="py-4 text-center text-stone-700 dark:text-stone-300">Nessun appuntamento da confermare per domani</p>
        ) : (
          <ul className="divide-y divide-stone-200 dark:divide-stone-800" aria-label="Da confermare domani">
            {rows.map((a) => (
              <Row key={a.id} a={a} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
