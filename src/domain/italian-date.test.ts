import { expect, test } from "bun:test";
import { formatItalianDate, parseItalianDate } from "./italian-date";

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
