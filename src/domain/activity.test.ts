import { describe, expect, test } from "bun:test";
import { appointmentUpdateAction, dayStartUtc, decodeCursor, diffRecords, encodeCursor } from "./activity";
import { displayName } from "./names";

describe("diffRecords", () => {
  test.each([
    ["a creation lists every field as [null, value]", null, { name: "Taglio", price: 2500 }, { name: [null, "Taglio"], price: [null, 2500] }],
    ["a deletion lists every field as [value, null]", { name: "Taglio", price: 2500 }, null, { name: ["Taglio", null], price: [2500, null] }],
    ["an update lists only what changed", { name: "Taglio", price: 2500 }, { name: "Taglio", price: 3000 }, { price: [2500, 3000] }],
    ["nothing changed is an empty diff", { name: "Taglio" }, { name: "Taglio" }, {}],
    ["ids, timestamps, versions and hashes are left out", { id: 1, updatedAt: "a", version: 1, passwordHash: "x", n: 1 }, { id: 1, updatedAt: "b", version: 2, passwordHash: "y", n: 1 }, {}],
    ["undefined and null are the same value", { notes: null }, { notes: undefined }, {}],
    ["a field only on one side is a change", { a: 1 }, { a: 1, b: 2 }, { b: [null, 2] }],
    ["empty fields of a creation are left out", null, { name: "X", notes: null }, { name: [null, "X"] }],
    ["nested values compare by content", { days: [1, 2] }, { days: [1, 2] }, {}],
    ["booleans change", { isActive: true }, { isActive: false }, { isActive: [true, false] }],
  ] as const)("%s", (_, before, after, expected) => {
    expect(diffRecords(before as Record<string, unknown> | null, after as Record<string, unknown> | null)).toEqual(expected as never);
  });
});

describe("appointmentUpdateAction", () => {
  test.each([
    [{ date: ["2026-11-24", "2026-11-26"] }, "moved"],
    [{ startTime: ["10:00", "15:00"], endTime: ["10:30", "15:30"] }, "moved"],
    [{ stylist: ["Giulia", "Marco"] }, "moved"],
    [{ notes: ["", "Tinta"] }, "updated"],
    [{ service: ["Taglio", "Piega"] }, "updated"],
    [{}, "updated"],
  ] as const)("%p is %p", (changes, action) => {
    expect(appointmentUpdateAction(changes as never)).toBe(action);
  });
});

describe("dayStartUtc", () => {
  test.each([
    ["Europe/Rome", "2026-11-22", "2026-11-21T23:00:00.000Z"],
    ["Europe/Rome", "2026-07-01", "2026-06-30T22:00:00.000Z"],
    // The night clocks go forward (02:00 → 03:00): midnight itself still exists at UTC+1.
    ["Europe/Rome", "2026-03-29", "2026-03-28T23:00:00.000Z"],
    ["Europe/Rome", "2026-10-25", "2026-10-24T22:00:00.000Z"],
    ["UTC", "2026-01-01", "2026-01-01T00:00:00.000Z"],
    ["America/New_York", "2026-11-22", "2026-11-22T05:00:00.000Z"],
  ])("%s %s starts at %s", (zone, day, expected) => {
    expect(dayStartUtc(zone, day)).toBe(expected);
  });
});

test("the cursor round-trips and refuses garbage", () => {
  const cursor = encodeCursor({ at: "2026-11-22T10:03:00.000Z", id: 42 });
  expect(decodeCursor(cursor)).toEqual({ at: "2026-11-22T10:03:00.000Z", id: 42 });
  expect(decodeCursor("nonsense_x")).toBeNull();
  expect(decodeCursor("_5")).toBeNull();
});

test("displayName joins first and last name", () => {
  expect(displayName({ firstName: "Giulia", lastName: "Bianchi" })).toBe("Giulia Bianchi");
  expect(displayName({ firstName: "Marco", lastName: "" })).toBe("Marco");
});
