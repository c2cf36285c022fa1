import { invalid } from "../../domain/errors";
import { findFreeSlots, MAX_SEARCH_DAYS } from "../../domain/free-slots";
import { DEFAULT_LIMIT, type FreeSlotsQuery, type FreeSlotsResponse } from "../../domain/schemas/availability";
import { addDays, todayIn } from "../../domain/time";
import type { VisitItemRequest } from "../../domain/visit-slots";
import type { AppContext } from "../../http/context";
import { availabilityRepo } from "./repo";

export const SERVICE_NOT_FOUND = "Servizio non trovato";
export const STYLIST_NOT_FOUND = "Stilista non trovato";

export function createAvailabilityService(ctx: AppContext) {
  const repo = availabilityRepo(ctx.db);

  /**
   * The visit asked for: its services in order, each with the stylist asked for (or none: one
   * candidate takes them all); a single service's length may be overridden by `duration` (a
   * custom length in the dialog); a bare `duration` is a one-item search with no posa.
   */
  function visitItems(query: FreeSlotsQuery): VisitItemRequest[] {
    const stylistId = query.stylistId ?? null;
    const ids = query.serviceIds ?? (query.serviceId === undefined ? [] : [query.serviceId]);
    if (ids.length === 0) return [{ serviceId: 0, durationMinutes: query.duration!, processingMinutes: 0, finishingMinutes: 0, stylistId }];
    const found = new Map(repo.services(ids).map((s) => [s.id, s]));
    const field = query.serviceIds ? "serviceIds" : "serviceId";
    return ids.map((id) => {
      const service = found.get(id);
      if (!service) throw invalid(SERVICE_NOT_FOUND, { [field]: SERVICE_NOT_FOUND }, "invalid_reference");
      // A custom length keeps no posa: the dialog's minutes are the stylist's.
      const custom = ids.length === 1 && query.duration !== undefined;
      return {
        serviceId: id,
        durationMinutes: custom ? query.duration! : service.duration,
        processingMinutes: custom ? 0 : service.processingMinutes,
        finishingMinutes: custom ? 0 : service.finishingMinutes,
        stylistId,
        performerIds: service.stylistIds,
      };
    });
  }

  /**
   * The first free times for a service, a visit or a length from a day on: one stylist, or every
   * active one. Staff book at the counter, so there is no minimum notice beyond "not in the past".
   */
  function freeSlots(query: FreeSlotsQuery): FreeSlotsResponse {
    const items = visitItems(query);
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
    const minutes = items.reduce((sum, i) => sum + i.durationMinutes, 0) + (query.cleaning ?? 0);
    if (stylistIds.length === 0) return { minutes, from, to, slots: [] };

    const slots = findFreeSlots({
      ...repo.schedule(stylistIds, from, to),
      stylistIds,
      durationMinutes: minutes,
      items,
      cleaningMinutes: query.cleaning,
      part: query.part ?? null,
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
