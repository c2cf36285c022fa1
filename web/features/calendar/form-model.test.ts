import { describe, expect, test } from "bun:test";
import { CALENDAR_DEFAULT_OPENING_HOURS } from "../../../src/domain/availability";
import { emptyForm, endTimeOf, startHoursFor, validateForm } from "./form-model";
import type { FormItem } from "./form-items";

const valid = emptyForm({ clientName: "Maria Rossi", clientPhone: "3331234567", stylistId: "1", serviceId: "2", date: "2026-03-29" });

describe("the appointment form's rules", () => {
  test("a complete new-client form is valid", () => {
    expect(validateForm(valid)).toEqual({});
  });

  test.each([
    ["clientType", { clientType: "" as const }, "Tipo cliente è richiesto"],
    ["stylistId", { stylistId: "" }, "Stilista è richiesto"],
    ["serviceId", { serviceId: "" }, "Servizio è richiesto"],
    ["date", { date: "" }, "Data è richiesta"],
    ["startHour", { startHour: "" }, "Ora è richiesta"],
    ["startMinute", { startMinute: "" }, "Minuti sono richiesti"],
    ["clientName", { clientName: "" }, "Dati cliente richiesti"],
    ["clientPhone", { clientPhone: "" }, "Dati cliente richiesti"],
    ["clientName", { clientType: "existing" as const, clientId: null }, "Dati cliente richiesti"],
    ["clientName", { clientName: "Cher" }, "Inserisci nome e cognome"],
  ])("%s: %p → %s", (field, patch, message) => {
    expect(validateForm({ ...valid, ...patch })[field]).toBe(message);
  });

  test("an existing client needs only its id", () => {
    expect(validateForm({ ...valid, clientType: "existing", clientId: 7, clientName: "", clientPhone: "" })).toEqual({});
  });

  test("an appointment running past midnight is refused", () => {
    expect(validateForm({ ...valid, startHour: "23", startMinute: "45", duration: 30 }).duration).toBeDefined();
  });
});

const item = (over: Partial<FormItem>): FormItem => ({
  key: 1, serviceId: "3", stylistId: "2", start: "after", duration: 30, processingMinutes: 0, finishingMinutes: 0, price: "", ...over,
});

describe("end time", () => {
  test.each([
    [{ startHour: "9", startMinute: "0", duration: 30 }, "09:30"],
    // A second service after the first, then 15 minutes of cleaning: 09:00 + 105 + 30 + 15.
    [{ startHour: "9", startMinute: "0", duration: 105, cleaning: 15, items: [item({ start: "after" })] }, "11:30"],
    // A cut in the colour's posa (09:30–10:00) ends before the colour does (10:15).
    [{ startHour: "9", startMinute: "0", duration: 75, processingMinutes: 30, finishingMinutes: 15, items: [item({ start: "posa" })] }, "10:15"],
    // Without a posa "durante la posa" falls back to after it.
    [{ startHour: "9", startMinute: "0", duration: 60, items: [item({ start: "posa" })] }, "10:30"],
    // A chosen start keeps its offset from the visit's start.
    [{ startHour: "10", startMinute: "0", duration: 30, items: [item({ start: 120 })] }, "12:30"],
    [{ startHour: "23", startMinute: "30", duration: 45 }, null],
  ])("%p → %p", (patch, end) => {
    expect(endTimeOf({ ...valid, ...patch })).toBe(end);
  });
});

describe("start hours offered by the dialog", () => {
  const opening = CALENDAR_DEFAULT_OPENING_HOURS;
  const fallback = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];
  test.each([
    ["a cleared date", ""],
    ["30 February", "2026-02-30"],
    ["year zero", "0000-00-00"],
    ["letters", "abc"],
    ["a 5-digit year", "99999-01-01"],
  ])("%s gives the day-independent hours instead of throwing", (_label, day) => {
    expect(startHoursFor(day, opening, [])).toEqual(fallback);
  });

  test("a real day gives its opening hour to the last hour before closing", () => {
    const hours = startHoursFor("2026-03-30", opening, []);
    expect(hours[0]).toBe(Number(opening.monday.openTime.slice(0, 2)));
    expect(hours.length).toBeGreaterThan(0);
  });
});

test.each(["2026-02-30", "0000-00-00", "abc"])("an impossible date %s is refused with 'Data non valida'", (date) => {
  expect(validateForm(emptyForm({ date })).date).toBe("Data non valida");
});
