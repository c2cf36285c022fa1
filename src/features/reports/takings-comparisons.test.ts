// Every takings figure beside the previous period and last year: services, products and
// discounts too, worked out by hand on the March fixture (docs/reports.md).
import { expect, test } from "bun:test";
import { parseCsv } from "../../domain/reports/csv";
import { MARCH, marchKit, ownerNow, sellMarch } from "./report-fixture";

test("services, products and discounts of the previous period and of last year", async () => {
  const { kit } = await marchKit();
  await sellMarch(kit);
  // Last year's March: a cut with 5,00 off and a shampoo, 10 % off the total.
  kit.env.clock.set("2025-03-12T10:00:00.000Z");
  const sale = await (await ownerNow(kit.env)).json("POST", "/api/sales", {
    lines: [
      { kind: "service", serviceId: kit.b.taglio, stylistId: kit.b.giulia, quantity: 1, unitPriceCents: 3500, discountCents: 500 },
      { kind: "product", productId: kit.shampoo, quantity: 1, unitPriceCents: 2000 },
    ],
    discountPercent: 10,
    payments: [{ method: "cash", amountCents: 4500 }],
  });
  expect(sale.status).toBe(201);
  kit.env.clock.set("2026-04-01T08:00:00.000Z");
  const { body } = await (await ownerNow(kit.env)).json("GET", `/api/reports/takings?${MARCH}`);
  expect([body.servicesCents, body.productsCents, body.discountsCents]).toEqual([16950, 3600, 1230]);
  // February's one cut at 35,00.
  expect(body.previous).toEqual({ from: "2026-01-31", to: "2026-02-28", totalCents: 3500, salesCount: 1, averageTicketCents: 3500, servicesCents: 3500, productsCents: 0, discountsCents: 0 });
  // 3000 + 2000 = 5000, 10 % off shared 300 / 200: services 2700, products 1800; discounts 500 + 500.
  expect(body.lastYear).toEqual({ from: "2025-03-01", to: "2025-03-29", totalCents: 4500, salesCount: 1, averageTicketCents: 4500, servicesCents: 2700, productsCents: 1800, discountsCents: 1000 });
  const csv = parseCsv(await (await (await ownerNow(kit.env)).call("GET", `/api/reports/takings.csv?${MARCH}`)).text());
  expect(csv.filter((r) => ["Servizi", "Prodotti", "Sconti concessi"].includes(r[0]!) && r.length === 4)).toEqual([
    ["Servizi", "169,50", "35,00", "27,00"],
    ["Prodotti", "36,00", "0,00", "18,00"],
    ["Sconti concessi", "12,30", "0,00", "10,00"],
  ]);
});
