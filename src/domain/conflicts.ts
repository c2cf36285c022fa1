/**
 * Booked appointments that the salon's availability no longer covers.
 *
 * An appointment is never hidden: a closure, shorter hours or an absence added after it was
 * booked leaves it where it is, and this rule says why it is now a problem. One rule for the
 * server (the save warning, the "Da ricollocare" list) and the web (the marker in the day view).
 *
 * Everything is wall-clock minutes of the appointment's "YYYY-MM-DD" day: on 2026-10-25 (25
 * hours in Europe/Rome) an appointment 17:30-18:00 with the salon closing at 17:00 is outside
 * the hours exactly as on any other Sunday.
 */
import type { ExtraordinaryDay, Vacation, WeeklyOpeningHours, WorkingHoursEntry } from "./availability";
import { type Interval, overlapsAny } from "./intervals";
import { stylistDay } from "./stylist-day";
import { compareDays, dayOfWeek, fromMinutes, toMinutes, weekdayKey, type WeekdayKey } from "./time";

/**
 * Most serious first; the first that applies is the one reported.
 * - vacation: the stylist is absent that day (any reason: ferie, malattia, permesso…)
 * - closed: the salon is closed that day (an extraordinary closure or a weekly closed day)
 * - outside_opening: the salon is open, but not for the whole appointment
 * - day_off: the stylist does not work that weekday
 * - outside_working: the stylist works, but not for the whole appointment
 * - break: the appointment covers part of the stylist's break
 */
export type ConflictKind = "vacation" | "closed" | "outside_opening" | "day_off" | "outside_working" | "break";
export type BookedConflict = { kind: ConflictKind; reason: string };

const SERIOUSNESS: readonly ConflictKind[] = ["vacation", "closed", "outside_opening", "day_off", "outside_working", "break"];

/** A visit's conflict: the most serious of its items' (the first item's on a tie), or null. */
export function mostSerious(conflicts: readonly (BookedConflict | null)[]): BookedConflict | null {
  let worst: BookedConflict | null = null;
  for (const c of conflicts) {
    if (c && (!worst || SERIOUSNESS.indexOf(c.kind) < SERIOUSNESS.indexOf(worst.kind))) worst = c;
  }
  return worst;
}

export type BookedAppointment = { stylistId: number; date: string; startTime: string; endTime: string; stylist: { name: string } };

export type ConflictInputs = {
  opening: WeeklyOpeningHours;
  extraordinaryDays: readonly ExtraordinaryDay[];
  vacations: readonly Vacation[];
  /** Saved entries of a stylist; a weekday without one gets defaultWorkingHours. */
  workingHoursOf(stylistId: number): readonly WorkingHoursEntry[];
};

/**
 * A break can be booked on purpose (the calendar's "Clicca per sovrascrivere"), so it is marked
 * and warned about, but it does not need relocating; every other kind does.
 */
export const needsRelocation = (conflict: BookedConflict) => conflict.kind !== "break";

const WEEKDAY_NAMES: Record<WeekdayKey, string> = {
  monday: "il lunedì",
  tuesday: "il martedì",
  wednesday: "il mercoledì",
  thursday: "il giovedì",
  friday: "il venerdì",
  saturday: "il sabato",
  sunday: "la domenica",
};

const ABSENCE: Record<string, string> = {
  Ferie: "è in ferie",
  Malattia: "è in malattia",
  Permesso: "è in permesso",
  Congedo: "è in congedo",
};

const span = (range: Interval) => `${fromMinutes(range.start)}–${fromMinutes(range.end)}`;

/**
 * ConflictInputs ready for many questions (the "Da ricollocare" list judges every future
 * appointment): extraordinary days by date and each stylist's active absences, so an
 * appointment reads one map entry and its own stylist's few absences instead of every row.
 */
export type ConflictIndex = {
  opening: WeeklyOpeningHours;
  workingHoursOf(stylistId: number): readonly WorkingHoursEntry[];
  extraordinaryOn(date: string): ExtraordinaryDay | undefined;
  vacationOn(stylistId: number, date: string): Vacation | undefined;
};

const covers = (v: Vacation, date: string) => v.isActive && compareDays(v.startDate, date) <= 0 && compareDays(date, v.endDate) <= 0;

export function indexConflictInputs(inputs: ConflictInputs): ConflictIndex {
  const byDate = new Map<string, ExtraordinaryDay>();
  for (const d of inputs.extraordinaryDays) if (!byDate.has(d.date)) byDate.set(d.date, d);
  const byStylist = new Map<number, Vacation[]>();
  for (const v of inputs.vacations) {
    if (!v.isActive) continue;
    const list = byStylist.get(v.stylistId) ?? [];
    list.push(v);
    byStylist.set(v.stylistId, list);
  }
  return {
    opening: inputs.opening,
    workingHoursOf: inputs.workingHoursOf,
    extraordinaryOn: (date) => byDate.get(date),
    vacationOn: (stylistId, date) => byStylist.get(stylistId)?.find((v) => covers(v, date)),
  };
}

/** The conflict of one appointment (a few on a screen: the inputs are read as they are). */
export function appointmentConflict(appointment: BookedAppointment, inputs: ConflictInputs): BookedConflict | null {
  return indexedConflict(appointment, {
    opening: inputs.opening,
    workingHoursOf: inputs.workingHoursOf,
    extraordinaryOn: (date) => inputs.extraordinaryDays.find((d) => d.date === date),
    vacationOn: (stylistId, date) => inputs.vacations.find((v) => v.stylistId === stylistId && covers(v, date)),
  });
}

/** The same rule as appointmentConflict, on inputs indexed once for many appointments. */
export function indexedConflict(appointment: BookedAppointment, inputs: ConflictIndex): BookedConflict | null {
  const { date, stylistId } = appointment;
  const name = appointment.stylist.name;
  const start = toMinutes(appointment.startTime);
  const end = toMinutes(appointment.endTime);
  const outside = (range: Interval) => start < range.start || end > range.end;

  const vacation = inputs.vacationOn(stylistId, date);
  if (vacation) return { kind: "vacation", reason: `${name} ${ABSENCE[vacation.reason] ?? "è assente"}` };

  const weekday = dayOfWeek(date);
  const extraordinary = inputs.extraordinaryOn(date);
  const day = stylistDay({ date, stylistId, opening: inputs.opening, extraordinaryDays: extraordinary ? [extraordinary] : [], vacations: [], workingHours: inputs.workingHoursOf(stylistId) });
  if (!day.open) {
    const why = extraordinary?.isClosed ? extraordinary.reason : WEEKDAY_NAMES[weekdayKey(weekday)];
    return { kind: "closed", reason: extraordinary?.isClosed ? `Salone chiuso: ${why}` : `Salone chiuso ${why}` };
  }
  if (outside(day.open)) return { kind: "outside_opening", reason: `Fuori orario: il salone è aperto ${span(day.open)}` };
  if (!day.working) return { kind: "day_off", reason: `${name} non lavora ${WEEKDAY_NAMES[weekdayKey(weekday)]}` };
  if (outside(day.working)) return { kind: "outside_working", reason: `Fuori orario di ${name} (${span(day.working)})` };
  // The same intervals the free-slot search and the save warnings read (stylist-day.ts).
  if (day.breakTime && overlapsAny([{ start, end }], [day.breakTime])) {
    return { kind: "break", reason: `Durante la pausa di ${name} (${span(day.breakTime)})` };
  }
  return null;
}

/** Italian thousands separator on four digits too: 2005 -> "2.005" (Intl writes "2005" for Italian). */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ".");

/** "Il 26/11 c'è 1 appuntamento" / "Il 26/11 ci sono 25 appuntamenti" / "Ci sono 7 appuntamenti in 3 giorni". */
export function conflictsMessage(dates: readonly string[]): string {
  const days = [...new Set(dates)];
  const count = dates.length;
  const what = count === 1 ? "c'è 1 appuntamento" : `ci sono ${thousands(count)} appuntamenti`;
  if (days.length === 1) {
    const [day] = days as [string];
    return `Il ${day.slice(8, 10)}/${day.slice(5, 7)} ${what} in conflitto`;
  }
  return `${what.charAt(0).toUpperCase()}${what.slice(1)} in conflitto in ${days.length} giorni`;
}
