/**
 * What a client's WhatsApp answer does to her appointment. A reminder's quick-reply button
 * ("Confermo" / "Annulla") is a client acting on her own booking, so it may only do what she could
 * say on the phone: confirm an appointment that still stands at the time she was told, or cancel
 * it, before it starts. Everything else is kept in the incoming log with the reason it changed
 * nothing, and the desk sees the appointment as it was.
 */
import type { AppointmentStatus, CancelledBy } from "./appointment-status";
import type { ReplyAnswer } from "./appointment-replies";
import { normalizePhone } from "./phone";
import { compareDays, toMinutes } from "./time";

/** What one incoming WhatsApp message did (incoming_messages.outcome). */
export const INCOMING_OUTCOMES = [
  /** The answer changed the appointment's status. */
  "applied",
  /** The appointment already has this answer (the same tap twice, or the desk set it first). */
  "same_answer",
  /** Tapped once the appointment had started: the desk decides from there. */
  "after_start",
  /** The reminder was for another day or time: the appointment has been moved since. */
  "moved",
  /** The salon cancelled it: a client's tap never restores a cancellation she did not make. */
  "cancelled_by_staff",
  /** Arrived, completed, no-show, or still waiting for the salon's approval. */
  "not_applicable",
  /** A "Confermo" after her own "Annulla" found the time taken by another booking. */
  "slot_taken",
  /** An answer she sent later has already counted (Meta may deliver out of order). */
  "superseded",
  /** Not one of our payloads, or its reminder is gone (forged, or the appointment was deleted). */
  "unknown_payload",
  /** Sent from a number that is not the client's. */
  "phone_mismatch",
  /** A free text stored on the appointment for the desk to read. */
  "message_stored",
  /** A free text from a number with no appointment to attach it to. */
  "no_appointment",
  /** A photo, a voice note, a reaction, a location…: kept in the log only. */
  "unsupported",
  /** "Sì" to the booking confirmation: her WhatsApp consent is on. */
  "consent_given",
  /** "Non sono io": the booking made with her number is cancelled and flagged for the staff. */
  "wrong_number",
] as const;
export type IncomingOutcome = (typeof INCOMING_OUTCOMES)[number];

/** The salon's wall clock: the day and minutes since midnight (wallClockIn). */
export type WallClock = { date: string; minutes: number };

/** Whether the appointment starting at `date startTime` has started at `now` (salon time). */
export function hasStarted(appointment: { date: string; startTime: string }, now: WallClock): boolean {
  const day = compareDays(now.date, appointment.date);
  return day > 0 || (day === 0 && now.minutes >= toMinutes(appointment.startTime));
}

/** Whether it has ended: a "sono in ritardo" sent after the start still belongs to it. */
function hasEnded(appointment: { date: string; endTime: string }, now: WallClock): boolean {
  const day = compareDays(now.date, appointment.date);
  return day > 0 || (day === 0 && now.minutes >= toMinutes(appointment.endTime));
}

/**
 * The same full international number: "+393331234567" = "333 123 4567" (Italian by default), but
 * "+34612345670" is not "346 123 4567". The caller turns WhatsApp's sender id into E.164 first.
 */
export const samePhone = (a: string, b: string): boolean => {
  const x = normalizePhone(a);
  return x !== "" && x === normalizePhone(b);
};

export type ReplyCase = {
  answer: ReplyAnswer;
  appointment: { status: AppointmentStatus; cancelledBy: CancelledBy | null; date: string; startTime: string };
  /** `slotOf(appointment)` now, and the slot the reminder was sent for. */
  currentSlot: string;
  reminderSlot: string;
  /** E.164, or "" when Meta hid the sender's number. */
  senderPhone: string;
  clientPhone: string;
  now: WallClock;
  /** An answer the client sent after this one has already been applied or found unchanged. */
  laterAnswerCounted: boolean;
};

export type ReplyDecision =
  | { outcome: "applied"; status: "confirmed" | "cancelled" }
  | { outcome: Exclude<IncomingOutcome, "applied" | "message_stored" | "no_appointment" | "unsupported" | "unknown_payload" | "consent_given" | "wrong_number"> };

/**
 * The status a quick reply asks for, or why it changes nothing. Checked in this order: the
 * sender, the time the reminder was for, the start, a later answer, then the status.
 *
 *   booked/confirmed/pending + Annulla → cancelled (by the client)
 *   booked + Confermo                  → confirmed
 *   cancelled by the client + Confermo → confirmed, if the time is still free (the caller's
 *                                        status write re-checks the overlap: "slot_taken")
 *   pending + Confermo                 → nothing: the salon has not accepted the booking yet
 *   cancelled by the salon             → nothing
 *   arrived / completed / no_show      → nothing
 */
export function decideReply(c: ReplyCase): ReplyDecision {
  // A hidden number (Meta gives only a business-scoped user id) cannot be compared: the reply
  // token, random and sent to her number alone, is what identifies the appointment then.
  if (c.senderPhone !== "" && !samePhone(c.senderPhone, c.clientPhone)) return { outcome: "phone_mismatch" };
  if (c.currentSlot !== c.reminderSlot) return { outcome: "moved" };
  if (hasStarted(c.appointment, c.now)) return { outcome: "after_start" };
  if (c.laterAnswerCounted) return { outcome: "superseded" };
  const { status, cancelledBy } = c.appointment;
  if (status === "cancelled" && cancelledBy !== "client") return { outcome: "cancelled_by_staff" };
  if (c.answer === "cancel") {
    if (status === "cancelled") return { outcome: "same_answer" };
    return status === "booked" || status === "confirmed" || status === "pending"
      ? { outcome: "applied", status: "cancelled" }
      : { outcome: "not_applicable" };
  }
  if (status === "confirmed") return { outcome: "same_answer" };
  return status === "booked" || status === "cancelled" ? { outcome: "applied", status: "confirmed" } : { outcome: "not_applicable" };
}

export type TextCandidate = {
  appointmentId: number;
  date: string;
  startTime: string;
  endTime: string;
  /** When the reminder about it was sent (UTC ISO). */
  sentAt: string;
  providerMessageId: string | null;
};

/**
 * Which appointment a free-text message is about. The client's phone has had reminders (the
 * candidates, already limited to her number): a message written as a reply to one of them
 * (WhatsApp's `context.id`) belongs to that one; otherwise to the one most recently reminded.
 * Either way only an appointment that has not ended yet: "arrivo 10 minuti in ritardo" at 10:05
 * still reaches the 10:00 appointment, a "grazie!" the day after reaches none.
 */
export function pickTextTarget(candidates: readonly TextCandidate[], contextId: string | null, now: WallClock): number | null {
  const open = candidates.filter((c) => !hasEnded(c, now));
  const quoted = contextId === null ? undefined : open.find((c) => c.providerMessageId === contextId);
  if (quoted) return quoted.appointmentId;
  const latest = [...open].sort(
    (a, b) => b.sentAt.localeCompare(a.sentAt) || a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime),
  )[0];
  return latest?.appointmentId ?? null;
}

/** The unseen messages pile up (newest last) so none is lost before the desk reads them. */
export const CLIENT_MESSAGE_MAX = 2000;

export function nextClientMessage(current: { text: string | null; seen: boolean }, incoming: string): string {
  // Control characters other than tab and line breaks are dropped: they only garble the screen.
  const clean = [...incoming].filter((ch) => ch === "\t" || ch === "\n" || ch === "\r" || (ch >= " " && ch !== "\u007f")).join("").trim();
  const joined = current.text && !current.seen ? `${current.text}\n${clean}` : clean;
  return joined.length > CLIENT_MESSAGE_MAX ? joined.slice(joined.length - CLIENT_MESSAGE_MAX) : joined;
}
