/**
 * A time zone's UTC offsets as a list of changes, so SQL (the report summaries' triggers) can
 * tell the salon day of an instant: from `startsAt` on, the wall clock reads UTC + offsetMinutes.
 * The first entry starts at year 0 with the offset in force at the start of `fromYear`; changes
 * are found to the minute by sampling weekly and halving. Europe/Rome from 1996: +60, then +120
 * from the last Sunday of March 01:00Z and +60 from the last Sunday of October 01:00Z.
 */
import { wallClockIn } from "../time";

export type ZoneOffset = { startsAt: string; offsetMinutes: number };

const MINUTE = 60_000;
const WEEK = 7 * 24 * 60 * MINUTE;

/** Minutes the wall clock is ahead of UTC at the instant `t` (ms, on a whole minute). */
function offsetAt(timeZone: string, t: number): number {
  const wall = wallClockIn(timeZone, new Date(t));
  const [y, m, d] = wall.date.split("-").map(Number) as [number, number, number];
  return Math.round((Date.UTC(y, m - 1, d) + wall.minutes * MINUTE - t) / MINUTE);
}

export function zoneOffsets(timeZone: string, fromYear = 1996, toYear = 2100): ZoneOffset[] {
  const start = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear + 1, 0, 1);
  let current = offsetAt(timeZone, start);
  const out: ZoneOffset[] = [{ startsAt: "0000-01-01T00:00:00.000Z", offsetMinutes: current }];
  for (let t = start; t < end; t += WEEK) {
    const next = Math.min(t + WEEK, end);
    const offset = offsetAt(timeZone, next);
    if (offset === current) continue;
    // The first minute in (t, next] whose offset is no longer `current`.
    let lo = t;
    let hi = next;
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
      if (offsetAt(timeZone, mid) === current) lo = mid;
      else hi = mid;
    }
    current = offsetAt(timeZone, hi);
    out.push({ startsAt: new Date(hi).toISOString(), offsetMinutes: current });
    // Sampling goes on from the change (a second one may follow within the week).
    t = hi - WEEK;
  }
  return out;
}
