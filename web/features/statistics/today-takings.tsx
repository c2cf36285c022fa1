import { useAtomValue } from "jotai";
import { PAYMENT_METHOD_LABELS } from "../../../src/domain/sales/money-rules";
import { takingsReportAtom } from "../../entities/reports";
import { formatCount, longDate } from "../../lib/format";
import { money } from "../../lib/report-format";
import { salonToday } from "../../lib/salon-time";
import { Card } from "../../ui/card";
import { PageHeader } from "../../ui/page-header";
import { ReportCard, ReportTable } from "./report-table";
import { ReportState } from "./report-state";

/** Reception's Statistiche: today's takings, by payment method; no other day, no other report. */
export function TodayTakings() {
  const today = salonToday();
  const query = useAtomValue(takingsReportAtom(`${today}|${today}`));
  return (
    <>
      <PageHeader title="Statistiche" subtitle={`Incassi di oggi, ${longDate(today)}`} />
      <ReportState query={query}>
        {(report) => (
          <div className="flex flex-col gap-4">
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              {[
                { key: "total", label: "Incassi di oggi", text: money(report.totalCents) },
                { key: "sales", label: "Vendite", text: formatCount(report.salesCount) },
                { key: "ticket", label: "Scontrino medio", text: money(report.averageTicketCents) },
              ].map((f) => (
                <Card key={f.key} className="p-4" data-testid={`figure-${f.key}`}>
                  <p className="text-sm text-stone-600 dark:text-stone-400">{f.label}</p>
                  <p className="mt-1 text-3xl font-semibold tabular-nums">{f.text}</p>
                </Card>
              ))}
            </div>
            <ReportCard title="Per metodo di pagamento">
              <ReportTable caption="Incassi di oggi per metodo di pagamento" rows={report.byMethod} rowKey={(m) => m.method} empty="Nessun incasso oggi"
                columns={[
                  { header: "Metodo", cell: (m) => PAYMENT_METHOD_LABELS[m.method] },
                  { header: "Importo", numeric: true, cell: (m) => money(m.amountCents) },
                ]} />
            </ReportCard>
          </div>
        )}
      </ReportState>
    </>
  );
}
