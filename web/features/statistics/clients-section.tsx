import { formatPhone } from "../../../src/domain/phone";
import type { ClientsReport } from "../../../src/domain/schemas/reports";
import { formatCount, numericDate, plural } from "../../lib/format";
import { money } from "../../lib/report-format";
import { StackedBars } from "./charts";
import { FigureGrid } from "./figures";
import { ChartWithTable, ReportCard, ReportTable } from "./report-table";
import { newReturningSummary } from "./summaries";

/** The digits a phone link dials: "+39 333 123 4567" -> "+393331234567". */
const dial = (phone: string) => phone.replace(/[^\d+]/g, "");

export function ClientsSection({ report }: { report: ClientsReport }) {
  const { previous: p, lastYear: y } = report;
  const periods = [
    { label: "Periodo", figures: report },
    { label: "Periodo precedente", figures: p },
    { label: "Anno scorso", figures: y },
  ];
  return (
    <div className="flex flex-col gap-4">
      <FigureGrid
        figures={[
          { key: "clients", label: "Clienti nel periodo", kind: "count", value: report.clients, previous: p.clients, lastYear: y.clients },
          { key: "new", label: "Clienti nuovi", kind: "count", value: report.newClients, previous: p.newClients, lastYear: y.newClients },
          { key: "returning", label: "Clienti di ritorno", kind: "count", value: report.returningClients, previous: p.returningClients, lastYear: y.returningClients },
          { key: "rebook", label: "Riprenotati all'uscita", kind: "rate", value: report.rebookRate, previous: p.rebookRate, lastYear: y.rebookRate },
          { key: "retention60", label: "Tornati entro 60 giorni", kind: "rate", value: report.retention60, previous: p.retention60, lastYear: y.retention60 },
          { key: "retention90", label: "Tornati entro 90 giorni", kind: "rate", value: report.retention90, previous: p.retention90, lastYear: y.retention90 },
        ]}
      />
      <ReportCard title="Clienti nuovi e di ritorno">
        <ChartWithTable
          chart={
            <StackedBars id="new-returning" legend={["Nuovi", "Di ritorno"]} summary={newReturningSummary(periods)}
              rows={periods.map((r) => ({
                key: r.label,
                label: r.label,
                parts: [r.figures.newClients, r.figures.returningClients],
                text: `${formatCount(r.figures.newClients)} + ${formatCount(r.figures.returningClients)}`,
              }))} />
          }
          table={
            <ReportTable caption="Clienti nuovi e di ritorno" rows={periods} rowKey={(r) => r.label} empty=""
              columns={[
                { header: "Periodo", cell: (r) => r.label },
                { header: "Nuovi", numeric: true, cell: (r) => formatCount(r.figures.newClients) },
                { header: "Di ritorno", numeric: true, cell: (r) => formatCount(r.figures.returningClients) },
                { header: "Totale", numeric: true, cell: (r) => formatCount(r.figures.clients) },
              ]} />
          }
        />
      </ReportCard>
      <div className="grid gap-4 lg:grid-cols-2">
        <ReportCard title="Da richiamare">
          <p className="mb-2 text-sm text-stone-600 dark:text-stone-400">
            Clienti che hanno superato il loro intervallo abituale tra una visita e l'altra.
          </p>
          <ReportTable caption="Clienti da richiamare" rows={report.overdue} rowKey={(r) => r.clientId} empty="Nessun cliente in ritardo sul suo intervallo abituale"
            columns={[
              { header: "Cliente", cell: (r) => r.name },
              {
                header: "Telefono",
                cell: (r) => (r.phone ? <a href={`tel:${dial(r.phone)}`} className="font-medium text-rose-700 underline tabular-nums dark:text-rose-400">{formatPhone(r.phone)}</a> : "—"),
              },
              { header: "Ultima visita", cell: (r) => numericDate(r.lastVisit) },
              { header: "Di solito ogni", numeric: true, cell: (r) => plural(r.usualIntervalDays, "giorno", "giorni") },
            ]} />
        </ReportCard>
        <ReportCard title="Migliori clienti">
          <ReportTable caption="Migliori clienti per spesa" rows={report.topClients} rowKey={(r) => r.clientId} empty="Nessun cliente con acquisti nel periodo"
            columns={[
              { header: "Cliente", cell: (r) => r.name },
              { header: "Visite", numeric: true, cell: (r) => formatCount(r.visits) },
              { header: "Spesa", numeric: true, cell: (r) => money(r.totalCents) },
            ]} />
        </ReportCard>
      </div>
    </div>
  );
}
