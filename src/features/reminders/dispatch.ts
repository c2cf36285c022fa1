import { reminderMessages } from "../../../db/schema-messages";
import { appointmentMessagesAllowed } from "../../domain/consents";
import { isValidPhone, phoneToWhatsApp } from "../../domain/phone";
import { callbackDataFor } from "../../domain/reminder-messages";
import { advancePast, isDue } from "../../domain/reminders";
import { NO_CONSENT_CODE, NO_CONSENT_REASON } from "../../domain/whatsapp-consent";
import type { ReminderCheckReport } from "../../domain/schemas/reminders";
import { wallClockIn } from "../../domain/time";
import type { AppContext } from "../../http/context";
import { messageLogStore } from "../../messaging/repo";
import { createOutbox, joinRunning, type Composed, type Log } from "../../messaging/outbox";
import type { Messenger } from "../../messaging/whatsapp";
import { remindersRepo } from "./repo";
import { salonInfo } from "../../settings/salon-info";

export { CLAIM_LEASE_MS } from "../../messaging/outbox";

/** What one run did: the trigger route's answer without its message. */
export type DispatchReport = Omit<ReminderCheckReport, "message">;

type Source = "scheduler" | "trigger" | "startup";

/**
 * The reminder check, run by the minute timer (src/jobs/reminder-scheduler.ts) and at once by
 * POST /api/recurring-reminders/service/trigger. Three steps, each committed before the next:
 *
 * 1. close rows another run left in 'sending' past their lease (never re-sent, see
 *    src/domain/reminder-messages.ts);
 * 2. for each reminder due in the salon's zone, one transaction writes the occurrence's queued row
 *    (unique per reminder + date) and moves nextReminderDate past today, so downtime of any length
 *    yields one message;
 * 3. send the queued rows whose attempt time has come, each after an atomic queued -> sending claim.
 *
 * A temporary failure ends step 3 for this run: the rest waits for the next minute rather than
 * hammering an API that is down or rate limiting us.
 */
export function createReminderDispatcher(ctx: AppContext, messenger: Messenger) {
  const repo = remindersRepo(ctx.db);

  const log: Log = (level, msg, fields = {}) =>
    ctx.log(JSON.stringify({ level, scope: "promemoria", msg, ...fields }));
  const publish = (reminderId: number) => ctx.events.publish({ topic: "reminders", action: "updated", ids: [reminderId] });
  const nowIso = () => ctx.clock.now().toISOString();

  function queueDue(report: DispatchReport) {
    const wallClock = wallClockIn(ctx.config.timeZone, ctx.clock.now());
    for (const candidate of repo.dueCandidates(wallClock.date)) {
      if (!isDue(candidate, wallClock)) continue;
      const result = ctx.db.transaction(
        (tx) => {
          // Re-read inside the write lock: another run may have handled it since the query above.
          const reminder = repo.findById(tx, candidate.id);
          if (!reminder || !isDue(reminder, wallClock)) return null;
          const message = repo.insertMessage(tx, {
            reminderId: reminder.id,
            occurrenceDate: reminder.nextReminderDate,
            at: nowIso(),
          });
          const next = advancePast({
            frequency: reminder.frequency,
            dayOfWeek: reminder.dayOfWeek,
            dayOfMonth: reminder.dayOfMonth,
            current: reminder.nextReminderDate,
            today: wallClock.date,
          });
          repo.update(tx, reminder.id, { nextReminderDate: next }, nowIso());
          return { reminder, message, next };
        },
        { behavior: "immediate" },
      );
      if (!result) continue;
      const { reminder, message, next } = result;
      if (message) report.queued++;
      log("info", message ? "promemoria in coda" : "occorrenza già gestita, non reinviata", {
        reminderId: reminder.id,
        occurrence: reminder.nextReminderDate,
        nextReminderDate: next,
      });
      publish(reminder.id);
    }
  }

  const outbox = createOutbox({
    db: ctx.db,
    clock: ctx.clock,
    store: messageLogStore(ctx.db, reminderMessages),
    messenger,
    log,
    noun: "promemoria",
    describe: (row) => ({ reminderId: row.reminderId, occurrence: row.occurrenceDate }),
    changed: (row) => publish(row.reminderId),
    compose(row): Composed {
      const info = repo.messageContext(row.reminderId);
      if (!info) return { kind: "failed", code: "missing_reminder", reason: "promemoria non più presente" };
      // Checked at send time, so a consent withdrawn while the row waited for a retry counts too.
      // The occurrence is closed as not sent (the reminder has already moved on to its next date):
      // the row says why, and a consent ticked later serves the following occurrences.
      if (!appointmentMessagesAllowed(info)) return { kind: "failed", code: NO_CONSENT_CODE, reason: NO_CONSENT_REASON };
      if (!isValidPhone(info.phone)) return { kind: "failed", code: "invalid_phone", reason: "numero di telefono del cliente non valido" };
      return {
        message: {
          to: phoneToWhatsApp(info.phone),
          bodyParameters: [info.clientFirstName, info.serviceName, salonInfo(ctx).name],
          callbackData: callbackDataFor(row.id),
        },
      };
    },
  });

  async function runOnce(source: Source): Promise<DispatchReport> {
    const report: DispatchReport = { queued: 0, sent: 0, retrying: 0, failed: 0, notConfigured: 0, abandoned: 0 };
    outbox.closeAbandoned(report);
    queueDue(report);
    await outbox.sendReady(report);
    const worked = Object.values(report).some((n) => n > 0);
    if (worked || source !== "scheduler") log("info", "controllo promemoria completato", { source, ...report });
    return report;
  }

  const run = joinRunning(runOnce);
  /** One check; a call while one is running joins it. */
  return { run: (source: Source = "scheduler") => run(source) };
}
export type ReminderDispatcher = ReturnType<typeof createReminderDispatcher>;
