/**
 * The salon day of many UTC instants at once (when each booking was made), without asking the
 * time-zone database once per instant: a salon day starts at its midnight's instant, so an
 * instant belongs to the latest of the day before, its UTC day and the day after whose midnight
 * it has reached. Midnights are computed once per day and kept. Rome: 2026-03-28T23:30:00Z is
 * already the 29th (midnight of the 29th is 23:00Z on the 28th); 2026-10-24T22:30Z is the 25th.
 */
import { addDays, instantIn } from "../time";

export function salonDayOf(timeZone: string): (isoInstant: string) => string {
  const midnights = new Map<string, string>();
  const midnight = (day: string) => {
    let iso = midnights.get(day);
    if (iso === undefined) {
      iso = instantIn(timeZone, day, 0).toISOString();
      midnights.set(day, iso);
    }
    return iso;
  };
  return (instant) => {
    const utcDay = instant.slice(0, 10);
    const next = addDays(utcDay, 1);
    if (instant >= midnight(next)) return next;
    if (instant >= midnight(utcDay)) return utcDay;
    return addDays(utcDay, -1);
  };
}
