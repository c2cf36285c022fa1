import type { Db } from "../../db/client";

/**
 * Net takings, the one rule Statistiche and the dashboard share. The documents that count in a
 * period (alias `d`), each with its sign: a sale no void cancelled (+1) and a refund (−1), each
 * on its own date. A void takes its sale out entirely (a void is always made on the sale's own
 * day), so neither the sale nor the void counts.
 */
export const COUNTED_DOCUMENT = `d.kind <> 'void' AND (d.kind = 'refund' OR NOT EXISTS (
  SELECT 1 FROM sales_documents v WHERE v.refers_to = d.id AND v.kind = 'void'))`;
export const DOCUMENT_SIGN = `(CASE d.kind WHEN 'sale' THEN 1 ELSE -1 END)`;

/**
 * Net takings from..to (salon days, both included) and the number of valid sales, from the
 * per-day sums the triggers keep in the same transaction as each document (db/schema-reports.ts).
 */
export function netTakings(db: Db): (from: string, to: string) => { totalCents: number; salesCount: number } {
  const statement = db.$client.query<{ total: number | null; sales: number | null }, [string, string]>(`
    SELECT sum(total_cents) AS total, sum(sales) AS sales FROM report_takings_days WHERE date BETWEEN ?1 AND ?2`);
  return (from, to) => {
    const row = statement.get(from, to);
    return { totalCents: row?.total ?? 0, salesCount: row?.sales ?? 0 };
  };
}

/** The same figures recomputed from the documents themselves: what the per-day sums must always equal. */
export function netTakingsFromDocuments(db: Db): (from: string, to: string) => { totalCents: number; salesCount: number } {
  const statement = db.$client.query<{ total: number | null; sales: number | null }, [string, string]>(`
    SELECT sum(${DOCUMENT_SIGN} * d.total_cents) AS total, sum(d.kind = 'sale') AS sales
    FROM sales_documents d WHERE d.date BETWEEN ?1 AND ?2 AND ${COUNTED_DOCUMENT}`);
  return (from, to) => {
    const row = statement.get(from, to);
    return { totalCents: row?.total ?? 0, salesCount: row?.sales ?? 0 };
  };
}
