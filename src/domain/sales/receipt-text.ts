import { formatItalianDate } from "../italian-date";
import type { SalesDocument } from "../schemas/sales";
import { euros, PAYMENT_METHOD_LABELS } from "./money-rules";

/**
 * The approved WhatsApp template the receipt goes out with ("Invia su WhatsApp"). Its body, in
 * Italian, has seven parameters in this order (docs/whatsapp.md):
 * {{1}} first name, {{2}} salon, {{3}} document with its article ("la ricevuta 2026/000123"), {{4}} day and time,
 * {{5}} the lines, {{6}} the total, {{7}} the payments.
 */
export const RECEIPT_TEMPLATE = { name: "ricevuta_cassa", language: "it" } as const;

// Meta caps a template's body; one long visit must not make the message refused.
const MAX_PARAMETER = 700;
const cap = (text: string) => (text.length > MAX_PARAMETER ? `${text.slice(0, MAX_PARAMETER - 1)}…` : text);

const DOCUMENT_WORD: Record<SalesDocument["kind"], string> = { sale: "la ricevuta", void: "l'annullo", refund: "il reso" };

type ReceiptDocument = Pick<
  SalesDocument,
  "kind" | "number" | "date" | "time" | "lines" | "discountCents" | "discountPercent" | "discountReason" | "totalCents" | "payments" | "changeCents" | "balanceCents"
>;

/** "Colore 60,00 €; Piega 32,40 € (sconto 10 %, fedeltà); 3 × Shampoo 30,00 €; sconto sul totale −5,00 €". */
export function receiptLines(doc: ReceiptDocument): string {
  const parts = doc.lines.map((line) => {
    const name = `${line.quantity > 1 ? `${line.quantity} × ` : ""}${line.description}`;
    const amount = doc.kind === "sale" ? line.quantity * line.unitPriceCents - line.discountCents : line.netCents;
    const discount =
      doc.kind === "sale" && line.discountCents > 0
        ? ` (sconto ${line.discountPercent !== null ? `${line.discountPercent} %` : euros(line.discountCents)}${line.discountReason ? `, ${line.discountReason}` : ""})`
        : "";
    return `${name} ${euros(amount)}${discount}`;
  });
  if (doc.kind === "sale" && doc.discountCents > 0) parts.push(`sconto sul totale −${euros(doc.discountCents)}${doc.discountReason ? ` (${doc.discountReason})` : ""}`);
  return parts.join("; ");
}

/** "Contanti 50,00 €, Carta/Bancomat 72,40 €, resto 0,50 €, da saldare 10,00 €"; "restituiti …" on a void or refund. */
export function receiptPayments(doc: ReceiptDocument): string {
  const paid = doc.payments.map((p) => `${PAYMENT_METHOD_LABELS[p.method]} ${euros(p.amountCents)}`);
  const parts = doc.kind === "sale" ? paid : paid.map((p) => `restituiti ${p}`);
  if (doc.changeCents > 0) parts.push(`resto ${euros(doc.changeCents)}`);
  if (doc.balanceCents > 0) parts.push(`da saldare ${euros(doc.balanceCents)}`);
  return parts.join(", ") || "nessun pagamento";
}

/** The template's body parameters for one document. */
export function receiptParameters(doc: ReceiptDocument, salonName: string, firstName: string): string[] {
  return [
    firstName || "cliente",
    salonName,
    `${DOCUMENT_WORD[doc.kind]} ${doc.number}`,
    `${formatItalianDate(doc.date)} ${doc.time}`,
    cap(receiptLines(doc)),
    euros(doc.totalCents),
    cap(receiptPayments(doc)),
  ].map(cap);
}
