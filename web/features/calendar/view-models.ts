import { dayHours, slotStates, type ExtraordinaryDay, type Vacation, type WeeklyOpeningHours, type WorkingHoursEntry } from "../../../src/domain/availability";
import type { Appointment, SuggestedAppointment as Suggestion } from "../../../src/domain/schemas/appointments";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import type { DayColumn } from "./day-view";

type Calendar = { opening: WeeklyOpeningHours; extraordinaryDays: readonly ExtraordinaryDay[] };

/** The day view: the salon's hours that day and, per shown stylist, the state of each 15-minute slot. */
export function dayModel(
  args: Calendar & {
    date: string;
    stylists: readonly Stylist[];
    vacations: readonly Vacation[];
    workingHours: ReadonlyMap<number, readonly WorkingHoursEntry[]> | undefined;
  },
) {
  const { date, opening, extraordinaryDays, vacations } = args;
  const hours = dayHours({ date, opening, extraordinaryDays });
  const columns: DayColumn[] = args.stylists.map((stylist) => ({
    stylist,
    slots: slotStates({
      date,
      stylistId: stylist.id,
      opening,
      extraordinaryDays,
      vacations,
      workingHours: args.workingHours?.get(stylist.id) ?? [],
    }).slots,
  }));
  return { hours, columns };
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
