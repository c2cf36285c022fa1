import { describe, expect, test } from "bun:test";
import { CALENDAR_DEFAULT_OPENING_HOURS, type WorkingHoursEntry } from "./availability";
import { type BookedItem, findFreeSlots, type FreeSlotQuery } from "./free-slots";
import type { Interval } from "./intervals";
import { fromMinutes, toMinutes } from "./time";
import { openCandidates, type VisitItemRequest, visitLayout, visitStartsOnDay } from "./visit-slots";

const m = (t: string) => toMinutes(t);
const iv = (from: string, to: string): Interval => ({ start: m(from), end: m(to) });
const hh = (starts: { start: number }[]) => starts.map((s) => fromMinutes(s.start));

// Colore 75 min = 30 application + 30 posa + 15 finishing; Taglio 30; Piega 45 (no posa).
const colore = (stylistId: number | null, performerIds: number[] = []): VisitItemRequest => ({
  serviceId: 3, durationMinutes: 75, processingMinutes: 30, finishingMinutes: 15, stylistId, performerIds,
});
const taglio = (stylistId: number | null, performerIds: number[] = []): VisitItemRequest => ({
  serviceId: 7, durationMinutes: 30, processingMinutes: 0, finishingMinutes: 0, stylistId, performerIds,
});
const piega = (stylistId: number | null): VisitItemRequest => ({ serviceId: 9, durationMinutes: 45, processingMinutes: 0, finishingMinutes: 0, stylistId });

describe("visitLayout", () => {
  test("items follow each other; busy parts leave the posa out; cleanup after the last", () => {
    const layout = visitLayout([colore(1), taglio(2)], 15);
    expect(layout.duration).toBe(105);
    expect(layout.items).toEqual([{ start: 0, end: 75 }, { start: 75, end: 105 }]);
    expect(layout.fixed.get(1)?.map((p) => [p.start, p.end])).toEqual([[0, 30], [60, 75]]);
    expect(layout.fixed.get(2)?.map((p) => [p.start, p.end])).toEqual([[75, 105], [105, 120]]);
    expect(layout.open).toEqual([]);
  });
});

describe("visitStartsOnDay", () => {
  const giulia = 1;
  const marco = 2;
  const day = (free: Record<number, Interval[]>) => new Map(Object.entries(free).map(([k, v]) => [Number(k), v]));
  test.each<[string, Record<number, Interval[]>, VisitItemRequest[], Partial<Parameters<typeof visitStartsOnDay>[0]>, string[]]>([
    ["colour then cut with Giulia, morning free", { [giulia]: [iv("09:00", "11:00")] }, [colore(giulia), taglio(giulia)], {}, ["09:00", "09:15"]],
    // Giulia busy 09:30-10:00 (another client's cut) sits inside the colour's posa at 09:00.
    ["a booking in the posa is fine", { [giulia]: [iv("09:00", "09:30"), iv("10:00", "11:15")] }, [colore(giulia)], {}, ["09:00", "10:00"]],
    // Busy 09:30-10:15 runs into the finishing (10:00-10:15): 09:00 no longer fits.
    ["a finishing part blocks", { [giulia]: [iv("09:00", "09:30"), iv("10:15", "12:00")] }, [colore(giulia)], {}, ["10:15", "10:30", "10:45"]],
    ["the cut goes to Marco during Giulia's later booking", { [giulia]: [iv("09:00", "10:15")], [marco]: [iv("10:15", "10:45")] }, [colore(giulia), taglio(marco)], {}, ["09:00"]],
    ["cleanup keeps the last stylist busy", { [giulia]: [iv("09:00", "10:45")] }, [colore(giulia), taglio(giulia)], { cleanupMinutes: 15 }, []],
    ["the minimum start and the grid", { [giulia]: [iv("09:00", "12:00")] }, [taglio(giulia)], { minStart: m("10:50"), origin: m("09:00") }, ["11:00", "11:15", "11:30"]],
    ["a 30-minute step", { [giulia]: [iv("09:00", "11:00")] }, [taglio(giulia)], { step: 30 }, ["09:00", "09:30", "10:00", "10:30"]],
    ["morning only (before 13:00)", { [giulia]: [iv("12:00", "15:00")] }, [piega(giulia)], { part: "morning" }, ["12:00", "12:15", "12:30", "12:45"]],
    ["afternoon only (from 13:00)", { [giulia]: [iv("12:00", "14:00")] }, [piega(giulia)], { part: "afternoon" }, ["13:00", "13:15"]],
    ["a stylist without free time takes nothing", { [marco]: [iv("09:00", "18:00")] }, [taglio(giulia)], {}, []],
    ["limit", { [giulia]: [iv("09:00", "18:00")] }, [taglio(giulia)], { limit: 2 }, ["09:00", "09:15"]],
  ])("%s", (_label, free, items, over, expected) => {
    expect(hh(visitStartsOnDay({ free: day(free), items, candidates: [giulia, marco], minStart: 0, ...over }))).toEqual(expected);
  });

  test("no preference: one stylist for every item, listed when she can take them all", () => {
    const free = day({ [giulia]: [iv("09:00", "10:45")], [marco]: [iv("09:30", "11:15")] });
    const starts = visitStartsOnDay({ free, items: [colore(null), taglio(null)], candidates: [giulia, marco], minStart: 0 });
    expect(starts.map((s) => [fromMinutes(s.start), s.stylistIds])).toEqual([
      ["09:00", [giulia]],
      ["09:30", [marco]],
    ]);
  });

  test("no preference picks only stylists who perform every service (empty = everyone)", () => {
    expect(openCandidates([colore(null, [giulia]), taglio(null)], [giulia, marco])).toEqual([giulia]);
    const free = day({ [giulia]: [], [marco]: [iv("09:00", "18:00")] });
    expect(visitStartsOnDay({ free, items: [colore(null, [giulia]), taglio(null)], candidates: [giulia, marco], minStart: 0 })).toEqual([]);
  });

  test("a stylist asked for and no preference for the rest", () => {
    const free = day({ [giulia]: [iv("09:00", "09:30"), iv("10:00", "10:15")], [marco]: [iv("10:15", "10:45")] });
    const starts = visitStartsOnDay({ free, items: [colore(giulia), taglio(null)], candidates: [giulia, marco], minStart: 0 });
    expect(starts.map((s) => [fromMinutes(s.start), s.stylistIds])).toEqual([["09:00", [marco]]]);
  });

  test("no items, an empty item or nobody to pick finds nothing", () => {
    const free = day({ [giulia]: [iv("09:00", "18:00")] });
    expect(visitStartsOnDay({ free, items: [], candidates: [giulia], minStart: 0 })).toEqual([]);
    expect(visitStartsOnDay({ free, items: [{ ...taglio(giulia), durationMinutes: 0 }], candidates: [giulia], minStart: 0 })).toEqual([]);
    expect(visitStartsOnDay({ free, items: [taglio(null)], candidates: [], minStart: 0 })).toEqual([]);
  });
});

describe("findFreeSlots for a whole visit", () => {
  const TUESDAY = "2026-02-03";
  let nextId = 1;
  const booked = (stylistId: number, date: string, startTime: string, endTime: string, posa = 0, finishing = 0): BookedItem => ({
    id: nextId++, stylistId, date, startTime, endTime, processingMinutes: posa, finishingMinutes: finishing,
  });
  const sunday: WorkingHoursEntry = { dayOfWeek: 0, isWorking: true, startTime: "10:00", endTime: "16:00", breakStartTime: null, breakEndTime: null };
  const query = (over: Partial<FreeSlotQuery>): FreeSlotQuery => ({
    opening: CALENDAR_DEFAULT_OPENING_HOURS,
    extraordinaryDays: [],
    vacations: [],
    workingHours: new Map(),
    bookings: [],
    stylistIds: [1, 2],
    durationMinutes: 0,
    now: new Date("2026-01-01T00:00:00Z"),
    timeZone: "Europe/Rome",
    fromDate: TUESDAY,
    days: 1,
    limit: 100,
    ...over,
  });
  const starts = (q: FreeSlotQuery) => findFreeSlots(q).map((s) => `${s.date} ${s.startTime}-${s.endTime} ${s.stylistIds.join(",")}`);

  test("a cut fits in another client's posa; its busy parts, not its span, hold the time", () => {
    // Giulia: a colour 09:00-10:15 (posa 09:30-10:00) for another client, then booked until 13:00.
    const bookings = [booked(1, TUESDAY, "09:00", "10:15", 30, 15), booked(1, TUESDAY, "10:15", "13:00")];
    expect(starts(query({ bookings, items: [taglio(1)], limit: 2 }))).toEqual([`${TUESDAY} 09:30-10:00 1`, `${TUESDAY} 14:00-14:30 1`]);
    expect(starts(query({ bookings, items: [piega(1)], limit: 1 }))).toEqual([`${TUESDAY} 14:00-14:45 1`]);
  });

  test("colour and cut with Giulia on a Thursday afternoon", () => {
    const thursday = "2026-02-05";
    const bookings = [booked(1, thursday, "14:00", "15:00")];
    expect(starts(query({ fromDate: thursday, bookings, items: [colore(1), taglio(1)], part: "afternoon", limit: 2 }))).toEqual([
      `${thursday} 15:00-16:45 1`,
      `${thursday} 15:15-17:00 1`,
    ]);
  });

  test("a break 13:10-14:00 is never offered, wherever it is off the grid", () => {
    const hours: WorkingHoursEntry = { dayOfWeek: 2, isWorking: true, startTime: "09:00", endTime: "18:00", breakStartTime: "13:10", breakEndTime: "14:00" };
    const got = starts(query({ workingHours: new Map([[1, [hours]]]), stylistIds: [1], items: [taglio(null)], fromTime: "12:30", limit: 2 }));
    expect(got).toEqual([`${TUESDAY} 12:30-13:00 1`, `${TUESDAY} 14:00-14:30 1`]);
  });

  test.each<[string, string, string]>([
    // 2026-03-29: 23 hours; 2026-10-25: 25 hours. The wall clock 10:00-16:00 is the same six hours.
    ["spring forward", "2026-03-29", "2026-03-29 10:00-11:45 1"],
    ["fall back", "2026-10-25", "2026-10-25 10:00-11:45 1"],
  ])("DST Sunday (%s): a visit from the opening", (_label, date, first) => {
    const got = starts(query({ fromDate: date, workingHours: new Map([[1, [sunday]]]), stylistIds: [1], items: [colore(null), taglio(null)] }));
    expect(got[0]).toBe(first);
    expect(got.at(-1)).toBe(`${date} 14:15-16:00 1`);
    expect(got.length).toBe(18);
  });

  test.each<[string, string, string]>([
    ["a month end", "2026-01-31", "2026-02-02 09:00-10:45 2"],
    ["a leap day", "2028-02-28", "2028-02-29 09:00-10:45 2"],
  ])("across %s", (_label, fromDate, first) => {
    // Giulia (1) is fully booked on the first day and away afterwards; Marco (2) works normally.
    const vacations = [{ stylistId: 2, startDate: fromDate, endDate: fromDate, isActive: true, reason: "Ferie" }];
    const got = starts(query({ fromDate, fromTime: "17:30", days: 3, vacations, items: [colore(null), taglio(null)], stylistIds: [2], limit: 1 }));
    expect(got).toEqual([first]);
  });
});
