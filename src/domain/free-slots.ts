/**
 * The free-slot search: the first times at which a visit (one service of a given length, or
 * several items following each other) fits, searched day by day from a starting point. The
 * booking dialog ("Prossimi orari liberi"), the "Prima disponibilità" search, the 409
 * alternatives and the public booking page use it; it reads nothing but its arguments.
 *
 * Everything is in the salon's wall clock: days are "YYYY-MM-DD", times "HH:mm", minutes inside.
 * A stylist's free time is stylist-day.ts's one rule (opening hours, extraordinary days, working
 * hours, breaks, absences, minus the busy parts of booked items: another client's posa is free);
 * visit-slots.ts fits the visit into it. Breaks are never offered, although a receptionist may
 * book over one: a suggestion should not propose lunch.
 */
import type { Booking } from "./appointments";
import { dayHours, type ExtraordinaryDay, type Vacation, type WeeklyOpeningHours, type WorkingHoursEntry } from "./availability";
import type { Interval } from "./intervals";
import { freeIntervals, stylistDay } from "./stylist-day";
import { addDays, fromMinutes, isValidDate, normalizeTime, toMinutes, wallClockIn } from "./time";
import { type DayPart, type VisitItemRequest, visitStartsOnDay } from "./visit-slots";
import { busyParts } from "./visit-time";

export const DEFAULT_STEP_MINUTES = 15;
export const MAX_SEARCH_DAYS = 31;

export type FreeSlot = { date: string; startTime: string; endTime: string; stylistIds: number[] };

/** A booked item (or a one-item appointment): its posa, when it has one, leaves its stylist free. */
export type BookedItem = Booking & { processingMinutes?: number; finishingMinutes?: number };

export type FreeSlotQuery = {
  opening: WeeklyOpeningHours;
  extraordinaryDays: readonly ExtraordinaryDay[];
  vacations: readonly Vacation[];
  /** Saved entries per stylist id; a weekday without one gets the default hours. */
  workingHours: ReadonlyMap<number, readonly WorkingHoursEntry[]>;
  /** Booked items (any stylist, any day; the search keeps those it needs); a cleaning time is one more. */
  bookings: readonly BookedItem[];
  /** Candidates, in the order their ids are listed in each slot. */
  stylistIds: readonly number[];
  /** The length of a one-service search (ignored when `items` is given). */
  durationMinutes: number;
  /** A whole visit: its items follow each other; an item without a stylist takes a candidate. */
  items?: readonly VisitItemRequest[];
  /** Added after the visit: the last item's stylist stays busy while the chair is cleaned. */
  cleaningMinutes?: number;
  /** Candidate starts every `step` minutes from the day's opening; 15 by default. */
  stepMinutes?: number;
  /** Only starts before 13:00 ("morning") or from 13:00 ("afternoon"). */
  part?: DayPart | null;
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

/** Each stylist's busy parts per day: stylist -> day -> intervals (unsorted, may overlap). */
function busyByStylistDay(bookings: readonly BookedItem[], stylistIds: ReadonlySet<number>, ignoreId: number | undefined): Map<number, Map<string, Interval[]>> {
  const map = new Map<number, Map<string, Interval[]>>();
  for (const id of stylistIds) map.set(id, new Map());
  for (const b of bookings) {
    const days = map.get(b.stylistId);
    if (!days || (ignoreId !== undefined && b.id === ignoreId)) continue;
    const parts = b.processingMinutes || b.finishingMinutes
      ? busyParts({ ...b, processingMinutes: b.processingMinutes ?? 0, finishingMinutes: b.finishingMinutes ?? 0 })
      : [{ start: toMinutes(b.startTime), end: toMinutes(b.endTime) }];
    const list = days.get(b.date);
    if (list) list.push(...parts);
    else days.set(b.date, parts);
  }
  return map;
}

/**
 * The free slots, earliest first; each time lists every candidate free then (for a visit, every
 * candidate who could take its items without a stylist). Stops at `limit` times or after `days`
 * days. `endTime` is when the chair is free again: the visit's end plus any cleaning. Example:
 * Mon 09:00-18:00 with a 13:00-14:00 break, Giulia booked 09:00-10:00, 45 minutes, from 09:00 ->
 * 10:00, 10:15, 10:30 ... 12:15, then 14:00 (12:30 would run into the break).
 */
export function findFreeSlots(q: FreeSlotQuery): FreeSlot[] {
  const items: readonly VisitItemRequest[] = q.items ?? [
    { serviceId: 0, durationMinutes: q.durationMinutes, processingMinutes: 0, finishingMinutes: 0, stylistId: null },
  ];
  const cleaning = q.cleaningMinutes ?? 0;
  const length = items.reduce((sum, i) => sum + i.durationMinutes, 0) + cleaning;
  const step = q.stepMinutes ?? DEFAULT_STEP_MINUTES;
  if (!isValidDate(q.fromDate) || items.length === 0 || length <= 0 || step <= 0 || q.limit <= 0) return [];
  const involved = new Set<number>(q.stylistIds);
  for (const item of items) if (item.stylistId !== null) involved.add(item.stylistId);
  if (items.some((i) => i.stylistId === null) && q.stylistIds.length === 0) return [];
  const days = Math.min(Math.max(q.days, 0), MAX_SEARCH_DAYS);
  const earliest = earliestStart(q.now, q.timeZone, q.minNoticeMinutes);
  const fromTime = q.fromTime === undefined ? null : normalizeTime(q.fromTime);
  const busy = busyByStylistDay(q.bookings, involved, q.ignoreAppointmentId);
  const result: FreeSlot[] = [];

  for (let i = 0; i < days && result.length < q.limit; i++) {
    const date = addDays(q.fromDate, i);
    if (date < earliest.date) continue;
    const hours = dayHours({ date, opening: q.opening, extraordinaryDays: q.extraordinaryDays });
    if (hours.closed) continue;
    let lowest = toMinutes(hours.openTime);
    if (date === earliest.date) lowest = Math.max(lowest, earliest.minutes);
    if (i === 0 && fromTime !== null) lowest = Math.max(lowest, toMinutes(fromTime));
    const free = new Map<number, Interval[]>();
    for (const stylistId of involved) {
      const day = stylistDay({ date, stylistId, opening: q.opening, extraordinaryDays: q.extraordinaryDays, vacations: q.vacations, workingHours: q.workingHours.get(stylistId) ?? [] });
      if (day.available.length > 0) free.set(stylistId, freeIntervals(day, busy.get(stylistId)?.get(date) ?? []));
    }
    const starts = visitStartsOnDay({
      free,
      items,
      candidates: q.stylistIds,
      cleanupMinutes: cleaning,
      minStart: lowest,
      origin: toMinutes(hours.openTime),
      step,
      part: q.part ?? null,
      limit: q.limit - result.length,
    });
    for (const s of starts) result.push({ date, startTime: fromMinutes(s.start), endTime: fromMinutes(s.start + length), stylistIds: s.stylistIds });
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
