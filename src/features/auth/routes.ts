import { Elysia } from "elysia";
import { LoginSchema, type CurrentUser, type LoginResponse } from "../../domain/schemas/auth";
import type { MessageResponse } from "../../domain/schemas/common";
import { parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import { jsonResponse } from "../../http/json-response";
import { normalizeUsername, type AuthService } from "./service";

export function authRoutes(ctx: AppContext, auth: AuthService) {
  return new Elysia({ name: "auth-routes" })
    .post("/api/auth/login", async ({ body, request }) => {
      const input = parseOrThrow(LoginSchema, body ?? {});
      const username = normalizeUsername(input.username);
      const check = { now: ctx.clock.now().getTime(), epochOf: auth.passwordEpoch };
      const result = await auth.login(
        username,
        input.password,
        ctx.clientAddress(request),
        request.headers.get("user-agent") ?? "",
        ctx.tokens.device.trusted(request, username, check),
      );
      const token = await ctx.tokens.sign(result.token);
      // The token is also in the body for API clients (Authorization: Bearer); the web app relies on the cookie.
      const response = jsonResponse({ user: result.user, token } satisfies LoginResponse, { headers: { "Set-Cookie": ctx.tokens.cookie(token, request) } });
      response.headers.append("Set-Cookie", ctx.tokens.device.issue(request, username, { ...check, now: ctx.clock.now().getTime() }));
      return response;
    })
    .post("/api/auth/logout", async ({ request }) => {
      const raw = await ctx.tokens.fromRequest(request);
      const sessionId = raw ? auth.logout(raw) : null;
      if (sessionId !== null) ctx.events.sessionRevoked(sessionId);
      return jsonResponse({ message: "Disconnesso" } satisfies MessageResponse, { headers: { "Set-Cookie": ctx.tokens.clearCookie(request) } });
    })
    .get(
      "/api/auth/user",
      ({ request }): CurrentUser => ({ ...ctx.requireAuth(request).user, salonTimeZone: ctx.config.timeZone }),
    );
}
