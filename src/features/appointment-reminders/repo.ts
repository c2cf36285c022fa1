import { and, asc, eq, gte, inArray, lte, notExists, sql } from "drizzle-orm";
import type { Db, Executor } from "../../../db/client";
import { appointments, clients, services, stylists } from "../../../db/schema";
import { appointmentItems } from "../../../db/schema-visits";
import { italianList } from "../../domain/names";
import { appointmentMessages } from "../../../db/schema-messages";
import { settingsRepo } from "../../settings/repo";
import { REMINDED_STATUSES } from "../../domain/appointment-reminders";
import type { AppointmentMessageKind } from "../../domain/schemas/appointment-reminders";

/** The owner's appointment-reminder settings, kept as JSON in settings. */
export const SETTINGS_KEY = "appointment_reminders";

export type AppointmentMessageRow = typeof appointmentMessages.$inferSelect;

// The slot a message row is unique on, computed in SQL as slotOf() does: "YYYY-MM-DD HH:mm".
const slotSql = sql<string>`${appointments.date} || ' ' || ${appointments.startTime}`;

const APPOINTMENT = {
  id: appointments.id,
  date: appointments.date,
  startTime: appointments.startTime,
  status: appointments.status,
  cancelledBy: appointments.cancelledBy,
};

/** No row of `kind` yet for the appointment's current slot. */
const noMessage = (db: Executor, kind: AppointmentMessageKind) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(appointmentMessages)
      .where(
        and(
          eq(appointmentMessages.appointmentId, appointments.id),
          eq(appointmentMessages.kind, kind),
          eq(appointmentMessages.slot, slotSql),
        ),
      ),
  );

const messageRow = (db: Db, appointmentId: number) =>
  db
    .select({
      ...APPOINTMENT,
      clientFirstName: clients.firstName,
      phone: clients.phone,
      whatsappConsent: clients.whatsappConsent,
      whatsappConsentRequestedAt: clients.whatsappConsentRequestedAt,
      serviceName: services.name,
      stylistName: stylists.name,
    })
    .from(appointments)
    .innerJoin(clients, eq(clients.id, appointments.clientId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(stylists, eq(stylists.id, appointments.stylistId))
    .where(eq(appointments.id, appointmentId))
    .get();

/** The row with its items' names joined ("Colore, Taglio e Piega"); the row's service without items. */
function withItemNames<R extends { id: number; serviceName: string }>(db: Db, row: R | undefined): R | undefined {
  if (!row) return row;
  const names = db
    .select({ name: appointmentItems.serviceName })
    .from(appointmentItems)
    .where(eq(appointmentItems.appointmentId, row.id))
    .orderBy(asc(appointmentItems.position))
    .all()
    .map((item) => item.name);
  return names.length > 0 ? { ...row, serviceName: italianList(names) } : row;
}

export const appointmentRemindersRepo = (db: Db) => ({
  savedSettings: () => settingsRepo(db).read(SETTINGS_KEY),
  saveSettings: (tx: Executor, value: string) => settingsRepo(tx).write(SETTINGS_KEY, value),

  /** Appointments on days from..to that may need a reminder and have none for their time yet. */
  reminderCandidates: (from: string, to: string) =>
    db
      .select(APPOINTMENT)
      .from(appointments)
      .where(and(gte(appointments.date, from), lte(appointments.date, to), inArray(appointments.status, [...REMINDED_STATUSES]), noMessage(db, "reminder")))
      .orderBy(asc(appointments.date), asc(appointments.startTime), asc(appointments.id))
      .all(),

  /**
   * Appointments from `from` on that staff cancelled, or online requests that expired unapproved,
   * whose client has not been told yet.
   */
  cancellationCandidates: (from: string) =>
    db
      .select(APPOINTMENT)
      .from(appointments)
      .where(
        and(
          gte(appointments.date, from),
          eq(appointments.status, "cancelled"),
          inArray(appointments.cancelledBy, ["staff", "expired"]),
          noMessage(db, "cancellation"),
        ),
      )
      .orderBy(asc(appointments.date), asc(appointments.startTime), asc(appointments.id))
      .all(),

  findAppointment: (tx: Executor, id: number) => tx.select(APPOINTMENT).from(appointments).where(eq(appointments.id, id)).get(),

  /** Inserts the message unless one of its kind exists for that slot: the unique key is the exactly-once guard. */
  insertMessage: (tx: Executor, row: { appointmentId: number; kind: AppointmentMessageKind; slot: string; replyToken: string | null; at: string }) =>
    tx
      .insert(appointmentMessages)
      .values({ ...row, status: "queued", createdAt: row.at, updatedAt: row.at })
      .onConflictDoNothing({ target: [appointmentMessages.appointmentId, appointmentMessages.kind, appointmentMessages.slot] })
      .returning()
      .get(),

  /**
   * What a message says and to whom, read at send time (consent included). `serviceName` names
   * the visit's services as booked, joined the Italian way ("Colore e Taglio").
   */
  messageContext: (appointmentId: number) => withItemNames(db, messageRow(db, appointmentId)),

  appointmentExists: (id: number) => db.select({ id: appointments.id }).from(appointments).where(eq(appointments.id, id)).get() !== undefined,
  messagesOf: (appointmentId: number) =>
    db.select().from(appointmentMessages).where(eq(appointmentMessages.appointmentId, appointmentId)).orderBy(asc(appointmentMessages.id)).all(),
});
export type AppointmentRemindersRepo = ReturnType<typeof appointmentRemindersRepo>;
