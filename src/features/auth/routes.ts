import { Elysia } from "elysia";
import * as v from "valibot";
import { DomainError } from "../../domain/errors";
import { parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import { LoginSchema } from "../../domain/schemas/auth";

export function authRoutes(ctx: AppContext) {
  return new Elysia({ name: "auth-routes" })
    .post("/api/auth/login", async ({ body, request, server }) => {
      const input = parseOrThrow(LoginSchema, body ?? {});
      const ip = server?.requestIP(request)?.address ?? "local";
      const result = await ctx.auth.login(input.username, input.password, ip);
      const token = await ctx.tokens.sign(result.token);
      return new Response(JSON.stringify({ user: result.user, token }), {
        headers: { "Content-Type": "application/json", "Set-Cookie": ctx.tokens.cookie(token, request) },
      });
    })
    .post("/api/auth/logout", async ({ request }) => {
      const raw = await ctx.tokens.fromRequest(request);
      const sessionId = raw ? ctx.auth.logout(raw) : null;
      if (sessionId !== null) ctx.events.sessionRevoked(sessionId);
      return new Response(JSON.stringify({ message: "Disconnesso" }), {
        headers: { "Content-Type": "application/json", "Set-Cookie": ctx.tokens.clearCookie(request) },
      });
    })
    .get("/api/auth/user", ({ request }) => {
      const auth = ctx.requireAuth(request);
      return auth.user;
    });
}

export const _unused = v;
export const _DomainError = DomainError;
