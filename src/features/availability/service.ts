import { weeklyHoursFromRows, type WorkingHoursEntry } from "../../domain/availability";
import { invalid } from "../../domain/errors";
import { findFreeSlots, MAX_SEARCH_DAYS } from "../../domain/free-slots";
import { DEFAULT_LIMIT, type FreeSlotsQuery, type FreeSlotsResponse } from "../../domain/schemas/availability";
import { addDays, todayIn } from "../../domain/time";
import type { AppContext } from "../../http/context";
import { availabilityRepo } from "./repo";

export const SERVICE_NOT_FOUND = "Servizio non trovato";
export const STYLIST_NOT_FOUND = "Stilista non trovato";

export function createAvailabilityService(ctx: AppContext) {
  const repo = availabilityRepo(ctx.db);

  /**
   * The first free times for a service (or a length) from a day on: one stylist, or every active
   * one. Staff book at the counter, so there is no minimum notice beyond "not in the past".
   */
  function freeSlots(query: FreeSlotsQuery): FreeSlotsResponse {
    let duration = query.duration;
    if (query.serviceId !== undefined) {
      const service = repo.findService(query.serviceId);
      if (!service) throw invalid(SERVICE_NOT_FOUND, { serviceId: SERVICE_NOT_FOUND }, "invalid_reference");
      duration ??= service.duration;
    }
    let stylistIds: number[];
    if (query.stylistId !== undefined) {
      const stylist = repo.findStylist(query.stylistId);
      if (!stylist || stylist.archivedAt !== null) throw invalid(STYLIST_NOT_FOUND, { stylistId: STYLIST_NOT_FOUND }, "invalid_reference");
      stylistIds = [stylist.id];
    } else {
      stylistIds = repo.activeStylistIds().filter((id) => id !== query.exceptStylistId);
    }
    const now = ctx.clock.now();
    const from = query.from || todayIn(ctx.config.timeZone, now);
    const days = query.days ?? MAX_SEARCH_DAYS;
    const to = addDays(from, days - 1);
    const minutes = duration! + (query.cleaning ?? 0);
    if (stylistIds.length === 0) return { minutes, from, to, slots: [] };

    const workingHours = new Map<number, WorkingHoursEntry[]>();
    for (const row of repo.workingHours(stylistIds)) {
      const list = workingHours.get(row.stylistId) ?? [];
      list.push(row);
      workingHours.set(row.stylistId, list);
    }
    const slots = findFreeSlots({
      opening: weeklyHoursFromRows(repo.openingHours(), repo.legacyOpeningHours()),
      extraordinaryDays: repo.extraordinaryDays(from, to),
      vacations: repo.vacations(stylistIds, from, to),
      workingHours,
      bookings: repo.bookings(from, to),
      stylistIds,
      durationMinutes: duration!,
      cleaningMinutes: query.cleaning,
      now,
      timeZone: ctx.config.timeZone,
      fromDate: from,
      fromTime: query.fromTime || undefined,
      days,
      limit: query.limit ?? DEFAULT_LIMIT,
      ignoreAppointmentId: query.excludeId,
    });
    return { minutes, from, to, slots };
  }

  return { freeSlots };
}
