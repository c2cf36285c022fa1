import { Elysia } from "elysia";
import { OpeningHoursSchema } from "../../domain/schemas/opening-hours";
import { parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import { createOpeningHoursService } from "./service";

export function openingHoursRoutes(ctx: AppContext) {
  const service = createOpeningHoursService(ctx);
  return new Elysia({ name: "opening-hours-routes" })
    .get("/api/settings/hours", () => service.get())
    .post("/api/settings/hours", ({ body, request }) => service.save(ctx.requireAuth(request).user, parseOrThrow(OpeningHoursSchema, body ?? {})));
}
