import { expect, test } from "bun:test";
import { formatItalianDate, parseItalianDate, shortDay } from "./italian-date";

test.each([
  ["1/2/2026", "2026-02-01"],
  ["01/02/2026", "2026-02-01"],
  ["01022026", "2026-02-01"],
  [" 1-2-26 ", "2026-02-01"],
  ["1.2.2026", "2026-02-01"],
  ["2026-02-01", "2026-02-01"],
  ["29/02/2024", "2024-02-29"],
  ["29/02/2028", "2028-02-29"],
  ["31/01/2026", "2026-01-31"],
  ["31/12/2026", "2026-12-31"],
  ["30/04/2026", "2026-04-30"],
  ["010226", "2026-02-01"],
])("%p is %p", (text, iso) => {
  expect(parseItalianDate(text)).toBe(iso);
});

test.each([
  "30/02/2026",
  "29/02/2026",
  "29/02/2100",
  "31/04/2026",
  "31/06/2026",
  "32/01/2026",
  "00/01/2026",
  "01/13/2026",
  "01/00/2026",
  "2026-02-30",
  "",
  "domani",
  "1/2",
  "1/2/202",
  "0102202",
  "12/31/2026",
])("%p is not a date", (text) => {
  expect(parseItalianDate(text)).toBeNull();
});

test.each([
  ["2026-02-01", "01/02/2026"],
  ["2024-02-29", "29/02/2024"],
  ["", ""],
  ["30/02/2026", "30/02/2026"],
])("%p is shown as %p", (iso, text) => {
  expect(formatItalianDate(iso)).toBe(text);
});

test("every day of a leap year survives format then parse", () => {
  const start = Date.UTC(2028, 0, 1);
  for (let i = 0; i < 366; i++) {
    const iso = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    expect(parseItalianDate(formatItalianDate(iso))).toBe(iso);
  }
});

test.each([
  ["2026-11-24", "mar 24/11"],
  ["2026-03-29", "dom 29/03"],
  ["2026-10-25", "dom 25/10"],
  ["2028-02-29", "mar 29/02"],
  ["2026-12-31", "gio 31/12"],
  ["2026-02-30", "2026-02-30"],
  ["", ""],
])("shortDay(%p) -> %p", (day, expected) => {
  expect(shortDay(day)).toBe(expected);
});
