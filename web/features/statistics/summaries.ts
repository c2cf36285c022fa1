// What each chart says to a screen reader: the period, the total and the highs, in one sentence.
import type { ClientsHeadline, TakingsReport } from "../../../src/domain/schemas/reports";
import { numericDate, plural } from "../../lib/format";
import { money } from "../../lib/report-format";

const range = (from: string, to: string) => (from === to ? `il ${numericDate(from)}` : `dal ${numericDate(from)} al ${numericDate(to)}`);

/** "Incassi per giorno dal 01/10/2026 al 31/10/2026: totale 1.234,50 €; il giorno migliore 12/10/2026 con 340,00 €; 20 giorni senza incassi." */
export function byDaySummary(report: Pick<TakingsReport, "from" | "to" | "totalCents" | "byDay">): string {
  const head = `Incassi per giorno ${range(report.from, report.to)}: totale ${money(report.totalCents)}`;
  const best = report.byDay.reduce<TakingsReport["byDay"][number] | null>((top, day) => (top === null || day.totalCents > top.totalCents ? day : top), null);
  if (!best || best.totalCents <= 0) return `${head}; nessun incasso.`;
  const empty = report.byDay.filter((day) => day.totalCents === 0).length;
  const emptyText = empty > 0 ? `; ${plural(empty, "giorno", "giorni")} senza incassi` : "";
  return `${head}; il giorno migliore ${numericDate(best.date)} con ${money(best.totalCents)}${emptyText}.`;
}

/** "Incassi per collaboratore: Anna 620,00 € (servizi 600,00 €, prodotti 20,00 €); Marco 310,00 € (…)." */
export function byStylistSummary(rows: TakingsReport["byStylist"]): string {
  if (rows.length === 0) return "Incassi per collaboratore: nessun incasso.";
  const parts = [...rows]
    .sort((a, b) => b.totalCents - a.totalCents)
    .map((r) => `${r.name} ${money(r.totalCents)} (servizi ${money(r.servicesCents)}, prodotti ${money(r.productsCents)})`);
  return `Incassi per collaboratore: ${parts.join("; ")}.`;
}

/** "Clienti nuovi e di ritorno: periodo 4 nuovi e 10 di ritorno; periodo precedente …; anno scorso …." */
export function newReturningSummary(rows: { label: string; figures: Pick<ClientsHeadline, "newClients" | "returningClients"> }[]): string {
  const parts = rows.map((r) => `${r.label} ${plural(r.figures.newClients, "nuovo", "nuovi")} e ${r.figures.returningClients} di ritorno`);
  return `Clienti nuovi e di ritorno: ${parts.join("; ")}.`;
}
