import { Elysia } from "elysia";
import { dayStartUtc, decodeCursor, encodeCursor } from "../../domain/activity";
import { invalid } from "../../domain/errors";
import { ACTIVITY_PAGE_SIZE, ActivityQuerySchema, type ActivityPage } from "../../domain/schemas/activity";
import { addDays } from "../../domain/time";
import { parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import { activityRepo } from "../../activity/repo";

/** GET /api/activity (the owner's "Registro attività"): keyset-paged, newest first. */
export function activityRoutes(ctx: AppContext) {
  const repo = activityRepo(ctx.db);
  return new Elysia({ name: "activity-routes" }).get("/api/activity", ({ query }): ActivityPage => {
    const q = parseOrThrow(ActivityQuerySchema, query ?? {});
    const before = q.cursor === undefined ? undefined : decodeCursor(q.cursor);
    if (before === null) throw invalid("Cursore non valido", { cursor: "Cursore non valido" });
    const entries = repo.list(
      {
        userId: q.userId,
        entity: q.entity,
        fromAt: q.from === undefined ? undefined : dayStartUtc(ctx.config.timeZone, q.from),
        toAt: q.to === undefined ? undefined : dayStartUtc(ctx.config.timeZone, addDays(q.to, 1)),
        before,
      },
      ACTIVITY_PAGE_SIZE + 1,
    );
    const page = entries.slice(0, ACTIVITY_PAGE_SIZE);
    const last = page.at(-1);
    return { entries: page, nextCursor: entries.length > ACTIVITY_PAGE_SIZE && last ? encodeCursor(last) : null };
  });
}
