import { Elysia } from "elysia";
import type { MessageResponse } from "../../domain/schemas/common";
import { ExtraordinaryDaySchema } from "../../domain/schemas/extraordinary-days";
import { parseId, parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import { createExtraordinaryDaysService } from "./service";

export function extraordinaryDaysRoutes(ctx: AppContext) {
  const service = createExtraordinaryDaysService(ctx);
  return new Elysia({ name: "extraordinary-days-routes" })
    .get("/api/salon-extraordinary-days", () => service.list())
    .post("/api/salon-extraordinary-days", ({ body, set, request }) => {
      const created = service.create(ctx.requireAuth(request).user, parseOrThrow(ExtraordinaryDaySchema, body ?? {}));
      set.status = 201;
      return created;
    })
    .put("/api/salon-extraordinary-days/:id", ({ params, body, request }) =>
      service.update(ctx.requireAuth(request).user, parseId(params.id), parseOrThrow(ExtraordinaryDaySchema, body ?? {})),
    )
    .delete("/api/salon-extraordinary-days/:id", ({ params, request }) => {
      service.remove(ctx.requireAuth(request).user, parseId(params.id));
      return { message: "Giorno straordinario eliminato" } satisfies MessageResponse;
    });
}
