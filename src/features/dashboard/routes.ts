import { Elysia } from "elysia";
import type { AppContext } from "../../http/context";
import { createDashboardService } from "./service";

export function dashboardRoutes(ctx: AppContext) {
  const service = createDashboardService(ctx);
  return new Elysia({ name: "dashboard-routes" })
    .get("/api/dashboard/stats", ({ request }) => service.stats(ctx.requireAuth(request).user.role))
    .get("/api/dashboard/to-confirm", () => service.toConfirm());
}
