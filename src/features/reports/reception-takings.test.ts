import { expect, test } from "bun:test";
import * as v from "valibot";
import { TakingsReportSchema } from "../../domain/schemas/reports";
import { signInAs, loginAs } from "../../test/staff";
import { ownerNow, marchKit } from "./report-fixture";

test("reception's today's takings carry no other day: no previous period, no last year", async () => {
  const { kit } = await marchKit();
  const reception = await signInAs(kit.env, "reception", { username: "desk" });
  // Yesterday's takings: 123,45 € in cash.
  kit.env.clock.set("2026-03-09T10:00:00.000Z");
  const owner = await ownerNow(kit.env);
  const sale = await owner.json("POST", "/api/sales", { lines: [{ kind: "service", serviceId: kit.b.taglio, quantity: 1, unitPriceCents: 12345 }], payments: [{ method: "cash", amountCents: 12345 }] });
  expect(sale.status).toBe(201);
  kit.env.clock.set("2026-03-10T10:00:00.000Z");
  const desk = await loginAs(kit.env, reception.id, "desk", "Password-staff-1");
  const today = await desk.json("GET", "/api/reports/takings?from=2026-03-10&to=2026-03-10");
  expect(today.status).toBe(200);
  expect(v.is(TakingsReportSchema, today.body)).toBe(true);
  expect(today.body.previous).toBeNull();
  expect(today.body.lastYear).toBeNull();
  expect(JSON.stringify(today.body)).not.toContain("12345");
  // The owner still gets both.
  const full = await (await ownerNow(kit.env)).json("GET", "/api/reports/takings?from=2026-03-10&to=2026-03-10");
  expect(full.body.previous).toMatchObject({ from: "2026-03-09", to: "2026-03-09", totalCents: 12345, salesCount: 1 });
  expect(full.body.lastYear).toMatchObject({ from: "2025-03-10", to: "2025-03-10", totalCents: 0 });
});
