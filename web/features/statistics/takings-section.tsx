import { PAYMENT_METHOD_LABELS } from "../../../src/domain/sales/money-rules";
import { NO_CATEGORY } from "../../../src/domain/service-categories";
import type { TakingsReport } from "../../../src/domain/schemas/reports";
import { formatCount, numericDate } from "../../lib/format";
import { money, percent } from "../../lib/report-format";
import { ColumnChart, StackedBars } from "./charts";
import { FigureGrid } from "./figures";
import { ChartWithTable, ReportCard, ReportTable } from "./report-table";
import { byDaySummary, byStylistSummary } from "./summaries";

const share = (part: number, whole: number) => (whole === 0 ? "—" : percent(part / whole));

export function TakingsSection({ report }: { report: TakingsReport }) {
  const dayRows = report.byDay;
  const stylists = [...report.byStylist].sort((a, b) => b.totalCents - a.totalCents);
  return (
    <div className="flex flex-col gap-4">
      <FigureGrid
        figures={[
          { key: "total", label: "Incassi netti", kind: "money", value: report.totalCents, previous: report.previous?.totalCents, lastYear: report.lastYear?.totalCents },
          { key: "sales", label: "Vendite", kind: "count", value: report.salesCount, previous: report.previous?.salesCount, lastYear: report.lastYear?.salesCount },
          { key: "ticket", label: "Scontrino medio", kind: "money", value: report.averageTicketCents, previous: report.previous?.averageTicketCents, lastYear: report.lastYear?.averageTicketCents },
          { key: "services", label: "Servizi", kind: "money", value: report.servicesCents, previous: report.previous?.servicesCents, lastYear: report.lastYear?.servicesCents },
          { key: "products", label: "Prodotti", kind: "money", value: report.productsCents, previous: report.previous?.productsCents, lastYear: report.lastYear?.productsCents },
          // Discounts are money given away: fewer is better.
          { key: "discounts", label: "Sconti concessi", kind: "money", value: report.discountsCents, previous: report.previous?.discountsCents, lastYear: report.lastYear?.discountsCents, better: "down" },
        ]}
      />
      <ReportCard title="Incassi per giorno">
        <ChartWithTable
          chart={
            <ColumnChart
              columns={dayRows.map((d) => ({ key: d.date, label: numericDate(d.date), value: d.totalCents, title: `${numericDate(d.date)}: ${money(d.totalCents)}` }))}
              summary={byDaySummary(report)}
              maxLabel={`max ${money(Math.max(0, ...dayRows.map((d) => d.totalCents)))}`}
              firstLabel={numericDate(report.from)}
              lastLabel={numericDate(report.to)}
            />
          }
          table={
            <div className="overflow-y-auto" style={{ maxHeight: "18rem" }}>
              <ReportTable caption="Incassi per giorno" rows={dayRows} rowKey={(d) => d.date} empty="Nessun incasso nel periodo"
                columns={[{ header: "Giorno", cell: (d) => numericDate(d.date) }, { header: "Incassi", numeric: true, cell: (d) => money(d.totalCents) }]} />
            </div>
          }
        />
      </ReportCard>
      <ReportCard title="Incassi per collaboratore">
        <ChartWithTable
          chart={
            <StackedBars id="stylists" legend={["Servizi", "Prodotti"]} summary={byStylistSummary(stylists)}
              rows={stylists.map((s) => ({ key: String(s.stylistId ?? s.name), label: s.name, parts: [s.servicesCents, s.productsCents], text: money(s.totalCents) }))} />
          }
          table={
            <ReportTable caption="Incassi per collaboratore" rows={stylists} rowKey={(s) => s.stylistId ?? s.name} empty="Nessun incasso nel periodo"
              columns={[
                // The total first after the name: on a phone it is the column in view.
                { header: "Collaboratore", cell: (s) => s.name },
                { header: "Totale", numeric: true, cell: (s) => money(s.totalCents) },
                { header: "Servizi", numeric: true, cell: (s) => money(s.servicesCents) },
                { header: "Prodotti", numeric: true, cell: (s) => money(s.productsCents) },
              ]} />
          }
        />
      </ReportCard>
      <div className="grid gap-4 lg:grid-cols-2">
        <ReportCard title="Servizi e prodotti">
          <ReportTable caption="Servizi e prodotti" rowKey={(r) => r.label} empty="Nessun incasso nel periodo"
            rows={[{ label: "Servizi", cents: report.servicesCents }, { label: "Prodotti", cents: report.productsCents }]}
            columns={[
              { header: "Voce", cell: (r) => r.label },
              { header: "Incassi", numeric: true, cell: (r) => money(r.cents) },
              { header: "Quota", numeric: true, cell: (r) => share(r.cents, report.servicesCents + report.productsCents) },
            ]} />
        </ReportCard>
        <ReportCard title="Per metodo di pagamento">
          <ReportTable caption="Incassi per metodo di pagamento" rows={report.byMethod} rowKey={(m) => m.method} empty="Nessun pagamento nel periodo"
            columns={[
              { header: "Metodo", cell: (m) => PAYMENT_METHOD_LABELS[m.method] },
              { header: "Importo", numeric: true, cell: (m) => money(m.amountCents) },
              { header: "Quota", numeric: true, cell: (m) => share(m.amountCents, report.totalCents) },
            ]} />
        </ReportCard>
        <ReportCard title="Per servizio">
          <ReportTable caption="Incassi per servizio" rows={report.byService} rowKey={(s) => s.serviceId ?? s.name} empty="Nessun servizio venduto nel periodo"
            columns={[
              { header: "Servizio", cell: (s) => s.name },
              { header: "Categoria", cell: (s) => s.category.trim() || NO_CATEGORY },
              { header: "Quantità", numeric: true, cell: (s) => formatCount(s.quantity) },
              { header: "Incassi", numeric: true, cell: (s) => money(s.totalCents) },
            ]} />
        </ReportCard>
        <ReportCard title="Per categoria">
          <ReportTable caption="Incassi per categoria di servizio" rows={report.byCategory} rowKey={(c) => c.category} empty="Nessun servizio venduto nel periodo"
            columns={[
              { header: "Categoria", cell: (c) => c.category.trim() || NO_CATEGORY },
              { header: "Quantità", numeric: true, cell: (c) => formatCount(c.quantity) },
              { header: "Incassi", numeric: true, cell: (c) => money(c.totalCents) },
            ]} />
        </ReportCard>
        <ReportCard title="Per prodotto">
          <ReportTable caption="Incassi per prodotto" rows={report.byProduct} rowKey={(p) => p.productId ?? p.name} empty="Nessun prodotto venduto nel periodo"
            columns={[
              { header: "Prodotto", cell: (p) => p.name },
              { header: "Quantità", numeric: true, cell: (p) => formatCount(p.quantity) },
              { header: "Incassi", numeric: true, cell: (p) => money(p.totalCents) },
            ]} />
        </ReportCard>
        <ReportCard title="IVA per aliquota">
          <ReportTable caption="IVA per aliquota" rows={report.vat} rowKey={(r) => r.ratePercent} empty="Nessuna vendita nel periodo"
            columns={[
              { header: "Aliquota", cell: (r) => `${formatCount(r.ratePercent)}\u00a0%` },
              { header: "Imponibile", numeric: true, cell: (r) => money(r.taxableCents) },
              { header: "IVA", numeric: true, cell: (r) => money(r.vatCents) },
              { header: "Totale", numeric: true, cell: (r) => money(r.taxableCents + r.vatCents) },
            ]} />
        </ReportCard>
      </div>
    </div>
  );
}
