import { expect, test } from "bun:test";
import { dateRange, formatCount, longDate, plural, numericDate } from "./format";

test.each<[string, string]>([
  ["2026-01-12", "lunedì 12 gennaio 2026"],
  ["2026-03-29", "domenica 29 marzo 2026"],
  ["2024-02-29", "giovedì 29 febbraio 2024"],
  ["2026-10-25", "domenica 25 ottobre 2026"],
  ["2027-01-01", "venerdì 1 gennaio 2027"],
  ["", ""],
  ["domani", ""],
  ["2026-02-30", ""],
])("longDate(%p) -> %p", (day, expected) => {
  expect(longDate(day)).toBe(expected);
});

test("numericDate and dateRange", () => {
  expect(numericDate("2026-03-13")).toBe("13/03/2026");
  expect(dateRange("2026-08-10", "2026-08-10")).toBe("lunedì 10 agosto 2026");
  expect(dateRange("2026-08-10", "2026-08-14")).toBe("dal lunedì 10 agosto 2026 al venerdì 14 agosto 2026");
});

test.each<[number, string]>([
  [0, "0"],
  [999, "999"],
  [2005, "2.005"],
  [1234567, "1.234.567"],
])("formatCount(%p) -> %p", (n, expected) => {
  expect(formatCount(n)).toBe(expected);
});

test.each<[number, string]>([
  [0, "0 appuntamenti"],
  [1, "1 appuntamento"],
  [2, "2 appuntamenti"],
  [2005, "2.005 appuntamenti"],
])("plural(%p)", (n, expected) => {
  expect(plural(n, "appuntamento", "appuntamenti")).toBe(expected);
});
