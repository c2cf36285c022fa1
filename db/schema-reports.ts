import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

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

/*
 * Visit summaries for the agenda and clients reports, kept by SQLite triggers on appointments and
 * their items in the writer's own transaction (db/report-visits-sql.ts holds their SQL, which the
 * migration carries). A visit's salon day and the day a booking was made are salon days: the
 * triggers read the salon time zone's UTC offsets below.
 */

/** The time zone whose offsets `report_zone_offsets` holds (one row); the app rewrites both when SALON_TIMEZONE changes. */
export const reportZone = sqliteTable("report_zone", { name: text("name").primaryKey() });

/** From `startsAt` (a UTC instant, ISO) on, the salon's clock reads UTC + `offsetMinutes`. */
export const reportZoneOffsets = sqliteTable("report_zone_offsets", {
  startsAt: text("starts_at").primaryKey(),
  offsetMinutes: integer("offset_minutes").notNull(),
});

/** Visits by day × status × who cancelled ('' = nobody) × source; lead days summed over those not cancelled. */
export const reportVisitDays = sqliteTable(
  "report_visit_days",
  {
    date: text("date").notNull(),
    status: text("status").notNull(),
    cancelledBy: text("cancelled_by").notNull(),
    source: text("source").notNull(),
    visits: integer("visits").notNull(),
    leadDays: integer("lead_days").notNull(),
  },
  (t) => [primaryKey({ columns: [t.date, t.status, t.cancelledBy, t.source] })],
);

/** Each stylist's booked minutes by day: busy parts of her items (a posa is free) and her cleaning times. */
export const reportStylistDays = sqliteTable(
  "report_stylist_days",
  { date: text("date").notNull(), stylistId: integer("stylist_id").notNull(), bookedMinutes: integer("booked_minutes").notNull() },
  (t) => [primaryKey({ columns: [t.date, t.stylistId] })],
);

/**
 * Each day a client had a visit that took place (completed or arrived): the one before and the
 * one after (null at her first and last) and the days between, whether a later visit not cancelled had been booked by
 * the end of that day (rebooked) and whether one is still due (pending, booked or confirmed) after it.
 */
export const reportClientDays = sqliteTable(
  "report_client_days",
  {
    clientId: integer("client_id").notNull(),
    date: text("date").notNull(),
    prevDate: text("prev_date"),
    nextDate: text("next_date"),
    // Days since prev_date and until next_date (null with none), so a report does no date arithmetic.
    prevGap: integer("prev_gap"),
    nextGap: integer("next_gap"),
    // Her gaps whose earlier day lies in the 730 days up to this one, as "back:days" joined by
    // commas in no order (back = days from that earlier day to this one): what her usual
    // interval is made of when this is her last visit.
    recentGaps: text("recent_gaps").notNull().default(""),
    rebooked: integer("rebooked").notNull(),
    bookedAfter: integer("booked_after").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.date] }),
    index("report_client_days_date_idx").on(t.date, t.nextDate, t.prevDate, t.prevGap, t.nextGap, t.rebooked, t.bookedAfter, t.clientId, t.recentGaps),
  ],
);

/** Each client's net sales by day (sales and refunds on their own days, a voided sale out), for the top clients. */
export const reportClientSales = sqliteTable(
  "report_client_sales",
  { date: text("date").notNull(), clientId: integer("client_id").notNull(), totalCents: integer("total_cents").notNull() },
  (t) => [primaryKey({ columns: [t.date, t.clientId] }), index("report_client_sales_cover_idx").on(t.date, t.clientId, t.totalCents)],
);
