/**
 * The calendar's availability rules: which 15-minute slots a stylist can take on a day.
 *
 * Everything runs on wall-clock minutes of a "YYYY-MM-DD" day, never on instants: on the DST
 * Sundays in Europe/Rome (2026-03-29 has 23 hours, 2026-10-25 has 25) a salon open 10:00-16:00
 * still shows 24 slots, because 10:00..16:00 on the wall is 360 minutes whatever UTC does.
 */
import { compareDays, dayOfWeek, fromMinutes, normalizeTime, toMinutes, WEEKDAY_KEYS, weekdayKey, type WeekdayKey } from "./time";
import type { ExtraordinaryDay as ExtraordinaryDayRow } from "./schemas/extraordinary-days";
import type { Vacation as VacationRow } from "./schemas/vacations";
import type { SavedWorkingHours } from "./schemas/working-hours";

export const SLOT_MINUTES = 15;

export type DayOpeningHours = { openTime: string; closeTime: string; isOpen: boolean };
export type WeeklyOpeningHours = Record<WeekdayKey, DayOpeningHours>;

// The rules read only these parts of the saved rows (the response schemas define the rows).
export type WorkingHoursEntry = Omit<SavedWorkingHours, "id" | "stylistId">;

/** startDate..endDate both included. */
export type Vacation = Pick<VacationRow, "stylistId" | "startDate" | "endDate" | "isActive" | "reason">;

export type ExtraordinaryDay = Omit<ExtraordinaryDayRow, "id" | "notes">;

export type SlotState = "available" | "vacation" | "closed" | "special" | "break" | "not_working";
export type Slot = { time: string; state: SlotState };
export type UnavailableReason = "vacation" | "closed" | "break" | "not_working";

/** A stylist's default week: Mon-Sat 09:00-18:00 with a 13:00-14:00 break, Sunday off (breaks null). */
export function defaultWorkingHours(dayOfWeekNumber: number): WorkingHoursEntry {
  const isWorking = dayOfWeekNumber !== 0;
  const breaks = isWorking ? { breakStartTime: "13:00", breakEndTime: "14:00" } : { breakStartTime: null, breakEndTime: null };
  return { dayOfWeek: dayOfWeekNumber, isWorking, startTime: "09:00", endTime: "18:00", ...breaks };
}

/** The two presets of the working-hours screen, one entry per day 0..6. */
export function workingHoursPreset(preset: "full_time" | "part_time"): WorkingHoursEntry[] {
  return [0, 1, 2, 3, 4, 5, 6].map((day) => {
    if (preset === "full_time") return defaultWorkingHours(day);
    const isWorking = day >= 2 && day <= 5;
    const breaks = isWorking ? { breakStartTime: "12:30", breakEndTime: "13:00" } : { breakStartTime: null, breakEndTime: null };
    return { dayOfWeek: day, isWorking, startTime: "10:00", endTime: "15:00", ...breaks };
  });
}

const week = (weekdays: DayOpeningHours, saturday: DayOpeningHours, sunday: DayOpeningHours): WeeklyOpeningHours => ({
  monday: { ...weekdays },
  tuesday: { ...weekdays },
  wednesday: { ...weekdays },
  thursday: { ...weekdays },
  friday: { ...weekdays },
  saturday,
  sunday,
});

/** What the calendar assumes when the hours cannot be loaded. */
export const CALENDAR_DEFAULT_OPENING_HOURS: WeeklyOpeningHours = week(
  { openTime: "08:00", closeTime: "20:00", isOpen: true },
  { openTime: "09:00", closeTime: "18:00", isOpen: true },
  { openTime: "10:00", closeTime: "16:00", isOpen: true },
);

/** What the settings form starts from; the spec admits it disagrees with the calendar's. */
export const SETTINGS_DEFAULT_OPENING_HOURS: WeeklyOpeningHours = week(
  { openTime: "08:00", closeTime: "22:00", isOpen: true },
  { openTime: "09:00", closeTime: "20:00", isOpen: true },
  { openTime: "10:00", closeTime: "18:00", isOpen: false },
);

/** A new salon's week: the settings defaults with Monday closed, as most Italian salons are. */
export const FIRST_START_OPENING_HOURS: WeeklyOpeningHours = {
  ...SETTINGS_DEFAULT_OPENING_HOURS,
  monday: { ...SETTINGS_DEFAULT_OPENING_HOURS.monday, isOpen: false },
};

function readDay(raw: unknown): DayOpeningHours | null {
  if (typeof raw !== "object" || raw === null) return null;
  const openTime: unknown = Reflect.get(raw, "openTime");
  const closeTime: unknown = Reflect.get(raw, "closeTime");
  const isOpen: unknown = Reflect.get(raw, "isOpen");
  if (typeof openTime !== "string" || typeof closeTime !== "string" || typeof isOpen !== "boolean") return null;
  const open = normalizeTime(openTime);
  const close = normalizeTime(closeTime);
  return open && close ? { openTime: open, closeTime: close, isOpen } : null;
}

/**
 * Accepts the per-day object, or the old flat `{ openTime, closeTime }`, which
 * applies to Monday-Friday (open) while Saturday becomes 09:00-20:00 open and Sunday 10:00-18:00
 * closed — the settings defaults for those two days. A malformed day falls back to `fallback`'s
 * entry for that day only; a value that is neither shape falls back entirely.
 */
export function normalizeOpeningHours(
  raw: unknown,
  fallback: WeeklyOpeningHours = CALENDAR_DEFAULT_OPENING_HOURS,
): WeeklyOpeningHours {
  if (typeof raw !== "object" || raw === null) return cloneWeek(fallback);
  const hasDayKeys = WEEKDAY_KEYS.some((key) => key in raw);
  const flatOpen: unknown = Reflect.get(raw, "openTime");
  const flatClose: unknown = Reflect.get(raw, "closeTime");
  if (!hasDayKeys && typeof flatOpen === "string" && typeof flatClose === "string") {
    const open = normalizeTime(flatOpen);
    const close = normalizeTime(flatClose);
    if (!open || !close) return cloneWeek(fallback);
    return week(
      { openTime: open, closeTime: close, isOpen: true },
      { ...SETTINGS_DEFAULT_OPENING_HOURS.saturday },
      { ...SETTINGS_DEFAULT_OPENING_HOURS.sunday },
    );
  }
  const result = cloneWeek(fallback);
  for (const key of WEEKDAY_KEYS) result[key] = readDay(Reflect.get(raw, key)) ?? result[key];
  return result;
}

/**
 * The week as GET /api/settings/hours gives it, from the saved rows: with none saved, a legacy
 * settings value (JSON text, flat or per day); days missing either way take the settings
 * screen's defaults. Unreadable legacy text counts as none.
 */
export function weeklyHoursFromRows(
  rows: readonly ({ day: string } & DayOpeningHours)[],
  legacyJson: string | undefined,
): WeeklyOpeningHours {
  if (rows.length === 0) return normalizeOpeningHours(parseJsonOrNull(legacyJson), SETTINGS_DEFAULT_OPENING_HOURS);
  const byDay = Object.fromEntries(rows.map(({ day, openTime, closeTime, isOpen }) => [day, { openTime, closeTime, isOpen }]));
  return normalizeOpeningHours(byDay, SETTINGS_DEFAULT_OPENING_HOURS);
}

function parseJsonOrNull(text: string | undefined): unknown {
  if (text === undefined) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function cloneWeek(hours: WeeklyOpeningHours): WeeklyOpeningHours {
  const copy = { ...hours };
  for (const key of WEEKDAY_KEYS) copy[key] = { ...hours[key] };
  return copy;
}

export type DayHours = { closed: boolean; openTime: string; closeTime: string; extraordinary: ExtraordinaryDay | null };

/**
 * An extraordinary day on that date wins over the weekly hours: closed -> closed, open -> its
 * special times. An open extraordinary day without usable special times keeps the weekday's
 * times but is open (an "Apertura Straordinaria" on a Sunday the salon normally closes).
 * A closed day keeps the weekday's times so the grid can still draw its (closed) rows.
 */
export function dayHours(args: {
  date: string;
  opening: WeeklyOpeningHours;
  extraordinaryDays: readonly ExtraordinaryDay[];
}): DayHours {
  const weekday = args.opening[weekdayKey(dayOfWeek(args.date))];
  const extraordinary = args.extraordinaryDays.find((day) => day.date === args.date) ?? null;
  if (!extraordinary) return { closed: !weekday.isOpen, ...times(weekday), extraordinary };
  if (extraordinary.isClosed) return { closed: true, ...times(weekday), extraordinary };
  const open = extraordinary.specialOpenTime === null ? null : normalizeTime(extraordinary.specialOpenTime);
  const close = extraordinary.specialCloseTime === null ? null : normalizeTime(extraordinary.specialCloseTime);
  return { closed: false, openTime: open ?? weekday.openTime, closeTime: close ?? weekday.closeTime, extraordinary };
}

/** Hours handed in without normalizeOpeningHours may still say "09:00:00". */
const times = (day: DayOpeningHours) => ({
  openTime: normalizeTime(day.openTime) ?? day.openTime,
  closeTime: normalizeTime(day.closeTime) ?? day.closeTime,
});

export type SlotArgs = {
  date: string;
  stylistId: number;
  opening: WeeklyOpeningHours;
  extraordinaryDays: readonly ExtraordinaryDay[];
  vacations: readonly Vacation[];
  /** That stylist's saved entries; a weekday without one gets defaultWorkingHours. */
  workingHours: readonly WorkingHoursEntry[];
};

type DayContext = {
  hours: DayHours;
  onVacation: boolean;
  working: { isWorking: boolean; start: number; end: number; breakStart: number | null; breakEnd: number | null };
};

function dayContext(args: SlotArgs): DayContext {
  const weekday = dayOfWeek(args.date);
  const entry = args.workingHours.find((e) => e.dayOfWeek === weekday) ?? defaultWorkingHours(weekday);
  const minutesOrNull = (time: string | null) => {
    const normal = time === null ? null : normalizeTime(time);
    return normal === null ? null : toMinutes(normal);
  };
  const breakStart = minutesOrNull(entry.breakStartTime);
  const breakEnd = minutesOrNull(entry.breakEndTime);
  const hasBreak = breakStart !== null && breakEnd !== null && breakStart < breakEnd;
  return {
    hours: dayHours(args),
    onVacation: args.vacations.some(
      (v) =>
        v.isActive &&
        v.stylistId === args.stylistId &&
        compareDays(v.startDate, args.date) <= 0 &&
        compareDays(args.date, v.endDate) <= 0,
    ),
    working: {
      isWorking: entry.isWorking,
      start: minutesOrNull(entry.startTime) ?? 0,
      end: minutesOrNull(entry.endTime) ?? 0,
      breakStart: hasBreak ? breakStart : null,
      breakEnd: hasBreak ? breakEnd : null,
    },
  };
}

/**
 * Priority: vacation, then the salon's day (closed), then break, then not
 * working. Two decisions of ours:
 * - Special hours do not outrank the stylist: a slot inside special hours is "special" only where
 *   the stylist would otherwise be "available"; during their break it stays "break", so a
 *   shortened day (e.g. 10:00-14:00 with a 13:00-14:00 break) still protects the lunch hour.
 * - A day with isWorking false is "not_working" throughout, even if stale break times were
 *   saved: the screen would otherwise say "Il dipendente è in pausa" on their day off.
 * The slot's start decides: with a 13:00-14:00 break, 13:45 is "break" and 14:00 is not.
 */
function stateAt(ctx: DayContext, minute: number): SlotState {
  if (ctx.onVacation) return "vacation";
  if (ctx.hours.closed) return "closed";
  const w = ctx.working;
  if (!w.isWorking) return "not_working";
  if (w.breakStart !== null && w.breakEnd !== null && minute >= w.breakStart && minute < w.breakEnd) return "break";
  if (minute < w.start || minute >= w.end) return "not_working";
  return ctx.hours.extraordinary ? "special" : "available";
}

function slotStarts(hours: DayHours): number[] {
  const starts: number[] = [];
  const close = toMinutes(hours.closeTime);
  for (let m = toMinutes(hours.openTime); m < close; m += SLOT_MINUTES) starts.push(m);
  return starts;
}

/** One slot every 15 minutes from opening (included) to closing (excluded): 10:00-16:00 -> 24. */
export function slotStates(args: SlotArgs): { closed: boolean; openTime: string; closeTime: string; slots: Slot[] } {
  const ctx = dayContext(args);
  const { closed, openTime, closeTime } = ctx.hours;
  const slots = slotStarts(ctx.hours).map((m) => ({ time: fromMinutes(m), state: stateAt(ctx, m) }));
  return { closed, openTime, closeTime, slots };
}
