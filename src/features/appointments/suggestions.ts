import { suggestedStart } from "../../domain/appointments";
import { weeklyHoursFromRows, type WeeklyOpeningHours } from "../../domain/availability";
import type { SuggestedAppointment } from "../../domain/schemas/appointments";
import { compareDays } from "../../domain/time";
import type { AppointmentsRepo, ListFilter } from "./repo";

/**
 * The calendar's '(Suggerito)' entries: each active reminder due in the range proposes its
 * client, service and stylist on its next date, at the preferred time or else the stylist's
 * first free slot (see suggestedStart). Nothing is stored. Skipped: a client who already has an
 * appointment that day, a day with no room, an archived stylist or service. Two suggestions for
 * one stylist and day never overlap each other: the earlier reminder keeps its time.
 */
export function suggestFor(repo: AppointmentsRepo, filter: ListFilter): SuggestedAppointment[] {
  const range =
    filter.kind === "date"
      ? { startDate: filter.date, endDate: filter.date }
      : filter.kind === "range"
        ? { startDate: filter.startDate, endDate: filter.endDate }
        : {};
  const reminders = repo.dueReminders({ ...range, clientId: filter.clientId });
  if (reminders.length === 0) return [];

  const dates = [...new Set(reminders.map((r) => r.date))].sort(compareDays);
  const stylistIds = [...new Set(reminders.map((r) => r.stylistId))];
  const clientIds = [...new Set(reminders.map((r) => r.clientId))];
  const first = dates[0]!;
  const last = dates[dates.length - 1]!;
  const bookings = repo.bookingsOn(dates, stylistIds, clientIds);
  const workingHours = repo.workingHoursOf(stylistIds);
  const vacations = repo.vacationsOf(stylistIds, first, last);
  const extraordinaryDays = repo.extraordinaryDaysIn(first, last);
  const opening = weeklyHours(repo);

  const placed: { stylistId: number; date: string; startTime: string; endTime: string }[] = [];
  const result: SuggestedAppointment[] = [];
  for (const r of reminders) {
    if (bookings.some((b) => b.clientId === r.clientId && b.date === r.date)) continue;
    const booked = [...bookings, ...placed].filter((b) => b.stylistId === r.stylistId && b.date === r.date);
    const slot = suggestedStart({
      date: r.date,
      stylistId: r.stylistId,
      opening,
      extraordinaryDays,
      vacations,
      workingHours: workingHours.filter((w) => w.stylistId === r.stylistId),
      durationMinutes: r.service.duration,
      preferredTime: r.preferredTime,
      booked,
    });
    if (!slot) continue;
    placed.push({ stylistId: r.stylistId, date: r.date, ...slot });
    result.push({
      id: `suggested-${r.id}-${r.date}`,
      type: "suggested",
      reminderId: r.id,
      clientId: r.clientId,
      stylistId: r.stylistId,
      serviceId: r.serviceId,
      date: r.date,
      ...slot,
      notes: "",
      client: r.client,
      service: r.service,
      stylist: r.stylist,
    });
  }
  return result.sort(
    (a, b) =>
      compareDays(a.date, b.date) ||
      a.startTime.localeCompare(b.startTime) ||
      a.stylist.name.localeCompare(b.stylist.name, "it"),
  );
}

/** The week the calendar shows, resolved as GET /api/settings/hours does. */
function weeklyHours(repo: AppointmentsRepo): WeeklyOpeningHours {
  return weeklyHoursFromRows(repo.openingHours(), repo.legacyOpeningHours());
}
