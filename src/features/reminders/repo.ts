import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { clients, recurringReminders, services, stylists } from "../../../db/schema";
import { reminderMessages } from "../../../db/schema-messages";

export type ReminderRow = typeof recurringReminders.$inferSelect;
export type MessageRow = typeof reminderMessages.$inferSelect;
type ReminderWrite = Omit<typeof recurringReminders.$inferInsert, "id" | "createdAt" | "updatedAt">;

/** Only callers inside a transaction pass `tx`; drizzle's transaction object has the same query API. */
type Tx = Pick<Db, "select" | "insert" | "update" | "delete">;

export const remindersRepo = (db: Db) => ({
  /** Every reminder (or the one with `id`) with the names the list shows, soonest first. */
  list: (id?: number) =>
    db
      .select({
        reminder: recurringReminders,
        client: { firstName: clients.firstName, lastName: clients.lastName, whatsappConsent: clients.whatsappConsent },
        service: { name: services.name },
        stylist: { name: stylists.name },
      })
      .from(recurringReminders)
      .innerJoin(clients, eq(clients.id, recurringReminders.clientId))
      .innerJoin(services, eq(services.id, recurringReminders.serviceId))
      .innerJoin(stylists, eq(stylists.id, recurringReminders.stylistId))
      .where(id === undefined ? undefined : eq(recurringReminders.id, id))
      .orderBy(asc(recurringReminders.nextReminderDate), asc(clients.lastName), asc(clients.firstName), asc(recurringReminders.id))
      .all(),

  /** The newest message of each reminder (the row's "last send"). */
  lastMessages: (reminderId?: number) =>
    db
      .select()
      .from(reminderMessages)
      .where(
        inArray(
          reminderMessages.id,
          db
            .select({ id: sql<number>`max(${reminderMessages.id})` })
            .from(reminderMessages)
            .where(reminderId === undefined ? undefined : eq(reminderMessages.reminderId, reminderId))
            .groupBy(reminderMessages.reminderId),
        ),
      )
      .all(),

  findById: (tx: Tx, id: number) => tx.select().from(recurringReminders).where(eq(recurringReminders.id, id)).get(),
  insert: (tx: Tx, row: ReminderWrite) => tx.insert(recurringReminders).values(row).returning().get(),
  update: (tx: Tx, id: number, row: Partial<ReminderWrite>, at: string) =>
    tx.update(recurringReminders).set({ ...row, updatedAt: at }).where(eq(recurringReminders.id, id)).returning().get(),
  delete: (tx: Tx, id: number) => tx.delete(recurringReminders).where(eq(recurringReminders.id, id)).returning({ id: recurringReminders.id }).get(),

  /** A client a reminder may name: an anonymised one ("Cliente eliminato") has no one to message. */
  clientExists: (tx: Tx, id: number) => tx.select({ id: clients.id }).from(clients).where(and(eq(clients.id, id), isNull(clients.erasedAt))).get() !== undefined,
  /** Archived services and stylists stay on old reminders but cannot be chosen for a new one. */
  serviceActive: (tx: Tx, id: number) =>
    tx.select({ id: services.id }).from(services).where(and(eq(services.id, id), isNull(services.archivedAt))).get() !== undefined,
  stylistActive: (tx: Tx, id: number) =>
    tx.select({ id: stylists.id }).from(stylists).where(and(eq(stylists.id, id), isNull(stylists.archivedAt))).get() !== undefined,

  // --- sending -----------------------------------------------------------------------------

  /** Active reminders whose date has come (the time of day is checked by the caller). */
  dueCandidates: (today: string) =>
    db
      .select()
      .from(recurringReminders)
      .where(and(eq(recurringReminders.isActive, true), lte(recurringReminders.nextReminderDate, today)))
      .orderBy(asc(recurringReminders.nextReminderDate), asc(recurringReminders.id))
      .all(),

  /** Inserts the occurrence's row unless it exists: the unique key is the exactly-once guard. */
  insertMessage: (tx: Tx, row: { reminderId: number; occurrenceDate: string; at: string }) =>
    tx
      .insert(reminderMessages)
      .values({ reminderId: row.reminderId, occurrenceDate: row.occurrenceDate, status: "queued", createdAt: row.at, updatedAt: row.at })
      .onConflictDoNothing()
      .returning()
      .get(),

  /** What a message says and to whom. */
  messageContext: (reminderId: number) =>
    db
      .select({
        clientFirstName: clients.firstName,
        clientLastName: clients.lastName,
        phone: clients.phone,
        whatsappConsent: clients.whatsappConsent,
        serviceName: services.name,
      })
      .from(recurringReminders)
      .innerJoin(clients, eq(clients.id, recurringReminders.clientId))
      .innerJoin(services, eq(services.id, recurringReminders.serviceId))
      .where(eq(recurringReminders.id, reminderId))
      .get(),
});
export type RemindersRepo = ReturnType<typeof remindersRepo>;
