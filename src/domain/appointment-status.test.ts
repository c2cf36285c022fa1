import { describe, expect, test } from "bun:test";
import {
  allowedNext,
  APPOINTMENT_STATUSES,
  cancelledByLabel,
  canMove,
  holdsTime,
  isAppointmentStatus,
  noShowsLabel,
  STATUS_LABELS,
  takesTimeBack,
  type AppointmentStatus,
} from "./appointment-status";

// Every move the desk may make, written out by hand from the salon's day (not from the table
// under test): rows are "from", the letters "to". y = allowed, . = refused.
//            pending booked confirmed arrived completed no_show cancelled
const MATRIX: Record<AppointmentStatus, string> = {
  pending: "  .       y        y         .        .        .       y",
  booked: "    .       .        y         y        y        y       y",
  confirmed: " .       y        .         y        y        y       y",
  arrived: "   .       y        y         .        y        .       y",
  completed: " .       .        .         y        .        .       .",
  no_show: "   .       y        y         y        .        .       y",
  cancelled: " .       y        y         .        .        .       .",
};

const pairs = APPOINTMENT_STATUSES.flatMap((from) => {
  const marks = MATRIX[from].replace(/\s+/g, "");
  expect(marks).toHaveLength(APPOINTMENT_STATUSES.length);
  return APPOINTMENT_STATUSES.map((to, i) => [from, to, marks[i] === "y"] as const);
});

describe("canMove", () => {
  test("covers all 49 pairs", () => {
    expect(pairs).toHaveLength(49);
  });

  test.each(pairs)("%s -> %s: %p", (from, to, allowed) => {
    expect(canMove(from, to)).toBe(allowed);
    expect(allowedNext(from).includes(to)).toBe(allowed);
  });

  test.each(APPOINTMENT_STATUSES.map((s) => [s]))("%s never moves to itself", (s) => {
    expect(canMove(s, s)).toBe(false);
  });

  test("every status can be left and reached again (no dead end, nothing unreachable but pending)", () => {
    for (const s of APPOINTMENT_STATUSES) expect(allowedNext(s).length).toBeGreaterThan(0);
    const reachable = new Set(APPOINTMENT_STATUSES.flatMap((s) => allowedNext(s)));
    expect(APPOINTMENT_STATUSES.filter((s) => !reachable.has(s))).toEqual(["pending"]);
  });
});

describe("time", () => {
  test.each([
    ["pending", true],
    ["booked", true],
    ["confirmed", true],
    ["arrived", true],
    ["completed", true],
    ["no_show", true],
    ["cancelled", false],
  ] as const)("%s holds its time: %p", (status, holds) => {
    expect(holdsTime(status)).toBe(holds);
  });

  test.each([
    ["cancelled", "booked", true],
    ["cancelled", "confirmed", true],
    ["booked", "cancelled", false],
    ["no_show", "arrived", false],
    ["confirmed", "arrived", false],
  ] as const)("%s -> %s takes the time back: %p", (from, to, expected) => {
    expect(takesTimeBack(from, to)).toBe(expected);
  });
});

describe("labels", () => {
  test("Italian labels for every status", () => {
    expect(STATUS_LABELS).toEqual({
      pending: "Da approvare",
      booked: "Prenotato",
      confirmed: "Confermato",
      arrived: "Arrivato",
      completed: "Completato",
      no_show: "Non presentato",
      cancelled: "Annullato",
    });
  });

  test.each([
    ["client", "Annullato dal cliente"],
    ["staff", "Annullato dal salone"],
    [null, "Annullato"],
  ] as const)("cancelled by %p reads %p", (by, text) => {
    expect(cancelledByLabel(by)).toBe(text);
  });

  test.each([
    [0, "0 mancate presentazioni"],
    [1, "1 mancata presentazione"],
    [2, "2 mancate presentazioni"],
    [11, "11 mancate presentazioni"],
  ])("%i no-shows read %p", (n, text) => {
    expect(noShowsLabel(n)).toBe(text);
  });

  test.each([
    ["booked", true],
    ["no_show", true],
    ["annullato", false],
    ["", false],
    [3, false],
    [null, false],
  ])("%p is a status: %p", (value, expected) => {
    expect(isAppointmentStatus(value)).toBe(expected);
  });
});
