import { isValidPhone, normalizePhone } from "../../domain/phone";
import {
  callbackDataFor,
  MAX_ATTEMPTS,
  NOT_CONFIGURED,
  retryDelayMs,
  UNKNOWN_OUTCOME,
} from "../../domain/reminder-messages";
import { advancePast, isDue } from "../../domain/reminders";
import { NO_CONSENT_CODE, NO_CONSENT_REASON } from "../../domain/whatsapp-consent";
import type { ReminderCheckReport } from "../../domain/schemas/reminders";
import { wallClockIn } from "../../domain/time";
import type { AppContext } from "../../http/context";
import { SEND_TIMEOUT_MS, type Messenger, type SendOutcome } from "../../messaging/whatsapp";
import { remindersRepo, type MessageRow } from "./repo";

/**
 * How long a claimed message may stay 'sending' before it counts as abandoned by a process that
 * stopped mid-call. Comfortably longer than one send (SEND_TIMEOUT_MS) can take.
 */
export const CLAIM_LEASE_MS = SEND_TIMEOUT_MS * 6;

/** What one run did: the trigger route's answer without its message. */
export type DispatchReport = Omit<ReminderCheckReport, "message">;

type Source = "scheduler" | "trigger" | "startup";

/** "393331234567" -> "39333****567": enough to recognise the client in the log, not the whole number. */
const maskPhone = (to: string) => (to.length > 8 ? `${to.slice(0, 5)}${"*".repeat(to.length - 8)}${to.slice(-3)}` : to);

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
  let running: Promise<DispatchReport> | null = null;

  const log = (level: "info" | "warn" | "error", msg: string, fields: Record<string, unknown> = {}) =>
    ctx.log(JSON.stringify({ level, scope: "promemoria", msg, ...fields }));
  const publish = (reminderId: number) => ctx.events.publish({ topic: "reminders", action: "updated", ids: [reminderId] });
  const nowIso = () => ctx.clock.now().toISOString();

  function closeAbandoned(report: DispatchReport) {
    for (const stale of repo.expiredClaims(nowIso())) {
      const closed = ctx.db.transaction(
        (tx) => {
          const row = repo.findMessage(tx, stale.id);
          if (!row || row.status !== "sending" || (row.claimedUntil !== null && row.claimedUntil >= nowIso())) return null;
          return repo.updateMessage(tx, row.id, {
            status: "failed",
            errorCode: UNKNOWN_OUTCOME,
            errorMessage: "esito sconosciuto: il server si è fermato durante l'invio, non ritentato per non inviarlo due volte",
            claimedUntil: null,
            updatedAt: nowIso(),
          });
        },
        { behavior: "immediate" },
      );
      if (!closed) continue;
      report.abandoned++;
      log("warn", "invio interrotto: esito sconosciuto, non verrà ritentato", {
        reminderId: closed.reminderId,
        occurrence: closed.occurrenceDate,
      });
      publish(closed.reminderId);
    }
  }

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

  /** The outcome of a send, written only if the row is still ours ('sending'). */
  function record(row: MessageRow, outcome: SendOutcome, report: DispatchReport) {
    const at = nowIso();
    const saved = ctx.db.transaction(
      (tx) => {
        const current = repo.findMessage(tx, row.id);
        if (!current) return null;
        if (outcome.kind === "sent") {
          // A receipt may have overtaken us (delivered before our 200 was read): keep its status.
          const settle = current.status === "sending" || (current.status === "failed" && current.errorCode === UNKNOWN_OUTCOME);
          return repo.updateMessage(tx, row.id, {
            ...(settle ? { status: "sent", errorCode: null, errorMessage: null } : {}),
            providerMessageId: outcome.messageId,
            sentAt: current.sentAt ?? at,
            claimedUntil: null,
            updatedAt: at,
          });
        }
        if (current.status !== "sending") return null;
        if (outcome.kind === "retry" && current.attempts < MAX_ATTEMPTS) {
          return repo.updateMessage(tx, row.id, {
            status: "queued",
            errorCode: outcome.code,
            errorMessage: outcome.reason,
            nextAttemptAt: new Date(Date.parse(at) + retryDelayMs(current.attempts)).toISOString(),
            claimedUntil: null,
            updatedAt: at,
          });
        }
        const reason = outcome.kind === "retry" ? `${outcome.reason} (dopo ${current.attempts} tentativi)` : outcome.reason;
        return repo.updateMessage(tx, row.id, {
          status: "failed",
          errorCode: outcome.code,
          errorMessage: reason,
          claimedUntil: null,
          updatedAt: at,
        });
      },
      { behavior: "immediate" },
    );
    if (!saved) return;
    const fields = { reminderId: row.reminderId, occurrence: row.occurrenceDate, attempt: saved.attempts };
    if (saved.status === "queued") {
      report.retrying++;
      log("warn", "invio non riuscito, nuovo tentativo più tardi", { ...fields, code: saved.errorCode, reason: saved.errorMessage, nextAttemptAt: saved.nextAttemptAt });
    } else if (saved.status === "failed") {
      if (saved.errorCode === NOT_CONFIGURED) report.notConfigured++;
      else report.failed++;
      if (saved.errorCode !== NOT_CONFIGURED) log("warn", "promemoria non inviato", { ...fields, code: saved.errorCode, reason: saved.errorMessage });
    } else {
      report.sent++;
      log("info", "promemoria inviato", { ...fields, providerMessageId: saved.providerMessageId });
    }
    publish(row.reminderId);
  }

  async function sendOne(id: number, report: DispatchReport): Promise<SendOutcome | null> {
    const at = ctx.clock.now();
    const claimed = repo.claim(id, at.toISOString(), new Date(at.getTime() + CLAIM_LEASE_MS).toISOString());
    if (!claimed) return null; // another run has it, or it is no longer queued
    publish(claimed.reminderId);
    const info = repo.messageContext(claimed.reminderId);
    let outcome: SendOutcome;
    if (!info) {
      outcome = { kind: "failed", code: "missing_reminder", reason: "promemoria non più presente" };
    } else if (!info.whatsappConsent) {
      // Checked at send time, so a consent withdrawn while the row waited for a retry counts too.
      // The occurrence is closed as not sent (the reminder has already moved on to its next date):
      // the row says why, and a consent ticked later serves the following occurrences.
      outcome = { kind: "failed", code: NO_CONSENT_CODE, reason: NO_CONSENT_REASON };
    } else if (!isValidPhone(info.phone)) {
      outcome = { kind: "failed", code: "invalid_phone", reason: "numero di telefono del cliente non valido" };
    } else {
      const message = {
        to: `39${normalizePhone(info.phone)}`,
        bodyParameters: [info.clientFirstName, info.serviceName, ctx.config.salonName],
        callbackData: callbackDataFor(claimed.id),
      };
      if (!messenger.configured) {
        log("info", "WhatsApp non configurato: niente inviato. Avrei inviato:", {
          reminderId: claimed.reminderId,
          occurrence: claimed.occurrenceDate,
          to: maskPhone(message.to),
          template: messenger.template.name,
          language: messenger.template.language,
          parameters: message.bodyParameters,
        });
        outcome = { kind: "failed", code: NOT_CONFIGURED, reason: "WhatsApp non configurato" };
      } else {
        outcome = await messenger.send(message);
      }
    }
    record(claimed, outcome, report);
    return outcome;
  }

  async function runOnce(source: Source): Promise<DispatchReport> {
    const report: DispatchReport = { queued: 0, sent: 0, retrying: 0, failed: 0, notConfigured: 0, abandoned: 0 };
    closeAbandoned(report);
    queueDue(report);
    for (const { id } of repo.queuedReady(nowIso())) {
      const outcome = await sendOne(id, report);
      if (outcome?.kind === "retry") {
        log("warn", "WhatsApp non disponibile: gli altri invii aspettano il prossimo controllo");
        break;
      }
    }
    const worked = Object.values(report).some((n) => n > 0);
    if (worked || source !== "scheduler") log("info", "controllo promemoria completato", { source, ...report });
    return report;
  }

  return {
    /**
     * One check. A call while another is running in this process joins it instead of starting a
     * second one; across processes the claim in the database is what keeps a send single.
     */
    run(source: Source = "scheduler"): Promise<DispatchReport> {
      running ??= runOnce(source).finally(() => {
        running = null;
      });
      return running;
    },
  };
}
export type ReminderDispatcher = ReturnType<typeof createReminderDispatcher>;
