import type { Db } from "../../../db/client";
import { COUNTED_DOCUMENT, DOCUMENT_SIGN, netTakings } from "../../ledger/net-takings";
import { tuples } from "./sql";
import type { Period } from "../../domain/reports/periods";

// Raw prepared statements on the SQLite handle: a year of a busy salon is tens of thousands of
// documents and lines, and drizzle's per-row mapping would cost more than the query.

const COUNTED = COUNTED_DOCUMENT;
const SIGN = DOCUMENT_SIGN;

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
  const byDay = tuples<DayRow, [string, string]>(sqlite, `
    SELECT d.date, sum(${SIGN} * d.total_cents), sum(d.kind = 'sale'),
           sum(CASE d.kind WHEN 'sale' THEN d.discount_cents
               + (SELECT coalesce(sum(l.discount_cents), 0) FROM sales_lines l WHERE l.document_id = d.id) ELSE 0 END)
    FROM sales_documents d
    WHERE d.date BETWEEN ?1 AND ?2 AND ${COUNTED}
    GROUP BY d.date ORDER BY d.date`);
  const headline = netTakings(db);
  // A product line without a stylist is credited to whoever made the sale: a stylist user's own
  // stylist, else the operator by name. A refund's line is credited like the sale's line it returns.
  const lines = tuples<LineRow, [string, string]>(sqlite, `
    SELECT l.kind, l.service_id, l.product_id,
           coalesce(l.stylist_id, CASE WHEN l.kind = 'product' THEN u.stylist_id END) AS sid,
           CASE WHEN l.stylist_id IS NULL AND l.kind = 'product' AND u.stylist_id IS NULL THEN s.operator_id END AS op,
           max(s.operator_name),
           max(l.description), sum(${SIGN} * l.quantity), sum(${SIGN} * l.net_cents)
    FROM sales_documents d
    JOIN sales_lines l ON l.document_id = d.id
    JOIN sales_documents s ON s.id = coalesce(d.refers_to, d.id)
    LEFT JOIN users u ON u.id = s.operator_id AND u.role = 'stylist'
    WHERE d.date BETWEEN ?1 AND ?2 AND ${COUNTED}
    GROUP BY l.kind, l.service_id, l.product_id, sid, op`);
  // Money by the day it moved: a balance paid later counts on its payment's day.
  const methods = tuples<MethodRow, [string, string]>(sqlite, `
    SELECT p.method, sum(${SIGN} * p.amount_cents)
    FROM sales_payments p JOIN sales_documents d ON d.id = p.document_id
    WHERE p.date BETWEEN ?1 AND ?2 AND ${COUNTED}
    GROUP BY p.method`);
  const vat = tuples<VatRow, [string, string]>(sqlite, `
    SELECT t.rate_percent, sum(${SIGN} * t.taxable_cents), sum(${SIGN} * t.vat_cents)
    FROM sales_documents d JOIN sales_vat t ON t.document_id = d.id
    WHERE d.date BETWEEN ?1 AND ?2 AND ${COUNTED}
    GROUP BY t.rate_percent ORDER BY t.rate_percent DESC`);
  const names = {
    stylists: tuples<[number, string], []>(sqlite, "SELECT id, name FROM stylists"),
    services: tuples<[number, string, string], []>(sqlite, "SELECT id, name, category FROM services"),
    products: tuples<[number, string], []>(sqlite, "SELECT id, name FROM products"),
  };
  return {
    byDay: (p: Period) => byDay(p.from, p.to),
    headline: (p: Period) => headline(p.from, p.to),
    lines: (p: Period) => lines(p.from, p.to),
    methods: (p: Period) => methods(p.from, p.to),
    vat: (p: Period) => vat(p.from, p.to),
    stylistNames: () => new Map(names.stylists()),
    services: () => new Map(names.services().map(([id, name, category]) => [id, { name, category }])),
    productNames: () => new Map(names.products()),
  };
};
export type TakingsRepo = ReturnType<typeof takingsRepo>;
