import { describe, expect, test } from "bun:test";
import { SETTINGS_DEFAULT_OPENING_HOURS, type ExtraordinaryDay, type Vacation, type WeeklyOpeningHours, type WorkingHoursEntry } from "./availability";
import { addDays, compareDays } from "./time";
import {
  appointmentConflict,
  conflictsMessage,
  indexConflictInputs,
  indexedConflict,
  needsRelocation,
  type BookedAppointment,
  type ConflictInputs,
} from "./conflicts";

const MARIA = 1;
const opening: WeeklyOpeningHours = {
  ...SETTINGS_DEFAULT_OPENING_HOURS,
  saturday: { openTime: "09:00", closeTime: "17:00", isOpen: true },
  sunday: { openTime: "10:00", closeTime: "16:00", isOpen: false },
};
const closure = (date: string, reason = "Chiusura Straordinaria"): ExtraordinaryDay => ({
  date,
  reason,
  isClosed: true,
  specialOpenTime: null,
  specialCloseTime: null,
});
const special = (date: string, open: string, close: string): ExtraordinaryDay => ({
  date,
  reason: "Orario Ridotto",
  isClosed: false,
  specialOpenTime: open,
  specialCloseTime: close,
});
const vacation = (startDate: string, endDate: string, reason = "Ferie", isActive = true): Vacation => ({
  stylistId: MARIA,
  startDate,
  endDate,
  reason,
  isActive,
});
const partTime: WorkingHoursEntry[] = [
  { dayOfWeek: 4, isWorking: true, startTime: "10:00", endTime: "15:00", breakStartTime: "12:30", breakEndTime: "13:00" },
  { dayOfWeek: 1, isWorking: false, startTime: "09:00", endTime: "18:00", breakStartTime: null, breakEndTime: null },
];

const inputs = (over: Partial<Omit<ConflictInputs, "workingHoursOf">> & { hours?: WorkingHoursEntry[] } = {}): ConflictInputs => ({
  opening,
  extraordinaryDays: over.extraordinaryDays ?? [],
  vacations: over.vacations ?? [],
  workingHoursOf: (id) => (id === MARIA ? (over.hours ?? []) : []),
});
const at = (date: string, startTime: string, endTime: string, stylistId = MARIA): BookedAppointment => ({
  stylistId,
  date,
  startTime,
  endTime,
  stylist: { name: stylistId === MARIA ? "Maria" : "Luca" },
});

describe("appointmentConflict", () => {
  test.each([
    // [what, appointment, inputs, expected]
    ["a normal Thursday", at("2026-11-26", "10:00", "10:45"), inputs(), null],
    ["extraordinary closure", at("2026-11-26", "10:00", "10:45"), inputs({ extraordinaryDays: [closure("2026-11-26")] }), { kind: "closed", reason: "Salone chiuso: Chiusura Straordinaria" }],
    ["a holiday with its description", at("2026-12-08", "10:00", "10:45"), inputs({ extraordinaryDays: [closure("2026-12-08", "Festività - Immacolata")] }), { kind: "closed", reason: "Salone chiuso: Festività - Immacolata" }],
    ["closed Sunday", at("2026-11-29", "11:00", "11:30"), inputs(), { kind: "closed", reason: "Salone chiuso la domenica" }],
    ["Saturday shortened to 17:00, starts 17:30", at("2026-11-28", "17:30", "18:00"), inputs(), { kind: "outside_opening", reason: "Fuori orario: il salone è aperto 09:00–17:00" }],
    ["Saturday shortened to 17:00, 15:30-18:00 straddles it", at("2026-11-28", "15:30", "18:00"), inputs(), { kind: "outside_opening", reason: "Fuori orario: il salone è aperto 09:00–17:00" }],
    ["ending exactly at closing is fine", at("2026-11-28", "16:00", "17:00"), inputs(), null],
    ["special hours cut the afternoon", at("2026-11-26", "14:00", "15:00"), inputs({ extraordinaryDays: [special("2026-11-26", "09:00", "13:00")] }), { kind: "outside_opening", reason: "Fuori orario: il salone è aperto 09:00–13:00" }],
    ["vacation outranks the closure", at("2026-11-26", "10:00", "10:45"), inputs({ extraordinaryDays: [closure("2026-11-26")], vacations: [vacation("2026-11-20", "2026-11-30")] }), { kind: "vacation", reason: "Maria è in ferie" }],
    ["sick day", at("2026-11-26", "10:00", "10:45"), inputs({ vacations: [vacation("2026-11-26", "2026-11-26", "Malattia")] }), { kind: "vacation", reason: "Maria è in malattia" }],
    ["other absence", at("2026-11-26", "10:00", "10:45"), inputs({ vacations: [vacation("2026-11-26", "2026-11-26", "Altro")] }), { kind: "vacation", reason: "Maria è assente" }],
    ["inactive vacation", at("2026-11-26", "10:00", "10:45"), inputs({ vacations: [vacation("2026-11-26", "2026-11-26", "Ferie", false)] }), null],
    ["someone else's vacation", at("2026-11-26", "10:00", "10:45", 2), inputs({ vacations: [vacation("2026-11-26", "2026-11-26")] }), null],
    ["vacation ending on the 31st covers the 31st", at("2026-12-31", "10:00", "10:45"), inputs({ vacations: [vacation("2026-12-28", "2026-12-31")] }), { kind: "vacation", reason: "Maria è in ferie" }],
    ["...and not the 1st", at("2027-01-01", "10:00", "10:45"), inputs({ vacations: [vacation("2026-12-28", "2026-12-31")] }), null],
    ["vacation across February's end (leap year)", at("2028-02-29", "10:00", "10:45"), inputs({ vacations: [vacation("2028-02-28", "2028-03-01")] }), { kind: "vacation", reason: "Maria è in ferie" }],
    ["day off (Monday)", at("2026-11-23", "10:00", "10:45"), inputs({ hours: partTime }), { kind: "day_off", reason: "Maria non lavora il lunedì" }],
    ["before the stylist starts", at("2026-11-26", "09:30", "10:30"), inputs({ hours: partTime }), { kind: "outside_working", reason: "Fuori orario di Maria (10:00–15:00)" }],
    ["after the stylist ends", at("2026-11-26", "14:30", "15:15"), inputs({ hours: partTime }), { kind: "outside_working", reason: "Fuori orario di Maria (10:00–15:00)" }],
    ["touching the break", at("2026-11-26", "12:00", "12:45"), inputs({ hours: partTime }), { kind: "break", reason: "Durante la pausa di Maria (12:30–13:00)" }],
    ["ending when the break starts", at("2026-11-26", "12:00", "12:30"), inputs({ hours: partTime }), null],
    ["default break 13:00-14:00", at("2026-11-27", "13:30", "14:00"), inputs(), { kind: "break", reason: "Durante la pausa di Maria (13:00–14:00)" }],
    // DST Sundays in Europe/Rome: wall-clock minutes, so the same rule as any other day.
    ["spring DST Sunday open 10-16, appointment 15:30-16:30", at("2026-03-29", "15:30", "16:30"), inputs({ extraordinaryDays: [special("2026-03-29", "10:00", "16:00")] }), { kind: "outside_opening", reason: "Fuori orario: il salone è aperto 10:00–16:00" }],
    ["autumn DST Sunday, closed weekly", at("2026-10-25", "02:30", "03:00"), inputs(), { kind: "closed", reason: "Salone chiuso la domenica" }],
    ["autumn DST Sunday opened specially, Maria's default day off", at("2026-10-25", "10:00", "11:00"), inputs({ extraordinaryDays: [special("2026-10-25", "09:00", "13:00")] }), { kind: "day_off", reason: "Maria non lavora la domenica" }],
  ])("%s", (_what, appointment, given, expected) => {
    expect(appointmentConflict(appointment, given)).toEqual(expected as never);
  });

  test("a break is marked but not sent to relocation; everything else is", () => {
    expect(needsRelocation({ kind: "break", reason: "" })).toBe(false);
    for (const kind of ["vacation", "closed", "outside_opening", "day_off", "outside_working"] as const) {
      expect(needsRelocation({ kind, reason: "" })).toBe(true);
    }
  });
});

describe("conflictsMessage", () => {
  test.each([
    [["2026-11-26"], "Il 26/11 c'è 1 appuntamento in conflitto"],
    [Array.from({ length: 25 }, () => "2026-11-26"), "Il 26/11 ci sono 25 appuntamenti in conflitto"],
    [["2026-11-26", "2026-11-28", "2026-11-28"], "Ci sono 3 appuntamenti in conflitto in 2 giorni"],
    [Array.from({ length: 2005 }, (_, i) => (i % 2 ? "2026-11-26" : "2026-11-27")), "Ci sono 2.005 appuntamenti in conflitto in 2 giorni"],
  ])("%j", (dates, expected) => {
    expect(conflictsMessage(dates)).toBe(expected);
  });
});

describe("the indexed inputs of the 'Da ricollocare' list", () => {
  test("judge every appointment from a day on as the plain inputs do, with closures and absences before that day left out", () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    const day = () => addDays("2025-01-01", rand(730));
    const extraordinaryDays = Array.from({ length: 120 }, () => (rand(3) ? closure(day()) : special(day(), "10:00", "15:00")));
    const vacations = Array.from({ length: 150 }, (): Vacation => {
      const startDate = day();
      return { stylistId: 1 + rand(4), startDate, endDate: addDays(startDate, rand(12)), reason: ["Ferie", "Malattia", "Altro"][rand(3)]!, isActive: rand(5) > 0 };
    });
    const hours = new Map([[2, partTime]]);
    const plain: ConflictInputs = { opening, extraordinaryDays, vacations, workingHoursOf: (id) => hours.get(id) ?? [] };
    const from = "2026-01-01";
    const indexed = indexConflictInputs({
      ...plain,
      extraordinaryDays: extraordinaryDays.filter((d) => compareDays(d.date, from) >= 0),
      vacations: vacations.filter((v) => compareDays(v.endDate, from) >= 0),
    });
    const kinds = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const start = 480 + rand(44) * 15;
      const at = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
      const a: BookedAppointment = { stylistId: 1 + rand(4), date: addDays(from, rand(365)), startTime: at(start), endTime: at(start + 15 + rand(8) * 15), stylist: { name: "Maria" } };
      const expected = appointmentConflict(a, plain);
      expect(indexedConflict(a, indexed)).toEqual(expected);
      kinds.add(expected?.kind ?? "none");
    }
    // The sample reaches every outcome, so the equality above covers each rule.
    expect([...kinds].sort()).toEqual(["break", "closed", "day_off", "none", "outside_opening", "outside_working", "vacation"]);
  });
});
