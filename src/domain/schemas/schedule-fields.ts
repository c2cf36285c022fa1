import * as v from "valibot";
import { compareDays, isValidDate, normalizeTime } from "../time";

/**
 * Field pieces shared by the schedule schemas (working hours, vacations, extraordinary days,
 * opening hours). Times arrive as "HH:mm" or "HH:mm:ss" and leave as "HH:mm"; days as "YYYY-MM-DD".
 */

export const INVALID_TIME = "Orario non valido (usa HH:mm)";
export const INVALID_DATE = "Data non valida";

/** A required time of day: missing, null and "" all give `required`. */
export const requiredTime = (required: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(required)), ""),
    v.transform((s) => (s ?? "").trim()),
    v.nonEmpty(required),
    v.check((s) => normalizeTime(s) !== null, INVALID_TIME),
    v.transform((s) => normalizeTime(s) ?? s),
  );

/** An optional time of day: missing, null and "" become null (e.g. no break). */
export const optionalTime = () =>
  v.pipe(
    v.optional(v.nullable(v.string(INVALID_TIME)), null),
    v.transform((s) => (s ?? "").trim()),
    v.check((s) => s === "" || normalizeTime(s) !== null, INVALID_TIME),
    v.transform((s) => (s === "" ? null : (normalizeTime(s) ?? s))),
  );

/** A required calendar day that exists (2026-02-30 does not). */
export const requiredDate = (required: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(required)), ""),
    v.transform((s) => (s ?? "").trim()),
    v.nonEmpty(required),
    v.check(isValidDate, INVALID_DATE),
  );

/** A row id picked in a select: a positive integer, or its digits as text. */
export const requiredId = (required: string) =>
  v.pipe(
    v.optional(v.nullable(v.union([v.number(required), v.string(required)], required)), null),
    v.transform((value): number => {
      if (typeof value === "number") return value;
      return typeof value === "string" && /^\d{1,15}$/.test(value.trim()) ? Number(value) : Number.NaN;
    }),
    v.check((id) => Number.isSafeInteger(id) && id > 0, required),
  );

/** Optional free text stored as NULL when empty, (`notes or null`). */
export const nullableNotes = (max = 1000) =>
  v.pipe(
    v.optional(v.nullable(v.string("Deve essere un testo")), null),
    v.transform((s) => (s ?? "").trim()),
    v.maxLength(max, `Massimo ${max} caratteri`),
    v.transform((s) => (s === "" ? null : s)),
  );

/**
 * The date inputs of the vacation and extraordinary-day forms have a minimum of today.
 * An entry that already had this date may keep it, so an old entry can still be corrected.
 */
export function isPastDay(date: string, today: string, unchangedFrom?: string | null): boolean {
  if (unchangedFrom && date === unchangedFrom) return false;
  return compareDays(date, today) < 0;
}

/** A required yes/no: a missing key gives `required` too, not valibot's generic key message. */
export const requiredBoolean = (required: string) =>
  v.pipe(
    v.optional(v.nullable(v.boolean(required)), null),
    v.check((value) => value !== null, required),
    v.transform((value) => value === true),
  );

/**
 * The choices of a time select: every quarter hour of the day (the calendar's slot), 24-hour.
 * A select rather than <input type="time">, whose AM/PM display follows the browser's language
 * instead of the salon's. A saved time off the grid (e.g. 09:10 set through the API) stays listed.
 */
export function quarterHours(current = ""): string[] {
  const times: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
    times.push(`${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`);
  }
  const normal = normalizeTime(current);
  if (normal && !times.includes(normal)) times.push(normal);
  return times.sort();
}
