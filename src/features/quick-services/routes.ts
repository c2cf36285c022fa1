import { Elysia } from "elysia";
import { QuickServicesSchema } from "../../domain/schemas/quick-services";
import { parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import { createQuickServicesService } from "./service";

export function quickServicesRoutes(ctx: AppContext) {
  const service = createQuickServicesService(ctx);
  return new Elysia({ name: "quick-services-routes" })
    .get("/api/settings/quick-services", () => service.get())
    .put("/api/settings/quick-services", ({ body, request }) =>
      service.save(ctx.requireAuth(request).user, parseOrThrow(QuickServicesSchema, body ?? {})),
    );
}
