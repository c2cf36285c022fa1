import { Elysia } from "elysia";
import { DomainError } from "../../domain/errors";
import { ClientErrorSchema } from "../../domain/schemas/client-errors";
import { parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import { createReportLimit } from "./report-limit";

export const REPORTS_PER_MINUTE = 20;
export const TOO_MANY_REPORTS = "Troppe segnalazioni di errore. Riprova tra un minuto.";

/**
 * A browser's report of a screen that failed while rendering. It goes to the server log as one
 * JSON line with the user's id and nothing else about them; the answer is an empty 204.
 */
export function clientErrorsRoutes(ctx: AppContext) {
  const limit = createReportLimit({ max: REPORTS_PER_MINUTE, windowMs: 60_000, now: () => ctx.clock.now().getTime() });
  return new Elysia({ name: "client-errors-routes" }).post("/api/client-errors", ({ body, request, set }) => {
    const { user } = ctx.requireAuth(request);
    if (!limit.take(user.id)) throw new DomainError("too_many", TOO_MANY_REPORTS, "too_many_reports");
    const report = parseOrThrow(ClientErrorSchema, body ?? {});
    ctx.log(JSON.stringify({ level: "warn", msg: "client error", userId: user.id, ...report }));
    set.status = 204;
    return undefined;
  });
}
