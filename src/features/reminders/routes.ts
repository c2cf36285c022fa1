import { Elysia } from "elysia";
import type { MessageResponse } from "../../domain/schemas/common";
import { ReminderSchema, type ReminderCheckReport } from "../../domain/schemas/reminders";
import { parseId, parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import type { ReminderDispatcher } from "./dispatch";
import { createRemindersService } from "./service";

export function remindersRoutes(ctx: AppContext, dispatcher: ReminderDispatcher) {
  const service = createRemindersService(ctx);
  return new Elysia({ name: "reminders-routes" })
    .get("/api/recurring-reminders", () => service.list())
    .post("/api/recurring-reminders", ({ body, set, request }) => {
      set.status = 201;
      return service.create(ctx.requireAuth(request).user, parseOrThrow(ReminderSchema, body ?? {}));
    })
    .put("/api/recurring-reminders/:id", ({ params, body, request }) =>
      service.update(ctx.requireAuth(request).user, parseId(params.id), parseOrThrow(ReminderSchema, body ?? {})),
    )
    .delete("/api/recurring-reminders/:id", ({ params, request }) => {
      service.remove(ctx.requireAuth(request).user, parseId(params.id));
      return { message: "Promemoria eliminato" } satisfies MessageResponse;
    })
    // The 'Test Servizio' button: the same check the minute timer runs, now; the details go to
    // the server console and the counts come back.
    .post("/api/recurring-reminders/service/trigger", async () => {
      const report = await dispatcher.run("trigger");
      return { message: "Controllo dei promemoria eseguito", ...report } satisfies ReminderCheckReport;
    });
}
