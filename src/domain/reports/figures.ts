/**
 * The rules behind the figures of Statistiche, pure: rates, the average ticket, new and returning
 * clients, retention, rebooking and a client's usual interval between visits.
 *
 * A visit "happened" when its status is completed or arrived: those are the visits that make a
 * client new, returning or retained and give her intervals. No-shows, cancellations and visits
 * still booked do not.
 */
import { daysBetween } from "./periods";

/** Statuses of a visit that took place. */
export const HAPPENED = ["completed", "arrived"] as const;

/** A share between 0 and 1 rounded to 4 decimals; 0 when there is nothing to divide by. */
export function ratio(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0;
}

/** No-shows ÷ (completed + arrived + no-shows): of the visits that were due, the share nobody came to. */
export function noShowRate(byStatus: Partial<Record<string, number>>): number {
  const noShows = byStatus.no_show ?? 0;
  return ratio(noShows, (byStatus.completed ?? 0) + (byStatus.arrived ?? 0) + noShows);
}

/** Net takings ÷ valid sales, half-up to the cent (away from zero); 0 without sales. */
export function averageTicket(totalCents: number, salesCount: number): number {
  if (salesCount <= 0) return 0;
  return Math.sign(totalCents) * Math.round(Math.abs(totalCents) / salesCount);
}

/** New in the period: her first visit ever falls inside it. Returning: she had one before it. */
export const isNewClient = (firstVisitEver: string, from: string): boolean => firstVisitEver >= from;

/**
 * Retained within `days`: her next visit after the last one in the period came at most `days`
 * days later. A period that ended less than `days` ago is judged on what is known so far.
 */
export function retainedWithin(lastInPeriod: string, nextVisit: string | null, days: number): boolean {
  return nextVisit !== null && daysBetween(lastInPeriod, nextVisit) <= days;
}

/**
 * Rebooked: she left her last visit of the period with the next one in the book, i.e. a later
 * visit (not cancelled) was created by the end of that day. `nextCreatedDay` is the salon day on
 * which the earliest-created later visit was made.
 */
export const rebooked = (lastInPeriod: string, nextCreatedDay: string | null): boolean => nextCreatedDay !== null && nextCreatedDay <= lastInPeriod;

/** The median of sorted-or-not numbers; the lower middle's and upper middle's mean, rounded, when even. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (sorted.length === 0) return 0;
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** The fewest visits that give a usual interval: three visits, two gaps (one gap is not a habit). */
export const MIN_VISITS_FOR_INTERVAL = 3;

/**
 * Her usual interval: the median of the gaps in days between her consecutive visit days (two
 * visits on the same day are one). The median, not the mean, so one long summer break does not
 * stretch it. Null with fewer than three visit days.
 */
export function usualInterval(visitDays: readonly string[]): number | null {
  const days = [...new Set(visitDays)].sort();
  if (days.length < MIN_VISITS_FOR_INTERVAL) return null;
  const gaps: number[] = [];
  for (let i = 1; i < days.length; i++) gaps.push(daysBetween(days[i - 1]!, days[i]!));
  return median(gaps);
}

/** A client lost for good is not one to call: overdue only up to this long after the last visit. */
export const OVERDUE_HORIZON_DAYS = 365;

/**
 * Overdue on `day`: more than her usual interval plus a quarter of it (at least 7 days) has gone
 * by since her last visit, she has nothing booked after it, and it is less than a year ago.
 */
export function isOverdue(args: { lastVisit: string; usualIntervalDays: number; day: string; bookedAfter: boolean }): boolean {
  if (args.bookedAfter) return false;
  return overdueAfter(daysBetween(args.lastVisit, args.day), args.usualIntervalDays);
}

/** The same rule once she has nothing booked, on the days elapsed since her last visit. */
export function overdueAfter(elapsedDays: number, usualIntervalDays: number): boolean {
  const grace = Math.max(7, Math.round(usualIntervalDays / 4));
  return elapsedDays > usualIntervalDays + grace && elapsedDays <= OVERDUE_HORIZON_DAYS;
}
