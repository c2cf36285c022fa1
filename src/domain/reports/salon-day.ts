/**
 * The salon day of many UTC instants at once (when each booking was made), without asking the
 * time-zone database once per instant: a salon day starts at its midnight's instant, so an
 * instant belongs to the latest of the day before, its UTC day and the day after whose midnight
 * it has reached. Midnights are computed once per UTC day and kept. Rome: 2026-03-28T23:30:00Z is
 * already the 29th (midnight of the 29th is 23:00Z on the 28th); 2026-10-24T22:30Z is the 25th.
 */
import { addDays, instantIn } from "../time";

type UtcDay = { day: string; start: string; next: string; nextStart: string; previous: string };

export function salonDayOf(timeZone: string): (isoInstant: string) => string {
  const days = new Map<string, UtcDay>();
  const utcDayOf = (day: string) => {
    let d = days.get(day);
    if (d === undefined) {
      const next = addDays(day, 1);
      d = { day, start: instantIn(timeZone, day, 0).toISOString(), next, nextStart: instantIn(timeZone, next, 0).toISOString(), previous: addDays(day, -1) };
      days.set(day, d);
    }
    return d;
  };
  return (instant) => {
    const d = utcDayOf(instant.slice(0, 10));
    if (instant >= d.nextStart) return d.next;
    if (instant >= d.start) return d.day;
    return d.previous;
  };
}
