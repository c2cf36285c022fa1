import { inMinutes, suggestedStartOn, suggestionDay, type MinuteRange, type SuggestionDay } from "../../domain/appointments";
import type { SuggestedAppointment } from "../../domain/schemas/appointments";
import { compareDays } from "../../domain/time";
import { busyParts } from "../../domain/visit-time";
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
  const { opening, extraordinaryDays, vacations, workingHours: hoursOf, bookings } = repo.dayRules(stylistIds, first, last);

  // Each stylist's day is worked out once, however many reminders fall on it; what is booked
  // there (and what earlier suggestions took) is looked up by stylist and day, not filtered.
  // A stylist is taken during her items' busy parts (any visit's, its posa free) and cleaning.
  const clientDays = new Set(repo.clientBookingsOn(dates, clientIds).map((b) => `${b.clientId}|${b.date}`));
  const takenOn = new Map<string, MinuteRange[]>();
  for (const b of bookings) {
    listIn(takenOn, `${b.stylistId}|${b.date}`).push(...busyParts({ processingMinutes: 0, finishingMinutes: 0, ...b }));
  }
  const days = new Map<string, SuggestionDay>();
  const dayOf = (stylistId: number, date: string, key: string) => {
    let day = days.get(key);
    if (!day) {
      day = suggestionDay({ date, stylistId, opening, extraordinaryDays, vacations, workingHours: hoursOf.get(stylistId) ?? [] });
      days.set(key, day);
    }
    return day;
  };

  const result: SuggestedAppointment[] = [];
  for (const r of reminders) {
    if (clientDays.has(`${r.clientId}|${r.date}`)) continue;
    const key = `${r.stylistId}|${r.date}`;
    const booked = listIn(takenOn, key);
    const slot = suggestedStartOn(dayOf(r.stylistId, r.date, key), {
      durationMinutes: r.service.duration,
      preferredTime: r.preferredTime,
      booked,
    });
    if (!slot) continue;
    booked.push(inMinutes(slot));
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

function listIn<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (!list) {
    list = [];
    map.set(key, list);
  }
  return list;
}
