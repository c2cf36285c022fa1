/**
 * One availability: when a stylist can work on a day, as sorted intervals of wall-clock minutes.
 *
 * Her day is the salon's hours (the weekly hours or that date's extraordinary day) intersected
 * with her working time for that weekday, minus her break; nothing when she is absent (any
 * active absence covering the date), the salon is closed, or she does not work that weekday. Her
 * free time is that minus the busy parts of the items booked for her (another client's posa is
 * free, a cleaning time is busy). The free-slot search, the public booking page, the drag and
 * save warnings and the conflicts list all read this one rule, so a break of 13:10–14:00 is the
 * same interval for each of them: an appointment 12:30–13:15 runs into it everywhere.
 */
import { dayHours, defaultWorkingHours, type SlotArgs, type UnavailableReason } from "./availability";
import { type Interval, intersect, subtract } from "./intervals";
import { compareDays, dayOfWeek, normalizeTime, toMinutes } from "./time";

export type StylistDay = {
  /** Why she takes nothing at all that day (most serious first), or null when she works. */
  off: "vacation" | "closed" | "not_working" | null;
  /** The salon's hours that day (null when closed). */
  open: Interval | null;
  /** Her working time that weekday (null on her day off). */
  working: Interval | null;
  /** Her break, when she has a usable one (start before end). */
  breakTime: Interval | null;
  /** When she may take work: open ∩ working − break; empty when `off`. */
  available: Interval[];
};

const minutesOf = (time: string | null) => {
  const normal = time === null ? null : normalizeTime(time);
  return normal === null ? null : toMinutes(normal);
};

/** The stylist's day before anything is booked. */
export function stylistDay(args: SlotArgs): StylistDay {
  const weekday = dayOfWeek(args.date);
  const entry = args.workingHours.find((e) => e.dayOfWeek === weekday) ?? defaultWorkingHours(weekday);
  const hours = dayHours(args);
  const open = hours.closed ? null : { start: toMinutes(hours.openTime), end: toMinutes(hours.closeTime) };
  const working = entry.isWorking ? { start: minutesOf(entry.startTime) ?? 0, end: minutesOf(entry.endTime) ?? 0 } : null;
  const breakStart = minutesOf(entry.breakStartTime);
  const breakEnd = minutesOf(entry.breakEndTime);
  const breakTime = entry.isWorking && breakStart !== null && breakEnd !== null && breakStart < breakEnd ? { start: breakStart, end: breakEnd } : null;
  const onVacation = args.vacations.some(
    (v) => v.isActive && v.stylistId === args.stylistId && compareDays(v.startDate, args.date) <= 0 && compareDays(args.date, v.endDate) <= 0,
  );
  const off = onVacation ? "vacation" : open === null ? "closed" : working === null ? "not_working" : null;
  const available = off || !open || !working ? [] : subtract(intersect([open], [working]), breakTime ? [breakTime] : []);
  return { off, open, working, breakTime, available };
}

/** Her free time: the available time minus the busy intervals given (any order, overlaps allowed). */
export function freeIntervals(day: StylistDay, busy: readonly Interval[]): Interval[] {
  return busy.length === 0 ? day.available.map((i) => ({ ...i })) : subtract(day.available, busy);
}

/**
 * Why [start, end) cannot be taken, by the day's rules alone (bookings aside), or null when it
 * can: vacation, then the salon closed that day or the span outside its hours ("closed"), then
 * the first minute of the span she cannot work decides between "break" and "not_working".
 */
export function unavailableReason(day: StylistDay, start: number, end: number): UnavailableReason | null {
  if (day.off === "vacation" || day.off === "closed") return day.off;
  if (!day.open || start < day.open.start || end > day.open.end) return "closed";
  if (day.off === "not_working") return "not_working";
  const missing = subtract([{ start, end }], day.available)[0];
  if (!missing) return null;
  const b = day.breakTime;
  return b && missing.start >= b.start && missing.start < b.end ? "break" : "not_working";
}

export type AvailabilityVerdict = { ok: true } | { ok: false; reason: UnavailableReason };

/**
 * Can this stylist take an appointment at `time` for `durationMinutes`? The whole span must lie
 * in her available time, so 12:30 for 45 minutes with a 13:00 break is refused ("break"), and so
 * is 12:30 for 45 minutes with a 13:10 break. Starting before opening or ending after closing is
 * "closed". A zero or negative duration is checked as its first minute only.
 */
export function stylistAvailability(args: SlotArgs & { time: string; durationMinutes: number }): AvailabilityVerdict {
  return availabilityOnDay(args)(toMinutes(args.time), args.durationMinutes);
}

/** stylistAvailability for many starts on one stylist's day: the day is worked out once. */
export function availabilityOnDay(args: SlotArgs): (startMinutes: number, durationMinutes: number) => AvailabilityVerdict {
  const day = stylistDay(args);
  return (start, durationMinutes) => {
    const reason = unavailableReason(day, start, start + Math.max(durationMinutes, 1));
    return reason === null ? { ok: true } : { ok: false, reason };
  };
}
