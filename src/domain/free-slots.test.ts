import { describe, expect, test } from "bun:test";
import type { Booking } from "./appointments";
import { CALENDAR_DEFAULT_OPENING_HOURS, type ExtraordinaryDay, type Vacation, type WorkingHoursEntry } from "./availability";
import { earliestStart, findFreeSlots, nearestFirst, type FreeSlot, type FreeSlotQuery } from "./free-slots";

const ROME = "Europe/Rome";
const TUESDAY = "2026-02-03";
const LONG_AGO = new Date("2026-01-01T00:00:00Z");

function query(over: Partial<FreeSlotQuery> = {}): FreeSlotQuery {
  return {
    opening: CALENDAR_DEFAULT_OPENING_HOURS,
    extraordinaryDays: [],
    vacations: [],
    workingHours: new Map(),
    bookings: [],
    stylistIds: [1],
    durationMinutes: 45,
    now: LONG_AGO,
    timeZone: ROME,
    fromDate: TUESDAY,
    days: 1,
    limit: 100,
    ...over,
  };
}

const starts = (slots: FreeSlot[]) => slots.map((s) => `${s.date} ${s.startTime}`);
const times = (slots: FreeSlot[]) => slots.map((s) => s.startTime);
let nextId = 1;
const booking = (stylistId: number, date: string, startTime: string, endTime: string): Booking => ({ id: nextId++, stylistId, date, startTime, endTime });
const sundayShift: WorkingHoursEntry = { dayOfWeek: 0, isWorking: true, startTime: "10:00", endTime: "16:00", breakStartTime: null, breakEndTime: null };
const vacation = (stylistId: number, startDate: string, endDate: string, isActive = true): Vacation => ({ stylistId, startDate, endDate, isActive, reason: "Ferie" });
const closedDay = (date: string): ExtraordinaryDay => ({ date, reason: "Festività", isClosed: true, specialOpenTime: null, specialCloseTime: null });

describe("findFreeSlots: one day, one stylist", () => {
  test.each<[string, Partial<FreeSlotQuery>, string[]]>([
    // Default hours Mon-Sat 09:00-18:00, break 13:00-14:00; 45 minutes must end by 13:00 and by 18:00.
    ["the working day around the break", { limit: 100 }, [
      "09:00", "09:15", "09:30", "09:45", "10:00", "10:15", "10:30", "10:45", "11:00", "11:15", "11:30", "11:45", "12:00", "12:15",
      "14:00", "14:15", "14:30", "14:45", "15:00", "15:15", "15:30", "15:45", "16:00", "16:15", "16:30", "16:45", "17:00", "17:15",
    ]],
    ["a limit stops early", { limit: 3 }, ["09:00", "09:15", "09:30"]],
    ["from a time on the first day", { fromTime: "16:40", limit: 5 }, ["16:45", "17:00", "17:15"]],
    ["a 30-minute step from opening (08:00)", { stepMinutes: 30, fromTime: "16:00" }, ["16:00", "16:30", "17:00"]],
    ["cleaning lengthens the appointment", { cleaningMinutes: 30, fromTime: "16:00" }, ["16:00", "16:15", "16:30", "16:45"]],
    ["longer than any stretch between breaks finds nothing", { durationMinutes: 300 }, []],
    ["240 minutes fill the morning or the afternoon exactly", { durationMinutes: 240 }, ["09:00", "14:00"]],
  ])("%s", (_label, over, expected) => {
    expect(times(findFreeSlots(query(over)))).toEqual(expected);
  });

  test("bookings of that stylist take their times, touching ends are free", () => {
    const bookings = [booking(1, TUESDAY, "09:00", "10:00"), booking(1, TUESDAY, "11:00", "12:00"), booking(2, TUESDAY, "10:00", "11:00")];
    expect(times(findFreeSlots(query({ bookings, limit: 4 })))).toEqual(["10:00", "10:15", "12:00", "12:15"]);
  });

  test("overlapping and unordered bookings (a double booking left from before) all count", () => {
    const bookings = [booking(1, TUESDAY, "09:30", "10:00"), booking(1, TUESDAY, "09:00", "11:30"), booking(1, TUESDAY, "09:15", "09:30"), booking(1, TUESDAY, "11:45", "12:00")];
    expect(times(findFreeSlots(query({ bookings, durationMinutes: 15, limit: 3 })))).toEqual(["11:30", "12:00", "12:15"]);
  });

  test("a booking on another day does not count", () => {
    const bookings = [booking(1, "2026-02-04", "09:00", "18:00")];
    expect(times(findFreeSlots(query({ bookings, limit: 1 })))).toEqual(["09:00"]);
  });

  test("moving an appointment ignores its own place", () => {
    const own = booking(1, TUESDAY, "09:00", "09:45");
    expect(times(findFreeSlots(query({ bookings: [own], limit: 1, ignoreAppointmentId: own.id })))).toEqual(["09:00"]);
    expect(times(findFreeSlots(query({ bookings: [own], limit: 1 })))).toEqual(["09:45"]);
  });

  test("special hours of an extraordinary open day bound the search", () => {
    const short: ExtraordinaryDay = { date: TUESDAY, reason: "Orario Ridotto", isClosed: false, specialOpenTime: "10:00", specialCloseTime: "12:00" };
    expect(times(findFreeSlots(query({ extraordinaryDays: [short], durationMinutes: 60 })))).toEqual(["10:00", "10:15", "10:30", "10:45", "11:00"]);
  });

  test("nothing for no candidate, a zero length or a bad day", () => {
    expect(findFreeSlots(query({ stylistIds: [] }))).toEqual([]);
    expect(findFreeSlots(query({ durationMinutes: 0 }))).toEqual([]);
    expect(findFreeSlots(query({ fromDate: "2026-02-30" }))).toEqual([]);
  });
});

describe("findFreeSlots: days, stylists and the clock", () => {
  test.each<[string, Partial<FreeSlotQuery>, string[]]>([
    ["a vacation skips to the day after it", { vacations: [vacation(1, TUESDAY, "2026-02-04")], days: 5, limit: 1 }, ["2026-02-05 09:00"]],
    ["an inactive vacation does not", { vacations: [vacation(1, TUESDAY, TUESDAY, false)], days: 5, limit: 1 }, ["2026-02-03 09:00"]],
    ["a closed extraordinary day is skipped", { extraordinaryDays: [closedDay(TUESDAY)], days: 5, limit: 1 }, ["2026-02-04 09:00"]],
    // 2026-02-07 is a Saturday; Sunday the salon is open but the stylist is off by default.
    ["a Sunday off is skipped", { fromDate: "2026-02-07", fromTime: "17:30", days: 3, limit: 1 }, ["2026-02-09 09:00"]],
    ["the horizon ends the search", { fromDate: "2026-02-07", fromTime: "17:30", days: 2, limit: 1 }, []],
    ["across a month end", { fromDate: "2026-01-31", fromTime: "17:30", days: 3, limit: 1 }, ["2026-02-02 09:00"]],
    ["across a leap day", { fromDate: "2028-02-28", fromTime: "17:30", days: 2, limit: 1 }, ["2028-02-29 09:00"]],
    ["past a year end", { fromDate: "2026-12-31", fromTime: "17:30", extraordinaryDays: [closedDay("2027-01-01")], days: 3, limit: 1 }, ["2027-01-02 09:00"]],
  ])("%s", (_label, over, expected) => {
    expect(starts(findFreeSlots(query(over)))).toEqual(expected);
  });

  test("each time lists every free candidate, in the candidates' order", () => {
    const bookings = [booking(2, TUESDAY, "09:00", "09:30")];
    const slots = findFreeSlots(query({ stylistIds: [2, 1], durationMinutes: 30, bookings, limit: 3 }));
    expect(slots.map((s) => [s.startTime, s.endTime, s.stylistIds])).toEqual([
      ["09:00", "09:30", [1]],
      ["09:15", "09:45", [1]],
      ["09:30", "10:00", [2, 1]],
    ]);
  });

  test("a stylist on vacation leaves the others", () => {
    const slots = findFreeSlots(query({ stylistIds: [1, 2], vacations: [vacation(1, TUESDAY, TUESDAY)], limit: 1 }));
    expect(slots[0]?.stylistIds).toEqual([2]);
  });

  test.each<[string, string, number, string[]]>([
    // 10:20 in Rome (UTC+1): 10:30 is the next step; 10:15 has begun.
    ["now on the day", "2026-02-03T09:20:00Z", 0, ["10:30", "10:45"]],
    ["now plus a two-hour notice (12:30 would run into the break)", "2026-02-03T09:20:00Z", 120, ["14:00", "14:15"]],
    ["a notice pushing into the next day", "2026-02-03T16:00:00Z", 240, []],
  ])("%s", (_label, iso, notice, expected) => {
    expect(times(findFreeSlots(query({ now: new Date(iso), minNoticeMinutes: notice, limit: 2 })))).toEqual(expected);
  });

  test("a day already over is skipped entirely", () => {
    const slots = findFreeSlots(query({ now: new Date("2026-02-04T08:00:00Z"), days: 3, limit: 1 }));
    expect(starts(slots)).toEqual(["2026-02-04 09:00"]);
  });

  test.each<[string, string]>([
    // 2026-03-29: Rome springs forward 02:00 -> 03:00; the day has 23 hours, the wall 10:00-16:00 is 6.
    ["spring forward", "2026-03-29"],
    // 2026-10-25: 03:00 -> 02:00; 25 hours, still 6 on the wall.
    ["fall back", "2026-10-25"],
  ])("DST Sunday (%s) offers the whole wall-clock day", (_label, date) => {
    const slots = findFreeSlots(query({ fromDate: date, workingHours: new Map([[1, [sundayShift]]]), durationMinutes: 60 }));
    expect(slots.length).toBe(21);
    expect(slots[0]?.startTime).toBe("10:00");
    expect(slots.at(-1)?.startTime).toBe("15:00");
  });
});

describe("earliestStart converts the notice as an instant", () => {
  test.each<[string, number, string, number]>([
    ["2026-03-29T00:30:00Z", 120, "2026-03-29", 4 * 60 + 30], // 01:30 + 2 h across the skipped hour -> 04:30
    ["2026-10-24T23:30:00Z", 120, "2026-10-25", 2 * 60 + 30], // 01:30 + 2 h across the repeated hour -> 02:30
    ["2025-12-31T23:30:00Z", 0, "2026-01-01", 30],
  ])("%s + %d min", (iso, notice, date, minutes) => {
    expect(earliestStart(new Date(iso), ROME, notice)).toEqual({ date, minutes });
  });
});

describe("nearestFirst", () => {
  const slot = (date: string, startTime: string): FreeSlot => ({ date, startTime, endTime: startTime, stylistIds: [1] });
  test("same day by distance, earlier on a tie, then later days", () => {
    const slots = [slot(TUESDAY, "09:00"), slot(TUESDAY, "10:30"), slot(TUESDAY, "09:30"), slot(TUESDAY, "11:30"), slot("2026-02-04", "09:00")];
    expect(starts(nearestFirst(slots, TUESDAY, "10:00", 4))).toEqual([
      `${TUESDAY} 09:30`,
      `${TUESDAY} 10:30`,
      `${TUESDAY} 09:00`,
      `${TUESDAY} 11:30`,
    ]);
    expect(starts(nearestFirst(slots, "2026-02-02", "10:00", 2))).toEqual([`${TUESDAY} 09:00`, `${TUESDAY} 09:30`]);
  });
});
