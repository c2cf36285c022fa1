import { conflict, invalid, notFound } from "../../domain/errors";
import { euros, saleTotals, settle, type Discount, type LineInput } from "../../domain/sales/money-rules";
import type { PublicUser } from "../../domain/schemas/auth";
import type { SaleInput, SalesDocument } from "../../domain/schemas/sales";
import type { Till } from "./till";

const discountOf = (cents: number | undefined, percent: number | undefined, field: string): Discount | undefined => {
  if (cents !== undefined && percent !== undefined) throw invalid("Indica lo sconto in euro o in percentuale, non entrambi", { [field]: "Indica lo sconto in euro o in percentuale, non entrambi" });
  if (cents !== undefined) return { cents };
  if (percent !== undefined) return { percent };
  return undefined;
};

/** After the sale commits: the visit becomes Completato through the appointments' own status path. */
export type CompleteVisit = (user: PublicUser, appointmentId: number) => Promise<void>;

/**
 * POST /api/sales: checks, prices and writes a sale in one BEGIN IMMEDIATE transaction — the number,
 * the lines, the VAT, the payments, the stock taken off the shelf and the trail — then publishes
 * and marks the visit Completato. Two screens cashing one visit: the second finds the first's sale
 * inside its own transaction and gets 409 with that sale's number.
 */
export function createCheckout(till: Till, completeVisit: CompleteVisit) {
  return async function checkout(user: PublicUser, input: SaleInput): Promise<SalesDocument> {
    const { id, date, appointmentDate, productIds, warnings } = till.write(user, (record, repo) => {
      const when = till.moment();
      till.assertOpen(when.date);
      let clientId = input.clientId ?? null;
      let appointmentDate: string | null = null;
      let visitClientId: number | null = null;
      if (input.appointmentId != null) {
        const visit = repo.appointment(input.appointmentId);
        if (!visit) throw notFound("Appuntamento non trovato");
        if (visit.status === "cancelled") throw conflict("Un appuntamento annullato non si può incassare", "visit_cancelled");
        const cashed = repo.liveSalesOfVisits([visit.id])[0];
        if (cashed) {
          const saleNumber = till.numberOf(cashed);
          throw conflict(`Visita già incassata (vendita ${saleNumber})`, "already_cashed", { saleNumber, saleId: cashed.id });
        }
        clientId ??= visit.clientId;
        visitClientId = visit.clientId;
        appointmentDate = visit.date;
      }
      // An anonymised client is named only through a visit of hers, never chosen for a new sale.
      const erasedChoice = input.clientId != null && input.clientId !== visitClientId && repo.clientErased(input.clientId);
      if (clientId !== null && (!repo.client(clientId) || erasedChoice)) throw invalid("Cliente non trovata", { clientId: "Cliente non trovata" });
      if (input.leaveBalance && clientId === null) {
        throw invalid("Per lasciare un saldo da pagare scegli la cliente", { clientId: "Per lasciare un saldo da pagare scegli la cliente" });
      }

      const warnings: string[] = [];
      const described = input.lines.map((line, i) => {
        const field = (name: string) => `lines.${i}.${name}`;
        if (line.stylistId != null && !repo.stylistExists(line.stylistId)) throw invalid("Stilista non trovato", { [field("stylistId")]: "Stilista non trovato" });
        const discount = discountOf(line.discountCents, line.discountPercent, field("discountCents"));
        if (line.kind === "service") {
          const service = line.serviceId == null ? undefined : repo.service(line.serviceId);
          if (!service) throw invalid("Scegli un servizio", { [field("serviceId")]: "Scegli un servizio" });
          return { line, discount, description: service.name, vatRatePercent: service.vatRatePercent, productId: null, serviceId: service.id };
        }
        const product = line.productId == null ? undefined : repo.product(line.productId);
        if (!product || product.archivedAt !== null) throw invalid("Scegli un prodotto", { [field("productId")]: "Scegli un prodotto" });
        return { line, discount, description: product.name, vatRatePercent: product.vatRatePercent, productId: product.id, serviceId: null };
      });
      const totals = saleTotals(
        described.map((d): LineInput => ({ quantity: d.line.quantity, unitPriceCents: d.line.unitPriceCents, vatRatePercent: d.vatRatePercent, discount: d.discount })),
        discountOf(input.discountCents, input.discountPercent, "discountCents"),
      );
      const { balanceCents, changeCents } = settle(totals.totalCents, input.payments, { leaveBalance: input.leaveBalance, cashGivenCents: input.cashGivenCents });

      const op = till.operator(user);
      const doc = repo.insertDocument({
        ...till.header("sale", when, user),
        appointmentId: input.appointmentId ?? null,
        clientId,
        subtotalCents: totals.subtotalCents,
        discountCents: totals.totalDiscountCents,
        discountPercent: input.discountPercent ?? null,
        discountReason: input.discountReason.trim(),
        totalCents: totals.totalCents,
        balanceCents,
        cashGivenCents: input.cashGivenCents ?? null,
        changeCents,
        note: input.note.trim(),
        lotteryCode: input.lotteryCode ?? null,
      });
      described.forEach((d, i) => {
        const t = totals.lines[i]!;
        repo.insertLine({
          documentId: doc.id,
          position: i,
          kind: d.line.kind,
          serviceId: d.serviceId,
          productId: d.productId,
          stylistId: d.line.stylistId ?? null,
          description: d.description,
          quantity: d.line.quantity,
          unitPriceCents: d.line.unitPriceCents,
          discountCents: t.lineDiscountCents,
          discountPercent: d.line.discountPercent ?? null,
          discountReason: d.line.discountReason.trim(),
          totalDiscountShareCents: t.totalDiscountShareCents,
          netCents: t.netCents,
          vatRatePercent: t.vatRatePercent,
          vatCents: t.vatCents,
          taxableCents: t.taxableCents,
        });
        if (d.productId !== null) {
          const stock = repo.moveStock(d.productId, -d.line.quantity, { kind: "vendita", reason: till.numberOf(doc), documentId: doc.id, userId: user.id, authorName: op.operatorName, at: when.at });
          if (stock < 0) warnings.push(`Giacenza di ${d.description} sotto zero (${stock}): ricorda di caricare il prodotto`);
        }
      });
      repo.insertVat(totals.vat.map((v) => ({ documentId: doc.id, ...v })));
      repo.insertPayments(input.payments.map((p) => ({ documentId: doc.id, method: p.method, amountCents: p.amountCents, date: when.date, at: when.at, ...op })));
      till.printFiscal({ kind: "sale", documentId: doc.id, date: when.date, amountCents: totals.totalCents });
      record({
        action: "created",
        entity: "sale",
        entityId: doc.id,
        summary: `Vendita ${till.numberOf(doc)} · ${euros(totals.totalCents)}`,
        changes: { totalCents: [null, totals.totalCents], appointmentId: [null, doc.appointmentId], clientId: [null, clientId], balanceCents: [null, balanceCents] },
      });
      return { id: doc.id, date: when.date, appointmentDate, productIds: described.flatMap((d) => (d.productId === null ? [] : [d.productId])), warnings };
    });
    till.trail.publish(user, { topic: "sales", action: "created", ids: [id], dates: [...new Set([date, ...(appointmentDate ? [appointmentDate] : [])])] });
    if (productIds.length > 0) till.trail.publish(user, { topic: "products", action: "updated", ids: [...new Set(productIds)] });
    if (input.appointmentId != null) await completeVisit(user, input.appointmentId);
    return { ...till.one(id)!, warnings };
  };
}
