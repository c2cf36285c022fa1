import { expect, test } from "bun:test";
import { salonDateTime } from "./salon-time";

test.each([
  ["2026-11-22T09:03:00Z", true, "22/11/2026 10:03"],
  // Summer time: UTC+2, and past midnight the salon's day is the next one.
  ["2026-07-01T22:30:00Z", false, "02/07 00:30"],
  ["not a date", true, ""],
])("salonDateTime(%s) on the salon's clock", (iso, year, expected) => {
  expect(salonDateTime(iso, { year })).toBe(expected);
});
