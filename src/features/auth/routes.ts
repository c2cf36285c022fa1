import { Elysia } from "elysia";
import { LoginSchema, type CurrentUser, type LoginResponse } from "../../domain/schemas/auth";
import type { MessageResponse } from "../../domain/schemas/common";
import { parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json; charset=utf-8", ...headers } });

export function authRoutes(ctx: AppContext) {
  return new Elysia({ name: "auth-routes" })
    .post("/api/auth/login", async ({ body, request }) => {
      const input = parseOrThrow(LoginSchema, body ?? {});
      const result = await ctx.auth.login(
        input.username,
        input.password,
        ctx.clientAddress(request),
        request.headers.get("user-agent") ?? "",
      );
      const token = await ctx.tokens.sign(result.token);
      // The token is also in the body for API clients (Authorization: Bearer); the web app relies on the cookie.
      return json({ user: result.user, token } satisfies LoginResponse, { "Set-Cookie": ctx.tokens.cookie(token, request) });
    })
    .post("/api/auth/logout", async ({ request }) => {
      const raw = await ctx.tokens.fromRequest(request);
      const sessionId = raw ? ctx.auth.logout(raw) : null;
      if (sessionId !== null) ctx.events.sessionRevoked(sessionId);
      return json({ message: "Disconnesso" } satisfies MessageResponse, { "Set-Cookie": ctx.tokens.clearCookie(request) });
    })
    .get(
      "/api/auth/user",
      ({ request }): CurrentUser => ({ ...ctx.requireAuth(request).user, salonTimeZone: ctx.config.timeZone }),
    );
}
