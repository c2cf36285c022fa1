import { describe, expect, test } from "bun:test";
import type { Slot } from "./availability";
import { intervalUnavailable, judgeItemMove, moveItem, type MovableItem, type MovableVisit } from "./item-moves";
import { fromMinutes, toMinutes } from "./time";

const item = (id: number, startTime: string, endTime: string, processingMinutes = 0, finishingMinutes = 0, stylistId = 1): MovableItem => ({
  id,
  stylistId,
  startTime,
  endTime,
  processingMinutes,
  finishingMinutes,
});
const visit = (id: number, items: MovableItem[], cleanupMinutes = 0): MovableVisit => ({ id, date: "2026-03-26", cleanupMinutes, items });
const slots = (from: string, to: string, state: Slot["state"] = "available"): Slot[] => {
  const out: Slot[] = [];
  for (let m = toMinutes(from); m < toMinutes(to); m += 15) out.push({ time: fromMinutes(m), state });
  return out;
};

// Anna's Colore with Giulia (stylist 1) 09:00–10:15: busy 09:00–09:30, posa 09:30–10:00, rinse 10:00–10:15.
const anna = visit(1, [item(11, "09:00", "10:15", 30, 15), item(12, "10:15", "10:45", 0, 0, 1)]);
// Bea's 30-minute cut with Marco (stylist 2) at 15:00.
const bea = visit(2, [item(21, "15:00", "15:30", 0, 0, 2)]);
const day = [anna, bea];
const open = slots("08:00", "20:00");

describe("judgeItemMove", () => {
  test.each([
    ["a 30-minute cut into the 30-minute posa", { startTime: "09:30", stylistId: 1 }, "free"],
    ["a 30-minute cut overlapping the rinse", { startTime: "09:45", stylistId: 1 }, "occupied"],
    ["a 30-minute cut over the application", { startTime: "09:15", stylistId: 1 }, "occupied"],
    ["a cut after the colour's second item", { startTime: "10:45", stylistId: 1 }, "free"],
    ["the same place", { startTime: "15:00", stylistId: 2 }, "same"],
    ["past midnight", { startTime: "23:45", stylistId: 2 }, "same"],
  ] as const)("%s → %s", (_name, target, verdict) => {
    expect(judgeItemMove(bea, 21, target, day, open).verdict).toBe(verdict);
  });

  test("a 45-minute cut does not fit the 30-minute posa", () => {
    const long = visit(3, [item(31, "15:00", "15:45", 0, 0, 2)]);
    expect(judgeItemMove(long, 31, { startTime: "09:30", stylistId: 1 }, [...day, long], open).verdict).toBe("occupied");
  });

  test("the whole interval is judged, not only the start slot", () => {
    const afternoonOff = [...slots("08:00", "15:15"), ...slots("15:15", "20:00", "not_working")];
    // 14:45–15:15 starts on a working slot and ends on one: fine; 15:00–15:30 runs into the day off.
    expect(judgeItemMove(bea, 21, { startTime: "14:30", stylistId: 2 }, day, afternoonOff).verdict).toBe("free");
    expect(judgeItemMove(bea, 21, { startTime: "14:50", stylistId: 2 }, day, afternoonOff).verdict).toBe("unavailable");
  });

  test("a break can be overridden; a vacation, a day off and a closed hour cannot", () => {
    for (const [state, verdict] of [["break", "free"], ["special", "free"], ["vacation", "unavailable"], ["closed", "unavailable"], ["not_working", "unavailable"]] as const) {
      const withState = [...slots("08:00", "12:15"), ...slots("12:15", "12:30", state), ...slots("12:30", "20:00")];
      expect(judgeItemMove(bea, 21, { startTime: "12:00", stylistId: 2 }, day, withState).verdict).toBe(verdict);
    }
  });

  test("moving one item keeps the visit's other items and gives the new span", () => {
    const result = judgeItemMove(anna, 12, { startTime: "11:00", stylistId: 2 }, day, open);
    expect(result.verdict).toBe("free");
    expect(result.items?.map((i) => [i.id, i.stylistId, i.startTime, i.endTime])).toEqual([
      [11, 1, "09:00", "10:15"],
      [12, 2, "11:00", "11:30"],
    ]);
    expect(result.span).toEqual({ startTime: "09:00", endTime: "11:30" });
  });

  test("the cleaning time after the visit's last item keeps its stylist busy", () => {
    const withCleanup = visit(4, [item(41, "08:00", "08:30", 0, 0, 2)], 15);
    // Ending at 14:45 with 15 minutes of cleaning touches Bea's 15:00 cut without overlapping it.
    expect(judgeItemMove(withCleanup, 41, { startTime: "14:15", stylistId: 2 }, [...day, withCleanup], open).verdict).toBe("free");
    expect(judgeItemMove(withCleanup, 41, { startTime: "14:30", stylistId: 2 }, [...day, withCleanup], open).verdict).toBe("occupied");
  });

  test("an item may sit in its own visit's posa with the same stylist", () => {
    const own = visit(5, [item(51, "09:00", "10:15", 30, 15, 3), item(52, "11:00", "11:30", 0, 0, 3)]);
    expect(judgeItemMove(own, 52, { startTime: "09:30", stylistId: 3 }, [own], open).verdict).toBe("free");
  });
});

test("moveItem keeps the item's length and parts", () => {
  const moved = moveItem(anna.items, 11, "13:00", 2);
  expect(moved?.[0]).toEqual({ id: 11, stylistId: 2, startTime: "13:00", endTime: "14:15", processingMinutes: 30, finishingMinutes: 15 });
  expect(moveItem(anna.items, 99, "13:00", 2)).toBeNull();
});

test("intervalUnavailable: outside the grid counts as unavailable", () => {
  expect(intervalUnavailable(open, toMinutes("19:45"), toMinutes("20:15"))).toBe(true);
  expect(intervalUnavailable(open, toMinutes("19:30"), toMinutes("20:00"))).toBe(false);
});
