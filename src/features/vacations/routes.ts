import { Elysia } from "elysia";
import { confirmedByQuery } from "../../schedule/booked-conflicts";
import type { MessageResponse } from "../../domain/schemas/common";
import { DayRangeQuerySchema } from "../../domain/schemas/day-range";
import { VacationSchema } from "../../domain/schemas/vacations";
import { parseId, parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import { createVacationsService } from "./service";

export function vacationsRoutes(ctx: AppContext) {
  const service = createVacationsService(ctx);
  return new Elysia({ name: "vacations-routes" })
    .get("/api/stylists/vacations", ({ query }) => {
      const raw = query.stylistId;
      return service.list(raw === undefined || raw === "" ? undefined : parseId(raw), parseOrThrow(DayRangeQuerySchema, { from: query.from, to: query.to }));
    })
    .post("/api/stylists/vacations", ({ body, set, request, query }) => {
      const created = service.create(ctx.requireAuth(request).user, parseOrThrow(VacationSchema, body ?? {}), confirmedByQuery(query));
      set.status = 201;
      return created;
    })
    .delete("/api/stylists/vacations/:id", ({ params, request }) => {
      service.remove(ctx.requireAuth(request).user, parseId(params.id));
      return { message: "Ferie eliminate" } satisfies MessageResponse;
    });
}
