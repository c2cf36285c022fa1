import { describe, expect, test } from "bun:test";
import { addMonthsToDay } from "./calendar-months";
import { appointmentMessagesAllowed, currentConsents, hasConsent, marketingLapsed, type ConsentEntry } from "./consents";

const entry = (e: Partial<ConsentEntry>): ConsentEntry => ({ purpose: "marketing", channel: "whatsapp", given: true, at: "2024-01-10T10:00:00.000Z", source: "banco", textVersion: 1, ...e });
const day = (iso: string) => iso.slice(0, 10);

describe("addMonthsToDay", () => {
  test.each([
    ["2024-02-29", 24, "2026-02-28"],
    ["2026-01-31", 1, "2026-02-28"],
    ["2026-03-15", -6, "2025-09-15"],
    ["2025-12-31", 2, "2026-02-28"],
    ["2026-10-25", 12, "2027-10-25"],
  ])("%s + %i months = %s", (from, months, expected) => expect(addMonthsToDay(from, months)).toBe(expected));
});

describe("currentConsents", () => {
  test("the latest entry per purpose and channel wins; channels are separate", () => {
    const history = [
      entry({ purpose: "appointments", given: true }),
      entry({ channel: "email", given: true }),
      entry({ purpose: "appointments", given: false, at: "2025-01-01T00:00:00.000Z" }),
      entry({ purpose: "health", channel: null, given: true }),
    ];
    const now = currentConsents(history);
    expect(now.map((c) => [c.purpose, c.channel, c.given])).toEqual([["appointments", "whatsapp", false], ["marketing", "email", true], ["health", null, true]]);
    expect(hasConsent(now, "appointments")).toBe(false);
    expect(hasConsent(now, "marketing", "email")).toBe(true);
    expect(hasConsent(now, "marketing", "sms")).toBe(false);
  });
  test("the one gate reads only the appointments consent", () => {
    expect(appointmentMessagesAllowed({ whatsappConsent: true })).toBe(true);
    expect(appointmentMessagesAllowed({ whatsappConsent: false })).toBe(false);
  });
});

describe("marketingLapsed: 24 months after the last visit", () => {
  const given = [entry({})];
  test.each([
    [given, "2024-03-31", "2026-03-30", false],
    [given, "2024-03-31", "2026-03-31", true],
    // No visit: from the day it was given.
    [given, null, "2026-01-09", false],
    [given, null, "2026-01-10", true],
    // Given again after the last visit: from the new consent.
    [[entry({ at: "2025-06-01T10:00:00.000Z" })], "2023-01-01", "2026-03-31", false],
    [[entry({ given: false })], null, "2030-01-01", false],
  ] as const)("%#", (history, lastVisit, today, lapsed) => {
    expect(marketingLapsed(currentConsents(history), lastVisit, today, day)).toBe(lapsed);
  });
});
