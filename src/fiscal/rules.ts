import type { FiscalJob, FiscalLine, FiscalPayment, FiscalPrinted, FiscalReference } from "./driver";
import type { PaymentMethod } from "../domain/sales/money-rules";
import { DEFAULT_FISCAL_SETTINGS, type FiscalPrinterSettings } from "../domain/schemas/fiscal";

// The fiscal queue's pure rules: the default settings, the payload built from a sales document,
// the retry delay and the test that tells whether an attempt of unknown outcome printed.

/** A lease lasts this long: an agent that dies mid-call frees its job within a minute. */
export const LEASE_MS = 60_000;
/** The agent's claim waits this long for a job before answering "nothing to do". */
export const LONG_POLL_MS = 25_000;

export { DEFAULT_FISCAL_SETTINGS };

export const PAYMENT_DESCRIPTIONS: Record<PaymentMethod, string> = {
  cash: "Contanti",
  card: "Carta",
  satispay: "Satispay",
  transfer: "Bonifico",
  other: "Altro",
};
/** What a sale left owed (a balance) is printed as "non riscosso", so the payments meet the total. */
export const UNPAID_PAYMENT = { paymentType: 5, index: 0, description: "Non riscosso" } as const;

/** A failed job is tried again after 5 s, 10 s, 20 s, 40 s, then every 60 s. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000, 5_000 * 2 ** Math.max(0, attempts - 1));
}

export type DocumentForPrint = {
  kind: "sale" | "void" | "refund";
  totalCents: number;
  lotteryCode: string | null;
  lines: { description: string; quantity: number; unitPriceCents: number; netCents: number; vatRatePercent: number }[];
  payments: { method: PaymentMethod; amountCents: number }[];
};

/**
 * The job the driver prints for a document, or the Italian reason it cannot be built (a VAT rate
 * or a payment method without its RT code in the settings; a void or refund whose sale the RT
 * never printed). Each line carries its whole discount (its own and its share of the total's), so
 * the RT's items minus adjustments equal the document's total.
 */
export function buildFiscalJob(doc: DocumentForPrint, settings: FiscalPrinterSettings, reference: FiscalReference | null): FiscalJob | { error: string } {
  const lines: FiscalLine[] = [];
  for (const line of doc.lines) {
    const department = settings.departments.find((d) => d.vatRatePercent === line.vatRatePercent)?.department;
    if (department === undefined) return { error: `Nessun reparto dell'RT per l'IVA al ${line.vatRatePercent}%: indicalo nelle impostazioni` };
    lines.push({
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      department,
      discountCents: Math.max(0, line.quantity * line.unitPriceCents - line.netCents),
    });
  }
  const payments: FiscalPayment[] = [];
  for (const p of doc.payments) {
    const type = settings.paymentTypes.find((t) => t.method === p.method);
    if (!type) return { error: `Nessun tipo di pagamento dell'RT per ${PAYMENT_DESCRIPTIONS[p.method]}: indicalo nelle impostazioni` };
    payments.push({ paymentType: type.paymentType, index: type.index, amountCents: p.amountCents, description: PAYMENT_DESCRIPTIONS[p.method] });
  }
  const paid = payments.reduce((a, p) => a + p.amountCents, 0);
  if (paid < doc.totalCents) payments.push({ ...UNPAID_PAYMENT, amountCents: doc.totalCents - paid });
  const operator = settings.operator;
  if (doc.kind === "sale") return { kind: "sale", operator, lines, payments, ...(doc.lotteryCode ? { lotteryCode: doc.lotteryCode } : {}) };
  if (!reference) return { error: "La vendita originale non risulta stampata dall'RT: annullo o reso vanno fatti dal registratore" };
  return { kind: doc.kind, operator, reference, lines, payments };
}

/** "0042-0007" → Z 42, number 7; null for anything else. */
export function parseFiscalNumber(documentNumber: string): { zRepNumber: number; number: number } | null {
  const m = /^(\d+)-(\d+)$/.exec(documentNumber);
  return m ? { zRepNumber: Number(m[1]), number: Number(m[2]) } : null;
}

/** What the RT's last document must be for an attempt of unknown outcome to count as printed. */
export type UnknownCheck = {
  kind: FiscalJob["kind"];
  amountCents: number;
  /** The salon days the attempts were made on (the RT stamps its own date). */
  dates: string[];
  /** The last document the queue knows the RT printed (none yet: null). */
  after: { zRepNumber: number; number: number } | null;
};

const later = (a: { zRepNumber: number; number: number }, b: { zRepNumber: number; number: number }) =>
  a.zRepNumber > b.zRepNumber || (a.zRepNumber === b.zRepNumber && a.number > b.number);

/**
 * An attempt whose outcome is unknown printed when the RT's last document has the job's amount,
 * one of its attempt days, and a number after the last one the queue knows. A Z report printed
 * when the RT's Z number moved past the last known document's Z.
 */
export function printedByLastDocument(check: UnknownCheck, last: FiscalPrinted | null, zRepNumber: number | null): boolean {
  if (check.kind === "z-report") return zRepNumber !== null && check.after !== null && zRepNumber > check.after.zRepNumber;
  if (!last) return false;
  const n = parseFiscalNumber(last.documentNumber);
  if (!n) return false;
  return Math.abs(last.amountCents) === Math.abs(check.amountCents) && check.dates.includes(last.date) && (check.after === null || later(n, check.after));
}
