import { describe, expect, test } from "bun:test";
import { isFutureVisit, scrubEntry, scrubNames } from "./client-erasure";

describe("scrubNames", () => {
  test.each([
    ["Giulia Rossi · Taglio · 12/03/2026 10:00", ["Giulia Rossi"], "Cliente eliminato · Taglio · 12/03/2026 10:00"],
    // A rename: both the old and the new name go.
    ["Giulia Rosi → Giulia Rossi", ["Giulia Rossi", "Giulia Rosi"], "Cliente eliminato → Cliente eliminato"],
    // The longer name first: a walk-in's "Maria" must not split "Maria Rossi".
    ["Maria Rossi, poi Maria", ["Maria", "Maria Rossi"], "Cliente eliminato, poi Cliente eliminato"],
    // Case matters: another client whose name merely contains hers is left alone.
    ["Marianna Rossi", ["Anna Rossi"], "Marianna Rossi"],
    ["Taglio", ["", "  "], "Taglio"],
  ])("%p with %p -> %p", (text, names, expected) => {
    expect(scrubNames(text, names)).toBe(expected);
  });
});

describe("scrubEntry", () => {
  test("her own client entry keeps no personal field and no name", () => {
    const entry = {
      summary: "Giulia Rossi",
      changes: { firstName: ["Giulia", "Giulia"], phone: ["+39333", "+39334"], notes: [null, "Allergica"], whatsappConsent: [false, true] } as Record<string, [unknown, unknown]>,
    };
    expect(scrubEntry(entry, ["Giulia Rossi"], true)).toEqual({ summary: "Cliente eliminato", changes: { whatsappConsent: [false, true] } });
  });

  test("a visit's entry keeps its facts, with her name replaced in the summary and the changes", () => {
    const entry = {
      summary: "Giulia Rossi · Colore · 12/03/2026 10:00",
      changes: { client: [null, "Giulia Rossi"], notes: [null, "Giulia Rossi vuole il solito"], startTime: [null, "10:00"] } as Record<string, [unknown, unknown]>,
    };
    expect(scrubEntry(entry, ["Giulia Rossi"], false)).toEqual({
      summary: "Cliente eliminato · Colore · 12/03/2026 10:00",
      changes: { client: [null, "Cliente eliminato"], notes: [null, "Cliente eliminato vuole il solito"], startTime: [null, "10:00"] },
    });
  });
});

describe("isFutureVisit", () => {
  test.each([
    ["2026-03-10", "booked", true],
    ["2026-03-31", "confirmed", true],
    ["2026-03-10", "pending", true],
    ["2026-03-09", "booked", false],
    ["2026-03-10", "arrived", false],
    ["2026-03-11", "cancelled", false],
    ["2026-03-10", "completed", false],
  ] as const)("%s %s -> %p (today 2026-03-10)", (date, status, expected) => {
    expect(isFutureVisit({ date, status }, "2026-03-10")).toBe(expected);
  });
});
