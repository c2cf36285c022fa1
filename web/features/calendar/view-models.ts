import { dayHours, SLOT_MINUTES, slotStates, type ExtraordinaryDay, type Slot, type Vacation, type WeeklyOpeningHours, type WorkingHoursEntry } from "../../../src/domain/availability";
import { appointmentConflict, type BookedConflict } from "../../../src/domain/conflicts";
import { fromMinutes, toMinutes } from "../../../src/domain/time";
import type { Appointment, SuggestedAppointment as Suggestion } from "../../../src/domain/schemas/appointments";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import type { DayColumn } from "./day-view";

type Calendar = { opening: WeeklyOpeningHours; extraordinaryDays: readonly ExtraordinaryDay[] };

/**
 * The grid's first and last minute: the salon's hours, stretched to every booked appointment of
 * the day, so one booked before the hours were shortened (17:30 on a Saturday now closing at
 * 17:00) stays whole on screen. Quarter-hour rows: a 17:40 end draws to 17:45.
 */
export function gridRange(openTime: string, closeTime: string, booked: readonly Pick<Appointment, "startTime" | "endTime">[]) {
  let start = toMinutes(openTime);
  let end = toMinutes(closeTime);
  for (const a of booked) {
    start = Math.min(start, Math.floor(toMinutes(a.startTime) / SLOT_MINUTES) * SLOT_MINUTES);
    end = Math.max(end, Math.ceil(toMinutes(a.endTime) / SLOT_MINUTES) * SLOT_MINUTES);
  }
  return { openTime: fromMinutes(start), closeTime: fromMinutes(Math.min(end, 24 * 60 - SLOT_MINUTES)), endMinutes: Math.min(end, 24 * 60) };
}

/** Rows outside the salon's hours (shown only because something is booked there) are closed. */
export function padSlots(slots: Slot[], start: number, end: number): Slot[] {
  const first = slots[0] ? toMinutes(slots[0].time) : end;
  const last = slots.length ? toMinutes(slots[slots.length - 1]!.time) + SLOT_MINUTES : first;
  const before: Slot[] = [];
  for (let m = start; m < Math.min(first, end); m += SLOT_MINUTES) before.push({ time: fromMinutes(m), state: "closed" });
  const after: Slot[] = [];
  for (let m = Math.max(last, start); m < end; m += SLOT_MINUTES) after.push({ time: fromMinutes(m), state: "closed" });
  return [...before, ...slots, ...after];
}

/**
 * The day view: the salon's hours that day, the grid's range (stretched to what is booked), per
 * shown stylist the state of each 15-minute slot, and each booked appointment's conflict with the
 * availability (none until the working hours are loaded, so nothing flashes as wrong).
 */
export function dayModel(
  args: Calendar & {
    date: string;
    stylists: readonly Stylist[];
    vacations: readonly Vacation[];
    workingHours: ReadonlyMap<number, readonly WorkingHoursEntry[]> | undefined;
    booked: readonly Appointment[];
  },
) {
  const { date, opening, extraordinaryDays, vacations, workingHours } = args;
  const hours = dayHours({ date, opening, extraordinaryDays });
  const range = gridRange(hours.openTime, hours.closeTime, args.booked);
  const start = toMinutes(range.openTime);
  const columns: DayColumn[] = args.stylists.map((stylist) => ({
    stylist,
    slots: padSlots(
      slotStates({ date, stylistId: stylist.id, opening, extraordinaryDays, vacations, workingHours: workingHours?.get(stylist.id) ?? [] }).slots,
      start,
      range.endMinutes,
    ),
  }));
  const conflicts = new Map<number, BookedConflict>();
  if (workingHours) {
    const inputs = { opening, extraordinaryDays, vacations, workingHoursOf: (id: number) => workingHours.get(id) ?? [] };
    for (const a of args.booked) {
      const found = appointmentConflict(a, inputs);
      if (found) conflicts.set(a.id, found);
    }
  }
  return { hours, range, columns, conflicts };
}

/** The month view: bookings and suggestions by day, earliest first, and the days the salon is closed. */
export function monthModel(args: Calendar & { grid: readonly string[]; items: readonly (Appointment | Suggestion)[] }) {
  const byDay = new Map<string, (Appointment | Suggestion)[]>();
  for (const item of args.items) {
    const list = byDay.get(item.date) ?? [];
    list.push(item);
    byDay.set(item.date, list);
  }
  for (const list of byDay.values()) list.sort((a, b) => a.startTime.localeCompare(b.startTime));
  const closedDays = new Set(args.grid.filter((d) => dayHours({ date: d, opening: args.opening, extraordinaryDays: args.extraordinaryDays }).closed));
  return { byDay, closedDays };
}

/**
 * The week view: per day the salon's hours, and for one stylist each day's slots on one grid (from
 * the earliest opening or booking of the week to the latest), plus the booked appointments'
 * conflicts. Without a stylist (all of them, compact) the days carry no slots.
 */
export function weekModel(
  args: Calendar & {
    days: readonly string[];
    stylist: Stylist | null;
    vacations: readonly Vacation[];
    workingHours: ReadonlyMap<number, readonly WorkingHoursEntry[]> | undefined;
    booked: readonly Appointment[];
  },
) {
  const perDay = args.days.map((date) =>
    dayModel({ ...args, date, stylists: args.stylist ? [args.stylist] : [], booked: args.booked.filter((a) => a.date === date) }),
  );
  const start = Math.min(...perDay.map((d) => toMinutes(d.range.openTime)));
  const end = Math.max(...perDay.map((d) => d.range.endMinutes));
  const conflicts = new Map<number, BookedConflict>();
  for (const d of perDay) for (const [id, c] of d.conflicts) conflicts.set(id, c);
  const days = perDay.map((d, i) => ({
    date: args.days[i] as string,
    closed: d.hours.closed,
    slots: d.columns[0] ? padSlots(d.columns[0].slots, start, end) : [],
  }));
  return { openTime: fromMinutes(start), closeTime: fromMinutes(Math.min(end, 24 * 60 - SLOT_MINUTES)), days, conflicts };
}
