import type { Db } from "../../db/client";
import type { Clock } from "../clock";
import { MAX_ATTEMPTS, NOT_CONFIGURED, retryDelayMs, UNKNOWN_OUTCOME } from "../domain/reminder-messages";
import type { MessageLogStore } from "./repo";
import type { MessageState } from "../domain/reminder-messages";
import { SEND_TIMEOUT_MS, type Messenger, type SendOutcome, type TemplateMessage } from "./whatsapp";

/**
 * How long a claimed message may stay 'sending' before it counts as abandoned by a process that
 * stopped mid-call. Comfortably longer than one send (SEND_TIMEOUT_MS) can take.
 */
export const CLAIM_LEASE_MS = SEND_TIMEOUT_MS * 6;

/** What one run did with the rows of a message log (the trigger routes answer these counts). */
export type OutboxCounts = { sent: number; retrying: number; failed: number; notConfigured: number; abandoned: number };

export type Log = (level: "info" | "warn" | "error", msg: string, fields?: Record<string, unknown>) => void;

/** What to send for a claimed row, or why it must not go (the reason is shown on the row). */
export type Composed = { message: TemplateMessage } | { kind: "failed"; code: string; reason: string };

/** "393331234567" -> "39333****567": enough to recognise the client in the log, not the whole number. */
const maskPhone = (to: string) => (to.length > 8 ? `${to.slice(0, 5)}${"*".repeat(to.length - 8)}${to.slice(-3)}` : to);

/**
 * The sending half of a message log, shared by every kind of WhatsApp message (see
 * src/domain/reminder-messages.ts for a row's life): close rows a stopped process left 'sending',
 * then send the queued rows whose time has come, each only after an atomic queued -> sending
 * claim, and record the outcome only while the row is still ours. A temporary failure ends the
 * run: the rest waits for the next minute rather than hammering an API that is down.
 */
/** The columns the outbox reads: a row of either message log. */
type OutboxRow = MessageState & { id: number; attempts: number; errorMessage: string | null; claimedUntil: string | null; providerMessageId: string | null; nextAttemptAt: string | null };

export function createOutbox<Row extends OutboxRow>(opts: {
  db: Db;
  clock: Clock;
  store: MessageLogStore<Row>;
  messenger: Messenger;
  log: Log;
  /** The row's names for the log lines. */
  describe: (row: Row) => Record<string, unknown>;
  /** Called after every committed change of a row (to publish the live event). */
  changed: (row: Row) => void;
  compose: (row: Row) => Composed;
  /** What the log lines call a message: "promemoria" gives "promemoria inviato", "promemoria non inviato". */
  noun: string;
}) {
  const { db, store, log } = opts;
  const nowIso = () => opts.clock.now().toISOString();

  function closeAbandoned(report: OutboxCounts) {
    for (const stale of store.expiredClaims(nowIso())) {
      const closed = db.transaction(
        (tx) => {
          const row = store.find(tx, stale.id);
          if (!row || row.status !== "sending" || (row.claimedUntil !== null && row.claimedUntil >= nowIso())) return null;
          return store.update(tx, row.id, {
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
      log("warn", "invio interrotto: esito sconosciuto, non verrà ritentato", opts.describe(closed));
      opts.changed(closed);
    }
  }

  /** The outcome of a send, written only if the row is still ours ('sending'). */
  function record(row: Row, outcome: SendOutcome, report: OutboxCounts) {
    const at = nowIso();
    const saved = db.transaction(
      (tx) => {
        const current = store.find(tx, row.id);
        if (!current) return null;
        if (outcome.kind === "sent") {
          // A receipt may have overtaken us (delivered before our 200 was read): keep its status.
          const settle = current.status === "sending" || (current.status === "failed" && current.errorCode === UNKNOWN_OUTCOME);
          return store.update(tx, row.id, {
            ...(settle ? { status: "sent", errorCode: null, errorMessage: null } : {}),
            providerMessageId: outcome.messageId,
            sentAt: current.sentAt ?? at,
            claimedUntil: null,
            updatedAt: at,
          });
        }
        if (current.status !== "sending") return null;
        if (outcome.kind === "retry" && current.attempts < MAX_ATTEMPTS) {
          return store.update(tx, row.id, {
            status: "queued",
            errorCode: outcome.code,
            errorMessage: outcome.reason,
            nextAttemptAt: new Date(Date.parse(at) + retryDelayMs(current.attempts)).toISOString(),
            claimedUntil: null,
            updatedAt: at,
          });
        }
        const reason = outcome.kind === "retry" ? `${outcome.reason} (dopo ${current.attempts} tentativi)` : outcome.reason;
        return store.update(tx, row.id, { status: "failed", errorCode: outcome.code, errorMessage: reason, claimedUntil: null, updatedAt: at });
      },
      { behavior: "immediate" },
    );
    if (!saved) return;
    const fields = { ...opts.describe(row), attempt: saved.attempts };
    if (saved.status === "queued") {
      report.retrying++;
      log("warn", "invio non riuscito, nuovo tentativo più tardi", { ...fields, code: saved.errorCode, reason: saved.errorMessage, nextAttemptAt: saved.nextAttemptAt });
    } else if (saved.status === "failed") {
      if (saved.errorCode === NOT_CONFIGURED) report.notConfigured++;
      else report.failed++;
      if (saved.errorCode !== NOT_CONFIGURED) log("warn", `${opts.noun} non inviato`, { ...fields, code: saved.errorCode, reason: saved.errorMessage });
    } else {
      report.sent++;
      log("info", `${opts.noun} inviato`, { ...fields, providerMessageId: saved.providerMessageId });
    }
    opts.changed(saved);
  }

  async function sendOne(id: number, report: OutboxCounts): Promise<SendOutcome | null> {
    const at = opts.clock.now();
    const claimed = store.claim(id, at.toISOString(), new Date(at.getTime() + CLAIM_LEASE_MS).toISOString());
    if (!claimed) return null; // another run has it, or it is no longer queued
    opts.changed(claimed);
    const composed = opts.compose(claimed);
    let outcome: SendOutcome;
    if (!("message" in composed)) {
      outcome = composed;
    } else if (!(await opts.messenger.configured())) {
      const { message } = composed;
      const template = message.template ?? opts.messenger.template;
      log("info", "WhatsApp non configurato: niente inviato. Avrei inviato:", {
        ...opts.describe(claimed),
        to: maskPhone(message.to),
        template: template.name,
        language: template.language,
        parameters: message.bodyParameters,
      });
      outcome = { kind: "failed", code: NOT_CONFIGURED, reason: "WhatsApp non configurato" };
    } else {
      outcome = await opts.messenger.send(composed.message);
    }
    record(claimed, outcome, report);
    return outcome;
  }

  return {
    closeAbandoned,
    async sendReady(report: OutboxCounts) {
      for (const { id } of store.queuedReady(nowIso())) {
        const outcome = await sendOne(id, report);
        if (outcome?.kind === "retry") {
          log("warn", "WhatsApp non disponibile: gli altri invii aspettano il prossimo controllo");
          break;
        }
      }
    },
  };
}

/**
 * One check at a time per process: a call while one runs joins it instead of starting a second
 * (two clicks on a trigger, the timer meanwhile); across processes the claim keeps a send single.
 */
export function joinRunning<A extends unknown[], R>(run: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  let running: Promise<R> | null = null;
  return (...args) =>
    (running ??= run(...args).finally(() => {
      running = null;
    }));
}
