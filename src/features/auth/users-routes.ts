import { Elysia } from "elysia";
import * as v from "valibot";
import type { MessageResponse } from "../../domain/schemas/common";
import { OwnPasswordSchema, UserCreateSchema, UserPasswordSchema, UserUpdateSchema } from "../../domain/schemas/users";
import { parseId, parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import type { AuthService } from "./service";
import { createUsersService } from "./users-service";

const SessionsQuerySchema = v.object({
  userId: v.optional(v.string()),
  all: v.optional(v.string()),
});

/** Users (owner), and everyone's own password and sessions ("Il mio profilo"). */
export function usersRoutes(ctx: AppContext, auth: AuthService) {
  const users = createUsersService(ctx, auth);
  return new Elysia({ name: "users-routes" })
    .get("/api/users", () => users.list())
    .post("/api/users", async ({ body, request, set }) => {
      const input = parseOrThrow(UserCreateSchema, body ?? {});
      const created = await users.create(ctx.requireAuth(request).user, input);
      set.status = 201;
      return created;
    })
    .put("/api/users/:id", ({ params, body, request }) =>
      users.update(ctx.requireAuth(request).user, parseId(params.id), parseOrThrow(UserUpdateSchema, body ?? {})),
    )
    .post("/api/users/:id/password", async ({ params, body, request }) => {
      const id = parseId(params.id);
      const { password } = parseOrThrow(UserPasswordSchema, body ?? {});
      return users.setPassword(ctx.requireAuth(request), id, password);
    })
    .post("/api/auth/password", async ({ body, request }): Promise<MessageResponse> => {
      const input = parseOrThrow(OwnPasswordSchema, body ?? {});
      return users.changeOwnPassword(ctx.requireAuth(request), input.currentPassword, input.newPassword);
    })
    .get("/api/auth/sessions", ({ query, request }) => {
      const q = parseOrThrow(SessionsQuerySchema, query ?? {});
      const userId = q.userId === undefined || q.userId === "" ? undefined : parseId(q.userId);
      return users.sessions(ctx.requireAuth(request), { userId, all: q.all === "1" || q.all === "true" });
    })
    .delete("/api/auth/sessions/:id", ({ params, request }): MessageResponse =>
      users.endSession(ctx.requireAuth(request), parseId(params.id)),
    );
}
