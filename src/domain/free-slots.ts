/**
 * The free-slot search: the first times at which a stylist can take an appointment of a given
 * length, searched day by day from a starting point. The booking dialog ("Prossimi orari liberi"),
 * the "Prima disponibilità" search and a paste onto a busy time use it; a public booking page can
 * too, since it reads nothing but its arguments.
 *
 * Everything is in the salon's wall clock: days are "YYYY-MM-DD", times "HH:mm", minutes inside.
 * A slot is free for a stylist when stylistAvailability says so for its whole length (opening
 * hours, extraordinary days, working hours, breaks, vacations) and it overlaps no booking by
 * findClash's rule (same stylist and day, half-open intervals): the same two rules the calendar
 * and the server's double-booking check use. Breaks are
 * never offered, although a receptionist may book over one: a suggestion should not propose lunch.
 */
import type { Booking } from "./appointments";
import {
  availabilityOnDay,
  dayHours,
  type ExtraordinaryDay,
  type Vacation,
  type WeeklyOpeningHours,
  type WorkingHoursEntry,
} from "./availability";
import { addDays, fromMinutes, isValidDate, normalizeTime, overlaps, toMinutes, wallClockIn } from "./time";

export const DEFAULT_STEP_MINUTES = 15;
export const MAX_SEARCH_DAYS = 31;

export type FreeSlot = { date: string; startTime: string; endTime: string; stylistIds: number[] };

export type FreeSlotQuery = {
  opening: WeeklyOpeningHours;
  extraordinaryDays: readonly ExtraordinaryDay[];
  vacations: readonly Vacation[];
  /** Saved entries per stylist id; a weekday without one gets the default hours. */
  workingHours: ReadonlyMap<number, readonly WorkingHoursEntry[]>;
  /** Booked appointments (any stylist, any day; the search keeps those it needs). */
  bookings: readonly Booking[];
  /** Candidates, in the order their ids are listed in each slot. */
  stylistIds: readonly number[];
  durationMinutes: number;
  /** Added to the length: the chair is busy while it is cleaned. */
  cleaningMinutes?: number;
  /** Candidate starts every `step` minutes from the day's opening; 15 by default. */
  stepMinutes?: number;
  /** The instant of the search and the salon's zone: nothing in the past (plus notice) is offered. */
  now: Date;
  timeZone: string;
  minNoticeMinutes?: number;
  /** First day searched, and optionally the earliest start on that day. */
  fromDate: string;
  fromTime?: string;
  /** Days searched, fromDate included (1..MAX_SEARCH_DAYS). */
  days: number;
  /** Stop after this many distinct times. */
  limit: number;
  /** A move of this appointment does not clash with itself. */
  ignoreAppointmentId?: number;
};

/**
 * The earliest wall-clock moment that may still be offered: now plus the notice, converted as an
 * instant, so a 2-hour notice at 01:30 on 2026-03-29 (Rome springs forward at 02:00) lands at
 * 04:30 on the wall, and at 01:30 on 2026-10-25 (the 02:00-03:00 hour repeats) at 02:30.
 */
export function earliestStart(now: Date, timeZone: string, minNoticeMinutes = 0): { date: string; minutes: number } {
  return wallClockIn(timeZone, new Date(now.getTime() + Math.max(0, minNoticeMinutes) * 60_000));
}

type DayBooking = { booking: Booking; start: number; end: number };

/** Each stylist's bookings per day, by start then end: "2@2026-02-03" -> [...]. */
function bookingsByStylistDay(bookings: readonly Booking[], stylistIds: readonly number[]): Map<string, DayBooking[]> {
  const wanted = new Set(stylistIds);
  const map = new Map<string, DayBooking[]>();
  for (const booking of bookings) {
    if (!wanted.has(booking.stylistId)) continue;
    const key = `${booking.stylistId}@${booking.date}`;
    const entry = { booking, start: toMinutes(booking.startTime), end: toMinutes(booking.endTime) };
    const list = map.get(key);
    if (list) list.push(entry);
    else map.set(key, [entry]);
  }
  for (const list of map.values()) list.sort((a, b) => a.start - b.start || a.end - b.end);
  return map;
}

/**
 * The free slots, earliest first; each time lists every candidate free then. Stops at `limit`
 * times or after `days` days. Example: Mon 09:00-18:00 with a 13:00-14:00 break, Giulia booked
 * 09:00-10:00, 45 minutes, from 09:00 -> 10:00, 10:15, 10:30 ... 12:15, then 14:00 (12:30 would
 * run into the break).
 */
export function findFreeSlots(q: FreeSlotQuery): FreeSlot[] {
  const length = q.durationMinutes + (q.cleaningMinutes ?? 0);
  const step = q.stepMinutes ?? DEFAULT_STEP_MINUTES;
  if (!isValidDate(q.fromDate) || length <= 0 || step <= 0 || q.limit <= 0 || q.stylistIds.length === 0) return [];
  const days = Math.min(Math.max(q.days, 0), MAX_SEARCH_DAYS);
  const earliest = earliestStart(q.now, q.timeZone, q.minNoticeMinutes);
  const fromTime = q.fromTime === undefined ? null : normalizeTime(q.fromTime);
  const booked = bookingsByStylistDay(q.bookings, q.stylistIds);
  const result: FreeSlot[] = [];

  for (let i = 0; i < days && result.length < q.limit; i++) {
    const date = addDays(q.fromDate, i);
    if (date < earliest.date) continue;
    const hours = dayHours({ date, opening: q.opening, extraordinaryDays: q.extraordinaryDays });
    if (hours.closed) continue;
    const open = toMinutes(hours.openTime);
    const close = toMinutes(hours.closeTime);
    let lowest = open;
    if (date === earliest.date) lowest = Math.max(lowest, earliest.minutes);
    if (i === 0 && fromTime !== null) lowest = Math.max(lowest, toMinutes(fromTime));
    // Candidate starts are open + k * step; the first one at or after `lowest`.
    const firstStart = open + Math.ceil(Math.max(0, lowest - open) / step) * step;
    const byStart = new Map<number, number[]>();
    for (const stylistId of q.stylistIds) {
      const canTake = availabilityOnDay({
        date,
        stylistId,
        opening: q.opening,
        extraordinaryDays: q.extraordinaryDays,
        vacations: q.vacations,
        workingHours: q.workingHours.get(stylistId) ?? [],
      });
      const day = booked.get(`${stylistId}@${date}`) ?? [];
      // Sorted by start, the bookings that can still clash are a window that only moves right:
      // those ending by `start` are behind every later start, those starting at or after the
      // candidate's end are not reached yet. Inside it, findClash's rule on the minutes already
      // read: the same stylist and day, half-open overlap, never the appointment being moved.
      let behind = 0;
      let start = firstStart;
      while (start + length <= close) {
        if (!canTake(start, length).ok) {
          start += step;
          continue;
        }
        const end = start + length;
        while (behind < day.length && day[behind]!.end <= start) behind++;
        let clash: DayBooking | null = null;
        for (let i = behind; i < day.length && day[i]!.start < end; i++) {
          const d = day[i]!;
          if (q.ignoreAppointmentId !== undefined && d.booking.id === q.ignoreAppointmentId) continue;
          if (overlaps(start, end, d.start, d.end)) {
            clash = d;
            break;
          }
        }
        if (clash === null) {
          const list = byStart.get(start);
          if (list) list.push(stylistId);
          else byStart.set(start, [stylistId]);
          start += step;
          continue;
        }
        // Every later start before the clash's end still overlaps it: jump past it.
        start += Math.max(step, Math.ceil((clash.end - start) / step) * step);
      }
    }
    for (const start of [...byStart.keys()].sort((a, b) => a - b)) {
      if (result.length >= q.limit) break;
      result.push({ date, startTime: fromMinutes(start), endTime: fromMinutes(start + length), stylistIds: byStart.get(start)! });
    }
  }
  return result;
}

/**
 * The free slots closest to a wanted time, for a paste or a refused booking: same day first by
 * distance (an earlier time wins a tie), then later days in order. 10:00 wanted, free 09:00,
 * 10:30, 11:30 -> 10:30, 09:00, 11:30.
 */
export function nearestFirst(slots: readonly FreeSlot[], date: string, time: string, limit: number): FreeSlot[] {
  const wanted = toMinutes(time);
  const distance = (s: FreeSlot) => (s.date === date ? Math.abs(toMinutes(s.startTime) - wanted) : Number.POSITIVE_INFINITY);
  return [...slots]
    .sort((a, b) => {
      const byDistance = distance(a) - distance(b);
      if (byDistance !== 0 && Number.isFinite(byDistance)) return byDistance;
      if (Number.isFinite(distance(a)) !== Number.isFinite(distance(b))) return Number.isFinite(distance(a)) ? -1 : 1;
      return a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime);
    })
    .slice(0, limit);
}
