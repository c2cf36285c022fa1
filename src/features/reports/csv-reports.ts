import { STATUS_LABELS } from "../../domain/appointment-status";
import { centsCell, csvRow, CSV_BOM, dateCell, percentCell, type Cell } from "../../domain/reports/csv";
import { PAYMENT_METHOD_LABELS } from "../../domain/sales/money-rules";
import type { AgendaReport, ClientsReport, FullTakingsReport } from "../../domain/schemas/reports";

// Each report as one CSV of blocks: a title row, a header row and the rows, a blank row between
// blocks. Small (a year's days at most), so built as one string.

type Block = { title: string; header: string[]; rows: Cell[][] };

function render(blocks: Block[]): string {
  return CSV_BOM + blocks.map((b) => csvRow([b.title]) + csvRow(b.header) + b.rows.map(csvRow).join("")).join(csvRow([]));
}

const periodHeader = (r: { from: string; to: string; previous: { from: string; to: string }; lastYear: { from: string; to: string } }) => {
  const span = (p: { from: string; to: string }) => (p.from === p.to ? fmt(p.from) : `${fmt(p.from)} - ${fmt(p.to)}`);
  return ["Voce", span(r), `Periodo precedente (${span(r.previous)})`, `Anno scorso (${span(r.lastYear)})`];
};
const fmt = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

export function takingsCsv(r: FullTakingsReport): string {
  return render([
    {
      title: "Incassi",
      header: periodHeader(r),
      rows: [
        ["Incassi netti", centsCell(r.totalCents), centsCell(r.previous.totalCents), centsCell(r.lastYear.totalCents)],
        ["Vendite", r.salesCount, r.previous.salesCount, r.lastYear.salesCount],
        ["Scontrino medio", centsCell(r.averageTicketCents), centsCell(r.previous.averageTicketCents), centsCell(r.lastYear.averageTicketCents)],
        ["Servizi", centsCell(r.servicesCents), centsCell(r.previous.servicesCents), centsCell(r.lastYear.servicesCents)],
        ["Prodotti", centsCell(r.productsCents), centsCell(r.previous.productsCents), centsCell(r.lastYear.productsCents)],
        ["Sconti concessi", centsCell(r.discountsCents), centsCell(r.previous.discountsCents), centsCell(r.lastYear.discountsCents)],
      ],
    },
    { title: "Per giorno", header: ["Data", "Incassi"], rows: r.byDay.map((d) => [dateCell(d.date), centsCell(d.totalCents)]) },
    { title: "Per metodo di pagamento", header: ["Metodo", "Importo"], rows: r.byMethod.map((m) => [PAYMENT_METHOD_LABELS[m.method], centsCell(m.amountCents)]) },
    {
      title: "Per collaboratore",
      header: ["Collaboratore", "Servizi", "Prodotti", "Totale"],
      rows: r.byStylist.map((s) => [s.name, centsCell(s.servicesCents), centsCell(s.productsCents), centsCell(s.totalCents)]),
    },
    { title: "Per servizio", header: ["Servizio", "Categoria", "Quantità", "Totale"], rows: r.byService.map((s) => [s.name, s.category, s.quantity, centsCell(s.totalCents)]) },
    { title: "Per categoria", header: ["Categoria", "Quantità", "Totale"], rows: r.byCategory.map((c) => [c.category || "Senza categoria", c.quantity, centsCell(c.totalCents)]) },
    { title: "Per prodotto", header: ["Prodotto", "Quantità", "Totale"], rows: r.byProduct.map((p) => [p.name, p.quantity, centsCell(p.totalCents)]) },
    { title: "IVA", header: ["Aliquota %", "Imponibile", "IVA"], rows: r.vat.map((v) => [v.ratePercent, centsCell(v.taxableCents), centsCell(v.vatCents)]) },
  ]);
}

export function agendaCsv(r: AgendaReport): string {
  const three = (label: string, pick: (h: AgendaReport["previous"]) => Cell) => [label, pick(r), pick(r.previous), pick(r.lastYear)];
  return render([
    {
      title: "Agenda",
      header: periodHeader(r),
      rows: [
        three("Visite", (h) => h.visits),
        ...Object.entries(STATUS_LABELS).map(([status, label]) => three(label, (h) => h.byStatus[status as keyof typeof h.byStatus])),
        three("Annullati dal cliente", (h) => h.cancelledByClient),
        three("Annullati dal salone", (h) => h.cancelledBySalon),
        three("Mancate presentazioni", (h) => h.noShows),
        three("Tasso di mancate presentazioni %", (h) => percentCell(h.noShowRate)),
        three("Prenotate online", (h) => h.online),
        three("Prenotate dal salone", (h) => h.staff),
        three("Giorni di anticipo medi", (h) => h.averageLeadDays),
      ],
    },
    {
      title: "Occupazione",
      header: ["Collaboratore", "Ore prenotate", "Ore di lavoro", "Occupazione %"],
      rows: r.occupancy.map((o) => [o.name, Math.round((o.bookedMinutes / 60) * 100) / 100, Math.round((o.workingMinutes / 60) * 100) / 100, percentCell(o.workingMinutes ? o.bookedMinutes / o.workingMinutes : 0)]),
    },
    { title: "Clienti con più mancate presentazioni", header: ["Cliente", "Mancate presentazioni"], rows: r.topNoShows.map((c) => [c.name, c.count]) },
  ]);
}

export function clientsCsv(r: ClientsReport): string {
  const three = (label: string, pick: (h: ClientsReport["previous"]) => Cell) => [label, pick(r), pick(r.previous), pick(r.lastYear)];
  return render([
    {
      title: "Clienti",
      header: periodHeader(r),
      rows: [
        three("Clienti", (h) => h.clients),
        three("Nuovi", (h) => h.newClients),
        three("Di ritorno", (h) => h.returningClients),
        three("Tornati entro 60 giorni %", (h) => percentCell(h.retention60)),
        three("Tornati entro 90 giorni %", (h) => percentCell(h.retention90)),
        three("Usciti con il prossimo appuntamento %", (h) => percentCell(h.rebookRate)),
      ],
    },
    {
      title: "Da richiamare",
      header: ["Cliente", "Telefono", "Ultima visita", "Intervallo abituale (giorni)"],
      rows: r.overdue.map((c) => [c.name, c.phone, dateCell(c.lastVisit), c.usualIntervalDays]),
    },
    { title: "Migliori clienti", header: ["Cliente", "Speso", "Visite"], rows: r.topClients.map((c) => [c.name, centsCell(c.totalCents), c.visits]) },
  ]);
}
