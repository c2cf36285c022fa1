import { describe, expect, test } from "bun:test";
import {
  CALENDAR_DEFAULT_OPENING_HOURS,
  dayHours,
  defaultWorkingHours,
  normalizeOpeningHours,
  SETTINGS_DEFAULT_OPENING_HOURS,
  slotStates,
  workingHoursPreset,
  type ExtraordinaryDay,
  type SlotArgs,
  type SlotState,
  type Vacation,
  type WeeklyOpeningHours,
  type WorkingHoursEntry,
} from "./availability";
import { stylistAvailability } from "./stylist-day";

const STYLIST = 1;
const TUESDAY = "2026-02-03";

const base: SlotArgs = {
  date: TUESDAY,
  stylistId: STYLIST,
  opening: CALENDAR_DEFAULT_OPENING_HOURS,
  extraordinaryDays: [],
  vacations: [],
  workingHours: [],
};

const vacation = (overrides: Partial<Vacation> = {}): Vacation => ({
  stylistId: STYLIST,
  startDate: "2026-01-30",
  endDate: "2026-02-02",
  isActive: true,
  reason: "Ferie",
  ...overrides,
});

const closedDay = (date: string): ExtraordinaryDay => ({
  date,
  reason: "Festività",
  isClosed: true,
  specialOpenTime: null,
  specialCloseTime: null,
});

const specialDay = (date: string, open: string, close: string): ExtraordinaryDay => ({
  date,
  reason: "Orario Ridotto",
  isClosed: false,
  specialOpenTime: open,
  specialCloseTime: close,
});

const entry = (dayOfWeek: number, overrides: Partial<WorkingHoursEntry> = {}): WorkingHoursEntry => ({
  ...defaultWorkingHours(dayOfWeek),
  ...overrides,
});

/** Works Sundays 10:00-16:00 without a break, defaults otherwise. */
const sundayWorker = [entry(0, { isWorking: true, startTime: "10:00", endTime: "16:00" })];

type Expectation = {
  closed: boolean;
  openTime: string;
  closeTime: string;
  count: number;
  states: Record<string, SlotState>;
  /** When every slot has the same state. */
  all?: SlotState;
};

describe("slotStates", () => {
  test.each<[string, Partial<SlotArgs>, Expectation]>([
    [
      "weekday, stylist without saved hours gets the defaults",
      {},
      {
        closed: false,
        openTime: "08:00",
        closeTime: "20:00",
        count: 48,
        states: {
          "08:00": "not_working",
          "08:45": "not_working",
          "09:00": "available",
          "12:45": "available",
          "13:00": "break",
          "13:45": "break",
          "14:00": "available",
          "17:45": "available",
          "18:00": "not_working",
          "19:45": "not_working",
        },
      },
    ],
    [
      "Sunday with default stylist hours: open salon, stylist not working",
      { date: "2026-02-01" },
      { closed: false, openTime: "10:00", closeTime: "16:00", count: 24, states: {}, all: "not_working" },
    ],
    [
      "inactive vacation is ignored",
      { vacations: [vacation({ isActive: false, startDate: TUESDAY, endDate: TUESDAY })] },
      { closed: false, openTime: "08:00", closeTime: "20:00", count: 48, states: { "09:00": "available" } },
    ],
    [
      "another stylist's vacation is ignored",
      { vacations: [vacation({ stylistId: 2, startDate: TUESDAY, endDate: TUESDAY })] },
      { closed: false, openTime: "08:00", closeTime: "20:00", count: 48, states: { "09:00": "available" } },
    ],
    [
      "closed extraordinary day: every slot closed",
      { extraordinaryDays: [closedDay(TUESDAY), specialDay("2026-02-04", "10:00", "12:00")] },
      { closed: true, openTime: "08:00", closeTime: "20:00", count: 48, states: {}, all: "closed" },
    ],
    [
      "vacation outranks a closed extraordinary day",
      { extraordinaryDays: [closedDay(TUESDAY)], vacations: [vacation({ endDate: TUESDAY })] },
      { closed: true, openTime: "08:00", closeTime: "20:00", count: 48, states: {}, all: "vacation" },
    ],
    [
      "special hours 10:00-14:00: special where available, the break stays a break",
      { extraordinaryDays: [specialDay(TUESDAY, "10:00", "14:00")] },
      {
        closed: false,
        openTime: "10:00",
        closeTime: "14:00",
        count: 16,
        states: { "10:00": "special", "12:45": "special", "13:00": "break", "13:45": "break" },
      },
    ],
    [
      "special opening on a Sunday the salon normally closes",
      {
        date: "2026-02-01",
        opening: SETTINGS_DEFAULT_OPENING_HOURS,
        extraordinaryDays: [specialDay("2026-02-01", "09:00:00", "13:00:00")],
        workingHours: sundayWorker,
      },
      {
        closed: false,
        openTime: "09:00",
        closeTime: "13:00",
        count: 16,
        states: { "09:00": "not_working", "09:45": "not_working", "10:00": "special", "12:45": "special" },
      },
    ],
    [
      "weekly closed day (settings defaults close Sunday)",
      { date: "2026-02-01", opening: SETTINGS_DEFAULT_OPENING_HOURS, workingHours: sundayWorker },
      { closed: true, openTime: "10:00", closeTime: "18:00", count: 32, states: {}, all: "closed" },
    ],
    [
      "saved Tuesday hours apply, with their own break",
      {
        workingHours: [entry(2, { startTime: "10:00:00", endTime: "15:00:00", breakStartTime: "12:30", breakEndTime: "13:00" })],
      },
      {
        closed: false,
        openTime: "08:00",
        closeTime: "20:00",
        count: 48,
        states: { "09:45": "not_working", "10:00": "available", "12:30": "break", "13:00": "available", "15:00": "not_working" },
      },
    ],
    [
      "saved day off with stale break times is not working all day",
      { workingHours: [entry(2, { isWorking: false })] },
      { closed: false, openTime: "08:00", closeTime: "20:00", count: 48, states: { "13:00": "not_working" }, all: "not_working" },
    ],
    [
      "a saved entry for another weekday leaves Wednesday on defaults",
      { date: "2026-02-04", workingHours: [entry(2, { isWorking: false })] },
      { closed: false, openTime: "08:00", closeTime: "20:00", count: 48, states: { "09:00": "available", "13:00": "break" } },
    ],
    [
      "spring DST Sunday 2026-03-29 has the usual 24 slots",
      { date: "2026-03-29", workingHours: sundayWorker },
      { closed: false, openTime: "10:00", closeTime: "16:00", count: 24, states: { "15:45": "available" }, all: "available" },
    ],
    [
      "autumn DST Sunday 2026-10-25 has the usual 24 slots",
      { date: "2026-10-25", workingHours: sundayWorker },
      { closed: false, openTime: "10:00", closeTime: "16:00", count: 24, states: { "15:45": "available" }, all: "available" },
    ],
    [
      "an ordinary Sunday, for comparison",
      { date: "2026-03-22", workingHours: sundayWorker },
      { closed: false, openTime: "10:00", closeTime: "16:00", count: 24, states: { "15:45": "available" }, all: "available" },
    ],
    [
      "leap day 2028-02-29 (a Tuesday)",
      { date: "2028-02-29" },
      { closed: false, openTime: "08:00", closeTime: "20:00", count: 48, states: { "09:00": "available", "13:00": "break" } },
    ],
    [
      "old flat opening hours: Tuesday uses them",
      { opening: normalizeOpeningHours({ openTime: "09:00", closeTime: "19:00" }) },
      { closed: false, openTime: "09:00", closeTime: "19:00", count: 40, states: { "09:00": "available", "18:45": "not_working" } },
    ],
    [
      "old flat opening hours: Sunday is closed",
      { date: "2026-02-01", opening: normalizeOpeningHours({ openTime: "09:00", closeTime: "19:00" }), workingHours: sundayWorker },
      { closed: true, openTime: "10:00", closeTime: "18:00", count: 32, states: {}, all: "closed" },
    ],
  ])("%s", (_label, overrides, expected) => {
    const result = slotStates({ ...base, ...overrides });
    expect(result.closed).toBe(expected.closed);
    expect(result.openTime).toBe(expected.openTime);
    expect(result.closeTime).toBe(expected.closeTime);
    expect(result.slots).toHaveLength(expected.count);
    expect(result.slots[0]?.time).toBe(expected.openTime);
    const byTime = Object.fromEntries(result.slots.map((slot) => [slot.time, slot.state]));
    for (const [time, state] of Object.entries(expected.states)) expect([time, byTime[time]]).toEqual([time, state]);
    if (expected.all) expect(new Set(result.slots.map((slot) => slot.state))).toEqual(new Set([expected.all]));
  });

  test.each<[string, SlotState]>([
    ["2026-01-29", "available"],
    ["2026-01-30", "vacation"],
    ["2026-01-31", "vacation"],
    ["2026-02-01", "vacation"],
    ["2026-02-02", "vacation"],
    ["2026-02-03", "available"],
  ])("vacation 2026-01-30..2026-02-02 across the month end: %s 10:00 is %s", (date, state) => {
    const result = slotStates({ ...base, date, vacations: [vacation()], workingHours: sundayWorker });
    expect(result.slots.find((slot) => slot.time === "10:00")?.state).toBe(state);
  });
});

describe("stylistAvailability", () => {
  test.each<[string, Partial<SlotArgs>, string, number, ReturnType<typeof stylistAvailability>]>([
    ["morning appointment", {}, "09:00", 30, { ok: true }],
    ["ends exactly when the break starts", {}, "12:30", 30, { ok: true }],
    ["runs into the break", {}, "12:30", 45, { ok: false, reason: "break" }],
    ["starts in the break", {}, "13:00", 30, { ok: false, reason: "break" }],
    ["ends exactly at end of shift", {}, "17:30", 30, { ok: true }],
    ["runs past end of shift", {}, "17:45", 30, { ok: false, reason: "not_working" }],
    ["before the shift, salon open", {}, "08:30", 30, { ok: false, reason: "not_working" }],
    ["before the salon opens", {}, "07:45", 30, { ok: false, reason: "closed" }],
    ["past the salon's closing", {}, "19:45", 30, { ok: false, reason: "closed" }],
    ["off-grid start covers the 10:00 and 10:15 slots", {}, "10:05", 20, { ok: true }],
    ["off-grid start touching the 13:00 slot", {}, "12:55", 10, { ok: false, reason: "break" }],
    ["zero duration checks the starting slot", {}, "09:00", 0, { ok: true }],
    ["on vacation", { vacations: [vacation({ endDate: TUESDAY })] }, "09:00", 30, { ok: false, reason: "vacation" }],
    ["closed extraordinary day", { extraordinaryDays: [closedDay(TUESDAY)] }, "09:00", 30, { ok: false, reason: "closed" }],
    ["special hours, inside", { extraordinaryDays: [specialDay(TUESDAY, "10:00", "14:00")] }, "10:00", 60, { ok: true }],
    ["special hours, before them", { extraordinaryDays: [specialDay(TUESDAY, "10:00", "14:00")] }, "09:30", 30, { ok: false, reason: "closed" }],
    ["special hours, in the break", { extraordinaryDays: [specialDay(TUESDAY, "10:00", "14:00")] }, "13:30", 30, { ok: false, reason: "break" }],
    ["Sunday with defaults", { date: "2026-02-01" }, "10:00", 30, { ok: false, reason: "not_working" }],
    ["autumn DST Sunday, stylist works", { date: "2026-10-25", workingHours: sundayWorker }, "15:00", 60, { ok: true }],
  ])("%s", (_label, overrides, time, durationMinutes, expected) => {
    expect(stylistAvailability({ ...base, ...overrides, time, durationMinutes })).toEqual(expected);
  });
});

describe("dayHours", () => {
  test.each<[string, string, ExtraordinaryDay[], { closed: boolean; openTime: string; closeTime: string; extraordinary: boolean }]>([
    ["weekday hours", TUESDAY, [], { closed: false, openTime: "08:00", closeTime: "20:00", extraordinary: false }],
    ["Saturday hours", "2026-01-31", [], { closed: false, openTime: "09:00", closeTime: "18:00", extraordinary: false }],
    ["closed extraordinary day", TUESDAY, [closedDay(TUESDAY)], { closed: true, openTime: "08:00", closeTime: "20:00", extraordinary: true }],
    ["special hours", TUESDAY, [specialDay(TUESDAY, "10:00", "14:00")], { closed: false, openTime: "10:00", closeTime: "14:00", extraordinary: true }],
    ["open, no special times", TUESDAY, [{ ...closedDay(TUESDAY), isClosed: false }], { closed: false, openTime: "08:00", closeTime: "20:00", extraordinary: true }],
    ["other date's entry ignored", TUESDAY, [closedDay("2026-02-04")], { closed: false, openTime: "08:00", closeTime: "20:00", extraordinary: false }],
  ])("%s", (_label, date, extraordinaryDays, expected) => {
    const result = dayHours({ date, opening: CALENDAR_DEFAULT_OPENING_HOURS, extraordinaryDays });
    expect({ ...result, extraordinary: result.extraordinary !== null }).toEqual(expected);
  });
});

describe("normalizeOpeningHours", () => {
  const flat: WeeklyOpeningHours = {
    monday: { openTime: "09:30", closeTime: "19:00", isOpen: true },
    tuesday: { openTime: "09:30", closeTime: "19:00", isOpen: true },
    wednesday: { openTime: "09:30", closeTime: "19:00", isOpen: true },
    thursday: { openTime: "09:30", closeTime: "19:00", isOpen: true },
    friday: { openTime: "09:30", closeTime: "19:00", isOpen: true },
    saturday: { openTime: "09:00", closeTime: "20:00", isOpen: true },
    sunday: { openTime: "10:00", closeTime: "18:00", isOpen: false },
  };
  const mondayOff = { ...CALENDAR_DEFAULT_OPENING_HOURS, monday: { openTime: "07:00", closeTime: "12:00", isOpen: false } };

  test.each<[string, unknown, WeeklyOpeningHours | undefined, WeeklyOpeningHours]>([
    ["per-day object kept as is", mondayOff, undefined, mondayOff],
    ["HH:mm:ss trimmed", { ...mondayOff, monday: { openTime: "07:00:00", closeTime: "12:00:00", isOpen: false } }, undefined, mondayOff],
    ["old flat format", { openTime: "09:30:00", closeTime: "19:00" }, undefined, flat],
    ["flat format with a bad time", { openTime: "9", closeTime: "19:00" }, undefined, CALENDAR_DEFAULT_OPENING_HOURS],
    ["null", null, undefined, CALENDAR_DEFAULT_OPENING_HOURS],
    ["a string", "08:00-20:00", undefined, CALENDAR_DEFAULT_OPENING_HOURS],
    ["an array", [], SETTINGS_DEFAULT_OPENING_HOURS, SETTINGS_DEFAULT_OPENING_HOURS],
    [
      "one malformed day falls back for that day only",
      { ...mondayOff, tuesday: { openTime: "25:00", closeTime: "12:00", isOpen: true }, sunday: { openTime: "10:00" } },
      undefined,
      mondayOff,
    ],
    [
      "missing days come from the given fallback",
      { monday: { openTime: "07:00", closeTime: "12:00", isOpen: false } },
      SETTINGS_DEFAULT_OPENING_HOURS,
      { ...SETTINGS_DEFAULT_OPENING_HOURS, monday: { openTime: "07:00", closeTime: "12:00", isOpen: false } },
    ],
  ])("%s", (_label, raw, fallback, expected) => {
    expect(normalizeOpeningHours(raw, fallback)).toEqual(expected);
  });

  test("the result is a copy: editing it leaves the defaults alone", () => {
    const hours = normalizeOpeningHours(null);
    hours.monday.openTime = "06:00";
    expect(CALENDAR_DEFAULT_OPENING_HOURS.monday.openTime).toBe("08:00");
  });
});

describe("stylist hour presets", () => {
  test.each<[number, WorkingHoursEntry]>([
    [0, { dayOfWeek: 0, isWorking: false, startTime: "09:00", endTime: "18:00", breakStartTime: null, breakEndTime: null }],
    [1, { dayOfWeek: 1, isWorking: true, startTime: "09:00", endTime: "18:00", breakStartTime: "13:00", breakEndTime: "14:00" }],
    [6, { dayOfWeek: 6, isWorking: true, startTime: "09:00", endTime: "18:00", breakStartTime: "13:00", breakEndTime: "14:00" }],
  ])("default hours for day %p", (day, expected) => {
    expect(defaultWorkingHours(day)).toEqual(expected);
  });

  test.each<["full_time" | "part_time", number[]]>([
    ["full_time", [1, 2, 3, 4, 5, 6]],
    ["part_time", [2, 3, 4, 5]],
  ])("%s works on days %p", (preset, days) => {
    const entries = workingHoursPreset(preset);
    expect(entries.map((e) => e.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(entries.filter((e) => e.isWorking).map((e) => e.dayOfWeek)).toEqual(days);
    expect(entries.filter((e) => !e.isWorking).every((e) => e.breakStartTime === null)).toBe(true);
  });

  test("part time is 10:00-15:00 with a 12:30-13:00 break", () => {
    expect(workingHoursPreset("part_time")[3]).toMatchObject({ startTime: "10:00", endTime: "15:00", breakStartTime: "12:30", breakEndTime: "13:00" });
  });
});
