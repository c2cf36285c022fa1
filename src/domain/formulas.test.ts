import { expect, test } from "bun:test";
import { formulaSummary } from "./formulas";

test.each([
  [{ brand: "Wella", line: "Koleston", shades: [{ shade: "6.1", grams: 30 }, { shade: "7.0", grams: 20 }], developer: { volume: 20 as const, grams: 50 }, posaMinutes: 35 }, "Wella Koleston · 6.1 30 g + 7.0 20 g · 20 vol 50 g · posa 35 min"],
  [{ brand: "", line: "", shades: [{ shade: "8.3", grams: 7.5 }], developer: null, posaMinutes: null }, "8.3 7,5 g"],
  [{ brand: "", line: "", shades: [], developer: null, posaMinutes: 0 }, "posa 0 min"],
])("%p → %s", (formula, line) => {
  expect(formulaSummary(formula)).toBe(line);
});
