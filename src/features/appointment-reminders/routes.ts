import { Elysia } from "elysia";
import { notFound } from "../../domain/errors";
import {
  AppointmentReminderSettingsSchema,
  type AppointmentMessage,
  type AppointmentMessagesReport,
  type AppointmentReminderSettings,
} from "../../domain/schemas/appointment-reminders";
import { parseId, parseOrThrow } from "../../domain/validation";
import type { AppContext } from "../../http/context";
import type { AppointmentMessageDispatcher } from "./dispatch";
import { appointmentRemindersRepo } from "./repo";
import { createAppointmentReminderSettings } from "./settings-service";

export function appointmentRemindersRoutes(ctx: AppContext, dispatcher: AppointmentMessageDispatcher) {
  const settings = createAppointmentReminderSettings(ctx);
  const repo = appointmentRemindersRepo(ctx.db);
  return new Elysia({ name: "appointment-reminders-routes" })
    .get("/api/settings/appointment-reminders", (): AppointmentReminderSettings => settings.get())
    .put("/api/settings/appointment-reminders", ({ body, request }) =>
      settings.save(ctx.requireAuth(request).user, parseOrThrow(AppointmentReminderSettingsSchema, body ?? {})),
    )
    // The same check the minute timer runs, now; the details go to the server console.
    .post("/api/appointment-reminders/trigger", async () => {
      const report = await dispatcher.run("trigger");
      return { message: "Controllo dei promemoria degli appuntamenti eseguito", ...report } satisfies AppointmentMessagesReport;
    })
    // The appointment's WhatsApp log, oldest first (the details dialog shows it).
    .get("/api/appointments/:id/messages", ({ params }): AppointmentMessage[] => {
      const id = parseId(params.id);
      if (!repo.appointmentExists(id)) throw notFound("Appuntamento non trovato");
      return repo.messagesOf(id).map((m) => ({
        id: m.id,
        kind: m.kind,
        slot: m.slot,
        status: m.status,
        sentAt: m.sentAt,
        deliveredAt: m.deliveredAt,
        readAt: m.readAt,
        errorCode: m.errorCode,
        errorMessage: m.errorMessage,
        attempts: m.attempts,
        nextAttemptAt: m.nextAttemptAt,
        createdAt: m.createdAt,
        updatedAt: m.updatedAt,
      }));
    });
}
