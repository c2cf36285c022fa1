import type { AppointmentStatus } from "./appointment-status";
import { addDays, instantIn, toMinutes, wallClockIn } from "./time";

/**
 * When the WhatsApp reminder before an appointment goes out. All instants are real (UTC) time;
 * quiet hours and appointment times are the salon's wall clock (SALON_TIMEZONE).
 *
 * - Due at start − leadHours, counted in real hours: 24 h before Sunday 29 March 2026 10:00 in Rome
 *   (the spring change) is Saturday 28 March 09:00, since that night is one hour short.
 * - A due time inside quiet hours moves to their end (21:00–08:00: due 23:30 → 08:00 next
 *   morning), if that is still at least 2 hours before the start; otherwise it moves back to the
 *   last minute before they began (20:59), so a 12 h lead on a 09:00 appointment still reminds.
 * - Booked inside the window (its due time already past) → due now, unless now is in quiet hours:
 *   then at the quiet end if still in time, else never.
 * - Never within 2 hours of the start, for a past appointment, or for a status that is not
 *   booked/confirmed: pending (an online request not yet approved: the client learns of it through
 *   the approval message, then gets the reminder), arrived, completed, no_show, cancelled.
 */

export type QuietHours = { quietStart: string | null; quietEnd: string | null };
export type ReminderTiming = QuietHours & { leadHours: number };

/** No reminder inside this margin before the start: too late to be of use, and it would look like spam. */
const MIN_NOTICE_MS = 2 * 3_600_000;
const MINUTE = 60_000;

export const REMINDED_STATUSES: readonly AppointmentStatus[] = ["booked", "confirmed"];

export type ReminderDecision =
  | { kind: "due" }
  /** UTC ISO instant of the next check that will find it due. */
  | { kind: "later"; at: string }
  | { kind: "never"; reason: "status" | "too_late" | "quiet_hours" };

/** Both null means no quiet hours; otherwise [start, end) on the wall clock, across midnight when start > end. */
export function inQuietHours(quiet: QuietHours, wallMinutes: number): boolean {
  if (quiet.quietStart === null || quiet.quietEnd === null) return false;
  const start = toMinutes(quiet.quietStart);
  const end = toMinutes(quiet.quietEnd);
  return start < end ? wallMinutes >= start && wallMinutes < end : wallMinutes >= start || wallMinutes < end;
}

/** The first instant after `at` (inside quiet hours) when they end. */
function quietEndAfter(timeZone: string, quietEnd: string, at: Date): Date {
  const wall = wallClockIn(timeZone, at);
  const end = toMinutes(quietEnd);
  return instantIn(timeZone, wall.minutes < end ? wall.date : addDays(wall.date, 1), end);
}

/** The last minute before the quiet hours that contain `at` began. */
function quietStartBefore(timeZone: string, quietStart: string, at: Date): Date {
  const wall = wallClockIn(timeZone, at);
  const start = toMinutes(quietStart);
  const began = instantIn(timeZone, wall.minutes >= start ? wall.date : addDays(wall.date, -1), start);
  return new Date(began.getTime() - MINUTE);
}

export function reminderDecision(args: {
  appointment: { date: string; startTime: string; status: AppointmentStatus };
  timing: ReminderTiming;
  timeZone: string;
  now: Date;
}): ReminderDecision {
  const { appointment, timing, timeZone, now } = args;
  if (!REMINDED_STATUSES.includes(appointment.status)) return { kind: "never", reason: "status" };
  const start = instantIn(timeZone, appointment.date, toMinutes(appointment.startTime)).getTime();
  const latest = start - MIN_NOTICE_MS;
  if (now.getTime() >= latest) return { kind: "never", reason: "too_late" };
  const quiet = (t: number) => inQuietHours(timing, wallClockIn(timeZone, new Date(t)).minutes);

  let target = start - timing.leadHours * 3_600_000;
  if (quiet(target) && timing.quietEnd !== null && timing.quietStart !== null) {
    const end = quietEndAfter(timeZone, timing.quietEnd, new Date(target)).getTime();
    target = end < latest ? end : quietStartBefore(timeZone, timing.quietStart, new Date(target)).getTime();
  }
  if (now.getTime() < target) return { kind: "later", at: new Date(target).toISOString() };
  if (!quiet(now.getTime()) || timing.quietEnd === null) return { kind: "due" };
  const end = quietEndAfter(timeZone, timing.quietEnd, now).getTime();
  return end < latest ? { kind: "later", at: new Date(end).toISOString() } : { kind: "never", reason: "quiet_hours" };
}

const WEEKDAYS = ["domenica", "lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato"];
const MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"];

/** "2026-11-24", "10:00" -> "martedì 24 novembre alle 10:00" (the template's date parameter). */
export function italianWhen(date: string, startTime: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
  return `${weekday} ${d} ${MONTHS[m - 1]} alle ${startTime}`;
}
