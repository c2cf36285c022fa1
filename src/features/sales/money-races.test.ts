import { expect, test } from "bun:test";
import { productLine, serviceLine, tillKit } from "./sales-test-kit";

test("six concurrent refunds of one of three shampoos: three go through, the rest are 400; never more back than sold", async () => {
  const kit = await tillKit();
  const sale = (await kit.env.json("POST", "/api/sales", { lines: [productLine(kit.shampoo, 3)], payments: [{ method: "cash", amountCents: 5400 }] })).body;
  const refund = () =>
    kit.env.json("POST", `/api/sales/${sale.id}/refunds`, { lines: [{ lineId: sale.lines[0].id, quantity: 1 }], payments: [{ method: "cash", amountCents: 1800 }], reason: "Allergia" });
  const answers = await Promise.all(Array.from({ length: 6 }, refund));
  expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 400, 400, 400]);
  const after = (await kit.env.json("GET", `/api/sales/${sale.id}`)).body;
  expect(after.lines[0].refundedQuantity).toBe(3);
  expect(after.refunds).toHaveLength(3);
});

test("ten concurrent payments of a 45 € balance: one is taken, the balance is never overpaid", async () => {
  const kit = await tillKit();
  const sale = (await kit.env.json("POST", "/api/sales", { clientId: kit.b.maria, lines: [serviceLine(kit.b.colore, 5500)], payments: [{ method: "cash", amountCents: 1000 }], leaveBalance: true })).body;
  const answers = await Promise.all(Array.from({ length: 10 }, () => kit.env.json("POST", `/api/sales/${sale.id}/payments`, { payments: [{ method: "card", amountCents: 4500 }] })));
  expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(400)]);
  expect((await kit.env.json("GET", `/api/sales/balances/${kit.b.maria}`)).body.balanceCents).toBe(0);
  const payments = kit.env.app.ctx.db.$client.query("SELECT sum(amount_cents) AS paid FROM sales_payments WHERE document_id = ?").get(sale.id) as { paid: number };
  expect(payments.paid).toBe(5500);
});

test("five concurrent voids of one sale make one void; the others are 409 already_voided", async () => {
  const kit = await tillKit();
  const sale = (await kit.env.json("POST", "/api/sales", { lines: [productLine(kit.shampoo, 2)], payments: [{ method: "cash", amountCents: 3600 }] })).body;
  const answers = await Promise.all(Array.from({ length: 5 }, () => kit.env.json("POST", `/api/sales/${sale.id}/void`, {})));
  expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
  expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === "already_voided")).toBe(true);
  expect((await kit.env.json("GET", `/api/products/${kit.shampoo}`)).body.stock).toBe(5);
});
