import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Per-day sums of the net takings for Statistiche, kept by SQLite triggers on the (immutable)
 * sales documents, lines, VAT rows and payments, in the same transaction as each write: a sale or
 * a refund adds (a refund with the minus sign), a void takes its sale back out. They hold what the
 * reports would recompute from the documents (docs/reports.md), so a year reads a few thousand rows.
 * An id of 0 stands for "none" (ids start at 1), so every key has a value.
 */
export const reportTakingsDays = sqliteTable("report_takings_days", {
  date: text("date").primaryKey(),
  totalCents: integer("total_cents").notNull().default(0),
  sales: integer("sales").notNull().default(0),
  discountsCents: integer("discounts_cents").notNull().default(0),
});

/** Lines by day × kind × service/product × the line's stylist × (product lines without one) the sale's operator. */
export const reportTakingsLines = sqliteTable(
  "report_takings_lines",
  {
    date: text("date").notNull(),
    kind: text("kind", { enum: ["service", "product"] }).notNull(),
    serviceId: integer("service_id").notNull(),
    productId: integer("product_id").notNull(),
    stylistId: integer("stylist_id").notNull(),
    operatorId: integer("operator_id").notNull(),
    operatorName: text("operator_name").notNull(),
    description: text("description").notNull(),
    // Counted lines (a voided sale's come back out): a key whose lines were all voided is left out.
    lines: integer("lines").notNull(),
    quantity: integer("quantity").notNull(),
    netCents: integer("net_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.date, t.kind, t.serviceId, t.productId, t.stylistId, t.operatorId] })],
);

/** Money by the day it moved × method. */
export const reportTakingsMethods = sqliteTable(
  "report_takings_methods",
  { date: text("date").notNull(), method: text("method").notNull(), amountCents: integer("amount_cents").notNull() },
  (t) => [primaryKey({ columns: [t.date, t.method] })],
);

/** VAT by the document's day × rate. */
export const reportTakingsVat = sqliteTable(
  "report_takings_vat",
  {
    date: text("date").notNull(),
    ratePercent: integer("rate_percent").notNull(),
    documents: integer("documents").notNull(),
    taxableCents: integer("taxable_cents").notNull(),
    vatCents: integer("vat_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.date, t.ratePercent] })],
);
