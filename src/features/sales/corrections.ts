import { conflict, invalid, notFound } from "../../domain/errors";
import { formatItalianDate } from "../../domain/italian-date";
import { euros, refundPart, vatBreakdown } from "../../domain/sales/money-rules";
import type { PublicUser } from "../../domain/schemas/auth";
import type { RefundInput, SalesDocument } from "../../domain/schemas/sales";
import { forbidden } from "../../http/permissions";
import type { DocumentRow, SalesRepo } from "./repo";
import type { Till } from "./till";

const SALE_MISSING = () => notFound("Vendita non trovata");

/**
 * Mistakes are corrected by new documents that refer to the sale, in the same yearly series:
 * a void ("Annulla vendita": the whole sale, the same day before the closing, by the owner or the
 * operator who made it) and refunds ("Reso": some lines, any day, the owner, a reason). Both put
 * the products back on the shelf. A balance left owed is paid later on the sale itself.
 */
export function createCorrections(till: Till) {
  const loadSale = (repo: SalesRepo, id: number): DocumentRow => {
    const sale = repo.document(id);
    if (!sale || sale.kind !== "sale") throw SALE_MISSING();
    if (repo.correctionsOf([id]).some((c) => c.kind === "void")) throw conflict("La vendita è già stata annullata", "already_voided");
    return sale;
  };
  const publish = (user: PublicUser, ids: number[], dates: string[], productIds: number[]) => {
    till.trail.publish(user, { topic: "sales", action: "created", ids, dates: [...new Set(dates)] });
    if (productIds.length > 0) till.trail.publish(user, { topic: "products", action: "updated", ids: [...new Set(productIds)] });
  };

  return {
    voidSale(user: PublicUser, saleId: number, reason: string): SalesDocument {
      const result = till.write(user, (record, repo) => {
        const when = till.moment();
        const sale = loadSale(repo, saleId);
        if (user.role !== "owner" && sale.operatorId !== user.id) throw forbidden();
        if (sale.date !== when.date) {
          throw conflict(`Si annulla solo una vendita di oggi: per la vendita del ${formatItalianDate(sale.date)} fai un reso`, "void_other_day");
        }
        till.assertOpen(when.date);
        if (repo.correctionsOf([saleId]).some((c) => c.kind === "refund")) throw conflict("La vendita ha già dei resi: fai un reso per il resto", "has_refunds");
        const lines = repo.linesOf([saleId]);
        const payments = repo.paymentsOf([saleId]);
        const op = till.operator(user);
        const doc = repo.insertDocument({
          ...till.header("void", when, user),
          refersTo: saleId,
          reason: reason.trim(),
          appointmentId: sale.appointmentId,
          clientId: sale.clientId,
          subtotalCents: sale.subtotalCents,
          discountCents: sale.discountCents,
          discountPercent: sale.discountPercent,
          discountReason: sale.discountReason,
          totalCents: sale.totalCents,
        });
        for (const l of lines) {
          const { id: lineId, documentId: _d, ...copy } = l;
          repo.insertLine({ ...copy, documentId: doc.id, refersToLineId: lineId });
          if (l.productId !== null) repo.moveStock(l.productId, l.quantity, { kind: "annullo", reason: till.numberOf(doc), documentId: doc.id, userId: user.id, authorName: op.operatorName, at: when.at });
        }
        repo.insertVat(repo.vatOf([saleId]).map(({ ratePercent, taxableCents, vatCents }) => ({ documentId: doc.id, ratePercent, taxableCents, vatCents })));
        // Every payment taken on the sale goes back the way it came.
        repo.insertPayments(payments.map((p) => ({ documentId: doc.id, method: p.method, amountCents: p.amountCents, date: when.date, at: when.at, ...op })));
        till.printFiscal({ kind: "void", documentId: doc.id, date: when.date, amountCents: doc.totalCents, saleId });
        record({ action: "created", entity: "sale", entityId: doc.id, summary: `Annullo ${till.numberOf(doc)} della vendita ${till.numberOf(sale)}`, changes: { voidedBy: [null, doc.id], reason: [null, doc.reason] } });
        return { doc, dates: [when.date, sale.date], productIds: lines.flatMap((l) => (l.productId === null ? [] : [l.productId])) };
      });
      publish(user, [saleId, result.doc.id], result.dates, result.productIds);
      return till.one(result.doc.id)!;
    },

    refund(user: PublicUser, saleId: number, input: RefundInput): SalesDocument {
      const result = till.write(user, (record, repo) => {
        const when = till.moment();
        const sale = loadSale(repo, saleId);
        till.assertOpen(when.date);
        const saleLines = repo.linesOf([saleId]);
        const already = repo.refundedQuantities(saleLines.map((l) => l.id));
        const asked = new Map<number, number>();
        input.lines.forEach((l, i) => {
          const line = saleLines.find((s) => s.id === l.lineId);
          if (!line) throw invalid("Riga non presente nella vendita", { [`lines.${i}.lineId`]: "Riga non presente nella vendita" });
          const total = (asked.get(l.lineId) ?? 0) + l.quantity;
          if (total + (already.get(l.lineId) ?? 0) > line.quantity) {
            throw invalid(`Quantità resa superiore a quella venduta per ${line.description}`, { [`lines.${i}.quantity`]: "Quantità resa superiore a quella venduta" });
          }
          asked.set(l.lineId, total);
        });
        const parts = [...asked].map(([lineId, quantity]) => {
          const line = saleLines.find((s) => s.id === lineId)!;
          return { line, quantity, ...refundPart(line, already.get(lineId) ?? 0, quantity) };
        });
        const totalCents = parts.reduce((a, p) => a + p.amountCents, 0);
        // What she still owes on the sale is cancelled first; the rest is handed back.
        const owed = till.documents([sale])[0]?.balanceCents ?? 0;
        const toHandBack = totalCents - Math.min(owed, totalCents);
        const given = input.payments.reduce((a, p) => a + p.amountCents, 0);
        if (given !== toHandBack) {
          const message = `Gli importi resi (${euros(given)}) non corrispondono al reso (${euros(toHandBack)})`;
          throw invalid(message, { payments: message });
        }
        const op = till.operator(user);
        const doc = repo.insertDocument({
          ...till.header("refund", when, user),
          refersTo: saleId,
          reason: input.reason,
          appointmentId: sale.appointmentId,
          clientId: sale.clientId,
          subtotalCents: totalCents,
          totalCents,
        });
        parts.forEach((p, position) => {
          const { line } = p;
          repo.insertLine({
            documentId: doc.id,
            position,
            kind: line.kind,
            serviceId: line.serviceId,
            productId: line.productId,
            stylistId: line.stylistId,
            description: line.description,
            quantity: p.quantity,
            unitPriceCents: line.unitPriceCents,
            netCents: p.amountCents,
            vatRatePercent: line.vatRatePercent,
            vatCents: p.vatCents,
            taxableCents: p.taxableCents,
            refersToLineId: line.id,
          });
          if (line.productId !== null) repo.moveStock(line.productId, p.quantity, { kind: "reso", reason: till.numberOf(doc), documentId: doc.id, userId: user.id, authorName: op.operatorName, at: when.at });
        });
        repo.insertVat(vatBreakdown(parts.map((p) => ({ vatRatePercent: p.line.vatRatePercent, vatCents: p.vatCents, taxableCents: p.taxableCents }))).map((v) => ({ documentId: doc.id, ...v })));
        repo.insertPayments(input.payments.map((p) => ({ documentId: doc.id, method: p.method, amountCents: p.amountCents, date: when.date, at: when.at, ...op })));
        till.printFiscal({ kind: "refund", documentId: doc.id, date: when.date, amountCents: totalCents, saleId });
        record({ action: "created", entity: "sale", entityId: doc.id, summary: `Reso ${till.numberOf(doc)} della vendita ${till.numberOf(sale)} · ${euros(totalCents)}`, changes: { totalCents: [null, totalCents], reason: [null, input.reason] } });
        return { doc, dates: [when.date, sale.date], productIds: parts.flatMap((p) => (p.line.productId === null ? [] : [p.line.productId])) };
      });
      publish(user, [saleId, result.doc.id], result.dates, result.productIds);
      return till.one(result.doc.id)!;
    },

    /** A later payment of what a sale left owed ("Da saldare"), dated today; never more than owed. */
    payBalance(user: PublicUser, saleId: number, payments: { method: "cash" | "card" | "satispay" | "transfer" | "other"; amountCents: number }[]): SalesDocument {
      const date = till.write(user, (record, repo) => {
        const when = till.moment();
        const sale = loadSale(repo, saleId);
        till.assertOpen(when.date);
        const owed = till.documents([sale])[0]?.balanceCents ?? 0;
        const paying = payments.reduce((a, p) => a + p.amountCents, 0);
        if (paying > owed) {
          const message = `Il pagamento (${euros(paying)}) supera il saldo da pagare (${euros(owed)})`;
          throw invalid(message, { payments: message });
        }
        repo.insertPayments(payments.map((p) => ({ documentId: saleId, method: p.method, amountCents: p.amountCents, date: when.date, at: when.at, ...till.operator(user) })));
        record({ action: "updated", entity: "sale", entityId: saleId, summary: `Saldo della vendita ${till.numberOf(sale)} · ${euros(paying)}`, changes: { balanceCents: [owed, owed - paying] } });
        return when.date;
      });
      publish(user, [saleId], [date], []);
      return till.one(saleId)!;
    },
  };
}
