import { describe, expect, test } from "bun:test";
import { covers, overlapsAny, subtract } from "./intervals";
import { busyParts, posaPart, visitBusyByStylist, visitSpan, type ItemTimes } from "./visit-time";
import { toMinutes } from "./time";

const item = (startTime: string, endTime: string, processingMinutes = 0, finishingMinutes = 0, stylistId = 1): ItemTimes => ({
  stylistId,
  startTime,
  endTime,
  processingMinutes,
  finishingMinutes,
});
const iv = (a: string, b: string) => ({ start: toMinutes(a), end: toMinutes(b) });

// Colore 09:00–10:15: 30 application + 30 posa + 15 rinse.
const colour = item("09:00", "10:15", 30, 15);

describe("busy parts of an item", () => {
  test.each([
    ["no posa: busy throughout", item("09:00", "09:30"), [iv("09:00", "09:30")], null],
    ["colour: application and rinse busy, posa free", colour, [iv("09:00", "09:30"), iv("10:00", "10:15")], iv("09:30", "10:00")],
    ["posa at the end (no finishing)", item("09:00", "10:00", 30, 0), [iv("09:00", "09:30")], iv("09:30", "10:00")],
    ["shortened below its parts: one busy minute kept, posa shrinks first", item("09:00", "09:20", 30, 15), [iv("09:00", "09:01"), iv("09:05", "09:20")], iv("09:01", "09:05")],
  ])("%s", (_, it, busy, posa) => {
    expect(busyParts(it)).toEqual(busy);
    expect(posaPart(it)).toEqual(posa);
  });
});

describe("another client inside a posa", () => {
  const freeInPosa = subtract([iv("09:00", "12:00")], busyParts(colour));
  test.each([
    ["a 30-minute cut fits a 30-minute posa", item("09:30", "10:00"), true],
    ["a 45-minute cut does not", item("09:30", "10:15"), false],
    ["the finishing part blocks", item("09:45", "10:05"), false],
    ["starting one minute early overlaps the application", item("09:29", "09:59"), false],
    ["an item with its own posa fits when its busy parts do", item("09:30", "10:30", 30, 0), true],
  ])("%s", (_, other, fits) => {
    expect(covers(freeInPosa, busyParts(other))).toBe(fits);
    expect(!overlapsAny(busyParts(colour), busyParts(other))).toBe(fits);
  });
});

describe("a visit's busy time per stylist", () => {
  test("colour with Giulia, cut with Marco in the posa, 15 minutes cleaning after the last item", () => {
    const busy = visitBusyByStylist([colour, item("10:15", "10:45", 0, 0, 2)], 15);
    expect(busy.get(1)).toEqual([iv("09:00", "09:30"), iv("10:00", "10:15")]);
    expect(busy.get(2)).toEqual([iv("10:15", "11:00")]);
  });

  test("colour then cut with the same stylist: the cut joins the rinse", () => {
    const busy = visitBusyByStylist([colour, item("10:15", "10:45")]);
    expect(busy.get(1)).toEqual([iv("09:00", "09:30"), iv("10:00", "10:45")]);
  });

  test("the span runs from the first start to the last end, whatever the order", () => {
    expect(visitSpan([item("10:15", "10:45"), colour])).toEqual({ startTime: "09:00", endTime: "10:45" });
    expect(visitSpan([])).toBeNull();
  });
});
