import { useAtomValue } from "jotai";
import { Link, useSearchParams } from "react-router-dom";
import { formatCents } from "../../../src/domain/money";
import { displayName } from "../../../src/domain/names";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import type { SalesDocument, VisitState } from "../../../src/domain/schemas/sales";
import { isValidDate } from "../../../src/domain/time";
import { appointmentsAtom, dayRange } from "../../entities/appointments";
import { salesOfDayAtom, visitStatesAtom } from "../../entities/sales";
import { servicesLine } from "../../entities/visits";
import { longDate } from "../../lib/format";
import { salonToday } from "../../lib/salon-time";
import { Badge } from "../../ui/badge";
import { Card } from "../../ui/card";
import { DateInput } from "../../ui/date-input";
import { Field } from "../../ui/input";
import { LinkButton } from "../../ui/link-button";
import { PageHeader } from "../../ui/page-header";
import { Skeleton } from "../../ui/spinner";

const KIND_LABELS: Record<SalesDocument["kind"], string> = { sale: "Vendita", void: "Annullo", refund: "Reso" };

/** The day's "Da incassare": each arrived or completed visit without a sale, earliest first. */
export function dueVisits(states: readonly VisitState[], visits: readonly Appointment[]): { visit: Appointment; totalCents: number }[] {
  const due = new Map(states.filter((s) => s.state === "due").map((s) => [s.appointmentId, s.totalCents]));
  return visits
    .filter((v) => due.has(v.id))
    .sort((a, b) => a.startTime.localeCompare(b.startTime))
    .map((visit) => ({ visit, totalCents: due.get(visit.id) ?? visit.totalCents }));
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="p-4">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

function DueList({ date }: { date: string }) {
  const states = useAtomValue(visitStatesAtom(dayRange(date)));
  const visits = useAtomValue(appointmentsAtom(dayRange(date)));
  if (!states.data || !visits.data) {
    if (states.error || visits.error) return <p className="text-sm text-red-700 dark:text-red-400">Impossibile caricare le visite del giorno</p>;
    return <Skeleton className="h-24" aria-label="Caricamento" />;
  }
  const rows = dueVisits(states.data, visits.data);
  if (rows.length === 0) return <p className="text-sm text-stone-600 dark:text-stone-400">Nessuna visita da incassare: le visite arrivate o completate compaiono qui.</p>;
  return (
    <ul aria-label="Da incassare" className="divide-y divide-stone-200 dark:divide-stone-800">
      {rows.map(({ visit, totalCents }) => (
        <li key={visit.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
          <span className="w-12 font-semibold tabular-nums">{visit.startTime.slice(0, 5)}</span>
          <span className="min-w-0 flex-1">
            <span className="block font-medium">{displayName(visit.client)}</span>
            <span className="block text-sm text-stone-600 dark:text-stone-400">{servicesLine(visit)}</span>
          </span>
          <span className="font-semibold tabular-nums">{formatCents(totalCents)}</span>
          <LinkButton to={`/cassa/nuova?appointment=${visit.id}`}>Incassa</LinkButton>
        </li>
      ))}
    </ul>
  );
}

function DocumentRow({ doc }: { doc: SalesDocument }) {
  return (
    <li>
      <Link
        to={`/cassa/documenti/${doc.id}`}
        className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-md px-2 py-3 hover:bg-stone-100 dark:hover:bg-stone-800"
      >
        <span className="w-12 tabular-nums">{doc.time}</span>
        <span className="font-mono text-sm tabular-nums">{doc.number}</span>
        {/* On a phone the client and the marks go on a second line, under the number. */}
        <span className="order-last flex w-full min-w-0 items-center gap-2 pl-16 sm:order-none sm:w-auto sm:flex-1 sm:pl-0">
          <span className="min-w-0 flex-1 truncate">{doc.clientName ?? "Nessuna cliente"}</span>
          <span className="flex shrink-0 gap-1">
            <Badge tone={doc.kind === "sale" ? "neutral" : "orange"}>{KIND_LABELS[doc.kind]}</Badge>
            {doc.voidedBy && <Badge tone="red">Annullata</Badge>}
            {doc.balanceCents > 0 && <Badge tone="yellow">Da saldare {formatCents(doc.balanceCents)}</Badge>}
            {doc.fiscal?.status === "failed" && <Badge tone="red">Da stampare</Badge>}
          </span>
        </span>
        <span className={`ml-auto text-right font-semibold sm:ml-0 sm:w-24 tabular-nums ${doc.kind === "sale" ? "" : "text-red-800 dark:text-red-300"}`}>
          {doc.kind === "sale" ? "" : "−"}
          {formatCents(doc.totalCents)}
        </span>
      </Link>
    </li>
  );
}

function DocumentList({ date }: { date: string }) {
  const docs = useAtomValue(salesOfDayAtom(date));
  if (!docs.data) {
    if (docs.error) return <p className="text-sm text-red-700 dark:text-red-400">Impossibile caricare i documenti del giorno</p>;
    return <Skeleton className="h-24" aria-label="Caricamento" />;
  }
  if (docs.data.length === 0) return <p className="text-sm text-stone-600 dark:text-stone-400">Nessun documento in questo giorno.</p>;
  return (
    <ul aria-label="Documenti del giorno" className="divide-y divide-stone-200 dark:divide-stone-800">
      {docs.data.map((doc) => (
        <DocumentRow key={doc.id} doc={doc} />
      ))}
    </ul>
  );
}

/**
 * "/cassa": one day at the till (today unless `?date=`): the visits to cash, the documents made,
 * "Nuova vendita" and the day's closing. Both lists follow the live sales and appointments events.
 */
export default function CassaPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get("date") ?? "";
  const date = isValidDate(asked) ? asked : salonToday();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <PageHeader
        title="Cassa"
        subtitle={longDate(date)}
        actions={
          <>
            <LinkButton to="/cassa/nuova">Nuova vendita</LinkButton>
            <LinkButton to={`/cassa/chiusura/${date}`} look="secondary">
              Chiusura cassa
            </LinkButton>
          </>
        }
      />
      <Field label="Giorno" className="max-w-60">
        <DateInput
          value={date}
          onChange={(day) => isValidDate(day) && setParams(day === salonToday() ? {} : { date: day }, { replace: true })}
        />
      </Field>
      <Section title="Da incassare">
        <DueList date={date} />
      </Section>
      <Section title="Documenti">
        <DocumentList date={date} />
      </Section>
    </div>
  );
}
