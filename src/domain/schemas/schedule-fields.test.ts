import { describe, expect, test } from "bun:test";
import * as v from "valibot";
import { duplicateDateMessage, joinReason, splitReason } from "./extraordinary-days";
import { isPastDay, optionalTime, quarterHours, requiredDate, requiredId, requiredTime } from "./schedule-fields";

type Parsed = { ok: unknown } | { error: string | undefined };
const parse = (schema: v.GenericSchema, input: unknown): Parsed => {
  const result = v.safeParse(schema, input);
  return result.success ? { ok: result.output } : { error: result.issues[0]?.message };
};

describe("time fields", () => {
  test.each<[unknown, Parsed]>([
    ["09:30", { ok: "09:30" }],
    [" 09:30:00 ", { ok: "09:30" }],
    ["", { error: "Richiesto" }],
    [null, { error: "Richiesto" }],
    [undefined, { error: "Richiesto" }],
    ["9:30", { error: "Orario non valido (usa HH:mm)" }],
    ["24:00", { error: "Orario non valido (usa HH:mm)" }],
  ])("requiredTime(%p)", (input, expected) => {
    expect(parse(requiredTime("Richiesto"), input)).toEqual(expected);
  });

  test.each<[unknown, Parsed]>([
    ["13:00", { ok: "13:00" }],
    ["", { ok: null }],
    [null, { ok: null }],
    [undefined, { ok: null }],
    ["13", { error: "Orario non valido (usa HH:mm)" }],
  ])("optionalTime(%p)", (input, expected) => {
    expect(parse(optionalTime(), input)).toEqual(expected);
  });
});

describe("requiredDate and requiredId", () => {
  test.each<[unknown, Parsed]>([
    ["2028-02-29", { ok: "2028-02-29" }],
    ["2026-02-29", { error: "Data non valida" }],
    ["12/01/2026", { error: "Data non valida" }],
    ["", { error: "Richiesta" }],
  ])("requiredDate(%p)", (input, expected) => {
    expect(parse(requiredDate("Richiesta"), input)).toEqual(expected);
  });

  test.each<[unknown, Parsed]>([
    [3, { ok: 3 }],
    ["12", { ok: 12 }],
    [0, { error: "Scegli" }],
    [-1, { error: "Scegli" }],
    [1.5, { error: "Scegli" }],
    ["", { error: "Scegli" }],
    ["3a", { error: "Scegli" }],
    [null, { error: "Scegli" }],
  ])("requiredId(%p)", (input, expected) => {
    expect(parse(requiredId("Scegli"), input)).toEqual(expected);
  });
});

describe("isPastDay", () => {
  test.each<[string, string, string | undefined, boolean]>([
    ["2026-03-09", "2026-03-10", undefined, true],
    ["2026-03-10", "2026-03-10", undefined, false],
    ["2026-03-11", "2026-03-10", undefined, false],
    ["2026-03-09", "2026-03-10", "2026-03-09", false],
    ["2026-03-08", "2026-03-10", "2026-03-09", true],
  ])("%s with today %s (was %p) -> %p", (date, today, was, expected) => {
    expect(isPastDay(date, today, was)).toBe(expected);
  });
});

describe("quarterHours", () => {
  test("every quarter hour of the day, 24-hour", () => {
    const times = quarterHours();
    expect(times).toHaveLength(96);
    expect(times.slice(0, 2)).toEqual(["00:00", "00:15"]);
    expect(times.at(-1)).toBe("23:45");
    expect(times).toContain("13:30");
  });

  test("a saved time off the grid stays selectable, in order", () => {
    const times = quarterHours("09:10:00");
    expect(times).toHaveLength(97);
    expect(times.slice(times.indexOf("09:00"), times.indexOf("09:00") + 3)).toEqual(["09:00", "09:10", "09:15"]);
    expect(quarterHours("")).toHaveLength(96);
  });
});

describe("extraordinary day reason", () => {
  test.each<[string, string, string]>([
    ["Festività", "Natale", "Festività - Natale"],
    ["Orario Ridotto", "  Vigilia ", "Orario Ridotto - Vigilia"],
    ["Apertura Straordinaria", "", "Apertura Straordinaria"],
  ])("joinReason(%p, %p) = %p", (type, description, reason) => {
    expect(joinReason(type, description)).toBe(reason);
  });

  test.each<[string, ReturnType<typeof splitReason>]>([
    ["Festività - Natale", { type: "Festività", description: "Natale" }],
    ["Evento Speciale - Sfilata - sera", { type: "Evento Speciale", description: "Sfilata - sera" }],
    ["Chiusura Straordinaria", { type: "Chiusura Straordinaria", description: "" }],
    ["Chiuso per lutto", { type: "Festività", description: "Chiuso per lutto" }],
  ])("splitReason(%p)", (reason, expected) => {
    expect(splitReason(reason)).toEqual(expected);
  });

  test("the duplicate-date message shows the day as dd/mm/yyyy", () => {
    expect(duplicateDateMessage("2026-12-02")).toBe("Esiste già un giorno straordinario per il 02/12/2026");
  });
});
