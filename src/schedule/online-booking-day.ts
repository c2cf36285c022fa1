/**
 * How many online bookings the public page has taken today against the owner's daily limit. Read by
 * the public booking (inside its write transaction) and by the staff's notice, so it lives below both.
 */
import { and, count, eq, gte } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { appointments } from "../../db/schema";
import { onlineDay } from "../domain/online-booking";

/** Online bookings created at or after `since` (UTC ISO), whatever became of them. */
export const onlineBookingsSince = (db: Executor, since: string): number =>
  db
    .select({ n: count() })
    .from(appointments)
    .where(and(eq(appointments.source, "online"), gte(appointments.createdAt, since)))
    .get()?.n ?? 0;

/** Today's count (salon day) and the limit: `reached` once the page takes no more today. */
export function onlineBookingToday(db: Executor, limit: number, now: Date, timeZone: string) {
  const day = onlineDay(now, timeZone);
  const made = onlineBookingsSince(db, day.since);
  return { count: made, limit, reached: made >= limit, retryAfterSeconds: day.retryAfterSeconds };
}
