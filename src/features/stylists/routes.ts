import { Elysia } from "elysia";
import { StylistSchema } from "../../domain/schemas/stylists";
import { parseId, parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import { createStylistsService } from "./service";

export function stylistsRoutes(ctx: AppContext) {
  const stylists = createStylistsService(ctx);
  return new Elysia({ name: "stylists-routes" })
    .get("/api/stylists", () => stylists.list())
    .post("/api/stylists", ({ body, set, request }) => {
      const input = parseOrThrow(StylistSchema, body ?? {});
      set.status = 201;
      return stylists.create(ctx.requireAuth(request).user, input);
    })
    .put("/api/stylists/:id", ({ params, body, request }) => {
      const id = parseId(params.id);
      return stylists.update(ctx.requireAuth(request).user, id, parseOrThrow(StylistSchema, body ?? {}));
    })
    .delete("/api/stylists/:id", ({ params, request }) => stylists.remove(ctx.requireAuth(request).user, parseId(params.id)));
}
