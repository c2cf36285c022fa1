import { Elysia } from "elysia";
import { confirmedByQuery } from "../../schedule/booked-conflicts";
import type { MessageResponse } from "../../domain/schemas/common";
import { ExtraordinaryDaySchema } from "../../domain/schemas/extraordinary-days";
import { parseId, parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import { createExtraordinaryDaysService } from "./service";

export function extraordinaryDaysRoutes(ctx: AppContext) {
  const service = createExtraordinaryDaysService(ctx);
  return new Elysia({ name: "extraordinary-days-routes" })
    .get("/api/salon-extraordinary-days", () => service.list())
    .post("/api/salon-extraordinary-days", ({ body, set, query }) => {
      const created = service.create(parseOrThrow(ExtraordinaryDaySchema, body ?? {}), confirmedByQuery(query));
      set.status = 201;
      return created;
    })
    .put("/api/salon-extraordinary-days/:id", ({ params, body, query }) =>
      service.update(parseId(params.id), parseOrThrow(ExtraordinaryDaySchema, body ?? {}), confirmedByQuery(query)),
    )
    .delete("/api/salon-extraordinary-days/:id", ({ params, query }) => {
      service.remove(parseId(params.id), confirmedByQuery(query));
      return { message: "Giorno straordinario eliminato" } satisfies MessageResponse;
    });
}
