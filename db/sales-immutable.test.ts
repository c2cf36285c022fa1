import { expect, test } from "bun:test";
import { openDatabase } from "./client";

test("a sales document, its lines, payments and VAT refuse UPDATE and DELETE", () => {
  const db = openDatabase(":memory:");
  const sqlite = db.$client;
  sqlite.exec(`INSERT INTO sales_documents (kind, year, number, date, time, at, operator_name, subtotal_cents, total_cents)
    VALUES ('sale', 2026, 1, '2026-11-26', '10:00', '2026-11-26T09:00:00.000Z', 'Anna', 1000, 1000)`);
  sqlite.exec(`INSERT INTO sales_lines (document_id, position, kind, description, quantity, unit_price_cents, net_cents, vat_rate_percent, vat_cents, taxable_cents)
    VALUES (1, 0, 'service', 'Taglio', 1, 1000, 1000, 22, 180, 820)`);
  sqlite.exec(`INSERT INTO sales_payments (document_id, method, amount_cents, date, at, operator_name) VALUES (1, 'cash', 1000, '2026-11-26', 'x', 'Anna')`);
  sqlite.exec(`INSERT INTO sales_vat (document_id, rate_percent, taxable_cents, vat_cents) VALUES (1, 22, 820, 180)`);
  const columns = { sales_documents: "total_cents", sales_lines: "net_cents", sales_payments: "amount_cents", sales_vat: "vat_cents" };
  for (const [table, column] of Object.entries(columns)) {
    expect(() => sqlite.exec(`UPDATE ${table} SET ${column} = 1`)).toThrow("immutable");
    expect(() => sqlite.exec(`DELETE FROM ${table}`)).toThrow("immutable");
  }
});

test("a void or refund must refer to a document, a sale must not", () => {
  const sqlite = openDatabase(":memory:").$client;
  expect(() =>
    sqlite.exec(`INSERT INTO sales_documents (kind, year, number, date, time, at, operator_name, subtotal_cents, total_cents)
      VALUES ('void', 2026, 1, '2026-11-26', '10:00', 'x', 'Anna', 0, 0)`),
  ).toThrow("CHECK");
});
