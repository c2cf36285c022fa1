import { expect, test } from "bun:test";
import { jobAmountCents, lineGrossCents } from "./job-amount.ts";

test("a job's total is what the RT prints: lines rounded to the cent, minus discounts", () => {
  expect(lineGrossCents(1.5, 333)).toBe(500);
  expect(lineGrossCents(3, 333)).toBe(999);
  expect(jobAmountCents({
    kind: "sale",
    operator: 1,
    lines: [
      { description: "Piega", quantity: 1, unitPriceCents: 2500, department: 1, discountCents: 250 },
      { description: "Balsamo", quantity: 1.5, unitPriceCents: 333, department: 2, discountCents: 0 },
    ],
    payments: [],
  })).toBe(2750);
  expect(jobAmountCents({ kind: "z-report", operator: 1 })).toBe(0);
});
