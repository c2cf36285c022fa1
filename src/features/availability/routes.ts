import { Elysia } from "elysia";
import { invalid } from "../../domain/errors";
import { FreeSlotsQuerySchema } from "../../domain/schemas/availability";
import { parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import { createAvailabilityService } from "./service";

/** The query as one string per key; a key given twice is a 400 rather than a silent pick. */
function singleValues(url: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of new URL(url).searchParams) {
    if (key in query) throw invalid(`Parametro ${key} ripetuto`, { [key]: `Parametro ${key} ripetuto` }, "invalid_query");
    query[key] = value;
  }
  return query;
}

/** GET /api/availability/free-slots: the first free times ("Prima disponibilità", "Prossimi orari liberi"). */
export function availabilityRoutes(ctx: AppContext) {
  const service = createAvailabilityService(ctx);
  return new Elysia({ name: "availability-routes" }).get("/api/availability/free-slots", ({ request }) =>
    service.freeSlots(parseOrThrow(FreeSlotsQuerySchema, singleValues(request.url))),
  );
}
