import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { PAYMENT_METHODS } from "../src/domain/sales/money-rules";
import { createdAt, updatedAt } from "./columns";
import { services, stylists, users } from "./schema";

// La cassa: products and their stock, the sales documents (sale, void, refund) with their lines,
// payments and VAT breakdown, and each day's closing. Amounts are integer cents, VAT included.

export const products = sqliteTable("products", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  brand: text("brand").notNull().default(""),
  category: text("category").notNull().default(""),
  barcode: text("barcode").notNull().default(""),
  priceCents: integer("price_cents").notNull(),
  vatRatePercent: integer("vat_rate_percent").notNull().default(22),
  costCents: integer("cost_cents").notNull().default(0),
  // May go below zero: the shelf is sold before the delivery is loaded.
  stock: integer("stock").notNull().default(0),
  lowStockThreshold: integer("low_stock_threshold").notNull().default(0),
  // A product that was sold is archived on delete, so its documents still name it.
  archivedAt: text("archived_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const STOCK_MOVEMENT_KINDS = ["carico", "scarico", "inventario", "consumo_interno", "vendita", "annullo", "reso"] as const;

/** Every change of a product's stock: `delta` signed, `stockAfter` what the shelf holds after it. */
export const stockMovements = sqliteTable(
  "stock_movements",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    kind: text("kind", { enum: STOCK_MOVEMENT_KINDS }).notNull(),
    delta: integer("delta").notNull(),
    stockAfter: integer("stock_after").notNull(),
    reason: text("reason").notNull().default(""),
    documentId: integer("document_id").references(() => salesDocuments.id),
    userId: integer("user_id").references(() => users.id),
    authorName: text("author_name").notNull(),
    at: text("at").notNull(),
  },
  (t) => [index("stock_movements_product_idx").on(t.productId, t.id)],
);

export const SALES_DOCUMENT_KINDS = ["sale", "void", "refund"] as const;

/**
 * A sales document: immutable (triggers refuse UPDATE and DELETE). A void or a refund is a new
 * document whose `refersTo` is the sale. `number` runs without gaps per `year` across every kind.
 * `clientId` and `appointmentId` carry no foreign key: a document outlives the client's erasure
 * and the visit's deletion, and the trigger would refuse a cascade anyway.
 */
export const salesDocuments = sqliteTable(
  "sales_documents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: SALES_DOCUMENT_KINDS }).notNull(),
    year: integer("year").notNull(),
    number: integer("number").notNull(),
    // Day and wall-clock time in SALON_TIMEZONE; `at` the UTC instant.
    date: text("date").notNull(),
    time: text("time").notNull(),
    at: text("at").notNull(),
    operatorId: integer("operator_id").references(() => users.id),
    operatorName: text("operator_name").notNull(),
    refersTo: integer("refers_to"),
    reason: text("reason").notNull().default(""),
    appointmentId: integer("appointment_id"),
    clientId: integer("client_id"),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    discountPercent: integer("discount_percent"),
    discountReason: text("discount_reason").notNull().default(""),
    totalCents: integer("total_cents").notNull(),
    // What the client still owed when the document was made (a sale with leaveBalance).
    balanceCents: integer("balance_cents").notNull().default(0),
    cashGivenCents: integer("cash_given_cents"),
    changeCents: integer("change_cents").notNull().default(0),
    note: text("note").notNull().default(""),
    // The client's codice lotteria (8 characters), printed on the documento commerciale.
    lotteryCode: text("lottery_code"),
  },
  (t) => [
    uniqueIndex("sales_documents_number_uq").on(t.year, t.number),
    index("sales_documents_date_idx").on(t.date),
    index("sales_documents_client_idx").on(t.clientId),
    index("sales_documents_appointment_idx").on(t.appointmentId),
    index("sales_documents_refers_idx").on(t.refersTo),
    check("sales_documents_refers_ck", sql`(${t.kind} = 'sale') = (${t.refersTo} IS NULL)`),
  ],
);

export const salesLines = sqliteTable(
  "sales_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    documentId: integer("document_id")
      .notNull()
      .references(() => salesDocuments.id),
    position: integer("position").notNull(),
    kind: text("kind", { enum: ["service", "product"] }).notNull(),
    serviceId: integer("service_id").references(() => services.id),
    productId: integer("product_id").references(() => products.id),
    stylistId: integer("stylist_id").references(() => stylists.id),
    // The name at the time of the sale (a snapshot, like the price).
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    discountPercent: integer("discount_percent"),
    discountReason: text("discount_reason").notNull().default(""),
    // Its part of the discount on the total, and what it finally costs: net = amount − share.
    totalDiscountShareCents: integer("total_discount_share_cents").notNull().default(0),
    netCents: integer("net_cents").notNull(),
    vatRatePercent: integer("vat_rate_percent").notNull(),
    vatCents: integer("vat_cents").notNull(),
    taxableCents: integer("taxable_cents").notNull(),
    // On a refund or void: the sale's line it gives back.
    refersToLineId: integer("refers_to_line_id"),
  },
  (t) => [index("sales_lines_document_idx").on(t.documentId), index("sales_lines_refers_idx").on(t.refersToLineId)],
);

/**
 * Money in (a sale, a later payment of a balance) or given back (void, refund), always positive;
 * `documentId` is the document it belongs to, `date` the day it moved (a balance may be paid later).
 */
export const salesPayments = sqliteTable(
  "sales_payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    documentId: integer("document_id")
      .notNull()
      .references(() => salesDocuments.id),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    date: text("date").notNull(),
    at: text("at").notNull(),
    operatorId: integer("operator_id").references(() => users.id),
    operatorName: text("operator_name").notNull(),
  },
  (t) => [index("sales_payments_document_idx").on(t.documentId), index("sales_payments_date_idx").on(t.date)],
);

export const salesVat = sqliteTable(
  "sales_vat",
  {
    documentId: integer("document_id")
      .notNull()
      .references(() => salesDocuments.id),
    ratePercent: integer("rate_percent").notNull(),
    taxableCents: integer("taxable_cents").notNull(),
    vatCents: integer("vat_cents").notNull(),
  },
  (t) => [uniqueIndex("sales_vat_document_rate_uq").on(t.documentId, t.ratePercent)],
);

/** A closed day. Reopening (owner) deletes the row; the trail keeps what it said. */
export const cashClosings = sqliteTable("cash_closings", {
  date: text("date").primaryKey(),
  openingFloatCents: integer("opening_float_cents").notNull(),
  expectedCashCents: integer("expected_cash_cents").notNull(),
  countedCashCents: integer("counted_cash_cents").notNull(),
  differenceCents: integer("difference_cents").notNull(),
  note: text("note").notNull().default(""),
  closedBy: integer("closed_by").references(() => users.id),
  closedByName: text("closed_by_name").notNull(),
  closedAt: text("closed_at").notNull(),
  updatedAt: updatedAt(),
});
