import { expect, test } from "bun:test";
import { seedBasics } from "../../test/seed-basics";
import { createTestEnv, testClock } from "../../test/test-app";
import { productLine, serviceLine, tillKit, visit } from "./sales-test-kit";

test("100 concurrent sales are numbered 1..100 without gaps or repeats", async () => {
  const kit = await tillKit();
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, i) => kit.env.json("POST", "/api/sales", { lines: [serviceLine(kit.b.taglio, 3500 + i)], payments: [{ method: "card", amountCents: 3500 + i }] })),
  );
  expect(answers.every((a) => a.status === 201)).toBe(true);
  const numbers = answers.map((a) => a.body.number as string).sort();
  expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => `2026/${String(i + 1).padStart(6, "0")}`));
  const listed = await kit.env.json("GET", "/api/sales?date=2026-03-10");
  expect(listed.body).toHaveLength(100);
});

test("two screens cashing one visit at once make one sale; the other gets 409 with its number", async () => {
  const kit = await tillKit();
  const id = await visit(kit);
  const body = { appointmentId: id, lines: [serviceLine(kit.b.colore, 5500)], payments: [{ method: "cash", amountCents: 5500 }] };
  const [a, b] = await Promise.all([kit.env.json("POST", "/api/sales", body), kit.env.json("POST", "/api/sales", body)]);
  expect([a.status, b.status].sort()).toEqual([201, 409]);
  const loser = a.status === 409 ? a : b;
  expect(loser.body).toMatchObject({ code: "already_cashed", saleNumber: "2026/000001" });
  expect((await kit.env.json("GET", "/api/sales?date=2026-03-10")).body).toHaveLength(1);
});

test("stock is never lost under concurrent sales, loads and refunds", async () => {
  const kit = await tillKit();
  const sell = () => kit.env.json("POST", "/api/sales", { lines: [productLine(kit.shampoo, 1)], payments: [{ method: "cash", amountCents: 1800 }] });
  const load = () => kit.env.json("POST", `/api/products/${kit.shampoo}/movements`, { kind: "carico", quantity: 2, reason: "Consegna" });
  const answers = await Promise.all([...Array.from({ length: 40 }, sell), ...Array.from({ length: 10 }, load)]);
  expect(answers.every((a) => a.status === 201)).toBe(true);
  // 5 on the shelf − 40 sold + 20 loaded.
  const product = await kit.env.json("GET", `/api/products/${kit.shampoo}`);
  expect(product.body.stock).toBe(-15);
  const movements = await kit.env.json("GET", `/api/products/${kit.shampoo}/movements`);
  expect(movements.body.reduce((sum: number, m: any) => sum + m.delta, 0)).toBe(-20);
  expect(movements.body[0].stockAfter).toBe(-15);
  const sales = answers.filter((a) => a.body.kind === "sale");
  await Promise.all(sales.slice(0, 10).map((s) => kit.env.json("POST", `/api/sales/${s.body.id}/void`, {})));
  expect((await kit.env.json("GET", `/api/products/${kit.shampoo}`)).body.stock).toBe(-5);
});

test("the first document of a year is number 1 (midnight in Rome, not in UTC)", async () => {
  const env = await createTestEnv({ clock: testClock("2026-12-31T22:00:00.000Z") });
  const b = seedBasics(env.app.ctx.db);
  const sell = () => env.json("POST", "/api/sales", { lines: [serviceLine(b.taglio, 3500)], payments: [{ method: "card", amountCents: 3500 }] });
  expect((await sell()).body).toMatchObject({ number: "2026/000001", date: "2026-12-31", time: "23:00" });
  expect((await sell()).body.number).toBe("2026/000002");
  env.clock.set("2026-12-31T23:00:00.000Z");
  expect((await sell()).body).toMatchObject({ number: "2027/000001", date: "2027-01-01", time: "00:00" });
  expect((await sell()).body.number).toBe("2027/000002");
});
