import { displayName } from "../../domain/names";
import type { FiscalState } from "../../domain/schemas/fiscal";
import type { SalesDocument, SaleLine } from "../../domain/schemas/sales";
import type { DocumentRow, SalesRepo } from "./repo";

/** "2026/000123": the year and the number in its series, six digits. */
export const documentNumber = (row: Pick<DocumentRow, "year" | "number">) => `${row.year}/${String(row.number).padStart(6, "0")}`;

const ref = (row: DocumentRow) => ({ id: row.id, number: documentNumber(row), date: row.date });

/**
 * The documents as the API answers them, each with its lines, VAT, payments, and the voids and
 * refunds that refer to it. What a sale still owes: total − its payments − the part of its refunds
 * not handed back in money (that part cancelled debt); 0 once voided, and 0 on a void or a refund.
 */
export function loadDocuments(repo: SalesRepo, rows: DocumentRow[], fiscalOf: (ids: number[]) => Map<number, FiscalState>): SalesDocument[] {
  const ids = rows.map((r) => r.id);
  const fiscal = fiscalOf(ids);
  const lines = repo.linesOf(ids);
  const vat = repo.vatOf(ids);
  const corrections = repo.correctionsOf(ids);
  const payments = repo.paymentsOf([...ids, ...corrections.map((c) => c.id)]);
  const refunded = repo.refundedQuantities(lines.map((l) => l.id));
  const referred = repo.documentsByIds([...new Set(rows.flatMap((r) => (r.refersTo === null ? [] : [r.refersTo])))]);
  const clientNames = new Map(repo.clientsByIds([...new Set(rows.flatMap((r) => (r.clientId === null ? [] : [r.clientId])))]).map((c) => [c.id, displayName(c)]));
  return rows.map((row): SalesDocument => {
    const own = corrections.filter((c) => c.refersTo === row.id);
    const voidDoc = own.find((c) => c.kind === "void");
    const refunds = own.filter((c) => c.kind === "refund");
    const docPayments = payments.filter((p) => p.documentId === row.id);
    const paid = docPayments.reduce((a, p) => a + p.amountCents, 0);
    const refundedTotal = refunds.reduce((a, r) => a + r.totalCents, 0);
    const debtCancelled = refundedTotal - paidBack(refunds, payments);
    const balanceCents = row.kind === "sale" && !voidDoc ? Math.max(0, row.totalCents - paid - debtCancelled) : 0;
    const refersTo = row.refersTo === null ? null : referred.find((d) => d.id === row.refersTo);
    return {
      id: row.id,
      kind: row.kind,
      number: documentNumber(row),
      date: row.date,
      time: row.time,
      operator: row.operatorName,
      operatorId: row.operatorId,
      refersTo: refersTo ? ref(refersTo) : null,
      reason: row.reason,
      appointmentId: row.appointmentId,
      clientId: row.clientId,
      clientName: row.clientId === null ? null : (clientNames.get(row.clientId) ?? null),
      subtotalCents: row.subtotalCents,
      discountCents: row.discountCents,
      discountPercent: row.discountPercent,
      discountReason: row.discountReason,
      totalCents: row.totalCents,
      vat: vat.filter((v) => v.documentId === row.id).map(({ ratePercent, taxableCents, vatCents }) => ({ ratePercent, taxableCents, vatCents })),
      lines: lines
        .filter((l) => l.documentId === row.id)
        .map(
          (l): SaleLine => ({
            id: l.id,
            kind: l.kind,
            serviceId: l.serviceId,
            productId: l.productId,
            stylistId: l.stylistId,
            description: l.description,
            quantity: l.quantity,
            unitPriceCents: l.unitPriceCents,
            discountCents: l.discountCents,
            discountPercent: l.discountPercent,
            discountReason: l.discountReason,
            totalDiscountShareCents: l.totalDiscountShareCents,
            netCents: l.netCents,
            vatRatePercent: l.vatRatePercent,
            vatCents: l.vatCents,
            taxableCents: l.taxableCents,
            refersToLineId: l.refersToLineId,
            refundedQuantity: refunded.get(l.id) ?? 0,
          }),
        ),
      payments: docPayments.map((p) => ({ id: p.id, method: p.method, amountCents: p.amountCents, date: p.date, operator: p.operatorName })),
      cashGivenCents: row.cashGivenCents,
      changeCents: row.changeCents,
      balanceCents,
      note: row.note,
      voidedBy: voidDoc ? ref(voidDoc) : null,
      refunds: refunds.map(ref),
      warnings: [],
      lotteryCode: row.lotteryCode,
      fiscal: fiscal.get(row.id) ?? null,
    };
  });
}

/** Money the refunds handed back (their payments); the rest of a refund's value cancels debt. */
function paidBack(refunds: DocumentRow[], payments: { documentId: number; amountCents: number }[]): number {
  const ids = new Set(refunds.map((r) => r.id));
  return payments.filter((p) => ids.has(p.documentId)).reduce((a, p) => a + p.amountCents, 0);
}
