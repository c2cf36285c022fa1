import { Elysia } from "elysia";
import { WorkingHoursSchema } from "../../domain/schemas/working-hours";
import { parseId, parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import { createWorkingHoursService } from "./service";

export function workingHoursRoutes(ctx: AppContext) {
  const service = createWorkingHoursService(ctx);
  return new Elysia({ name: "working-hours-routes" })
    .get("/api/stylists/working-hours", ({ query }) => {
      const raw = query.stylistId;
      return service.list(raw === undefined || raw === "" ? undefined : parseId(raw));
    })
    .post("/api/stylists/working-hours", ({ body, request }) => service.save(ctx.requireAuth(request).user, parseOrThrow(WorkingHoursSchema, body ?? {})));
}
