import { Elysia } from "elysia";
import { confirmedByQuery } from "../../schedule/booked-conflicts";
import type { MessageResponse } from "../../domain/schemas/common";
import { VacationSchema } from "../../domain/schemas/vacations";
import { parseId, parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import { createVacationsService } from "./service";

export function vacationsRoutes(ctx: AppContext) {
  const service = createVacationsService(ctx);
  return new Elysia({ name: "vacations-routes" })
    .get("/api/stylists/vacations", ({ query }) => {
      const raw = query.stylistId;
      return service.list(raw === undefined || raw === "" ? undefined : parseId(raw));
    })
    .post("/api/stylists/vacations", ({ body, set, query }) => {
      const created = service.create(parseOrThrow(VacationSchema, body ?? {}), confirmedByQuery(query));
      set.status = 201;
      return created;
    })
    .delete("/api/stylists/vacations/:id", ({ params }) => {
      service.remove(parseId(params.id));
      return { message: "Ferie eliminate" } satisfies MessageResponse;
    });
}
