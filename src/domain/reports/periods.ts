/**
 * The periods of Statistiche. `from` and `to` are salon days (YYYY-MM-DD), both included.
 *
 * - The previous period has the same number of days and ends the day before `from`:
 *   1–31 March 2026 (31 days) → 29 January – 28 February 2026.
 * - Last year is the same dates one year earlier, day by day; a 29 February becomes the 28th
 *   (there is no 29th to land on), so last year's period may be a day shorter: 29/02/2028 →
 *   28/02/2027, and 01/03/2028 → 01/03/2027.
 * Days are calendar days: a day of 23 or 25 hours (the DST changes) is one day like any other.
 */
import { addDays, compareDays, daysInMonth, isValidDate } from "../time";

export type Period = { from: string; to: string };

/** The longest period a report takes: a leap year. */
export const MAX_PERIOD_DAYS = 366;

export const PERIOD_MESSAGES = {
  date: "Data non valida (AAAA-MM-GG)",
  order: "La data finale precede quella iniziale",
  length: `Il periodo può durare al massimo ${MAX_PERIOD_DAYS} giorni`,
} as const;

/** Days from a to b, both included: 2026-03-01..2026-03-31 → 31. */
export function periodDays(p: Period): number {
  const ms = Date.parse(`${p.to}T00:00:00Z`) - Date.parse(`${p.from}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/** Whole days from `a` to `b` (negative when b is earlier): 2026-03-28 → 2026-03-30 is 2. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** The field errors of a period as typed (empty when it is valid). */
export function periodErrors(from: unknown, to: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  const okFrom = typeof from === "string" && isValidDate(from);
  const okTo = typeof to === "string" && isValidDate(to);
  if (!okFrom) errors.from = PERIOD_MESSAGES.date;
  if (!okTo) errors.to = PERIOD_MESSAGES.date;
  if (!okFrom || !okTo) return errors;
  if (compareDays(from, to) > 0) errors.to = PERIOD_MESSAGES.order;
  else if (periodDays({ from, to }) > MAX_PERIOD_DAYS) errors.to = PERIOD_MESSAGES.length;
  return errors;
}

/** The same length, ending the day before `from`. */
export function previousPeriod(p: Period): Period {
  const to = addDays(p.from, -1);
  return { from: addDays(to, 1 - periodDays(p)), to };
}

/** The same day `years` years away; 29 February becomes the 28th in a year without one. */
export function shiftYears(day: string, years: number): string {
  const year = Number(day.slice(0, 4)) + years;
  const month = Number(day.slice(5, 7));
  const date = Math.min(Number(day.slice(8, 10)), daysInMonth(year, month));
  return `${String(year).padStart(4, "0")}-${day.slice(5, 7)}-${String(date).padStart(2, "0")}`;
}

/** The same dates one year earlier. */
export function lastYearPeriod(p: Period): Period {
  return { from: shiftYears(p.from, -1), to: shiftYears(p.to, -1) };
}

/** Monday of the week `day` falls in (Italian weeks start on Monday). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}
