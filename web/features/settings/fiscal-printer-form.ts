import { PAYMENT_METHOD_LABELS, type PaymentMethod, type VatRate } from "../../../src/domain/sales/money-rules";
import type { FiscalPrinterSettings, PrinterStatusResponse } from "../../../src/domain/schemas/fiscal";

// What the RT form holds: numbers as typed, so a wrong value reaches the schema and gets its message.
export type FiscalDraft = {
  enabled: boolean;
  protocol: FiscalPrinterSettings["protocol"];
  url: string;
  timeoutMs: string;
  operator: string;
  autoPrint: boolean;
  departments: { vatRatePercent: VatRate; department: string }[];
  paymentTypes: { method: PaymentMethod; paymentType: string; index: string }[];
};

export const toFiscalDraft = (s: FiscalPrinterSettings): FiscalDraft => ({
  enabled: s.enabled,
  protocol: s.protocol,
  url: s.url,
  timeoutMs: String(s.timeoutMs),
  operator: String(s.operator),
  autoPrint: s.autoPrint,
  departments: s.departments.map((d) => ({ vatRatePercent: d.vatRatePercent, department: String(d.department) })),
  paymentTypes: s.paymentTypes.map((p) => ({ method: p.method, paymentType: String(p.paymentType), index: String(p.index) })),
});

/** A whole number typed as such becomes a number; anything else stays text for the schema to refuse. */
const num = (text: string): number | string => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);

export const fromFiscalDraft = (d: FiscalDraft) => ({
  enabled: d.enabled,
  protocol: d.protocol,
  url: d.url.trim(),
  timeoutMs: num(d.timeoutMs),
  operator: num(d.operator),
  autoPrint: d.autoPrint,
  departments: d.departments.map((x) => ({ vatRatePercent: x.vatRatePercent, department: num(x.department) })),
  paymentTypes: d.paymentTypes.map((x) => ({ method: x.method, paymentType: num(x.paymentType), index: num(x.index) })),
});

/** The RT's payment types (Epson's printRecTotal numbering; every one the settings accept). */
export const RT_PAYMENT_TYPES = [
  { value: "0", label: "0 · Contanti" },
  { value: "1", label: "1 · Assegno" },
  { value: "2", label: "2 · Carta / credito" },
  { value: "3", label: "3 · Ticket" },
  { value: "4", label: "4 · Multi-ticket" },
  { value: "5", label: "5 · Non riscosso" },
  { value: "6", label: "6 · Sconto a pagare" },
];

export const paymentMethodLabel = (method: PaymentMethod) => PAYMENT_METHOD_LABELS[method];

/** "Leggi stato" in Italian, one line per fact. */
export function statusLines(s: PrinterStatusResponse): string[] {
  if (!s.online) return [s.message || "Stampante spenta o non raggiungibile"];
  const paper = !s.paperOk ? (s.coverOpen ? "Coperchio aperto" : "Carta esaurita o coperchio aperto") : s.paperNearEnd ? "Carta in esaurimento" : "Carta presente";
  const lines = [s.message, `Carta: ${paper}`];
  if (s.fiscalMemoryFull) lines.push("Memoria fiscale (giornale elettronico) esaurita");
  lines.push(s.zRepNumber !== null ? `Chiusura giornaliera (Z) in corso: n. ${s.zRepNumber}` : "Numero di chiusura (Z) non disponibile");
  const last = s.lastDocument;
  if (last) {
    const [y, m, day] = last.date.split("-");
    const when = y && m && day ? `${day}/${m}/${y}` : last.date;
    lines.push(`Ultimo documento: n. ${last.documentNumber} del ${when} ${last.time}`.trim());
  } else lines.push("Ultimo documento: nessuno");
  if (s.serial) lines.push(`Matricola: ${s.serial}`);
  return lines.filter((l) => l !== "");
}
