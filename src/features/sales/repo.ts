import { and, asc, between, eq, inArray, max, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { appointments, clients, services, stylists } from "../../../db/schema";
import { cashClosings, products, salesDocuments, salesLines, salesPayments, salesVat, stockMovements } from "../../../db/schema-sales";

export type DocumentRow = typeof salesDocuments.$inferSelect;
export type LineRow = typeof salesLines.$inferSelect;
export type PaymentRow = typeof salesPayments.$inferSelect;
export type VatRow = typeof salesVat.$inferSelect;
export type ClosingRow = typeof cashClosings.$inferSelect;

/** The only drizzle code of the till: documents, their parts, the stock they move, the closings. */
export const salesRepo = (db: Executor) => ({
  /** Next number of the year's one series; called inside the BEGIN IMMEDIATE that inserts it. */
  nextNumber: (year: number): number =>
    (db.select({ n: max(salesDocuments.number) }).from(salesDocuments).where(eq(salesDocuments.year, year)).get()?.n ?? 0) + 1,
  insertDocument: (values: typeof salesDocuments.$inferInsert): DocumentRow => db.insert(salesDocuments).values(values).returning().get(),
  insertLine: (values: typeof salesLines.$inferInsert): LineRow => db.insert(salesLines).values(values).returning().get(),
  insertVat: (values: (typeof salesVat.$inferInsert)[]) => {
    if (values.length > 0) db.insert(salesVat).values(values).run();
  },
  insertPayments: (values: (typeof salesPayments.$inferInsert)[]) => {
    if (values.length > 0) db.insert(salesPayments).values(values).run();
  },

  document: (id: number): DocumentRow | undefined => db.select().from(salesDocuments).where(eq(salesDocuments.id, id)).get(),
  documentsOn: (from: string, to: string): DocumentRow[] =>
    db.select().from(salesDocuments).where(between(salesDocuments.date, from, to)).orderBy(asc(salesDocuments.id)).all(),
  documentsOfClient: (clientId: number): DocumentRow[] =>
    db.select().from(salesDocuments).where(eq(salesDocuments.clientId, clientId)).orderBy(asc(salesDocuments.id)).all(),
  /** Voids and refunds of these documents. */
  correctionsOf: (ids: number[]): DocumentRow[] =>
    ids.length === 0 ? [] : db.select().from(salesDocuments).where(inArray(salesDocuments.refersTo, ids)).orderBy(asc(salesDocuments.id)).all(),
  documentsByIds: (ids: number[]): DocumentRow[] => (ids.length === 0 ? [] : db.select().from(salesDocuments).where(inArray(salesDocuments.id, ids)).all()),
  linesOf: (ids: number[]): LineRow[] =>
    ids.length === 0 ? [] : db.select().from(salesLines).where(inArray(salesLines.documentId, ids)).orderBy(asc(salesLines.documentId), asc(salesLines.position)).all(),
  paymentsOf: (ids: number[]): PaymentRow[] =>
    ids.length === 0 ? [] : db.select().from(salesPayments).where(inArray(salesPayments.documentId, ids)).orderBy(asc(salesPayments.id)).all(),
  vatOf: (ids: number[]): VatRow[] =>
    ids.length === 0 ? [] : db.select().from(salesVat).where(inArray(salesVat.documentId, ids)).orderBy(asc(salesVat.documentId), sql`${salesVat.ratePercent} DESC`).all(),
  /** Units of each sale line already given back by refunds (voids give back everything at once). */
  refundedQuantities(lineIds: number[]): Map<number, number> {
    if (lineIds.length === 0) return new Map();
    const rows = db
      .select({ lineId: salesLines.refersToLineId, quantity: sql<number>`sum(${salesLines.quantity})` })
      .from(salesLines)
      .innerJoin(salesDocuments, eq(salesDocuments.id, salesLines.documentId))
      .where(and(inArray(salesLines.refersToLineId, lineIds), eq(salesDocuments.kind, "refund")))
      .groupBy(salesLines.refersToLineId)
      .all();
    return new Map(rows.map((r) => [r.lineId ?? 0, Number(r.quantity)]));
  },
  /** The sales of these visits that no void cancelled. */
  liveSalesOfVisits(appointmentIds: number[]): DocumentRow[] {
    if (appointmentIds.length === 0) return [];
    return db
      .select()
      .from(salesDocuments)
      .where(
        and(
          inArray(salesDocuments.appointmentId, appointmentIds),
          eq(salesDocuments.kind, "sale"),
          sql`NOT EXISTS (SELECT 1 FROM sales_documents v WHERE v.refers_to = ${salesDocuments.id} AND v.kind = 'void')`,
        ),
      )
      .all();
  },
  /**
   * What each client owes, in one query: per sale not voided, total − its payments − the part of
   * its refunds not handed back in money (never below 0); summed per client, only those above 0.
   * The same rule as a document's balanceCents.
   */
  clientBalances: (): { clientId: number; balanceCents: number }[] =>
    db
      .all<{ clientId: number; balanceCents: number }>(
        sql`SELECT client_id AS clientId, sum(owed) AS balanceCents FROM (
          SELECT s.client_id, max(0, s.total_cents
            - coalesce((SELECT sum(p.amount_cents) FROM sales_payments p WHERE p.document_id = s.id), 0)
            - coalesce((SELECT sum(r.total_cents) FROM sales_documents r WHERE r.refers_to = s.id AND r.kind = 'refund'), 0)
            + coalesce((SELECT sum(p.amount_cents) FROM sales_payments p JOIN sales_documents r ON r.id = p.document_id WHERE r.refers_to = s.id AND r.kind = 'refund'), 0)
          ) AS owed
          FROM sales_documents s
          WHERE s.kind = 'sale' AND s.client_id IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM sales_documents v WHERE v.refers_to = s.id AND v.kind = 'void')
        ) GROUP BY client_id HAVING sum(owed) > 0 ORDER BY client_id`,
      )
      .map((r) => ({ clientId: Number(r.clientId), balanceCents: Number(r.balanceCents) })),
  paymentsOn: (date: string): (PaymentRow & { kind: DocumentRow["kind"] })[] =>
    db
      .select({ ...paymentColumns, kind: salesDocuments.kind })
      .from(salesPayments)
      .innerJoin(salesDocuments, eq(salesDocuments.id, salesPayments.documentId))
      .where(eq(salesPayments.date, date))
      .all(),

  closing: (date: string): ClosingRow | undefined => db.select().from(cashClosings).where(eq(cashClosings.date, date)).get(),
  insertClosing: (values: typeof cashClosings.$inferInsert) => db.insert(cashClosings).values(values).run(),
  deleteClosing: (date: string) => db.delete(cashClosings).where(eq(cashClosings.date, date)).run(),

  appointment: (id: number) =>
    db
      .select({ id: appointments.id, status: appointments.status, date: appointments.date, clientId: appointments.clientId })
      .from(appointments)
      .where(eq(appointments.id, id))
      .get(),
  /** Arrived or completed visits in the range, with the sum of their items' prices (a visit without items: its service's price). */
  visitsToCash: (from: string, to: string) =>
    db
      .select({
        id: appointments.id,
        date: appointments.date,
        // Qualified by hand: in a one-table select drizzle writes bare column names, and a bare
        // "id" inside the subquery would be the item's own id.
        totalCents: sql<number>`coalesce((SELECT sum(i.price_cents) FROM appointment_items i WHERE i.appointment_id = "appointments"."id"), (SELECT s.price FROM services s WHERE s.id = "appointments"."service_id"), 0)`,
      })
      .from(appointments)
      .where(and(between(appointments.date, from, to), inArray(appointments.status, ["arrived", "completed"])))
      .all(),
  visitIdsBetween: (from: string, to: string): number[] =>
    db.select({ id: appointments.id }).from(appointments).where(between(appointments.date, from, to)).all().map((r) => r.id),
  client: (id: number) => db.select({ id: clients.id, firstName: clients.firstName, lastName: clients.lastName }).from(clients).where(eq(clients.id, id)).get(),
  /** An anonymised client ("Cliente eliminato"): only the visits she kept may still be cashed. */
  clientErased: (id: number) => db.select({ erasedAt: clients.erasedAt }).from(clients).where(eq(clients.id, id)).get()?.erasedAt != null,
  clientsByIds: (ids: number[]) =>
    ids.length === 0 ? [] : db.select({ id: clients.id, firstName: clients.firstName, lastName: clients.lastName }).from(clients).where(inArray(clients.id, ids)).all(),
  service: (id: number) => db.select({ id: services.id, name: services.name, vatRatePercent: services.vatRatePercent }).from(services).where(eq(services.id, id)).get(),
  stylistExists: (id: number) => db.select({ id: stylists.id }).from(stylists).where(eq(stylists.id, id)).get() !== undefined,
  product: (id: number) => db.select().from(products).where(eq(products.id, id)).get(),
  /** Moves a product's stock by `delta` in the caller's transaction and records why. */
  moveStock(productId: number, delta: number, movement: Omit<typeof stockMovements.$inferInsert, "productId" | "delta" | "stockAfter">): number {
    const row = db
      .update(products)
      .set({ stock: sql`${products.stock} + ${delta}`, updatedAt: movement.at })
      .where(eq(products.id, productId))
      .returning({ stock: products.stock })
      .get();
    const stockAfter = row?.stock ?? 0;
    db.insert(stockMovements).values({ ...movement, productId, delta, stockAfter }).run();
    return stockAfter;
  },
});

const paymentColumns = {
  id: salesPayments.id,
  documentId: salesPayments.documentId,
  method: salesPayments.method,
  amountCents: salesPayments.amountCents,
  date: salesPayments.date,
  at: salesPayments.at,
  operatorId: salesPayments.operatorId,
  operatorName: salesPayments.operatorName,
};

export type SalesRepo = ReturnType<typeof salesRepo>;
