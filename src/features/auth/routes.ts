import { Elysia } from "elysia";
import { LoginSchema } from "../../domain/schemas/auth";
import { parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import { jsonResponse } from "../../http/json-response";
import type { AuthService } from "./service";

export function authRoutes(ctx: AppContext, auth: AuthService) {
  return new Elysia({ name: "auth-routes" })
    .post("/api/auth/login", async ({ body, request, server }) => {
      const input = parseOrThrow(LoginSchema, body ?? {});
      const ip = server?.requestIP(request)?.address ?? "local";
      const result = await auth.login(input.username, input.password, ip);
      const token = await ctx.tokens.sign(result.token);
      // The token is also in the body for API clients (Authorization: Bearer); the web app relies on the cookie.
      return jsonResponse({ user: result.user, token }, { headers: { "Set-Cookie": ctx.tokens.cookie(token, request) } });
    })
    .post("/api/auth/logout", async ({ request }) => {
      const raw = await ctx.tokens.fromRequest(request);
      const sessionId = raw ? auth.logout(raw) : null;
      if (sessionId !== null) ctx.events.sessionRevoked(sessionId);
      return jsonResponse({ message: "Disconnesso" }, { headers: { "Set-Cookie": ctx.tokens.clearCookie(request) } });
    })
    .get("/api/auth/user", ({ request }) => ({ ...ctx.requireAuth(request).user, salonTimeZone: ctx.config.timeZone }));
}
