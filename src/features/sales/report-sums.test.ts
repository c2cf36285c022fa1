import { expect, test } from "bun:test";
import { productLine, serviceLine, tillKit } from "./sales-test-kit";

// The per-day sums the triggers keep must always equal what the documents say: after a random
// mix of sales (discounts, split payments, balances left), voids, refunds and balance payments
// over several days, each table is compared with the same sums recomputed from the documents.
const COUNTED = `(d.kind = 'refund' OR (d.kind = 'sale' AND NOT EXISTS (SELECT 1 FROM sales_documents v WHERE v.refers_to = d.id AND v.kind = 'void')))`;
const SIGN = `(CASE d.kind WHEN 'sale' THEN 1 ELSE -1 END)`;
const PAIRS: [summary: string, recomputed: string][] = [
  [
    "SELECT date, total_cents, sales, discounts_cents FROM report_takings_days WHERE sales <> 0 OR total_cents <> 0 OR discounts_cents <> 0 ORDER BY 1",
    `SELECT d.date, sum(${SIGN} * d.total_cents), sum(d.kind = 'sale'),
       sum(CASE d.kind WHEN 'sale' THEN d.discount_cents + (SELECT coalesce(sum(l.discount_cents), 0) FROM sales_lines l WHERE l.document_id = d.id) ELSE 0 END) AS disc
     FROM sales_documents d WHERE ${COUNTED} GROUP BY d.date HAVING sum(d.kind = 'sale') <> 0 OR sum(${SIGN} * d.total_cents) <> 0 OR disc <> 0 ORDER BY 1`,
  ],
  [
    "SELECT date, kind, service_id, product_id, stylist_id, operator_id, lines, quantity, net_cents FROM report_takings_lines WHERE lines <> 0 ORDER BY 1, 2, 3, 4, 5, 6",
    `SELECT d.date, l.kind, coalesce(l.service_id, 0), coalesce(l.product_id, 0), coalesce(l.stylist_id, 0),
       CASE WHEN l.kind = 'product' AND l.stylist_id IS NULL THEN coalesce(s.operator_id, 0) ELSE 0 END AS op, count(*), sum(${SIGN} * l.quantity), sum(${SIGN} * l.net_cents)
     FROM sales_documents d JOIN sales_lines l ON l.document_id = d.id JOIN sales_documents s ON s.id = coalesce(d.refers_to, d.id)
     WHERE ${COUNTED} GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6`,
  ],
  [
    "SELECT date, rate_percent, documents, taxable_cents, vat_cents FROM report_takings_vat WHERE documents <> 0 ORDER BY 1, 2",
    `SELECT d.date, t.rate_percent, count(*), sum(${SIGN} * t.taxable_cents), sum(${SIGN} * t.vat_cents)
     FROM sales_documents d JOIN sales_vat t ON t.document_id = d.id WHERE ${COUNTED} GROUP BY 1, 2 ORDER BY 1, 2`,
  ],
  [
    "SELECT date, method, amount_cents FROM report_takings_methods WHERE amount_cents <> 0 ORDER BY 1, 2",
    `SELECT p.date, p.method, sum(${SIGN} * p.amount_cents) AS amount FROM sales_payments p JOIN sales_documents d ON d.id = p.document_id
     WHERE ${COUNTED} GROUP BY 1, 2 HAVING amount <> 0 ORDER BY 1, 2`,
  ],
];

test("the per-day sums equal the documents after a random mix of sales, voids, refunds and balance payments", async () => {
  const kit = await tillKit();
  const { env, b } = kit;
  let seed = 25;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor((seed / 2147483648) * n);
  };
  const METHODS = ["cash", "card", "satispay", "transfer"];
  const sales: { id: number; owed: number; lines: { id: number; quantity: number; netCents: number }[] }[] = [];
  const done = { sale: 0, void: 0, refund: 0, payment: 0 };
  for (let step = 0; step < 80; step++) {
    // From 10:00 in Rome, twenty minutes a step, and on to the next morning now and then.
    if (step % 12 === 11) env.clock.advance(10 * 3_600_000);
    else env.clock.advance(1_200_000);
    const pick = random(10);
    if (pick < 5 || sales.length === 0) {
      const lines: { unitPriceCents: number; quantity: number; discountCents?: number }[] = [serviceLine(random(2) ? b.taglio : b.colore, 2500 + random(4) * 500, random(3) === 0 ? { discountCents: 300 } : {})];
      if (random(2)) lines.push(productLine(kit.shampoo, 1));
      const total = lines.reduce((t, l) => t + l.unitPriceCents * l.quantity - (l.discountCents ?? 0), 0);
      const leave = random(4) === 0;
      const first = leave ? total - 1000 : total - random(2) * 1000;
      const payments = [{ method: METHODS[random(4)]!, amountCents: first }, ...(leave || first === total ? [] : [{ method: METHODS[random(4)]!, amountCents: total - first }])];
      const res = await env.json("POST", "/api/sales", { clientId: b.maria, lines, payments, leaveBalance: leave });
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      sales.push({ id: res.body.id, owed: leave ? 1000 : 0, lines: res.body.lines });
      done.sale++;
    } else if (pick < 7) {
      const s = sales[random(sales.length)]!;
      const voided = await env.json("POST", `/api/sales/${s.id}/void`, { reason: "Prova" });
      if (voided.status === 200 || voided.status === 201) {
        s.owed = 0;
        done.void++;
      }
    } else if (pick < 9) {
      // Money goes back only from a sale paid in full.
      const s = sales[random(sales.length)]!;
      if (s.owed > 0) continue;
      const line = s.lines[random(s.lines.length)]!;
      const r = await env.json("POST", `/api/sales/${s.id}/refunds`, { lines: [{ lineId: line.id, quantity: line.quantity }], payments: [{ method: "cash", amountCents: line.netCents }], reason: "Prova" });
      if (r.status === 201 || r.status === 200) done.refund++;
    } else {
      const s = sales.find((x) => x.owed > 0);
      if (s && (await env.json("POST", `/api/sales/${s.id}/payments`, { payments: [{ method: "card", amountCents: s.owed }] })).status === 200) {
        s.owed = 0;
        done.payment++;
      }
    }
  }
  // The mix really holds every kind of write.
  expect(Math.min(done.sale, done.void, done.refund, done.payment)).toBeGreaterThan(0);
  const sqlite = env.app.ctx.db.$client;
  for (const [summary, recomputed] of PAIRS) {
    const expected = sqlite.query(recomputed).values();
    expect(expected.length).toBeGreaterThan(0);
    expect(sqlite.query(summary).values()).toEqual(expected);
  }
}, 60_000);
