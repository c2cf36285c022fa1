import { Elysia } from "elysia";
import { OnlineBookingSettingsInputSchema } from "../../domain/schemas/online-booking";
import { parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import { createOnlineBookingService } from "./service";

/**
 * GET/PUT /api/settings/online-booking: the owner's "Prenotazioni online" card.
 * GET /api/online-booking/today: today's online bookings against the daily limit (the desk's notice).
 */
export function onlineBookingRoutes(ctx: AppContext) {
  const service = createOnlineBookingService(ctx);
  return new Elysia({ name: "online-booking-routes" })
    .get("/api/settings/online-booking", () => service.get())
    .get("/api/online-booking/today", () => service.today())
    .put("/api/settings/online-booking", ({ body, request }) =>
      service.save(ctx.requireAuth(request).user, parseOrThrow(OnlineBookingSettingsInputSchema, body ?? {})),
    );
}
