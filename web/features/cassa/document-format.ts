import { formatCents } from "../../../src/domain/money";
import { PAYMENT_METHOD_LABELS } from "../../../src/domain/sales/money-rules";
import type { SaleLine, SalesDocument } from "../../../src/domain/schemas/sales";

export const KIND_LABELS: Record<SalesDocument["kind"], string> = { sale: "Vendita", void: "Annullo", refund: "Reso" };

/** The path of one document's page. */
export const documentPath = (id: number) => `/cassa/documenti/${id}`;
export const closingPath = (date: string) => `/cassa/chiusura/${date}`;

/** Amounts as the salon reads them, with a plain space before "€" so tests and copies match. */
export const money = (cents: number) => formatCents(cents).replaceAll("\u00a0", " ");

export const methodLabel = (method: keyof typeof PAYMENT_METHOD_LABELS) => PAYMENT_METHOD_LABELS[method];

/** A line's own discount in words: "−10 % (fedeltà)" or "−5,00 €". */
export function lineDiscountText(line: Pick<SaleLine, "discountCents" | "discountPercent" | "discountReason">): string | null {
  if (line.discountCents <= 0) return null;
  const amount = line.discountPercent !== null ? `${line.discountPercent} % (${money(line.discountCents)})` : money(line.discountCents);
  return `Sconto ${amount}${line.discountReason ? ` · ${line.discountReason}` : ""}`;
}

export function totalDiscountText(doc: Pick<SalesDocument, "discountCents" | "discountPercent" | "discountReason">): string | null {
  if (doc.discountCents <= 0) return null;
  const amount = doc.discountPercent !== null ? `${doc.discountPercent} % (${money(doc.discountCents)})` : money(doc.discountCents);
  return `Sconto sul totale ${amount}${doc.discountReason ? ` · ${doc.discountReason}` : ""}`;
}

/** A sale's gross before any discount, line by line: quantity × unit price. */
export const lineGross = (line: Pick<SaleLine, "quantity" | "unitPriceCents">) => line.quantity * line.unitPriceCents;
