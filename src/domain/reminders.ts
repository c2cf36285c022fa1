/**
 * When a recurring reminder fires. All dates are calendar days in the salon's zone and all
 * times are wall-clock minutes there, so a DST switch never moves a reminder to another day.
 */
import { addDays, compareDays, dayOfWeek, daysInMonth, isValidDate, normalizeTime, toMinutes } from "./time";

export const REMINDER_FREQUENCIES = ["weekly", "biweekly", "monthly"] as const;
export type ReminderFrequency = (typeof REMINDER_FREQUENCIES)[number];

export type ReminderSchedule = {
  frequency: ReminderFrequency;
  /** 0 = Sunday .. 6; used by weekly and biweekly. */
  dayOfWeek: number | null;
  /** 1..31; used by monthly. */
  dayOfMonth: number | null;
};

/** A reminder without a preferred time goes out at 10:00. */
export const DEFAULT_REMINDER_MINUTES = 10 * 60;

/**
 * `dayOfMonth` in that month, or its last day when the month is shorter:
 * 31 -> 2026-04-30, 2026-02-28, 2028-02-29; 15 -> the 15th everywhere.
 */
function monthlyDay(year: number, month: number, dayOfMonth: number): string {
  const date = Math.min(dayOfMonth, daysInMonth(year, month));
  return `${year}-${String(month).padStart(2, "0")}-${String(date).padStart(2, "0")}`;
}

/** Bad input is the caller's bug (the schema allows 0-6 and 1-31): fail loudly, not silently. */
function checkSchedule(args: ReminderSchedule, day: string): void {
  if (!isValidDate(day)) throw new RangeError(`Invalid calendar day: ${JSON.stringify(day)}`);
  const { dayOfWeek: weekday, dayOfMonth } = args;
  if (weekday !== null && !(Number.isInteger(weekday) && weekday >= 0 && weekday <= 6)) {
    throw new RangeError(`Day of week must be 0..6, got ${weekday}`);
  }
  if (dayOfMonth !== null && !(Number.isInteger(dayOfMonth) && dayOfMonth >= 1 && dayOfMonth <= 31)) {
    throw new RangeError(`Day of month must be 1..31, got ${dayOfMonth}`);
  }
}

function yearMonth(day: string): { year: number; month: number; date: number } {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), date: Number(day.slice(8, 10)) };
}

function nextMonth(year: number, month: number): { year: number; month: number } {
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}

/**
 * The first reminder day on or after `from` (today in the salon's zone). Weekly and biweekly
 * both start on the first matching weekday: from Wednesday 2026-12-30, Friday -> 2027-01-01.
 * A missing weekday or day of month means "the same as `from`", so `from` itself is returned.
 */
export function nextReminderDate(args: ReminderSchedule & { from: string }): string {
  const { from } = args;
  checkSchedule(args, from);
  if (args.frequency === "monthly") {
    if (args.dayOfMonth === null) return from;
    const { year, month } = yearMonth(from);
    const thisMonth = monthlyDay(year, month, args.dayOfMonth);
    if (compareDays(thisMonth, from) >= 0) return thisMonth;
    const next = nextMonth(year, month);
    return monthlyDay(next.year, next.month, args.dayOfMonth);
  }
  if (args.dayOfWeek === null) return from;
  const ahead = (args.dayOfWeek - dayOfWeek(from) + 7) % 7;
  return addDays(from, ahead);
}

/**
 * The occurrence after `current`. Monthly clamps from the saved dayOfMonth every time, never
 * from the previous (clamped) date: with 31, 2026-01-31 -> 2026-02-28 -> 2026-03-31, not 03-28.
 * Without a dayOfMonth, `current`'s own day is used (and can only drift down after a short month).
 */
export function advanceReminderDate(args: ReminderSchedule & { current: string }): string {
  checkSchedule(args, args.current);
  switch (args.frequency) {
    case "weekly":
      return addDays(args.current, 7);
    case "biweekly":
      return addDays(args.current, 14);
    case "monthly": {
      const { year, month, date } = yearMonth(args.current);
      const next = nextMonth(year, month);
      return monthlyDay(next.year, next.month, args.dayOfMonth ?? date);
    }
  }
}

/** The wall-clock moment a reminder is due: its date at preferredTime, or 10:00 without one. */
export function reminderDueAt(args: { nextReminderDate: string; preferredTime: string | null }): {
  date: string;
  minutes: number;
} {
  const time = args.preferredTime === null ? null : normalizeTime(args.preferredTime);
  return { date: args.nextReminderDate, minutes: time === null ? DEFAULT_REMINDER_MINUTES : toMinutes(time) };
}

/**
 * Due once the salon's wall clock has reached the reminder's date and time (a reminder missed
 * while the server was down is due as soon as it is back). Comparing wall-clock minutes makes
 * DST safe in Europe/Rome: a 02:30 reminder on 2026-03-29 (02:00-02:59 never happens) is due at
 * 03:00; on 2026-10-25 02:30 happens twice, so the scheduler must advance nextReminderDate after
 * sending — the second 02:30 then sees a later date and stays quiet.
 */
export function isDue(
  reminder: { nextReminderDate: string; preferredTime: string | null; isActive?: boolean },
  wallClock: { date: string; minutes: number },
): boolean {
  if (reminder.isActive === false) return false;
  const due = reminderDueAt(reminder);
  const byDay = compareDays(wallClock.date, due.date);
  return byDay > 0 || (byDay === 0 && wallClock.minutes >= due.minutes);
}

/**
 * The date a reminder first goes out, or goes out next after an edit: the first matching day from
 * today, unless today's send time has already passed (then from tomorrow). Without this, a
 * weekly-Wednesday-10:00 reminder created on a Wednesday at 15:00 would go out within the minute,
 * to a client who may be standing at the desk.
 */
export function firstReminderDate(
  args: ReminderSchedule & { preferredTime: string | null; wallClock: { date: string; minutes: number } },
): string {
  const { wallClock, preferredTime } = args;
  const today = nextReminderDate({ ...args, from: wallClock.date });
  if (today !== wallClock.date || !isDue({ nextReminderDate: today, preferredTime }, wallClock)) return today;
  return nextReminderDate({ ...args, from: addDays(wallClock.date, 1) });
}

/**
 * After sending the occurrence `current`, the next one strictly after `today`. Once a day a loop
 * of one step; after the server was down for three weeks it skips the missed weekly occurrences,
 * so the client gets one message, not three: weekly from 2026-03-04 with today 2026-03-25 ->
 * 2026-04-01 (03-11, 03-18 and 03-25 are skipped).
 */
export function advancePast(args: ReminderSchedule & { current: string; today: string }): string {
  let next = advanceReminderDate(args);
  // Every step moves at least 7 days (or into the next month), so the loop ends.
  while (compareDays(next, args.today) <= 0) next = advanceReminderDate({ ...args, current: next });
  return next;
}
