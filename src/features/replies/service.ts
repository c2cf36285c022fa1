import { parseConsentPayload, parseReplyPayload, slotOf } from "../../domain/appointment-replies";
import { DomainError, notFound } from "../../domain/errors";
import { decideReply, hasStarted, nextClientMessage, pickTextTarget, samePhone, type IncomingOutcome } from "../../domain/incoming-replies";
import { nextConsent } from "../../domain/whatsapp-consent";
import { consentsRepo } from "../../privacy/consents-repo";
import { privacySettings } from "../../privacy/settings";
import type { MessageResponse } from "../../domain/schemas/common";
import { wallClockIn } from "../../domain/time";
import type { AppContext } from "../../http/context";
import type { IncomingMessage } from "../../messaging/incoming";
import { createTrail, type ClientActor } from "../../activity/trail";
import { repliesRepo, type ReplyTarget } from "./repo";
import { displayName } from "../../domain/names";

export const WHATSAPP_CLIENT: ClientActor = { kind: "client", channel: "whatsapp" };
export const MESSAGE_SEEN = "Messaggio segnato come letto";
const NOT_FOUND = "Appuntamento non trovato";

/**
 * The one write a client's tap makes: the appointments' status service, acting as
 * "Cliente via WhatsApp" (trail entry, version bump, live event). Composed in app.ts, since one
 * feature does not import another. Resolves with the appointment's version afterwards.
 */
export type StatusWriter = (
  appointmentId: number,
  change: { status: "confirmed" | "cancelled"; version: number; cancelledBy?: "client" },
) => Promise<{ version: number }>;

type Result = { outcome: IncomingOutcome; appointmentId: number | null };

// Another screen wrote the appointment between our read and our write: read it again and decide
// again, a few times at most (each retry is one more request's write having won).
const RETRIES = 3;

/**
 * Client messages from the WhatsApp webhook: quick-reply taps change the appointment's status,
 * free texts are kept on it for the desk. Every message is stored once in incoming_messages with
 * its outcome (Meta redelivers a webhook it thinks failed; the message id makes the repeat a no-op).
 */
export function createRepliesService(ctx: AppContext, setStatus: StatusWriter) {
  const repo = repliesRepo(ctx.db);
  const trail = createTrail(ctx);
  const wallClock = () => wallClockIn(ctx.config.timeZone, ctx.clock.now());

  /**
   * "Sì" / "Non sono io" on the booking confirmation. Only the number the confirmation went to
   * answers for it (a hidden number: the token alone, as for reminders). "Sì" turns her consent on;
   * "Non sono io" cancels the booking (its time is free again), flags it for the staff and leaves
   * the number without consent.
   */
  async function consentTap(m: IncomingMessage, answer: "yes" | "no", token: string): Promise<Result> {
    const c = repo.findConfirmationByToken(token);
    if (!c) return { outcome: "unknown_payload", appointmentId: null };
    if (m.from !== "" && !samePhone(m.from, c.phone)) return { outcome: "phone_mismatch", appointmentId: c.appointmentId };
    const at = ctx.clock.now().toISOString();
    const before = { whatsappConsent: c.whatsappConsent, whatsappConsentAt: c.whatsappConsentAt };
    const after = answer === "yes" ? nextConsent(before, true, at) : before;
    const changed = after.whatsappConsent !== before.whatsappConsent || after.whatsappConsentAt !== before.whatsappConsentAt;
    if (changed || c.whatsappConsentRequestedAt !== null) {
      trail.write(WHATSAPP_CLIENT, (record) => {
        // Her "Sì" is the appointments consent, given on WhatsApp to the notice in force.
        if (changed) {
          const entry = { purpose: "appointments", channel: "whatsapp", given: true, at, source: "whatsapp", textVersion: privacySettings(ctx.db).noticeVersion } as const;
          consentsRepo(ctx.db).record(c.clientId, entry, WHATSAPP_CLIENT);
        } else repo.setConsent(c.clientId, after, at);
        if (changed) {
          record({
            action: "updated",
            entity: "client",
            entityId: c.clientId,
            summary: displayName(c),
            changes: { whatsappConsent: [before.whatsappConsent, after.whatsappConsent], whatsappConsentAt: [before.whatsappConsentAt, after.whatsappConsentAt] },
          });
        }
      });
      // Every open clients list shows the consent as it is now.
      trail.publish(WHATSAPP_CLIENT, { topic: "clients", action: "updated", ids: [c.clientId] });
    }
    if (answer === "yes") return { outcome: changed ? "consent_given" : "same_answer", appointmentId: c.appointmentId };
    const flagged = repo.flagWrongNumber(c.appointmentId, at);
    const t = repo.findTarget(c.appointmentId);
    let cancelled = false;
    if (t && (t.status === "booked" || t.status === "confirmed" || t.status === "pending") && !hasStarted(t, wallClock())) {
      try {
        await setStatus(t.id, { status: "cancelled", version: t.version, cancelledBy: "client" });
        cancelled = true;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
    }
    // The status write told every screen; otherwise the flag alone must reach them.
    if (!cancelled && flagged) trail.publish(WHATSAPP_CLIENT, { topic: "appointments", action: "updated", ids: [c.appointmentId], dates: [flagged.date] });
    return { outcome: "wrong_number", appointmentId: c.appointmentId };
  }

  async function tap(m: IncomingMessage): Promise<Result> {
    const consent = parseConsentPayload(m.payload);
    if (consent) return consentTap(m, consent.answer, consent.token);
    const reply = parseReplyPayload(m.payload);
    const reminder = reply ? repo.findReminderByToken(reply.token) : undefined;
    if (!reply || !reminder) return { outcome: "unknown_payload", appointmentId: null };
    let lastError: unknown = null;
    for (let attempt = 0; attempt < RETRIES; attempt++) {
      const t = repo.findTarget(reminder.appointmentId);
      if (!t) return { outcome: "unknown_payload", appointmentId: null };
      const decision = decideReply({
        answer: reply.answer,
        appointment: t,
        currentSlot: slotOf(t),
        reminderSlot: reminder.slot,
        senderPhone: m.from,
        clientPhone: t.clientPhone,
        now: wallClock(),
        laterAnswerCounted: repo.laterAnswerCounted(t.id, m.at),
      });
      if (decision.outcome !== "applied") return { outcome: decision.outcome, appointmentId: t.id };
      try {
        const after = await setStatus(t.id, {
          status: decision.status,
          version: t.version,
          ...(decision.status === "cancelled" ? { cancelledBy: "client" as const } : {}),
        });
        return { outcome: after.version === t.version ? "same_answer" : "applied", appointmentId: t.id };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        if (error.code === "stale_version") {
          lastError = error;
          continue;
        }
        if (error.code === "slot_taken") return { outcome: "slot_taken", appointmentId: t.id };
        if (error.kind === "not_found") return { outcome: "unknown_payload", appointmentId: null };
        if (error.kind === "conflict") return { outcome: "not_applicable", appointmentId: t.id };
        throw error;
      }
    }
    throw lastError;
  }

  /** A free text: stored on the appointment it is about, in the same transaction as its log row. */
  function text(m: IncomingMessage): { stored: boolean; result: Result; target?: ReplyTarget } {
    const now = wallClock();
    // Without her number only a reply quoting one of our messages says which appointment it is about.
    const candidates = m.from !== "" ? repo.textCandidates(m.from, now.date) : m.contextId ? repo.quotedCandidates(m.contextId, now.date) : [];
    const id = pickTextTarget(candidates, m.contextId, now);
    const target = id === null ? undefined : repo.findTarget(id);
    const result: Result = target ? { outcome: "message_stored", appointmentId: target.id } : { outcome: "no_appointment", appointmentId: null };
    const stored = ctx.db.$client
      .transaction(() => {
        if (!repo.insertIncoming(logRow(m, result))) return false;
        if (target) {
          const seen = target.clientMessageSeenAt !== null;
          repo.storeClientMessage(target.id, nextClientMessage({ text: target.clientMessage, seen }, m.body ?? ""), ctx.clock.now().toISOString());
        }
        return true;
      })
      .immediate();
    return { stored, result, target };
  }

  const logRow = (m: IncomingMessage, r: Result) => ({
    providerMessageId: m.messageId,
    fromPhone: m.from,
    fromUserId: m.fromUserId,
    type: m.type,
    payload: m.payload,
    body: m.body,
    appointmentId: r.appointmentId,
    outcome: r.outcome,
    receivedAt: m.at,
  });

  const log = (m: IncomingMessage, r: Result) =>
    ctx.log(
      JSON.stringify({
        level: r.outcome === "unknown_payload" || r.outcome === "phone_mismatch" ? "warn" : "info",
        scope: "whatsapp",
        msg: "messaggio del cliente",
        type: m.type,
        outcome: r.outcome,
        appointmentId: r.appointmentId,
      }),
    );

  return {
    /** Each message in order (oldest first); returns how many changed an appointment. */
    async apply(messages: IncomingMessage[]): Promise<{ messages: number; applied: number; duplicates: number }> {
      let applied = 0;
      let duplicates = 0;
      for (const m of messages) {
        if (repo.findIncoming(m.messageId)) {
          duplicates++;
          continue;
        }
        if (m.kind === "text") {
          const { stored, result, target } = text(m);
          if (!stored) {
            duplicates++;
            continue;
          }
          log(m, result);
          if (target) {
            applied++;
            trail.publish(WHATSAPP_CLIENT, { topic: "appointments", action: "updated", ids: [target.id], dates: [target.date] });
          }
          continue;
        }
        const result: Result = m.kind === "button" ? await tap(m) : { outcome: "unsupported", appointmentId: null };
        // Stored after the write: a crash in between leaves a redelivery to decide again, and
        // deciding again finds the answer already there ("same_answer").
        if (!repo.insertIncoming(logRow(m, result))) {
          duplicates++;
          continue;
        }
        log(m, result);
        if (result.outcome === "applied") applied++;
      }
      return { messages: messages.length, applied, duplicates };
    },

    /** "Segna come letto": the client's message stops being flagged, on every screen. */
    markSeen(id: number): MessageResponse {
      const marked = repo.markSeen(id, ctx.clock.now().toISOString());
      if (!marked) {
        if (!repo.exists(id)) throw notFound(NOT_FOUND);
        return { message: MESSAGE_SEEN };
      }
      // No author: reading a message is no change to tell the other screens about in a toast.
      ctx.events.publish({ topic: "appointments", action: "updated", ids: [id], dates: [marked.date] });
      return { message: MESSAGE_SEEN };
    },
  };
}
export type RepliesService = ReturnType<typeof createRepliesService>;
