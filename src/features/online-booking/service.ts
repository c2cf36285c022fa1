import { createTrail, type Actor } from "../../activity/trail";
import { diffRecords } from "../../domain/activity";
import { invalid } from "../../domain/errors";
import {
  ENABLE_INCOMPLETE,
  missingToEnable,
  ONLINE_SERVICE_UNKNOWN,
  ONLINE_STYLIST_UNKNOWN,
  type OnlineBookingSettings,
  type OnlineBookingSettingsInput,
  type OnlineBookingToday,
} from "../../domain/schemas/online-booking";
import { onlineBookingToday } from "../../schedule/online-booking-day";
import type { AppContext } from "../../http/context";
import { onlineBookingSettingsRepo } from "../../schedule/online-booking-settings";
import { onlineBookingRepo } from "./repo";

export function createOnlineBookingService(ctx: AppContext) {
  const settings = onlineBookingSettingsRepo(ctx.db);
  const repo = onlineBookingRepo(ctx.db);
  const trail = createTrail(ctx);

  return {
    get: (): OnlineBookingSettings => settings.get(),

    /** How many bookings the public page took today (salon day) against the owner's daily limit. */
    today(): OnlineBookingToday {
      const saved = settings.get();
      const day = onlineBookingToday(ctx.db, saved.dailyLimit, ctx.clock.now(), ctx.config.timeZone);
      return { enabled: saved.enabled, count: day.count, limit: day.limit, reached: saved.enabled && day.reached };
    },

    /**
     * Fields left out keep their saved value. Every id chosen must be a service or stylist that
     * exists and is not archived; one archived later simply stops being offered. Online booking
     * cannot be on without at least one active service and one active stylist chosen.
     */
    save(actor: Actor, input: OnlineBookingSettingsInput): OnlineBookingSettings {
      return trail.write(actor, (record) => {
        const before = settings.get();
        const next: OnlineBookingSettings = { ...before, ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) };
        const services = repo.activeServiceIds();
        const stylists = repo.activeStylistIds();
        const fields: Record<string, string> = {};
        if (input.serviceIds?.some((id) => !services.has(id))) fields.serviceIds = ONLINE_SERVICE_UNKNOWN;
        if (input.stylistIds?.some((id) => !stylists.has(id))) fields.stylistIds = ONLINE_STYLIST_UNKNOWN;
        const firstMessage = Object.values(fields)[0];
        if (firstMessage !== undefined) throw invalid(firstMessage, fields, "invalid_reference");
        // Switched on, the page must have something to offer: a service and a stylist still active.
        const missing = next.enabled ? missingToEnable(next, services, stylists) : {};
        if (Object.keys(missing).length > 0) throw invalid(ENABLE_INCOMPLETE, missing, "online_booking_incomplete");
        settings.save(next);
        const changes = diffRecords(before, next);
        if (Object.keys(changes).length > 0) {
          record({ action: "updated", entity: "settings", entityId: null, summary: "Prenotazioni online", changes });
        }
        return next;
      });
    },
  };
}
