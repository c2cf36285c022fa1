import { Elysia } from "elysia";
import { confirmedByQuery } from "../../schedule/booked-conflicts";
import type { MessageResponse } from "../../domain/schemas/common";
import { DayRangeQuerySchema } from "../../domain/schemas/day-range";
import { ExtraordinaryDaySchema } from "../../domain/schemas/extraordinary-days";
import { parseId, parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import { createExtraordinaryDaysService } from "./service";

export function extraordinaryDaysRoutes(ctx: AppContext) {
  const service = createExtraordinaryDaysService(ctx);
  return new Elysia({ name: "extraordinary-days-routes" })
    .get("/api/salon-extraordinary-days", ({ query }) => service.list(parseOrThrow(DayRangeQuerySchema, { from: query.from, to: query.to })))
    .post("/api/salon-extraordinary-days", ({ body, set, request, query }) => {
      const created = service.create(ctx.requireAuth(request).user, parseOrThrow(ExtraordinaryDaySchema, body ?? {}), confirmedByQuery(query));
      set.status = 201;
      return created;
    })
    .put("/api/salon-extraordinary-days/:id", ({ params, body, request, query }) =>
      service.update(ctx.requireAuth(request).user, parseId(params.id), parseOrThrow(ExtraordinaryDaySchema, body ?? {}), confirmedByQuery(query)),
    )
    .delete("/api/salon-extraordinary-days/:id", ({ params, request, query }) => {
      service.remove(ctx.requireAuth(request).user, parseId(params.id), confirmedByQuery(query));
      return { message: "Giorno straordinario eliminato" } satisfies MessageResponse;
    });
}
