import { expect, test } from "bun:test";
import { backoffDelay } from "./live";

test.each([
  [0, 250, 500],
  [1, 500, 1000],
  [2, 1000, 2000],
  [5, 8000, 16000],
  [6, 15000, 30000],
  [20, 15000, 30000],
])("reconnect attempt %i waits between %i and %i ms", (attempt, low, high) => {
  expect(backoffDelay(attempt, () => 0)).toBe(low);
  expect(backoffDelay(attempt, () => 1)).toBe(high);
});
