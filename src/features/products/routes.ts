import { Elysia } from "elysia";
import { ProductSchema, StockMovementSchema } from "../../domain/schemas/products";
import { parseId, parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import { createProductsService } from "./service";

export function productsRoutes(ctx: AppContext) {
  const products = createProductsService(ctx);
  const user = (request: Request) => ctx.requireAuth(request).user;
  return new Elysia({ name: "products-routes" })
    .get("/api/products", ({ request, query }) => products.list(user(request), typeof query.q === "string" ? query.q : undefined))
    .get("/api/products/:id", ({ request, params }) => products.get(user(request), parseId(params.id)))
    .post("/api/products", ({ request, body, set }) => {
      const input = parseOrThrow(ProductSchema, body ?? {});
      set.status = 201;
      return products.create(user(request), input);
    })
    .put("/api/products/:id", ({ request, params, body }) => {
      const id = parseId(params.id);
      return products.update(user(request), id, parseOrThrow(ProductSchema, body ?? {}));
    })
    .delete("/api/products/:id", ({ request, params }) => products.remove(user(request), parseId(params.id)))
    .get("/api/products/:id/movements", ({ params }) => products.movements(parseId(params.id)))
    .post("/api/products/:id/movements", ({ request, params, body, set }) => {
      const id = parseId(params.id);
      const input = parseOrThrow(StockMovementSchema, body ?? {});
      set.status = 201;
      return products.move(user(request), id, input);
    });
}
