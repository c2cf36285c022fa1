import type { Db } from "../../../db/client";
import { netTakings } from "../../ledger/net-takings";
import { tuples } from "./sql";
import type { Period } from "../../domain/reports/periods";

// Raw prepared statements on the SQLite handle: a year of a busy salon is tens of thousands of
// documents and lines, and drizzle's per-row mapping would cost more than the query.

export type DayRow = [date: string, totalCents: number, sales: number, discountsCents: number];
export type LineRow = [
  kind: "service" | "product",
  serviceId: number | null,
  productId: number | null,
  stylistId: number | null,
  operatorId: number | null,
  operatorName: string,
  description: string,
  quantity: number,
  netCents: number,
];
export type MethodRow = [method: string, amountCents: number];
export type VatRow = [ratePercent: number, taxableCents: number, vatCents: number];

export const takingsRepo = (db: Db) => {
  const sqlite = db.$client;
  // Read from the per-day sums the triggers keep beside the documents (db/schema-reports.ts):
  // a year is a few thousand rows instead of every document, line and payment.
  const byDay = tuples<DayRow, [string, string]>(sqlite, `
    SELECT date, total_cents, sales, discounts_cents FROM report_takings_days
    WHERE date BETWEEN ?1 AND ?2 ORDER BY date`);
  const headline = netTakings(db);
  const discounts = tuples<[discountsCents: number | null], [string, string]>(sqlite, `
    SELECT sum(discounts_cents) FROM report_takings_days WHERE date BETWEEN ?1 AND ?2`);
  const byKind = tuples<[kind: "service" | "product", netCents: number], [string, string]>(sqlite, `
    SELECT kind, sum(net_cents) FROM report_takings_lines WHERE date BETWEEN ?1 AND ?2 AND lines > 0 GROUP BY kind`);
  // A product line without a stylist is credited to whoever made the sale: a stylist user's own
  // stylist, else the operator by name. A refund's line is credited like the sale's line it returns.
  const lines = tuples<LineRow, [string, string]>(sqlite, `
    SELECT l.kind, nullif(l.service_id, 0), nullif(l.product_id, 0),
           coalesce(nullif(l.stylist_id, 0), CASE WHEN l.kind = 'product' THEN u.stylist_id END) AS sid,
           CASE WHEN l.stylist_id = 0 AND l.kind = 'product' AND u.stylist_id IS NULL THEN nullif(l.operator_id, 0) END AS op,
           max(l.operator_name), max(l.description), sum(l.quantity), sum(l.net_cents)
    FROM report_takings_lines l
    LEFT JOIN users u ON u.id = l.operator_id AND u.role = 'stylist'
    WHERE l.date BETWEEN ?1 AND ?2 AND l.lines > 0
    GROUP BY l.kind, l.service_id, l.product_id, sid, op`);
  // Money by the day it moved: a balance paid later counts on its payment's day.
  const methods = tuples<MethodRow, [string, string]>(sqlite, `
    SELECT method, sum(amount_cents) FROM report_takings_methods WHERE date BETWEEN ?1 AND ?2 GROUP BY method`);
  const vat = tuples<VatRow, [string, string]>(sqlite, `
    SELECT rate_percent, sum(taxable_cents), sum(vat_cents) FROM report_takings_vat
    WHERE date BETWEEN ?1 AND ?2 AND documents > 0
    GROUP BY rate_percent ORDER BY rate_percent DESC`);
  const names = {
    stylists: tuples<[number, string], []>(sqlite, "SELECT id, name FROM stylists"),
    services: tuples<[number, string, string], []>(sqlite, "SELECT id, name, category FROM services"),
    products: tuples<[number, string], []>(sqlite, "SELECT id, name FROM products"),
  };
  return {
    byDay: (p: Period) => byDay(p.from, p.to),
    headline: (p: Period) => headline(p.from, p.to),
    /** Services' and products' net takings and the discounts given, for a period's comparisons. */
    split: (p: Period) => {
      const kinds = new Map(byKind(p.from, p.to));
      return { servicesCents: kinds.get("service") ?? 0, productsCents: kinds.get("product") ?? 0, discountsCents: discounts(p.from, p.to)[0]?.[0] ?? 0 };
    },
    lines: (p: Period) => lines(p.from, p.to),
    methods: (p: Period) => methods(p.from, p.to),
    vat: (p: Period) => vat(p.from, p.to),
    stylistNames: () => new Map(names.stylists()),
    services: () => new Map(names.services().map(([id, name, category]) => [id, { name, category }])),
    productNames: () => new Map(names.products()),
  };
};
export type TakingsRepo = ReturnType<typeof takingsRepo>;
