import { and, desc, eq, gt, gte, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { appointments, clients } from "../../../db/schema";
import { appointmentMessages, incomingMessages } from "../../../db/schema-messages";
import type { IncomingOutcome, TextCandidate } from "../../domain/incoming-replies";

export type IncomingRow = typeof incomingMessages.$inferSelect;
export type IncomingWrite = Omit<typeof incomingMessages.$inferInsert, "id" | "createdAt"> & { outcome: IncomingOutcome };

/** What a reply decision needs of an appointment and its client. */
export type ReplyTarget = {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  status: typeof appointments.$inferSelect.status;
  cancelledBy: typeof appointments.$inferSelect.cancelledBy;
  version: number;
  clientMessage: string | null;
  clientMessageSeenAt: string | null;
  clientPhone: string;
};

// Answers that count as the client's word on the appointment, for "a later answer already counted".
const COUNTED: IncomingOutcome[] = ["applied", "same_answer"];

export const repliesRepo = (db: Db) => {
  const target = db
    .select({
      id: appointments.id,
      date: appointments.date,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      status: appointments.status,
      cancelledBy: appointments.cancelledBy,
      version: appointments.version,
      clientMessage: appointments.clientMessage,
      clientMessageSeenAt: appointments.clientMessageSeenAt,
      clientPhone: clients.phone,
    })
    .from(appointments)
    .innerJoin(clients, eq(clients.id, appointments.clientId))
    .where(eq(appointments.id, sql.placeholder("id")))
    .prepare();

  return {
    findIncoming: (providerMessageId: string): IncomingRow | undefined =>
      db.select().from(incomingMessages).where(eq(incomingMessages.providerMessageId, providerMessageId)).get(),

    /** Once per Meta message id: false when a delivery of the same message was stored first. */
    insertIncoming: (row: IncomingWrite): boolean =>
      db.insert(incomingMessages).values(row).onConflictDoNothing({ target: incomingMessages.providerMessageId }).returning({ id: incomingMessages.id }).get() !== undefined,

    /** The reminder a quick-reply token belongs to (its appointment's messages die with it). */
    findReminderByToken: (token: string) =>
      db
        .select({ id: appointmentMessages.id, appointmentId: appointmentMessages.appointmentId, slot: appointmentMessages.slot })
        .from(appointmentMessages)
        .where(and(eq(appointmentMessages.replyToken, token), eq(appointmentMessages.kind, "reminder")))
        .get(),

    findTarget: (id: number): ReplyTarget | undefined => target.get({ id }),

    /** The booking confirmation a consent button's token belongs to, with its client's consent. */
    findConfirmationByToken: (token: string) =>
      db
        .select({
          appointmentId: appointmentMessages.appointmentId,
          clientId: clients.id,
          firstName: clients.firstName,
          lastName: clients.lastName,
          phone: clients.phone,
          whatsappConsent: clients.whatsappConsent,
          whatsappConsentAt: clients.whatsappConsentAt,
          whatsappConsentRequestedAt: clients.whatsappConsentRequestedAt,
        })
        .from(appointmentMessages)
        .innerJoin(appointments, eq(appointments.id, appointmentMessages.appointmentId))
        .innerJoin(clients, eq(clients.id, appointments.clientId))
        .where(and(eq(appointmentMessages.replyToken, token), eq(appointmentMessages.kind, "confirmation")))
        .get(),

    /** Her consent as the number itself gave it; nothing is pending any more. */
    setConsent: (clientId: number, consent: { whatsappConsent: boolean; whatsappConsentAt: string | null }, at: string) =>
      db.update(clients).set({ ...consent, whatsappConsentRequestedAt: null, updatedAt: at }).where(eq(clients.id, clientId)).run(),

    /** "Non sono io": flagged for the staff (the first answer's time is kept); no version bump. */
    flagWrongNumber: (appointmentId: number, at: string) =>
      db
        .update(appointments)
        .set({ wrongNumberAt: sql`coalesce(${appointments.wrongNumberAt}, ${at})` })
        .where(eq(appointments.id, appointmentId))
        .returning({ date: appointments.date })
        .get(),

    /** Whether an answer the client sent after `at` has already counted on this appointment. */
    laterAnswerCounted: (appointmentId: number, at: string): boolean =>
      db
        .select({ id: incomingMessages.id })
        .from(incomingMessages)
        .where(
          and(
            eq(incomingMessages.appointmentId, appointmentId),
            inArray(incomingMessages.type, ["button", "interactive"]),
            inArray(incomingMessages.outcome, COUNTED),
            gt(incomingMessages.receivedAt, at),
          ),
        )
        .get() !== undefined,

    /**
     * Reminders sent to clients with this stored phone for appointments on `fromDate` or later:
     * the candidates a free text may be about (the domain's pickTextTarget chooses).
     */
    textCandidates: (phone: string, fromDate: string): TextCandidate[] =>
      db
        .select({
          appointmentId: appointments.id,
          date: appointments.date,
          startTime: appointments.startTime,
          endTime: appointments.endTime,
          sentAt: sql<string>`${appointmentMessages.sentAt}`,
          providerMessageId: appointmentMessages.providerMessageId,
        })
        .from(appointmentMessages)
        .innerJoin(appointments, eq(appointments.id, appointmentMessages.appointmentId))
        .innerJoin(clients, eq(clients.id, appointments.clientId))
        .where(
          and(
            eq(appointmentMessages.kind, "reminder"),
            isNotNull(appointmentMessages.sentAt),
            eq(clients.phone, phone),
            gte(appointments.date, fromDate),
          ),
        )
        .orderBy(desc(appointmentMessages.sentAt))
        .limit(50)
        .all(),

    /** The appointment whose message (sent by us, any kind) has Meta's id `providerMessageId`, as a text candidate. */
    quotedCandidates: (providerMessageId: string, fromDate: string): TextCandidate[] =>
      db
        .select({
          appointmentId: appointments.id,
          date: appointments.date,
          startTime: appointments.startTime,
          endTime: appointments.endTime,
          sentAt: sql<string>`${appointmentMessages.sentAt}`,
          providerMessageId: appointmentMessages.providerMessageId,
        })
        .from(appointmentMessages)
        .innerJoin(appointments, eq(appointments.id, appointmentMessages.appointmentId))
        .where(and(eq(appointmentMessages.providerMessageId, providerMessageId), isNotNull(appointmentMessages.sentAt), gte(appointments.date, fromDate)))
        .limit(1)
        .all(),

    /**
     * The client's message on the appointment, unread. Not a change to the booking: the version
     * stays, so a dialog open on it is not made stale by a client writing "grazie".
     */
    storeClientMessage: (id: number, text: string, at: string) =>
      db
        .update(appointments)
        .set({ clientMessage: text, clientMessageAt: at, clientMessageSeenAt: null })
        .where(eq(appointments.id, id))
        .run(),

    /** Marks the message read; the date of the appointment (for the live event), or null when there is nothing to mark. */
    markSeen: (id: number, at: string): { date: string } | undefined =>
      db
        .update(appointments)
        // The first reading counts: marking it again keeps when it was first read.
        .set({ clientMessageSeenAt: sql`coalesce(${appointments.clientMessageSeenAt}, ${at})` })
        .where(and(eq(appointments.id, id), isNotNull(appointments.clientMessage)))
        .returning({ date: appointments.date })
        .get(),

    exists: (id: number) => db.select({ id: appointments.id }).from(appointments).where(eq(appointments.id, id)).get() !== undefined,
  };
};
export type RepliesRepo = ReturnType<typeof repliesRepo>;
