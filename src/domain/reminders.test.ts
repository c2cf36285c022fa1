import { describe, expect, test } from "bun:test";
import {
  advancePast,
  advanceReminderDate,
  firstReminderDate,
  isDue,
  nextReminderDate,
  reminderDueAt,
  type ReminderFrequency,
} from "./reminders";
import { wallClockIn } from "./time";

const ROME = "Europe/Rome";

describe("nextReminderDate (on or after today)", () => {
  test.each<[string, ReminderFrequency, number | null, number | null, string, string]>([
    ["weekly Friday across the year end", "weekly", 5, null, "2026-12-30", "2027-01-01"],
    ["weekly today's weekday is today", "weekly", 3, null, "2026-12-30", "2026-12-30"],
    ["weekly Tuesday, next week", "weekly", 2, null, "2026-12-30", "2027-01-05"],
    ["weekly Sunday, spring DST Sunday", "weekly", 0, null, "2026-03-27", "2026-03-29"],
    ["weekly Monday after the spring DST Sunday", "weekly", 1, null, "2026-03-29", "2026-03-30"],
    ["weekly Sunday, autumn DST Sunday", "weekly", 0, null, "2026-10-22", "2026-10-25"],
    ["weekly Tuesday lands on a leap day", "weekly", 2, null, "2028-02-27", "2028-02-29"],
    ["weekly Tuesday, non-leap February rolls into March", "weekly", 2, null, "2026-02-26", "2026-03-03"],
    ["biweekly starts on the first matching weekday", "biweekly", 0, null, "2026-12-31", "2027-01-03"],
    ["weekly without weekday is today", "weekly", null, null, "2026-05-06", "2026-05-06"],
    ["monthly 31 in April is the 30th", "monthly", null, 31, "2026-04-01", "2026-04-30"],
    ["monthly 31 in February 2026 is the 28th", "monthly", null, 31, "2026-02-01", "2026-02-28"],
    ["monthly 31 in February 2028 is the 29th", "monthly", null, 31, "2028-02-10", "2028-02-29"],
    ["monthly 30 on 28 Feb 2026 is today", "monthly", null, 30, "2026-02-28", "2026-02-28"],
    ["monthly 29 in February 2027 is the 28th", "monthly", null, 29, "2027-02-01", "2027-02-28"],
    ["monthly 15 already past: next January", "monthly", null, 15, "2026-12-16", "2027-01-15"],
    ["monthly 31 on New Year's Eve is today", "monthly", null, 31, "2026-12-31", "2026-12-31"],
    ["monthly 1 after the 1st: next year", "monthly", null, 1, "2026-12-02", "2027-01-01"],
    ["monthly 29 on the spring DST Sunday", "monthly", null, 29, "2026-03-01", "2026-03-29"],
    ["monthly 25 on the autumn DST Sunday", "monthly", null, 25, "2026-10-01", "2026-10-25"],
    ["monthly 31 after 31 Jan: end of February", "monthly", null, 31, "2026-02-01", "2026-02-28"],
    ["monthly without day of month is today", "monthly", null, null, "2026-05-06", "2026-05-06"],
  ])("%s", (_label, frequency, dayOfWeek, dayOfMonth, from, expected) => {
    expect(nextReminderDate({ frequency, dayOfWeek, dayOfMonth, from })).toBe(expected);
  });

  test.each<[string, number | null, number | null, string]>([
    ["weekday 7", 7, null, "2026-05-06"],
    ["day of month 0", null, 0, "2026-05-06"],
    ["day of month 32", null, 32, "2026-05-06"],
    ["impossible day", null, 5, "2026-02-30"],
  ])("rejects %s", (_label, dayOfWeek, dayOfMonth, from) => {
    expect(() => nextReminderDate({ frequency: dayOfMonth === null ? "weekly" : "monthly", dayOfWeek, dayOfMonth, from })).toThrow(
      RangeError,
    );
  });
});

describe("advanceReminderDate (the occurrence after current)", () => {
  test.each<[string, ReminderFrequency, number | null, number | null, string, string]>([
    ["weekly across the year end", "weekly", 1, null, "2026-12-28", "2027-01-04"],
    ["weekly onto the spring DST Sunday", "weekly", 0, null, "2026-03-22", "2026-03-29"],
    ["weekly from the spring DST Sunday", "weekly", 0, null, "2026-03-29", "2026-04-05"],
    ["weekly from the autumn DST Sunday", "weekly", 0, null, "2026-10-25", "2026-11-01"],
    ["biweekly across the year end", "biweekly", 0, null, "2026-12-20", "2027-01-03"],
    ["biweekly across the autumn DST Sunday", "biweekly", 0, null, "2026-10-18", "2026-11-01"],
    ["biweekly onto a leap day", "biweekly", 2, null, "2028-02-15", "2028-02-29"],
    ["biweekly over a leap day", "biweekly", 2, null, "2028-02-22", "2028-03-07"],
    ["biweekly over non-leap February", "biweekly", 2, null, "2026-02-24", "2026-03-10"],
    ["monthly 31: January to February 2026", "monthly", null, 31, "2026-01-31", "2026-02-28"],
    ["monthly 31: clamped February back to the 31st", "monthly", null, 31, "2026-02-28", "2026-03-31"],
    ["monthly 31: March to April", "monthly", null, 31, "2026-03-31", "2026-04-30"],
    ["monthly 31: April back to the 31st", "monthly", null, 31, "2026-04-30", "2026-05-31"],
    ["monthly 31: across the year end", "monthly", null, 31, "2026-12-31", "2027-01-31"],
    ["monthly 31: January to leap February", "monthly", null, 31, "2028-01-31", "2028-02-29"],
    ["monthly 31: leap day to March", "monthly", null, 31, "2028-02-29", "2028-03-31"],
    ["monthly 29: non-leap February", "monthly", null, 29, "2027-01-29", "2027-02-28"],
    ["monthly 29: onto the spring DST Sunday", "monthly", null, 29, "2026-02-28", "2026-03-29"],
    ["monthly 25: onto the autumn DST Sunday", "monthly", null, 25, "2026-09-25", "2026-10-25"],
    ["monthly without day of month follows current", "monthly", null, null, "2026-01-31", "2026-02-28"],
    ["monthly without day of month drifts after a short month", "monthly", null, null, "2026-02-28", "2026-03-28"],
  ])("%s", (_label, frequency, dayOfWeek, dayOfMonth, current, expected) => {
    expect(advanceReminderDate({ frequency, dayOfWeek, dayOfMonth, current })).toBe(expected);
  });

  test("a year of monthly-31 reminders always lands on each month's last day", () => {
    const dates: string[] = [];
    let current = "2026-01-31";
    for (let i = 0; i < 13; i++) {
      dates.push(current);
      current = advanceReminderDate({ frequency: "monthly", dayOfWeek: null, dayOfMonth: 31, current });
    }
    expect(dates.map((d) => d.slice(8))).toEqual(["31", "28", "31", "30", "31", "30", "31", "31", "30", "31", "30", "31", "31"]);
    expect(dates.at(-1)).toBe("2027-01-31");
  });
});

describe("reminderDueAt", () => {
  test.each<[string | null, number]>([
    [null, 600],
    ["08:30", 510],
    ["08:30:00", 510],
    ["18:45", 1125],
    ["not a time", 600],
  ])("preferred time %p -> %p minutes", (preferredTime, minutes) => {
    expect(reminderDueAt({ nextReminderDate: "2026-05-06", preferredTime })).toEqual({ date: "2026-05-06", minutes });
  });
});

describe("isDue", () => {
  const reminder = (nextReminderDate: string, preferredTime: string | null, isActive?: boolean) => ({
    nextReminderDate,
    preferredTime,
    ...(isActive === undefined ? {} : { isActive }),
  });

  test.each<[string, ReturnType<typeof reminder>, string, boolean]>([
    ["day before", reminder("2026-05-06", "09:00"), "2026-05-05T20:00:00Z", false],
    ["same day, one minute early", reminder("2026-05-06", "09:00"), "2026-05-06T06:59:00Z", false],
    ["same day, on time (09:00 CEST = 07:00Z)", reminder("2026-05-06", "09:00"), "2026-05-06T07:00:00Z", true],
    ["missed while down, next day", reminder("2026-05-06", "09:00"), "2026-05-07T05:00:00Z", true],
    ["no preferred time: not before 10:00", reminder("2026-05-06", null), "2026-05-06T07:59:00Z", false],
    ["no preferred time: due at 10:00", reminder("2026-05-06", null), "2026-05-06T08:00:00Z", true],
    ["inactive never due", reminder("2026-05-06", "09:00", false), "2026-05-08T10:00:00Z", false],
    ["active flag true", reminder("2026-05-06", "09:00", true), "2026-05-06T07:00:00Z", true],
    ["spring DST: 02:30 does not exist, 01:59 is early", reminder("2026-03-29", "02:30"), "2026-03-29T00:59:00Z", false],
    ["spring DST: due when the clock jumps to 03:00", reminder("2026-03-29", "02:30"), "2026-03-29T01:00:00Z", true],
    ["autumn DST: first 02:29 is early", reminder("2026-10-25", "02:30"), "2026-10-25T00:29:00Z", false],
    ["autumn DST: first 02:30 is due", reminder("2026-10-25", "02:30"), "2026-10-25T00:30:00Z", true],
    ["autumn DST: after advancing, the second 02:30 is quiet", reminder("2026-11-01", "02:30"), "2026-10-25T01:30:00Z", false],
    ["Rome's New Year while UTC is still in the old year", reminder("2027-01-01", "00:15"), "2026-12-31T23:15:00Z", true],
    ["leap day", reminder("2028-02-29", "10:00"), "2028-02-29T09:00:00Z", true],
  ])("%s", (_label, r, instant, expected) => {
    expect(isDue(r, wallClockIn(ROME, new Date(instant)))).toBe(expected);
  });
});

describe("firstReminderDate (create and edit)", () => {
  test.each<[string, ReminderFrequency, number | null, number | null, string | null, string, string]>([
    ["weekly today, before its time: today", "weekly", 3, null, "10:00", "2026-03-04T08:59:00Z", "2026-03-04"],
    ["weekly today, time already passed: next week", "weekly", 3, null, "10:00", "2026-03-04T14:00:00Z", "2026-03-11"],
    ["weekly today, no preferred time, after 10:00: next week", "weekly", 3, null, null, "2026-03-04T09:00:00Z", "2026-03-11"],
    ["weekly another day is unaffected", "weekly", 5, null, "10:00", "2026-03-04T14:00:00Z", "2026-03-06"],
    ["biweekly today, passed: first is next week's day", "biweekly", 3, null, "09:00", "2026-03-04T14:00:00Z", "2026-03-11"],
    ["monthly 31 on 30 April after its time: 31 May", "monthly", null, 31, "10:00", "2026-04-30T12:00:00Z", "2026-05-31"],
    ["monthly 31 on 30 April before its time: today", "monthly", null, 31, "18:00", "2026-04-30T12:00:00Z", "2026-04-30"],
    ["monthly 31 on New Year's Eve, late in Rome: 31 January", "monthly", null, 31, "20:00", "2026-12-31T19:30:00Z", "2027-01-31"],
    ["Rome already in the new year while UTC is not", "weekly", 5, null, "10:00", "2026-12-31T23:30:00Z", "2027-01-01"],
    ["spring DST Sunday, 02:30 never happens but 03:00 is past it", "weekly", 0, null, "02:30", "2026-03-29T01:00:00Z", "2026-04-05"],
    ["autumn DST Sunday, 02:30 still ahead", "weekly", 0, null, "02:30", "2026-10-25T00:15:00Z", "2026-10-25"],
  ])("%s", (_label, frequency, dayOfWeek, dayOfMonth, preferredTime, instant, expected) => {
    const wallClock = wallClockIn(ROME, new Date(instant));
    expect(firstReminderDate({ frequency, dayOfWeek, dayOfMonth, preferredTime, wallClock })).toBe(expected);
  });
});

describe("advancePast (one message after downtime)", () => {
  test.each<[string, ReminderFrequency, number | null, number | null, string, string, string]>([
    ["sent on time: the next occurrence", "weekly", 3, null, "2026-03-04", "2026-03-04", "2026-03-11"],
    ["down three weeks: skips to after today", "weekly", 3, null, "2026-03-04", "2026-03-25", "2026-04-01"],
    ["down over the year end", "weekly", 1, null, "2026-12-21", "2027-01-06", "2027-01-11"],
    ["biweekly keeps its 14-day phase", "biweekly", 0, null, "2026-03-01", "2026-03-20", "2026-03-29"],
    ["biweekly across the autumn DST Sunday", "biweekly", 0, null, "2026-10-11", "2026-10-25", "2026-11-08"],
    ["monthly 31 down since January: end of March", "monthly", null, 31, "2026-01-31", "2026-03-15", "2026-03-31"],
    ["monthly 31 sent on 30 April: 31 May", "monthly", null, 31, "2026-04-30", "2026-04-30", "2026-05-31"],
    ["monthly 29 over a non-leap February", "monthly", null, 29, "2027-01-29", "2027-02-28", "2027-03-29"],
    ["monthly 29 onto the leap day", "monthly", null, 29, "2028-01-29", "2028-02-01", "2028-02-29"],
  ])("%s", (_label, frequency, dayOfWeek, dayOfMonth, current, today, expected) => {
    expect(advancePast({ frequency, dayOfWeek, dayOfMonth, current, today })).toBe(expected);
  });
});
