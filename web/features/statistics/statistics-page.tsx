import { useAtomValue } from "jotai";
import { useRef, type KeyboardEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { isValidDate } from "../../../src/domain/time";
import { PERIOD_KINDS, periodError, periodOf, type PeriodKind } from "../../../src/domain/report-periods";
import { agendaReportAtom, clientsReportAtom, takingsReportAtom, type ReportName } from "../../entities/reports";
import { useCan } from "../../entities/permissions";
import { numericDate } from "../../lib/format";
import { salonToday } from "../../lib/salon-time";
import { Button } from "../../ui/button";
import { PageHeader } from "../../ui/page-header";
import { AgendaSection } from "./agenda-section";
import { ClientsSection } from "./clients-section";
import { ExportsCard, ReportCsvLink } from "./csv-links";
import { PeriodPicker, type PeriodChoice } from "./period-picker";
import { ReportState } from "./report-state";
import { TakingsSection } from "./takings-section";
import { TodayTakings } from "./today-takings";

const TABS: { name: ReportName; label: string }[] = [
  { name: "takings", label: "Incassi" },
  { name: "agenda", label: "Agenda" },
  { name: "clients", label: "Clienti" },
];
const isTab = (value: string | null): value is ReportName => TABS.some((t) => t.name === value);

/** The period and tab in the address (`?period=month&from=&to=&tab=clients`); this month by default. */
function usePeriodParams(today: string) {
  const [params, setParams] = useSearchParams();
  const kindParam = params.get("period");
  const kind: PeriodKind = (PERIOD_KINDS as readonly string[]).includes(kindParam ?? "") ? (kindParam as PeriodKind) : "month";
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const typed = isValidDate(from) && isValidDate(to) && periodError({ from, to }) === null;
  const choice: PeriodChoice = typed ? { kind, from, to } : { kind: kind === "custom" ? "month" : kind, ...periodOf(kind === "custom" ? "month" : kind, today) };
  const tabParam = params.get("tab");
  const tab: ReportName = isTab(tabParam) ? tabParam : "takings";
  const set = (next: PeriodChoice, nextTab = tab) =>
    setParams({ period: next.kind, from: next.from, to: next.to, ...(nextTab === "takings" ? {} : { tab: nextTab }) }, { replace: true });
  return { choice, tab, setChoice: (next: PeriodChoice) => set(next), setTab: (next: ReportName) => set(choice, next) };
}

function Compared({ previous, lastYear }: { previous: { from: string; to: string }; lastYear: { from: string; to: string } }) {
  const span = (p: { from: string; to: string }) => (p.from === p.to ? numericDate(p.from) : `${numericDate(p.from)}–${numericDate(p.to)}`);
  return (
    <p className="mb-4 text-sm text-stone-600 dark:text-stone-400 tabular-nums">
      Confronto con il periodo precedente ({span(previous)}) e con l'anno scorso ({span(lastYear)}).
    </p>
  );
}

type Comparison = { previous: { from: string; to: string } | null; lastYear: { from: string; to: string } | null };

/** The comparison periods, then the tab's "Scarica CSV". */
function PanelHeader({ report, tab, from, to }: { report: Comparison; tab: ReportName; from: string; to: string }) {
  const label = TABS.find((t) => t.name === tab)?.label ?? "";
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      {report.previous && report.lastYear && <Compared previous={report.previous} lastYear={report.lastYear} />}
      <ReportCsvLink name={tab} from={from} to={to} label={label} />
    </div>
  );
}

// One component per tab, so only the report on screen is asked for.
function TakingsPanel({ from, to }: { from: string; to: string }) {
  const query = useAtomValue(takingsReportAtom(`${from}|${to}`));
  return <ReportState query={query}>{(r) => <><PanelHeader report={r} tab="takings" from={from} to={to} /><TakingsSection report={r} /></>}</ReportState>;
}
function AgendaPanel({ from, to }: { from: string; to: string }) {
  const query = useAtomValue(agendaReportAtom(`${from}|${to}`));
  return <ReportState query={query}>{(r) => <><PanelHeader report={r} tab="agenda" from={from} to={to} /><AgendaSection report={r} /></>}</ReportState>;
}
function ClientsPanel({ from, to }: { from: string; to: string }) {
  const query = useAtomValue(clientsReportAtom(`${from}|${to}`));
  return <ReportState query={query}>{(r) => <><PanelHeader report={r} tab="clients" from={from} to={to} /><ClientsSection report={r} /></>}</ReportState>;
}
const PANELS = { takings: TakingsPanel, agenda: AgendaPanel, clients: ClientsPanel } satisfies Record<ReportName, unknown>;

function OwnerStatistics() {
  const today = salonToday();
  const { choice, tab, setChoice, setTab } = usePeriodParams(today);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // Arrow keys move between the tabs (the tab list is one stop of Tab).
  const onKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    setTab(TABS[next]!.name);
    tabRefs.current[next]?.focus();
  };
  const TabPanel = PANELS[tab];
  return (
    <>
      <PageHeader title="Statistiche" />
      <PeriodPicker key={choice.kind} value={choice} today={today} onChange={setChoice} />
      <div role="tablist" aria-label="Statistiche" className="mb-4 flex flex-wrap gap-1 border-b border-stone-200 pb-2 dark:border-stone-700">
        {TABS.map((t, i) => (
          <Button
            key={t.name}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            variant={tab === t.name ? "primary" : "ghost"}
            role="tab"
            id={`tab-${t.name}`}
            aria-selected={tab === t.name}
            aria-controls={`panel-${t.name}`}
            tabIndex={tab === t.name ? 0 : -1}
            onClick={() => setTab(t.name)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {t.label}
          </Button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        <TabPanel from={choice.from} to={choice.to} />
      </div>
      <ExportsCard />
    </>
  );
}

/** Every report for whoever reads them (the owner); reception reads today's takings. */
export default function StatisticsPage() {
  const full = useCan("reports.read");
  return full ? <OwnerStatistics /> : <TodayTakings />;
}
