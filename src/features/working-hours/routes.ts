import { Elysia } from "elysia";
import { confirmedByQuery } from "../../schedule/booked-conflicts";
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
    .post("/api/stylists/working-hours", ({ body, query }) =>
      service.save(parseOrThrow(WorkingHoursSchema, body ?? {}), confirmedByQuery(query)),
    );
}
