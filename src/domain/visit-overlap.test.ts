import { describe, expect, test } from "bun:test";
import { findOwnClash, findVisitClash, type OtherItem } from "./visit-overlap";

const item = (stylistId: number, startTime: string, endTime: string, processingMinutes = 0, finishingMinutes = 0) => ({
  stylistId,
  startTime,
  endTime,
  processingMinutes,
  finishingMinutes,
});
// Giulia's colour 09:00–10:30: busy 09:00–09:30, posa 09:30–10:15, finishing 10:15–10:30.
const colour: OtherItem = { ...item(1, "09:00", "10:30", 45, 15), appointmentId: 7, cleanupMinutes: 0 };

describe("findVisitClash", () => {
  test.each<[string, ReturnType<typeof item>[], number, OtherItem[], number | null]>([
    ["a cut inside the posa", [item(1, "09:30", "10:15")], 0, [colour], null],
    ["a cut running into the finishing", [item(1, "09:45", "10:30")], 0, [colour], 7],
    ["another stylist", [item(2, "09:00", "10:30")], 0, [colour], null],
    ["the other visit's cleaning", [item(1, "10:30", "11:00")], 0, [{ ...colour, cleanupMinutes: 15 }], 7],
    ["this visit's cleaning", [item(1, "08:30", "09:00")], 15, [colour], 7],
    ["this visit's cleaning on its last item's stylist only", [item(1, "08:00", "08:30"), item(2, "08:30", "09:00")], 30, [colour], null],
    ["a colour whose posa holds the other's cut", [item(1, "09:00", "10:30", 45, 15)], 0, [{ ...item(1, "09:30", "10:15"), appointmentId: 8, cleanupMinutes: 0 }], null],
  ])("%s", (_, items, cleanup, others, clash) => {
    expect(findVisitClash(items, cleanup, others)?.appointmentId ?? null).toBe(clash);
  });
});

describe("findOwnClash", () => {
  test("the same stylist busy twice at once in one visit; a posa leaves room", () => {
    expect(findOwnClash([item(1, "09:00", "10:30", 45, 15), item(1, "09:15", "09:45")])).toEqual({ index: 1, with: 0 });
    expect(findOwnClash([item(1, "09:00", "10:30", 45, 15), item(1, "09:30", "10:15")])).toBeNull();
    expect(findOwnClash([item(1, "09:00", "10:00"), item(2, "09:00", "10:00")])).toBeNull();
  });
});
