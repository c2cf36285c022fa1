import { describe, expect, test } from "bun:test";
import { patchTestWarning, patchTestValidUntil } from "./patch-test";

describe("patch test: valid for N months from its day, then the booking warns", () => {
  test.each([
    // test day, months, last valid day
    ["2026-03-12", 6, "2026-09-12"],
    ["2025-08-31", 6, "2026-02-28"], // month end: no 31 Feb, the month's last day
    ["2023-08-31", 6, "2024-02-29"], // into a leap February
    ["2024-02-29", 6, "2024-08-29"], // from a leap day
    ["2024-02-29", 12, "2025-02-28"], // a leap day plus a year
    ["2026-10-25", 1, "2026-11-25"], // across the end of summer time
    ["2026-03-29", 1, "2026-04-29"], // across the start of summer time
    ["2026-12-31", 2, "2027-02-28"],
  ])("%s + %i months → valid through %s", (day, months, until) => {
    expect(patchTestValidUntil(day, months)).toBe(until);
  });

  test("missing: a warning whatever the day", () => {
    expect(patchTestWarning(null, 6, "2026-03-10")).toBe("Test della pelle mancante");
  });

  test("valid on the visit's day up to the last valid day, older the day after", () => {
    expect(patchTestWarning("2025-08-31", 6, "2026-02-28")).toBeNull();
    expect(patchTestWarning("2025-08-31", 6, "2026-03-01")).toBe("Test della pelle del 31/08/2025: più vecchio di 6 mesi");
    expect(patchTestWarning("2026-03-12", 1, "2026-05-01")).toBe("Test della pelle del 12/03/2026: più vecchio di 1 mese");
    expect(patchTestWarning("2026-03-12", 6, "2026-03-12")).toBeNull();
  });

  test("a test dated after the visit does not cover it", () => {
    expect(patchTestWarning("2026-04-01", 6, "2026-03-10")).toBe("Test della pelle del 01/04/2026: successivo all'appuntamento");
  });
});
