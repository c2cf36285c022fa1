import { describe, expect, test } from "bun:test";
import {
  addDays,
  compareDays,
  dayOfWeek,
  dayOfWeekFromKey,
  daysInMonth,
  eachDay,
  formatDuration,
  fromMinutes,
  instantIn,
  isValidDate,
  normalizeTime,
  overlaps,
  todayIn,
  toMinutes,
  wallClockIn,
  weekdayKey,
  type WeekdayKey,
} from "./time";

const ROME = "Europe/Rome";

describe("time of day", () => {
  test.each([
    ["00:00", 0],
    ["09:30", 570],
    ["13:45:00", 825],
    ["23:59", 1439],
    ["23:59:59", 1439],
  ])("toMinutes(%p) = %p", (input, expected) => {
    expect(toMinutes(input)).toBe(expected);
  });

  test.each(["24:00", "9:5", "ab:cd", "", "12:60", "30:00", "12:3a", "12-30", "12:34:60", "12:34:5x", "12:34-00", "12:00:0", " 12:00"])("toMinutes(%p) throws", (input) => {
    expect(() => toMinutes(input)).toThrow(RangeError);
  });

  test.each([
    [0, "00:00"],
    [570, "09:30"],
    [825, "13:45"],
    [1439, "23:59"],
  ])("fromMinutes(%p) = %p", (input, expected) => {
    expect(fromMinutes(input)).toBe(expected);
  });

  test.each([-1, 1440, 12.5])("fromMinutes(%p) throws", (input) => {
    expect(() => fromMinutes(input)).toThrow(RangeError);
  });

  test.each([
    ["09:30", "09:30"],
    ["09:30:15", "09:30"],
    ["00:00:00", "00:00"],
    ["23:59", "23:59"],
    ["24:00", null],
    ["25:10", null],
    ["9:5", null],
    ["9:05", null],
    ["09:5", null],
    ["ab:cd", null],
    ["09:30:60", null],
    ["09:30 ", null],
    ["", null],
  ])("normalizeTime(%p) = %p", (input, expected) => {
    expect(normalizeTime(input)).toBe(expected);
  });
});

describe("calendar days", () => {
  test.each([
    ["2024-02-29", true],
    ["2028-02-29", true],
    ["2025-02-29", false],
    ["2026-02-29", false],
    ["2026-04-31", false],
    ["2026-04-30", true],
    ["2026-12-31", true],
    ["2026-13-01", false],
    ["2026-00-10", false],
    ["2026-01-00", false],
    ["2026-1-5", false],
    ["26-01-05", false],
    ["not a day", false],
  ])("isValidDate(%p) = %p", (input, expected) => {
    expect(isValidDate(input)).toBe(expected);
  });

  test.each([
    ["2026-01-31", 1, "2026-02-01"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2028-03-01", -1, "2028-02-29"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2027-01-01", -1, "2026-12-31"],
    // Both DST Sundays in Europe/Rome: a day is a day, not 24 hours.
    ["2026-03-28", 1, "2026-03-29"],
    ["2026-03-29", 1, "2026-03-30"],
    ["2026-10-24", 1, "2026-10-25"],
    ["2026-10-25", 1, "2026-10-26"],
    ["2026-10-25", 7, "2026-11-01"],
    ["2026-03-15", 14, "2026-03-29"],
    ["2026-05-10", 0, "2026-05-10"],
  ])("addDays(%p, %p) = %p", (day, n, expected) => {
    expect(addDays(day, n)).toBe(expected);
  });

  test("addDays rejects a day that does not exist", () => {
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
  });

  test.each([
    ["2026-03-29", 0],
    ["2026-10-25", 0],
    ["2026-03-30", 1],
    ["2028-02-29", 2],
    ["2026-01-01", 4],
    ["2026-10-31", 6],
  ])("dayOfWeek(%p) = %p", (day, expected) => {
    expect(dayOfWeek(day)).toBe(expected);
  });

  test.each([
    [2026, 1, 31],
    [2026, 2, 28],
    [2028, 2, 29],
    [2100, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
  ])("daysInMonth(%p, %p) = %p", (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });

  test.each<[string, string, number]>([
    ["2026-01-01", "2026-01-02", -1],
    ["2026-12-31", "2027-01-01", -1],
    ["2026-02-10", "2026-02-10", 0],
    ["2026-10-01", "2026-09-30", 1],
  ])("compareDays(%p, %p) = %p", (a, b, expected) => {
    expect<number>(compareDays(a, b)).toBe(expected);
  });

  test.each([
    ["2026-01-30", "2026-02-02", ["2026-01-30", "2026-01-31", "2026-02-01", "2026-02-02"]],
    ["2028-02-28", "2028-03-01", ["2028-02-28", "2028-02-29", "2028-03-01"]],
    ["2026-10-24", "2026-10-26", ["2026-10-24", "2026-10-25", "2026-10-26"]],
    ["2026-05-05", "2026-05-05", ["2026-05-05"]],
    ["2026-05-06", "2026-05-05", []],
  ])("eachDay(%p, %p)", (start, end, expected) => {
    expect(eachDay(start, end)).toEqual(expected);
  });
});

describe("wall clock in the salon's zone", () => {
  test.each([
    // Spring switch: at 01:00Z Rome jumps from 01:59:59 (UTC+1) to 03:00 (UTC+2).
    ["2026-03-29T00:59:59Z", "2026-03-29", "01:59"],
    ["2026-03-29T01:00:00Z", "2026-03-29", "03:00"],
    // Autumn switch: at 01:00Z Rome goes back from 02:59:59 (UTC+2) to 02:00 (UTC+1).
    ["2026-10-25T00:59:59Z", "2026-10-25", "02:59"],
    ["2026-10-25T01:00:00Z", "2026-10-25", "02:00"],
    ["2026-10-25T22:59:00Z", "2026-10-25", "23:59"],
    ["2026-10-25T23:00:00Z", "2026-10-26", "00:00"],
    // New Year's Eve late in UTC is already the next year in Rome.
    ["2025-12-31T22:59:00Z", "2025-12-31", "23:59"],
    ["2025-12-31T23:30:00Z", "2026-01-01", "00:30"],
    // Leap day, summer time (UTC+2).
    ["2028-02-28T23:15:00Z", "2028-02-29", "00:15"],
    ["2028-07-01T22:00:00Z", "2028-07-02", "00:00"],
    ["2026-06-15T08:00:00Z", "2026-06-15", "10:00"],
  ])("at %p Rome shows %p %p", (instant, date, time) => {
    const now = new Date(instant);
    expect(wallClockIn(ROME, now)).toEqual({ date, minutes: toMinutes(time) });
    expect(todayIn(ROME, now)).toBe(date);
  });

  test("UTC zone is the identity", () => {
    expect(wallClockIn("UTC", new Date("2025-12-31T23:30:00Z"))).toEqual({ date: "2025-12-31", minutes: 1410 });
  });
});

describe("overlaps (half-open)", () => {
  const m = toMinutes;
  test.each([
    ["back-to-back", "10:00", "10:45", "10:45", "11:30", false],
    ["back-to-back reversed", "10:45", "11:30", "10:00", "10:45", false],
    ["one minute shared", "10:00", "10:46", "10:45", "11:30", true],
    ["contained", "10:00", "12:00", "10:30", "11:00", true],
    ["identical", "09:00", "09:30", "09:00", "09:30", true],
    ["apart", "09:00", "09:30", "10:00", "10:30", false],
  ])("%s", (_label, aStart, aEnd, bStart, bEnd, expected) => {
    expect(overlaps(m(aStart), m(aEnd), m(bStart), m(bEnd))).toBe(expected);
  });
});

describe("formatDuration (Italian)", () => {
  test.each([
    [15, "15 min"],
    [45, "45 min"],
    [60, "1 h"],
    [90, "1 h 30 min"],
    [120, "2 h"],
    [135, "2 h 15 min"],
  ])("%p minutes -> %p", (minutes, expected) => {
    expect(formatDuration(minutes)).toBe(expected);
  });
});

describe("weekday keys", () => {
  test.each<[number, WeekdayKey]>([
    [0, "sunday"],
    [1, "monday"],
    [2, "tuesday"],
    [3, "wednesday"],
    [4, "thursday"],
    [5, "friday"],
    [6, "saturday"],
  ])("%p <-> %p", (n, key) => {
    expect(weekdayKey(n)).toBe(key);
    expect(dayOfWeekFromKey(key)).toBe(n);
  });

  test.each([-1, 7, 1.5])("weekdayKey(%p) throws", (n) => {
    expect(() => weekdayKey(n)).toThrow(RangeError);
  });
});

describe("instantIn (salon wall clock -> instant)", () => {
  // One rule for every caller (reminders, the online cancellation limit, the activity filter):
  // a repeated autumn time is its first pass (summer time), a skipped spring time is read with
  // the offset before the jump, so it lands one hour later on the wall.
  test.each<[string, string, string, string, string]>([
    ["winter", "Europe/Rome", "2026-11-24", "10:00", "2026-11-24T09:00:00.000Z"],
    ["summer", "Europe/Rome", "2026-07-01", "10:00", "2026-07-01T08:00:00.000Z"],
    ["midnight at the year end", "Europe/Rome", "2026-01-01", "00:00", "2025-12-31T23:00:00.000Z"],
    ["spring day, midnight (still UTC+1)", "Europe/Rome", "2026-03-29", "00:00", "2026-03-28T23:00:00.000Z"],
    ["spring day, 01:59 (the last minute before the jump)", "Europe/Rome", "2026-03-29", "01:59", "2026-03-29T00:59:00.000Z"],
    ["spring day, 02:00 skipped: read as 03:00", "Europe/Rome", "2026-03-29", "02:00", "2026-03-29T01:00:00.000Z"],
    ["spring day, 02:30 skipped: read as 03:30", "Europe/Rome", "2026-03-29", "02:30", "2026-03-29T01:30:00.000Z"],
    ["spring day, 03:00 (UTC+2)", "Europe/Rome", "2026-03-29", "03:00", "2026-03-29T01:00:00.000Z"],
    ["spring day, 10:00", "Europe/Rome", "2026-03-29", "10:00", "2026-03-29T08:00:00.000Z"],
    ["autumn day, midnight (still UTC+2)", "Europe/Rome", "2026-10-25", "00:00", "2026-10-24T22:00:00.000Z"],
    ["autumn day, 02:00 twice: the first pass", "Europe/Rome", "2026-10-25", "02:00", "2026-10-25T00:00:00.000Z"],
    ["autumn day, 02:30 twice: the first pass", "Europe/Rome", "2026-10-25", "02:30", "2026-10-25T00:30:00.000Z"],
    ["autumn day, 02:59 twice: the first pass", "Europe/Rome", "2026-10-25", "02:59", "2026-10-25T00:59:00.000Z"],
    ["autumn day, 03:00 (UTC+1)", "Europe/Rome", "2026-10-25", "03:00", "2026-10-25T02:00:00.000Z"],
    ["autumn day, 10:00", "Europe/Rome", "2026-10-25", "10:00", "2026-10-25T09:00:00.000Z"],
    ["leap day", "Europe/Rome", "2028-02-29", "09:15", "2028-02-29T08:15:00.000Z"],
    ["month end", "Europe/Rome", "2026-01-31", "23:59", "2026-01-31T22:59:00.000Z"],
    ["UTC", "UTC", "2026-03-29", "02:30", "2026-03-29T02:30:00.000Z"],
    ["New York, skipped 02:30 -> 03:30 EDT", "America/New_York", "2026-03-08", "02:30", "2026-03-08T07:30:00.000Z"],
    ["New York, repeated 01:30: the first pass (EDT)", "America/New_York", "2026-11-01", "01:30", "2026-11-01T05:30:00.000Z"],
  ])("%s: %s %s %s", (_label, zone, date, time, expected) => {
    expect(instantIn(zone, date, toMinutes(time)).toISOString()).toBe(expected);
  });

  test("every wall minute of the two DST days maps back to itself, except the skipped hour", () => {
    for (const date of ["2026-03-29", "2026-10-25"]) {
      for (let minutes = 0; minutes < 24 * 60; minutes++) {
        const wall = wallClockIn("Europe/Rome", instantIn("Europe/Rome", date, minutes));
        const skipped = date === "2026-03-29" && minutes >= 120 && minutes < 180;
        expect(wall).toEqual(skipped ? { date, minutes: minutes + 60 } : { date, minutes });
      }
    }
  });
});
