import { describe, expect, test } from "bun:test";
import {
  appointmentEnd,
  clashes,
  clashMessage,
  durationMinutes,
  endTimeFor,
  findClash,
  judgeMove,
  hasCustomDuration,
  isCustomDuration,
  movePatch,
  moveToStart,
  slotToTime,
  splitClientName,
  suggestedStart,
  timeToSlotOffset,
  totalMinutes,
  type Booking,
} from "./appointments";
import { CALENDAR_DEFAULT_OPENING_HOURS, type SlotArgs } from "./availability";

const booking = (startTime: string, endTime: string, over: Partial<Booking> = {}): Booking => ({
  id: 1,
  stylistId: 1,
  date: "2026-03-10",
  startTime,
  endTime,
  ...over,
});

describe("clashes (half-open, same stylist and day)", () => {
  test.each([
    ["identical", "10:00", "10:45", "10:00", "10:45", true],
    ["back-to-back after", "10:45", "11:30", "10:00", "10:45", false],
    ["back-to-back before", "09:15", "10:00", "10:00", "10:45", false],
    ["starts inside", "10:30", "11:00", "10:00", "10:45", true],
    ["ends inside", "09:30", "10:15", "10:00", "10:45", true],
    ["covers", "09:00", "12:00", "10:00", "10:45", true],
    ["inside", "10:15", "10:30", "10:00", "10:45", true],
    ["one minute overlap", "10:44", "11:00", "10:00", "10:45", true],
    ["seconds are ignored", "10:45:00", "11:30:00", "10:00", "10:45", false],
    ["well apart", "14:00", "15:00", "10:00", "10:45", false],
  ])("%s: %s-%s vs %s-%s -> %p", (_, aStart, aEnd, bStart, bEnd, expected) => {
    const a = { id: 2, stylistId: 1, date: "2026-03-10", startTime: aStart, endTime: aEnd };
    expect(clashes(a, booking(bStart, bEnd))).toBe(expected);
    expect(clashes(booking(bStart, bEnd), a)).toBe(expected);
  });

  test("another stylist, another day or the same appointment never clash", () => {
    const b = booking("10:00", "10:45");
    expect(clashes({ ...b, id: 2, stylistId: 2 }, b)).toBe(false);
    expect(clashes({ ...b, id: 2, date: "2026-03-11" }, b)).toBe(false);
    expect(clashes({ ...b, startTime: "10:15", endTime: "11:00" }, b)).toBe(false);
    expect(clashes({ ...b, id: null }, b)).toBe(true);
  });

  test("findClash names the earliest overlapping booking", () => {
    const list = [booking("11:00", "12:00", { id: 7 }), booking("10:00", "10:45", { id: 8 }), booking("12:00", "13:00", { id: 9 })];
    expect(findClash({ stylistId: 1, date: "2026-03-10", startTime: "10:30", endTime: "11:15" }, list)?.id).toBe(8);
    expect(findClash({ stylistId: 1, date: "2026-03-10", startTime: "10:45", endTime: "11:00" }, list)).toBeNull();
  });

  test("the 409 message", () => {
    expect(clashMessage("Giulia", { startTime: "10:00:00", endTime: "10:45" })).toBe(
      "Giulia ha già un appuntamento dalle 10:00 alle 10:45",
    );
  });
});

describe("duration and end time", () => {
  test.each([
    [{ durationMinutes: 45 }, 45],
    [{ durationMinutes: 60, extraMinutes: [30, 15], cleaningMinutes: 15 }, 120],
    [{ durationMinutes: 30, cleaningMinutes: 0 }, 30],
    [{ durationMinutes: 90, extraMinutes: [], cleaningMinutes: 30 }, 120],
  ])("totalMinutes(%o) = %d", (args, expected) => {
    expect(totalMinutes(args)).toBe(expected);
  });

  test.each([
    ["09:00", 45, "09:45"],
    ["09:00:00", 30, "09:30"],
    ["12:45", 75, "14:00"],
    ["23:00", 59, "23:59"],
    ["23:15", 45, null],
    ["23:30", 30, null],
    ["10:00", 0, null],
    ["10:00", -15, null],
  ] as const)("endTimeFor(%s, %d) = %p", (start, minutes, expected) => {
    expect(endTimeFor(start, minutes)).toBe(expected);
  });

  test("the dialog's end: custom duration + extra services + cleaning", () => {
    expect(appointmentEnd({ startTime: "09:00", durationMinutes: 105, extraMinutes: [30], cleaningMinutes: 15 })).toBe("11:30");
    expect(appointmentEnd({ startTime: "09:00", durationMinutes: 30 })).toBe("09:30");
    expect(appointmentEnd({ startTime: "22:00", durationMinutes: 90, extraMinutes: [120] })).toBeNull();
  });

  test.each([
    [45, 45, false],
    [60, 45, true],
    [30, 45, true],
    [30, null, false],
    [30, undefined, false],
  ])("isCustomDuration(%p, service %p) = %p", (minutes, service, expected) => {
    expect(isCustomDuration(minutes, service)).toBe(expected);
  });

  test("a stored appointment is flagged when end - start differs from its service", () => {
    expect(hasCustomDuration({ startTime: "10:00", endTime: "11:00", service: { duration: 45 } })).toBe(true);
    expect(hasCustomDuration({ startTime: "10:00", endTime: "10:45", service: { duration: 45 } })).toBe(false);
    expect(durationMinutes({ startTime: "09:45", endTime: "11:15" })).toBe(90);
  });
});

describe("splitClientName (at the first space)", () => {
  test.each([
    ["Maria Grazia Rossi", "Maria", "Grazia Rossi"],
    ["Mario Rossi", "Mario", "Rossi"],
    ["  Anna   De   Luca  ", "Anna", "De Luca"],
    ["Cher", "Cher", ""],
    ["", "", ""],
    ["Gian\tLuca Bianchi", "Gian", "Luca Bianchi"],
  ])("%p -> %p / %p", (input, firstName, lastName) => {
    expect(splitClientName(input)).toEqual({ firstName, lastName });
  });
});

describe("moves (drag and drop, cut and paste)", () => {
  test.each([
    ["10:00", "10:45", "15:30", { startTime: "15:30", endTime: "16:15" }],
    ["10:00", "11:30", "09:00:00", { startTime: "09:00", endTime: "10:30" }],
    ["10:00", "11:00", "23:15", null],
    ["10:00", "11:00", "nonsense", null],
  ] as const)("%s-%s moved to %s", (startTime, endTime, to, expected) => {
    expect(moveToStart({ startTime, endTime }, to)).toEqual(expected);
  });

  test("slot index <-> time", () => {
    expect(slotToTime("08:00", 6)).toBe("09:30");
    expect(slotToTime("09:00", 0)).toBe("09:00");
    expect(timeToSlotOffset("08:00", "09:30")).toBe(6);
    expect(timeToSlotOffset("08:00", "08:10")).toBeCloseTo(0.667, 3);
  });

  const appt = booking("10:00", "10:45", { id: 5, stylistId: 2 });
  test("a slot drop keeps the length and takes the slot's stylist", () => {
    expect(movePatch(appt, { date: "2026-03-10", startTime: "14:00", stylistId: 3 })).toEqual({
      date: "2026-03-10",
      startTime: "14:00",
      endTime: "14:45",
      stylistId: 3,
    });
  });
  test("a month-day drop (date only) keeps times and stylist", () => {
    expect(movePatch(appt, { date: "2026-03-12" })).toEqual({ date: "2026-03-12", startTime: "10:00", endTime: "10:45", stylistId: 2 });
  });
  test("the same slot is no move at all", () => {
    expect(movePatch(appt, { date: "2026-03-10", startTime: "10:00", stylistId: 2 })).toBeNull();
    expect(movePatch(appt, { date: "2026-03-10" })).toBeNull();
    expect(movePatch(appt, { date: "2026-03-10", startTime: "23:30" })).toBeNull();
  });

  const day = [appt, booking("11:00", "12:00", { id: 6, stylistId: 2 }), booking("11:00", "12:00", { id: 7, stylistId: 3 })];
  test.each([
    ["a free slot", { date: "2026-03-10", startTime: "14:00" }, undefined, "free"],
    ["touching the next one (10:15-11:00)", { date: "2026-03-10", startTime: "10:15" }, "available", "free"],
    ["over the next one (10:30-11:15)", { date: "2026-03-10", startTime: "10:30" }, "available", "occupied"],
    ["another stylist's busy hour", { date: "2026-03-10", startTime: "11:15", stylistId: 3 }, "available", "occupied"],
    ["its own place", { date: "2026-03-10", startTime: "10:00" }, "available", "same"],
    ["a break (overridable)", { date: "2026-03-10", startTime: "14:00" }, "break", "free"],
    ["a vacation", { date: "2026-03-10", startTime: "14:00" }, "vacation", "unavailable"],
    ["a day off", { date: "2026-03-10", startTime: "14:00" }, "not_working", "unavailable"],
    ["a closed hour", { date: "2026-03-10", startTime: "14:00" }, "closed", "unavailable"],
  ] as const)("judgeMove: %s", (_name, target, state, verdict) => {
    expect(judgeMove(appt, target, day, state).verdict).toBe(verdict);
  });
});

describe("suggestedStart", () => {
  // Tuesday 2026-03-10, default hours 09:00-18:00 with a 13:00-14:00 break, salon 08:00-20:00.
  const base: SlotArgs = {
    date: "2026-03-10",
    stylistId: 1,
    opening: CALENDAR_DEFAULT_OPENING_HOURS,
    extraordinaryDays: [],
    vacations: [],
    workingHours: [],
  };
  test("the preferred time when free", () => {
    expect(suggestedStart({ ...base, durationMinutes: 45, preferredTime: "10:00:00", booked: [] })).toEqual({
      startTime: "10:00",
      endTime: "10:45",
    });
  });
  test("the first free slot when the preferred time clashes", () => {
    const booked = [
      { startTime: "09:00", endTime: "09:30" },
      { startTime: "10:00", endTime: "10:30" },
    ];
    expect(suggestedStart({ ...base, durationMinutes: 30, preferredTime: "10:15", booked })).toEqual({
      startTime: "09:30",
      endTime: "10:00",
    });
    expect(suggestedStart({ ...base, durationMinutes: 45, preferredTime: "10:15", booked })).toEqual({
      startTime: "10:30",
      endTime: "11:15",
    });
  });
  test("without a preferred time: the first slot of the stylist's day", () => {
    expect(suggestedStart({ ...base, durationMinutes: 60, preferredTime: null, booked: [] })).toEqual({
      startTime: "09:00",
      endTime: "10:00",
    });
  });
  test("a preferred time in the break or before work falls back to the first free slot", () => {
    expect(suggestedStart({ ...base, durationMinutes: 30, preferredTime: "13:00", booked: [] })?.startTime).toBe("09:00");
    expect(suggestedStart({ ...base, durationMinutes: 30, preferredTime: "08:00", booked: [] })?.startTime).toBe("09:00");
    // 12:30 for 45 minutes would run into the break.
    expect(suggestedStart({ ...base, durationMinutes: 45, preferredTime: "12:30", booked: [] })?.startTime).toBe("09:00");
  });
  test("none on a vacation, a closed day or a full day", () => {
    const vacations = [{ stylistId: 1, startDate: "2026-03-09", endDate: "2026-03-11", isActive: true, reason: "Ferie" }];
    expect(suggestedStart({ ...base, vacations, durationMinutes: 30, preferredTime: "10:00", booked: [] })).toBeNull();
    const extraordinaryDays = [{ date: "2026-03-10", reason: "Festività", isClosed: true, specialOpenTime: null, specialCloseTime: null }];
    expect(suggestedStart({ ...base, extraordinaryDays, durationMinutes: 30, preferredTime: "10:00", booked: [] })).toBeNull();
    const full = [
      { startTime: "09:00", endTime: "13:00" },
      { startTime: "14:00", endTime: "18:00" },
    ];
    expect(suggestedStart({ ...base, durationMinutes: 15, preferredTime: "10:00", booked: full })).toBeNull();
  });
});
