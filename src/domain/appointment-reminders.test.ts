import { describe, expect, test } from "bun:test";
import type { AppointmentStatus } from "./appointment-status";
import { inQuietHours, italianWhen, reminderDecision, type ReminderDecision, type ReminderTiming } from "./appointment-reminders";

const ROME = "Europe/Rome";
const DEFAULT: ReminderTiming = { leadHours: 24, quietStart: "21:00", quietEnd: "08:00" };
const NO_QUIET: ReminderTiming = { leadHours: 24, quietStart: null, quietEnd: null };
const later = (at: string): ReminderDecision => ({ kind: "later", at: new Date(at).toISOString() });
const DUE: ReminderDecision = { kind: "due" };

describe("inQuietHours", () => {
  test.each<[string, string | null, string | null, string, boolean]>([
    ["across midnight, late evening", "21:00", "08:00", "22:30", true],
    ["across midnight, at the start", "21:00", "08:00", "21:00", true],
    ["across midnight, early morning", "21:00", "08:00", "07:59", true],
    ["across midnight, at the end", "21:00", "08:00", "08:00", false],
    ["across midnight, afternoon", "21:00", "08:00", "15:00", false],
    ["same day window", "13:00", "15:00", "14:00", true],
    ["same day window, outside", "13:00", "15:00", "15:00", false],
    ["none", null, null, "23:00", false],
  ])("%s", (_label, quietStart, quietEnd, at, expected) => {
    const [h, m] = at.split(":").map(Number) as [number, number];
    expect(inQuietHours({ quietStart, quietEnd }, h * 60 + m)).toBe(expected);
  });
});

describe("reminderDecision", () => {
  const booked = (date: string, startTime: string, status: AppointmentStatus = "booked") => ({ date, startTime, status });
  test.each<[string, ReturnType<typeof booked>, ReminderTiming, string, ReminderDecision]>([
    ["a minute before its time: later, at start − 24 h", booked("2026-11-24", "10:00"), DEFAULT, "2026-11-23T08:59:00Z", later("2026-11-23T09:00:00Z")],
    ["at start − 24 h: due", booked("2026-11-24", "10:00"), DEFAULT, "2026-11-23T09:00:00Z", DUE],
    ["20 h ahead (booked inside the window): due now", booked("2026-11-24", "10:00"), DEFAULT, "2026-11-23T13:00:00Z", DUE],
    ["confirmed is reminded too", booked("2026-11-24", "10:00", "confirmed"), DEFAULT, "2026-11-23T13:00:00Z", DUE],
    ["spring change: 24 real hours before Sunday 10:00 is Saturday 09:00", booked("2026-03-29", "10:00"), DEFAULT, "2026-03-28T07:59:00Z", later("2026-03-28T08:00:00Z")],
    ["autumn change: 24 real hours before Sunday 10:00 is Saturday 11:00", booked("2026-10-25", "10:00"), DEFAULT, "2026-10-24T08:00:00Z", later("2026-10-24T09:00:00Z")],
    ["month end: due on 28 February for 1 March", booked("2026-03-01", "10:00"), DEFAULT, "2026-02-28T08:00:00Z", later("2026-02-28T09:00:00Z")],
    ["leap day: due on 29 February for 1 March 2028", booked("2028-03-01", "10:00"), DEFAULT, "2028-02-28T12:00:00Z", later("2028-02-29T09:00:00Z")],
    ["72 h lead onto a leap day appointment", booked("2028-02-29", "09:00"), { ...DEFAULT, leadHours: 72 }, "2028-02-25T12:00:00Z", later("2028-02-26T08:00:00Z")],
    ["New Year's Eve to New Year's Day", booked("2027-01-01", "10:00"), DEFAULT, "2026-12-31T08:00:00Z", later("2026-12-31T09:00:00Z")],
    ["due in quiet hours: at their end", booked("2026-11-24", "14:00"), { ...DEFAULT, quietStart: "13:00", quietEnd: "15:00" }, "2026-11-23T10:00:00Z", later("2026-11-23T14:00:00Z")],
    ["quiet end too late: the minute before they began", booked("2026-11-24", "09:00"), { ...DEFAULT, leadHours: 12 }, "2026-11-23T12:00:00Z", later("2026-11-23T19:59:00Z")],
    ["quiet hours over the spring change end at 08:00 summer time", booked("2026-03-29", "10:30"), { ...DEFAULT, leadHours: 10 }, "2026-03-28T12:00:00Z", later("2026-03-29T06:00:00Z")],
    ["quiet hours over the autumn change end at 08:00 winter time", booked("2026-10-25", "10:30"), { ...DEFAULT, leadHours: 10 }, "2026-10-24T12:00:00Z", later("2026-10-25T07:00:00Z")],
    ["booked during quiet hours inside the window: at their end", booked("2026-11-24", "11:00"), DEFAULT, "2026-11-23T21:00:00Z", later("2026-11-24T07:00:00Z")],
    ["booked during quiet hours, their end too late: never", booked("2026-11-24", "09:30"), DEFAULT, "2026-11-23T21:00:00Z", { kind: "never", reason: "quiet_hours" }],
    ["without quiet hours a late evening is fine", booked("2026-11-24", "09:30"), NO_QUIET, "2026-11-23T21:00:00Z", DUE],
    ["2 h 1 min before the start: due", booked("2026-11-24", "10:00"), NO_QUIET, "2026-11-24T06:59:00Z", DUE],
    ["exactly 2 h before the start: never", booked("2026-11-24", "10:00"), NO_QUIET, "2026-11-24T07:00:00Z", { kind: "never", reason: "too_late" }],
    ["within 2 h: never", booked("2026-11-24", "10:00"), DEFAULT, "2026-11-24T08:30:00Z", { kind: "never", reason: "too_late" }],
    ["past: never", booked("2026-11-24", "10:00"), DEFAULT, "2026-11-25T08:00:00Z", { kind: "never", reason: "too_late" }],
    ["pending (awaiting approval): never", booked("2026-11-24", "10:00", "pending"), DEFAULT, "2026-11-23T13:00:00Z", { kind: "never", reason: "status" }],
    ["cancelled: never", booked("2026-11-24", "10:00", "cancelled"), DEFAULT, "2026-11-23T13:00:00Z", { kind: "never", reason: "status" }],
    ["arrived: never", booked("2026-11-24", "10:00", "arrived"), DEFAULT, "2026-11-23T13:00:00Z", { kind: "never", reason: "status" }],
    ["completed: never", booked("2026-11-24", "10:00", "completed"), DEFAULT, "2026-11-23T13:00:00Z", { kind: "never", reason: "status" }],
    ["no_show: never", booked("2026-11-24", "10:00", "no_show"), DEFAULT, "2026-11-23T13:00:00Z", { kind: "never", reason: "status" }],
  ])("%s", (_label, appointment, timing, now, expected) => {
    expect(reminderDecision({ appointment, timing, timeZone: ROME, now: new Date(now) })).toEqual(expected);
  });
});

describe("italianWhen", () => {
  test.each([
    ["2026-11-24", "10:00", "martedì 24 novembre alle 10:00"],
    ["2028-02-29", "09:30", "martedì 29 febbraio alle 09:30"],
    ["2026-03-29", "15:45", "domenica 29 marzo alle 15:45"],
    ["2027-01-01", "10:00", "venerdì 1 gennaio alle 10:00"],
  ])("%s %s", (date, time, expected) => {
    expect(italianWhen(date, time)).toBe(expected);
  });
});
