import { Elysia } from "elysia";
import type { AppContext } from "../../http/context";
import { whatsappStatus } from "./service";

export function whatsappStatusRoutes(ctx: AppContext) {
  return new Elysia({ name: "whatsapp-status-routes" }).get("/api/whatsapp/status", async () => whatsappStatus(await ctx.whatsapp()));
}
