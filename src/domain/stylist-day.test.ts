import { describe, expect, test } from "bun:test";
import { CALENDAR_DEFAULT_OPENING_HOURS, type SlotArgs, type WorkingHoursEntry } from "./availability";
import { appointmentConflict } from "./conflicts";
import { findFreeSlots } from "./free-slots";
import { availabilityOnDay, freeIntervals, stylistAvailability, stylistDay } from "./stylist-day";
import { fromMinutes, toMinutes } from "./time";

const TUESDAY = "2026-02-03";
const entry = (over: Partial<WorkingHoursEntry> = {}): WorkingHoursEntry => ({
  dayOfWeek: 2, isWorking: true, startTime: "09:00", endTime: "18:00", breakStartTime: "13:00", breakEndTime: "14:00", ...over,
});
const args = (over: Partial<SlotArgs> = {}): SlotArgs => ({
  date: TUESDAY, stylistId: 1, opening: CALENDAR_DEFAULT_OPENING_HOURS, extraordinaryDays: [], vacations: [], workingHours: [], ...over,
});
const text = (set: { start: number; end: number }[]) => set.map((i) => `${fromMinutes(i.start)}-${fromMinutes(i.end)}`);

describe("stylistDay", () => {
  test.each<[string, Partial<SlotArgs>, string | null, string[]]>([
    ["default hours", {}, null, ["09:00-13:00", "14:00-18:00"]],
    ["an off-grid break", { workingHours: [entry({ breakStartTime: "13:10" })] }, null, ["09:00-13:10", "14:00-18:00"]],
    ["an inverted break is no break", { workingHours: [entry({ breakStartTime: "14:00", breakEndTime: "13:00" })] }, null, ["09:00-18:00"]],
    ["working longer than the salon opens", { workingHours: [entry({ startTime: "07:00", endTime: "21:00", breakStartTime: null, breakEndTime: null })] }, null, ["08:00-20:00"]],
    ["special hours shorten the day", { extraordinaryDays: [{ date: TUESDAY, reason: "Orario Ridotto", isClosed: false, specialOpenTime: "10:00", specialCloseTime: "13:30" }] }, null, ["10:00-13:00"]],
    ["a closed day", { extraordinaryDays: [{ date: TUESDAY, reason: "Festività", isClosed: true, specialOpenTime: null, specialCloseTime: null }] }, "closed", []],
    ["a vacation", { vacations: [{ stylistId: 1, startDate: "2026-01-31", endDate: TUESDAY, isActive: true, reason: "Ferie" }] }, "vacation", []],
    ["someone else's vacation", { vacations: [{ stylistId: 2, startDate: TUESDAY, endDate: TUESDAY, isActive: true, reason: "Ferie" }] }, null, ["09:00-13:00", "14:00-18:00"]],
    ["a Sunday off by default", { date: "2026-02-01" }, "not_working", []],
    ["the DST Sunday 2026-03-29, working", { date: "2026-03-29", workingHours: [entry({ dayOfWeek: 0, startTime: "10:00", endTime: "16:00" })] }, null, ["10:00-13:00", "14:00-16:00"]],
    ["the DST Sunday 2026-10-25, working", { date: "2026-10-25", workingHours: [entry({ dayOfWeek: 0, startTime: "10:00", endTime: "16:00" })] }, null, ["10:00-13:00", "14:00-16:00"]],
  ])("%s", (_label, over, off, available) => {
    const day = stylistDay(args(over));
    expect(day.off).toBe(off as never);
    expect(text(day.available)).toEqual(available);
  });

  test("free time is the available time minus busy parts (another client's posa stays free)", () => {
    const day = stylistDay(args());
    const busy = [{ start: toMinutes("09:00"), end: toMinutes("09:30") }, { start: toMinutes("10:00"), end: toMinutes("10:15") }, { start: toMinutes("12:45"), end: toMinutes("14:30") }];
    expect(text(freeIntervals(day, busy))).toEqual(["09:30-10:00", "10:15-12:45", "14:30-18:00"]);
  });
});

describe("one rule for a break of 13:10-14:00", () => {
  const workingHours = [entry({ breakStartTime: "13:10", breakEndTime: "14:00" })];
  const appointment = { stylistId: 1, date: TUESDAY, startTime: "12:30", endTime: "13:15", stylist: { name: "Giulia" } };
  const inputs = { opening: CALENDAR_DEFAULT_OPENING_HOURS, extraordinaryDays: [], vacations: [], workingHoursOf: () => workingHours };

  test("the conflicts list, the availability check and the free-slot search agree", () => {
    expect(appointmentConflict(appointment, inputs)?.kind).toBe("break");
    expect(stylistAvailability({ ...args({ workingHours }), time: "12:30", durationMinutes: 45 })).toEqual({ ok: false, reason: "break" });
    const slots = findFreeSlots({
      ...inputs, workingHours: new Map([[1, workingHours]]), bookings: [], stylistIds: [1], durationMinutes: 45,
      now: new Date("2026-01-01T00:00:00Z"), timeZone: "Europe/Rome", fromDate: TUESDAY, fromTime: "12:00", days: 1, limit: 3,
    });
    expect(slots.map((s) => s.startTime)).toEqual(["12:00", "12:15", "14:00"]);
  });

  test("ending at 13:10 is fine for all of them", () => {
    expect(appointmentConflict({ ...appointment, startTime: "12:40", endTime: "13:10" }, inputs)).toBeNull();
    expect(availabilityOnDay(args({ workingHours }))(toMinutes("12:40"), 30)).toEqual({ ok: true });
  });
});
