import { useMemo } from "react";
import type { ExtraordinaryDay, Slot, Vacation, WeeklyOpeningHours, WorkingHoursEntry } from "../../../src/domain/availability";
import type { Appointment, SuggestedAppointment as Suggestion } from "../../../src/domain/schemas/appointments";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import { weekModel } from "./view-models";
import { CompactWeek, StylistWeek } from "./week-view";

/**
 * The week view ("Settimanale"): with one stylist picked, her seven days on a time grid; with
 * "Tutti i Collaboratori", every stylist's visits listed per day.
 */
export function WeekSection(props: {
  days: readonly string[];
  today: string;
  stylistFilter: string;
  stylists: readonly Stylist[];
  opening: WeeklyOpeningHours;
  extraordinaryDays: readonly ExtraordinaryDay[];
  vacations: readonly Vacation[];
  workingHours: ReadonlyMap<number, readonly WorkingHoursEntry[]> | undefined;
  booked: readonly Appointment[];
  items: readonly (Appointment | Suggestion)[];
  canBook: boolean;
  onSlotClick(stylist: Stylist, slot: Slot, day: string): void;
  onNewAt(day: string): void;
  onOpenAppointment(a: Appointment | Suggestion): void;
  onOpenDay(day: string): void;
}) {
  const { days, stylistFilter, stylists, opening, extraordinaryDays, vacations, workingHours, booked } = props;
  const stylist = stylistFilter === "all" ? null : (stylists.find((s) => String(s.id) === stylistFilter) ?? null);
  const week = useMemo(
    () => weekModel({ days, stylist, opening, extraordinaryDays, vacations, workingHours, booked }),
    [days, stylist, opening, extraordinaryDays, vacations, workingHours, booked],
  );
  if (stylist) {
    return (
      <StylistWeek
        stylist={stylist}
        days={week.days}
        today={props.today}
        openTime={week.openTime}
        appointments={props.items}
        conflicts={week.conflicts}
        onSlotClick={props.onSlotClick}
        onOpenAppointment={props.onOpenAppointment}
        onOpenDay={props.onOpenDay}
      />
    );
  }
  return (
    <CompactWeek
      days={week.days}
      today={props.today}
      appointments={props.items}
      stylists={stylists}
      canBook={props.canBook}
      onNewAt={props.onNewAt}
      onOpenAppointment={props.onOpenAppointment}
      onOpenDay={props.onOpenDay}
    />
  );
}
