import { Elysia } from "elysia";
import { ServiceSchema } from "../../domain/schemas/services";
import { parseId, parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import { createServicesService } from "./service";

export function servicesRoutes(ctx: AppContext) {
  const services = createServicesService(ctx);
  return new Elysia({ name: "services-routes" })
    .get("/api/services", () => services.list())
    .post("/api/services", ({ body, set, request }) => {
      const input = parseOrThrow(ServiceSchema, body ?? {});
      set.status = 201;
      return services.create(ctx.requireAuth(request).user, input);
    })
    .put("/api/services/:id", ({ params, body, request }) => {
      const id = parseId(params.id);
      return services.update(ctx.requireAuth(request).user, id, parseOrThrow(ServiceSchema, body ?? {}));
    })
    .delete("/api/services/:id", ({ params, request }) => services.remove(ctx.requireAuth(request).user, parseId(params.id)));
}
