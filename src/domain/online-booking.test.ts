import { describe, expect, test } from "bun:test";
import type { Booking } from "./appointments";
import { CALENDAR_DEFAULT_OPENING_HOURS, type ExtraordinaryDay, type Vacation, type WorkingHoursEntry } from "./availability";
import {
  bookedMinutes,
  bookingWindow,
  cancelPolicy,
  freeStylistsAt,
  phoneRetryAfterSeconds,
  pickStylist,
  publicSlots,
  type PublicSlotsQuery,
} from "./online-booking";

const ROME = "Europe/Rome";
// 10:00 in Rome on Tuesday 2026-03-10 (UTC+1).
const NOW = new Date("2026-03-10T09:00:00Z");
const THURSDAY = "2026-03-12";

let nextId = 1;
const booking = (stylistId: number, date: string, startTime: string, endTime: string): Booking => ({ id: nextId++, stylistId, date, startTime, endTime });
const vacation = (stylistId: number, startDate: string, endDate: string): Vacation => ({ stylistId, startDate, endDate, isActive: true, reason: "Ferie" });
const closed = (date: string): ExtraordinaryDay => ({ date, reason: "Festività", isClosed: true, specialOpenTime: null, specialCloseTime: null });
const special = (date: string, open: string, close: string): ExtraordinaryDay => ({ date, reason: "Orario ridotto", isClosed: false, specialOpenTime: open, specialCloseTime: close });
const sundayShift: WorkingHoursEntry = { dayOfWeek: 0, isWorking: true, startTime: "10:00", endTime: "16:00", breakStartTime: null, breakEndTime: null };

function query(over: Partial<PublicSlotsQuery> = {}): PublicSlotsQuery {
  return {
    opening: CALENDAR_DEFAULT_OPENING_HOURS,
    extraordinaryDays: [],
    vacations: [],
    workingHours: new Map(),
    bookings: [],
    settings: { slotStepMinutes: 15, minNoticeMinutes: 120, windowDays: 60 },
    stylistIds: [1],
    durationMinutes: 45,
    now: NOW,
    timeZone: ROME,
    from: THURSDAY,
    to: THURSDAY,
    ...over,
  };
}

/** "HH:mm" of one day's slots, with the free stylists when more than one candidate. */
const dayTimes = (q: PublicSlotsQuery, date = q.from) => {
  const day = publicSlots(q).days.find((d) => d.date === date);
  return (day?.slots ?? []).map((s) => (q.stylistIds.length > 1 ? `${s.startTime} ${s.stylistIds.join(",")}` : s.startTime));
};
const first = (q: PublicSlotsQuery, n = 3, date = q.from) => dayTimes(q, date).slice(0, n);
const last = (q: PublicSlotsQuery, n = 2, date = q.from) => dayTimes(q, date).slice(-n);

describe("publicSlots: each rule", () => {
  test.each<[string, Partial<PublicSlotsQuery>, string[], string[]]>([
    // Default working hours 09:00-18:00 with a 13:00-14:00 break; the salon (calendar default) 08:00-20:00.
    ["working hours and the break", {}, ["09:00", "09:15", "09:30"], ["17:00", "17:15"]],
    ["a 30-minute step from the opening", { settings: { slotStepMinutes: 30, minNoticeMinutes: 0, windowDays: 60 } }, ["09:00", "09:30", "10:00"], ["16:30", "17:00"]],
    ["a 20-minute step: starts at 08:00 + k·20", { settings: { slotStepMinutes: 20, minNoticeMinutes: 0, windowDays: 60 } }, ["09:00", "09:20", "09:40"], ["16:40", "17:00"]],
    ["a longer service ends by the break and by 18:00", { durationMinutes: 120 }, ["09:00", "09:15", "09:30"], ["15:45", "16:00"]],
    ["special hours shorten the day", { extraordinaryDays: [special(THURSDAY, "10:00", "14:00")] }, ["10:00", "10:15", "10:30"], ["12:00", "12:15"]],
    ["a closed extraordinary day", { extraordinaryDays: [closed(THURSDAY)] }, [], []],
    ["a vacation", { vacations: [vacation(1, "2026-03-11", THURSDAY)] }, [], []],
    ["a day off", { workingHours: new Map([[1, [{ dayOfWeek: 4, isWorking: false, startTime: "09:00", endTime: "18:00", breakStartTime: null, breakEndTime: null }]]]) }, [], []],
    ["bookings take their time, touching ends stay free", { bookings: [booking(1, THURSDAY, "09:00", "10:00"), booking(2, THURSDAY, "10:00", "11:00")] }, ["10:00", "10:15", "10:30"], ["17:00", "17:15"]],
  ])("%s", (_label, over, firstTimes, lastTimes) => {
    const q = query(over);
    expect(first(q)).toEqual(firstTimes);
    expect(last(q)).toEqual(lastTimes);
  });

  test("the minimum notice: at 10:00 with 2 h, today starts at 12:00; with 0, at 10:00", () => {
    expect(first(query({ from: "2026-03-10", to: "2026-03-10" }), 1)).toEqual(["12:00"]);
    expect(first(query({ from: "2026-03-10", to: "2026-03-10", settings: { slotStepMinutes: 15, minNoticeMinutes: 0, windowDays: 60 } }), 1)).toEqual(["10:00"]);
    // A notice of a day and a half at 10:00 Tuesday: nothing before Wednesday 22:00, so Thursday from 09:00.
    const long = query({ from: "2026-03-10", to: THURSDAY, settings: { slotStepMinutes: 15, minNoticeMinutes: 36 * 60, windowDays: 60 } });
    expect(publicSlots(long).days.map((d) => d.slots.length)).toEqual([0, 0, 28]);
  });

  test("past days and days beyond the window are listed empty", () => {
    const q = query({ from: "2026-03-08", to: "2026-03-12", settings: { slotStepMinutes: 15, minNoticeMinutes: 0, windowDays: 2 } });
    // Window of 2 days: Tuesday 10th and Wednesday 11th. Sunday 8th and Monday 9th are past.
    expect(publicSlots(q).days.map((d) => `${d.date}:${d.slots.length > 0}`)).toEqual([
      "2026-03-08:false", "2026-03-09:false", "2026-03-10:true", "2026-03-11:true", "2026-03-12:false",
    ]);
  });

  test("each time lists every candidate free for the whole duration", () => {
    const q = query({ stylistIds: [1, 2], bookings: [booking(2, THURSDAY, "09:30", "10:00")], vacations: [vacation(3, THURSDAY, THURSDAY)] });
    expect(first(q, 5)).toEqual(["09:00 1", "09:15 1", "09:30 1", "09:45 1", "10:00 1,2"]);
  });
});

describe("publicSlots: combinations and calendar edges", () => {
  test("DST spring: 10 h notice from 01:30 on 2026-03-29 (23-hour day) first offers 12:30, not 11:30", () => {
    const q = query({
      now: new Date("2026-03-29T00:30:00Z"),
      from: "2026-03-29",
      to: "2026-03-29",
      workingHours: new Map([[1, [sundayShift]]]),
      settings: { slotStepMinutes: 30, minNoticeMinutes: 600, windowDays: 60 },
    });
    // Sunday: salon 10:00-16:00, the shift 10:00-16:00 with no break.
    expect(first(q, 3)).toEqual(["12:30", "13:00", "13:30"]);
    expect(last(q, 1)).toEqual(["15:00"]);
  });

  test("DST autumn: 10 h notice from 02:30 (summer time) on 2026-10-25 (25-hour day) first offers 11:30", () => {
    const q = query({
      now: new Date("2026-10-25T00:30:00Z"),
      from: "2026-10-25",
      to: "2026-10-26",
      workingHours: new Map([[1, [sundayShift]]]),
      settings: { slotStepMinutes: 30, minNoticeMinutes: 600, windowDays: 60 },
    });
    expect(first(q, 2)).toEqual(["11:30", "12:00"]);
    // The Monday after is a normal day: 09:00 to 17:00 (45 min before 18:00), break kept.
    expect(first(q, 1, "2026-10-26")).toEqual(["09:00"]);
    expect(dayTimes(q, "2026-10-26")).not.toContain("12:30");
  });

  test("a 23-hour and a 25-hour day offer the same wall-clock times as any Sunday", () => {
    const sunday = (date: string) =>
      dayTimes(query({ now: new Date("2026-01-01T00:00:00Z"), from: date, to: date, workingHours: new Map([[1, [sundayShift]]]), settings: { slotStepMinutes: 15, minNoticeMinutes: 0, windowDays: 365 } }));
    expect(sunday("2026-03-29")).toEqual(sunday("2026-03-22"));
    expect(sunday("2026-10-25")).toEqual(sunday("2026-10-18"));
    expect(sunday("2026-03-29")).toHaveLength(22); // 10:00 .. 15:15 every 15 minutes
  });

  test("across a month end, with the window ending on the 31st", () => {
    // 22 days from Tuesday 10 March: the last is Tuesday 31 March.
    const q = query({ from: "2026-03-30", to: "2026-04-02", settings: { slotStepMinutes: 60, minNoticeMinutes: 120, windowDays: 22 } });
    expect(publicSlots(q).days.map((d) => `${d.date}:${d.slots.length}`)).toEqual(["2026-03-30:8", "2026-03-31:8", "2026-04-01:0", "2026-04-02:0"]);
  });

  test("leap day 2028-02-29: listed and bookable; a vacation on it empties only that day", () => {
    const base = { now: new Date("2028-02-20T09:00:00Z"), from: "2028-02-28", to: "2028-03-01", settings: { slotStepMinutes: 60, minNoticeMinutes: 120, windowDays: 60 } };
    expect(publicSlots(query(base)).days.map((d) => `${d.date}:${d.slots.length}`)).toEqual(["2028-02-28:8", "2028-02-29:8", "2028-03-01:8"]);
    const away = query({ ...base, vacations: [vacation(1, "2028-02-29", "2028-02-29")] });
    expect(publicSlots(away).days.map((d) => d.slots.length)).toEqual([8, 0, 8]);
  });

  test("notice, step, break, a booking and special hours together", () => {
    const q = query({
      from: "2026-03-10",
      to: "2026-03-10",
      stylistIds: [1, 2],
      extraordinaryDays: [special("2026-03-10", "08:00", "15:00")],
      bookings: [booking(1, "2026-03-10", "12:00", "12:30")],
      settings: { slotStepMinutes: 30, minNoticeMinutes: 90, windowDays: 60 },
    });
    // 10:00 + 90 min = 11:30; 45 min: 11:30 and 12:00 clash for 1 (12:00 booking), 12:30 runs
    // into the break for both; afternoon 14:00 only (14:30 + 45 ends after the special 15:00).
    expect(dayTimes(q)).toEqual(["11:30 2", "12:00 2", "14:00 1,2"]);
  });
});

describe("freeStylistsAt: the re-check of a chosen time", () => {
  test.each<[string, string, string, Partial<PublicSlotsQuery>, number[]]>([
    ["a free time", THURSDAY, "09:00", {}, [1, 2]],
    ["taken by one", THURSDAY, "09:00", { bookings: [booking(1, THURSDAY, "09:30", "10:00")] }, [2]],
    ["off the step", THURSDAY, "09:05", {}, []],
    ["inside the notice", "2026-03-10", "11:00", {}, []],
    ["in the past", "2026-03-09", "11:00", {}, []],
    ["beyond the window", "2026-05-09", "09:00", {}, []],
    ["the last day of the window", "2026-05-08", "09:00", {}, [1, 2]],
    ["into the break", THURSDAY, "12:30", {}, []],
    ["a closed day", THURSDAY, "09:00", { extraordinaryDays: [closed(THURSDAY)] }, []],
  ])("%s", (_label, date, time, over, expected) => {
    expect(freeStylistsAt(query({ stylistIds: [1, 2], ...over }), date, time)).toEqual(expected);
  });
});

describe("pickStylist: Nessuna preferenza spreads the work", () => {
  const load = (day: [number, number][], week: [number, number][]) => ({ day: new Map(day), week: new Map(week) });
  test.each<[string, number[], ReturnType<typeof load>, number | null]>([
    ["nobody free", [], load([], []), null],
    ["the only one free", [2], load([[2, 600]], []), 2],
    ["fewest minutes that day", [1, 2], load([[1, 180], [2, 90]], [[2, 900]]), 2],
    ["a tie that day: fewest that week", [1, 2], load([[1, 90], [2, 90]], [[1, 300], [2, 600]]), 1],
    ["a tie that week: the lowest id", [3, 2], load([], []), 2],
    ["no bookings beats some", [1, 2, 3], load([[1, 30], [2, 30]], []), 3],
  ])("%s", (_label, free, l, expected) => {
    expect(pickStylist(free, l)).toBe(expected);
  });

  test("bookedMinutes counts Monday to Sunday around the day", () => {
    const b = [
      booking(1, "2026-03-08", "09:00", "10:00"), // the Sunday before: another week
      booking(1, "2026-03-09", "09:00", "10:00"),
      booking(1, THURSDAY, "09:00", "09:45"),
      booking(2, THURSDAY, "10:00", "11:30"),
      booking(2, "2026-03-15", "10:00", "10:30"), // Sunday: same week
      booking(2, "2026-03-16", "10:00", "10:30"), // next Monday
    ];
    const { day, week } = bookedMinutes(b, THURSDAY);
    expect([...day]).toEqual([[1, 45], [2, 90]]);
    expect([...week]).toEqual([[1, 105], [2, 120]]);
  });
});

describe("time and limits", () => {
  test.each<[string, string, string, string, number, string, boolean, string]>([
    ["24 h before, exactly", "2026-03-11", "10:00", "booked", 24, "2026-03-10T09:00:00Z", true, "2026-03-10 10:00"],
    ["one minute late", "2026-03-11", "10:00", "booked", 24, "2026-03-10T09:01:00Z", false, "2026-03-10 10:00"],
    ["a pending booking", "2026-03-12", "10:00", "pending", 24, "2026-03-10T09:00:00Z", true, "2026-03-11 10:00"],
    ["already cancelled", "2026-03-12", "10:00", "cancelled", 24, "2026-03-10T09:00:00Z", false, "2026-03-11 10:00"],
    ["no limit: until the start", "2026-03-10", "11:00", "confirmed", 0, "2026-03-10T09:59:00Z", true, "2026-03-10 11:00"],
    // Sunday 25 Oct 10:00 (UTC+1) minus 24 real hours is Saturday 11:00 in summer time.
    ["across the autumn change", "2026-10-25", "10:00", "booked", 24, "2026-10-24T09:00:00Z", true, "2026-10-24 11:00"],
    ["across the spring change", "2026-03-29", "10:00", "booked", 24, "2026-03-28T08:00:00Z", true, "2026-03-28 09:00"],
    ["across the spring change, a minute late", "2026-03-29", "10:00", "booked", 24, "2026-03-28T08:01:00Z", false, "2026-03-28 09:00"],
    // 02:30 happens twice that night: the deadline is its first pass (00:30Z), as for reminders.
    ["a repeated autumn time, no limit: the first pass", "2026-10-25", "02:30", "booked", 0, "2026-10-25T00:45:00Z", false, "2026-10-25 02:30"],
    ["a repeated autumn time, before its first pass", "2026-10-25", "02:30", "booked", 0, "2026-10-25T00:29:00Z", true, "2026-10-25 02:30"],
  ])("cancelPolicy: %s", (_label, date, startTime, status, cancelLimitHours, now, can, until) => {
    const p = cancelPolicy({ date, startTime, status, cancelLimitHours, now: new Date(now), timeZone: ROME });
    expect(p.canCancel).toBe(can);
    expect(`${p.cancelUntilDate} ${p.cancelUntilTime}`).toBe(until);
  });

  test("bookingWindow: today in the salon, windowDays days in all", () => {
    expect(bookingWindow(NOW, ROME, 60)).toEqual({ firstDate: "2026-03-10", lastDate: "2026-05-08" });
    expect(bookingWindow(NOW, ROME, 1)).toEqual({ firstDate: "2026-03-10", lastDate: "2026-03-10" });
    // 23:30Z on 31 December is already 1 January in Rome.
    expect(bookingWindow(new Date("2025-12-31T23:30:00Z"), ROME, 2)).toEqual({ firstDate: "2026-01-01", lastDate: "2026-01-02" });
  });

  test("phoneRetryAfterSeconds: when the oldest of the last three leaves the 24 hours", () => {
    const at = ["2026-03-10T08:00:00.000Z", "2026-03-10T09:00:00.000Z", "2026-03-10T10:00:00.000Z"];
    expect(phoneRetryAfterSeconds(at, new Date("2026-03-10T11:00:00Z"))).toBe(21 * 3600);
    expect(phoneRetryAfterSeconds(["2026-03-09T07:00:00.000Z", ...at], new Date("2026-03-10T11:00:00Z"))).toBe(21 * 3600);
  });
});
