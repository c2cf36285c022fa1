import { expect, test } from "bun:test";
import { dateRange } from "./format";

test.each([
  ["2026-01-12", "2026-01-16", "dal lunedì 12 gennaio 2026 al venerdì 16 gennaio 2026"],
  ["2026-01-12", "2026-01-18", "dal lunedì 12 gennaio 2026 alla domenica 18 gennaio 2026"],
  ["2026-01-11", "2026-01-12", "dalla domenica 11 gennaio 2026 al lunedì 12 gennaio 2026"],
  ["2026-01-12", "2026-01-12", "lunedì 12 gennaio 2026"],
])("%p – %p reads %p", (start, end, text) => {
  expect(dateRange(start, end)).toBe(text);
});
