import { NO_CONSENT_CODE, NO_CONSENT_REASON } from "../../domain/whatsapp-consent";
import { appointmentMessagesAllowed } from "../../domain/consents";
import { appointmentMessages } from "../../../db/schema-messages";
import { italianWhen, reminderDecision, REMINDED_STATUSES, type ReminderTiming } from "../../domain/appointment-reminders";
import { consentPayload, replyPayload, slotOf } from "../../domain/appointment-replies";
import type { AppointmentStatus } from "../../domain/appointment-status";
import { isValidPhone, phoneToWhatsApp } from "../../domain/phone";
import { appointmentCallbackDataFor } from "../../domain/reminder-messages";
import type { AppointmentMessagesReport, AppointmentReminderSettings } from "../../domain/schemas/appointment-reminders";
import { addDays, instantIn, toMinutes, todayIn } from "../../domain/time";
import type { AppContext } from "../../http/context";
import { messageLogStore } from "../../messaging/repo";
import { createOutbox, joinRunning, type Composed, type Log } from "../../messaging/outbox";
import type { Messenger } from "../../messaging/whatsapp";
import { appointmentRemindersRepo, type AppointmentMessageRow } from "./repo";
import { readSettings } from "./settings-service";
import { salonInfo } from "../../settings/salon-info";

export type AppointmentDispatchReport = Omit<AppointmentMessagesReport, "message">;
type Source = "scheduler" | "trigger";

/** ≥ 16 random bytes, base64url: the quick-reply payloads carry it, so it must not be guessable. */
const newReplyToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64url");

const NO_CONSENT = { kind: "failed", code: NO_CONSENT_CODE, reason: NO_CONSENT_REASON } as const;

/**
 * The appointment-message check, run by its minute timer (src/main.ts) and at once by
 * POST /api/appointment-reminders/trigger. Each step commits before the next:
 *
 * 1. close rows a stopped process left 'sending' (never re-sent: src/domain/reminder-messages.ts);
 * 2. with reminders enabled, write a queued reminder for each appointment whose reminder is due
 *    (src/domain/appointment-reminders.ts) and a cancellation notice for each appointment staff
 *    cancelled while it was still ahead. A row is unique per appointment, kind and slot, so a
 *    second check, a restart or a concurrent process writes nothing twice, and a moved appointment
 *    (a new slot) gets a new reminder;
 * 3. send every queued row of every kind (other features queue confirmations and approvals),
 *    checking at send time that the client consents and that the message still fits the appointment.
 */
export function createAppointmentMessageDispatcher(ctx: AppContext, messenger: Messenger) {
  const repo = appointmentRemindersRepo(ctx.db);
  const log: Log = (level, msg, fields = {}) => ctx.log(JSON.stringify({ level, scope: "promemoria-appuntamenti", msg, ...fields }));
  const publish = (appointmentId: number) => ctx.events.publish({ topic: "appointment-messages", action: "updated", ids: [appointmentId] });
  const startOf = (a: { date: string; startTime: string }) => instantIn(ctx.config.timeZone, a.date, toMinutes(a.startTime)).getTime();

  function queue(report: AppointmentDispatchReport, appointmentId: number, kind: "reminder" | "cancellation", stillWanted: (a: { date: string; startTime: string; status: AppointmentStatus; cancelledBy: string | null }) => boolean) {
    const at = ctx.clock.now().toISOString();
    const row = ctx.db.transaction(
      (tx) => {
        // Re-read inside the write lock: the appointment may have moved or changed since the scan.
        const appointment = repo.findAppointment(tx, appointmentId);
        if (!appointment || !stillWanted(appointment)) return null;
        const replyToken = kind === "reminder" ? newReplyToken() : null;
        return repo.insertMessage(tx, { appointmentId, kind, slot: slotOf(appointment), replyToken, at }) ?? null;
      },
      { behavior: "immediate" },
    );
    if (!row) return;
    report.queued++;
    log("info", kind === "reminder" ? "promemoria appuntamento in coda" : "avviso di annullamento in coda", { appointmentId, slot: row.slot });
    publish(appointmentId);
  }

  function queueDue(report: AppointmentDispatchReport, settings: AppointmentReminderSettings) {
    const now = ctx.clock.now();
    const today = todayIn(ctx.config.timeZone, now);
    const timing: ReminderTiming = settings;
    const due = (a: { date: string; startTime: string; status: AppointmentStatus }) =>
      reminderDecision({ appointment: a, timing, timeZone: ctx.config.timeZone, now }).kind === "due";
    // The lead reaches at most leadHours ahead: a day more covers the zone's offset and the minute.
    for (const candidate of repo.reminderCandidates(today, addDays(today, Math.ceil(settings.leadHours / 24) + 1))) {
      if (due(candidate)) queue(report, candidate.id, "reminder", due);
    }
    const cancelledAhead = (a: { date: string; startTime: string; status: AppointmentStatus; cancelledBy: string | null }) =>
      a.status === "cancelled" && (a.cancelledBy === "staff" || a.cancelledBy === "expired") && startOf(a) > now.getTime();
    for (const candidate of repo.cancellationCandidates(today)) {
      if (cancelledAhead(candidate)) queue(report, candidate.id, "cancellation", cancelledAhead);
    }
  }

  /** Why a queued message no longer fits its appointment, or null when it still does. */
  function outdated(row: AppointmentMessageRow, a: { date: string; startTime: string; status: AppointmentStatus }): string | null {
    if (slotOf(a) !== row.slot) return "appuntamento spostato prima dell'invio";
    if (row.kind === "cancellation") return a.status === "cancelled" ? null : "appuntamento ripristinato prima dell'invio";
    if (startOf(a) <= ctx.clock.now().getTime()) return "appuntamento già iniziato";
    if (row.kind === "reminder" && !REMINDED_STATUSES.includes(a.status)) return "appuntamento annullato o concluso prima dell'invio";
    if (a.status === "cancelled") return "appuntamento annullato prima dell'invio";
    return null;
  }

  function compose(row: AppointmentMessageRow): Composed {
    const info = repo.messageContext(row.appointmentId);
    if (!info) return { kind: "failed", code: "missing_appointment", reason: "appuntamento non più presente" };
    const stale = outdated(row, info);
    if (stale) return { kind: "failed", code: "outdated", reason: stale };
    // Meta's policy and the GDPR: nothing goes to a client who has not agreed, checked at send time.
    // The one exception is the booking confirmation to a number whose consent was ticked online:
    // it is the message that asks the number itself ("Sì" / "Non sono io").
    const asking = row.kind === "confirmation" && info.whatsappConsentRequestedAt !== null;
    if (!appointmentMessagesAllowed(info) && !asking) return NO_CONSENT;
    if (!isValidPhone(info.phone)) return { kind: "failed", code: "invalid_phone", reason: "numero di telefono del cliente non valido" };
    const settings = readSettings(repo.savedSettings());
    const name = { reminder: settings.template, cancellation: settings.cancellationTemplate, confirmation: settings.confirmationTemplate, approval: settings.approvalTemplate }[row.kind];
    return {
      message: {
        to: phoneToWhatsApp(info.phone),
        template: { name, language: settings.language },
        bodyParameters: [info.clientFirstName, italianWhen(info.date, info.startTime), info.serviceName, info.stylistName, salonInfo(ctx).name],
        callbackData: appointmentCallbackDataFor(row.id),
        ...(row.kind === "reminder" && row.replyToken
          ? { quickReplies: [replyPayload(row.replyToken, "confirm"), replyPayload(row.replyToken, "cancel")] }
          : row.kind === "confirmation" && row.replyToken
            ? { quickReplies: [consentPayload(row.replyToken, "yes"), consentPayload(row.replyToken, "no")] }
            : {}),
      },
    };
  }

  const outbox = createOutbox({
    db: ctx.db,
    clock: ctx.clock,
    store: messageLogStore(ctx.db, appointmentMessages),
    messenger,
    log,
    noun: "messaggio appuntamento",
    describe: (row) => ({ appointmentId: row.appointmentId, kind: row.kind, slot: row.slot }),
    changed: (row) => publish(row.appointmentId),
    compose,
  });

  async function runOnce(source: Source): Promise<AppointmentDispatchReport> {
    const report: AppointmentDispatchReport = { queued: 0, sent: 0, retrying: 0, failed: 0, notConfigured: 0, abandoned: 0 };
    outbox.closeAbandoned(report);
    const settings = readSettings(repo.savedSettings());
    if (settings.enabled) queueDue(report, settings);
    await outbox.sendReady(report);
    if (Object.values(report).some((n) => n > 0) || source !== "scheduler") log("info", "controllo messaggi appuntamenti completato", { source, ...report });
    return report;
  }

  const run = joinRunning(runOnce);
  /** One check; a call while one is running joins it. */
  return { run: (source: Source = "scheduler") => run(source) };
}
export type AppointmentMessageDispatcher = ReturnType<typeof createAppointmentMessageDispatcher>;
