/**
 * The periods of the Statistiche screen, on salon calendar days ("YYYY-MM-DD", both ends
 * included). Pure: "today" is an argument. Weeks run Monday to Sunday.
 */
import { addDays, compareDays, dayOfWeek, daysInMonth, isValidDate } from "./time";

export const PERIOD_KINDS = ["day", "week", "month", "custom"] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];
export type Period = { from: string; to: string };

export const PERIOD_LABELS: Record<PeriodKind, string> = {
  day: "Giorno",
  week: "Settimana",
  month: "Mese",
  custom: "Personalizzato",
};

const ymd = (day: string) => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) });
const pad = (value: number) => String(value).padStart(2, "0");

/** Monday of the week holding `day`. */
export const weekStart = (day: string) => addDays(day, -((dayOfWeek(day) + 6) % 7));

/** The month holding `day`: 2026-02-14 -> 2026-02-01..2026-02-28. */
export function monthOf(day: string): Period {
  const { year, month } = ymd(day);
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(daysInMonth(year, month))}` };
}

/** The day, week or month holding `anchor` (a custom period is the anchor day alone). */
export function periodOf(kind: PeriodKind, anchor: string): Period {
  if (kind === "week") {
    const from = weekStart(anchor);
    return { from, to: addDays(from, 6) };
  }
  if (kind === "month") return monthOf(anchor);
  return { from: anchor, to: anchor };
}

/** "Mese scorso": the whole month before the one holding today (2026-03-31 -> February). */
export const lastMonth = (today: string): Period => monthOf(addDays(monthOf(today).from, -1));

/** The next (+1) or previous (-1) day, week or month; a custom period moves by its own length. */
export function shiftPeriod(kind: PeriodKind, period: Period, step: 1 | -1): Period {
  if (kind === "month") return step === 1 ? monthOf(addDays(period.to, 1)) : monthOf(addDays(period.from, -1));
  const length = dayCount(period);
  return { from: addDays(period.from, step * length), to: addDays(period.to, step * length) };
}

/** Days in the period, both ends counted. */
export function dayCount({ from, to }: Period): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000) + 1;
}

/** Whether a typed period can be asked for: real days, `from` not after `to`, at most 366 days. */
export function periodError({ from, to }: Period): string | null {
  if (!isValidDate(from) || !isValidDate(to)) return "Inserisci due date valide";
  if (compareDays(from, to) > 0) return "La data di inizio deve precedere quella di fine";
  if (dayCount({ from, to }) > 366) return "Il periodo può durare al massimo un anno";
  return null;
}

/**
 * A figure against an earlier one: the difference and, when the earlier one is not zero, the
 * change as a fraction of it (0.125 = +12,5 %).
 */
export function compareFigure(current: number, earlier: number): { diff: number; ratio: number | null } {
  return { diff: current - earlier, ratio: earlier === 0 ? null : (current - earlier) / Math.abs(earlier) };
}
