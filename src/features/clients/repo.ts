import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { appointments, clients, recurringReminders, services, stylists } from "../../../db/schema";
import type { Client, ClientRecord } from "../../domain/schemas/clients";
import { appointmentWithNames } from "../../schedule/appointment-columns";

/** The database, or the transaction a service opened on it. */
export type Executor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

const columns = {
  id: clients.id,
  firstName: clients.firstName,
  lastName: clients.lastName,
  phone: clients.phone,
  email: clients.email,
  notes: clients.notes,
  whatsappConsent: clients.whatsappConsent,
  whatsappConsentAt: clients.whatsappConsentAt,
  walkIn: clients.walkIn,
};

// An anonymised client ("Cliente eliminato") keeps her row for her visits, and is in no list.
const present = isNull(clients.erasedAt);

const count = sql<number>`count(*)`;

export const clientsRepo = (db: Executor) => ({
  /**
   * Sorted by SQLite on lower-cased names: nearly the Italian order, so the collator's re-sort
   * is cheap. lower() also keeps the planner off the name index, whose per-row table lookups
   * cost more at 20,000 rows than a scan and a sort.
   */
  list: (): Client[] =>
    db
      .select(columns)
      .from(clients)
      .where(present)
      .orderBy(sql`lower(${clients.lastName})`, sql`lower(${clients.firstName})`)
      .all(),
  /** Bumped by SQLite whenever another connection (the CLI, a seed script) commits to the file. */
  dataVersion: () => db.all<{ data_version: number }>(sql`PRAGMA data_version`)[0]?.data_version ?? 0,
  /** Any client, an anonymised one included (her visits still link to her). */
  find: (id: number): Client | undefined => db.select(columns).from(clients).where(eq(clients.id, id)).get(),
  /** A client who is not anonymised: the only ones that may be edited, merged or deleted. */
  findPresent: (id: number): Client | undefined => db.select(columns).from(clients).where(and(eq(clients.id, id), present)).get(),
  findMany: (ids: number[]): Client[] => db.select(columns).from(clients).where(and(inArray(clients.id, ids), present)).all(),
  insert: (input: ClientRecord): Client => db.insert(clients).values(input).returning(columns).get(),
  update: (id: number, input: ClientRecord, at: string): Client | undefined =>
    db.update(clients).set({ ...input, updatedAt: at }).where(eq(clients.id, id)).returning(columns).get(),
  /** Only a client without visits (the clients_keep_visits trigger refuses the others); her reminders cascade. */
  remove: (id: number) => db.delete(clients).where(eq(clients.id, id)).run(),
  countAppointments: (id: number) =>
    db.select({ n: count }).from(appointments).where(eq(appointments.clientId, id)).get()?.n ?? 0,
  /** Her patch test's day (test della pelle), null when none is recorded. */
  patchTestDate: (id: number): string | null => db.select({ d: clients.patchTestDate }).from(clients).where(eq(clients.id, id)).get()?.d ?? null,
  countReminders: (id: number) =>
    db.select({ n: count }).from(recurringReminders).where(eq(recurringReminders.clientId, id)).get()?.n ?? 0,
  /** Another client with this stored phone (the oldest), if any. */
  findByPhone: (phone: string, exceptId?: number): Client | undefined =>
    db
      .select(columns)
      .from(clients)
      .where(and(eq(clients.phone, phone), present, exceptId === undefined ? undefined : ne(clients.id, exceptId)))
      .orderBy(clients.id)
      .get(),
  /** Her appointments with the names and archive marks of their stylist and service. */
  visits: (id: number) =>
    db
      .select({
        ...appointmentWithNames,
        status: appointments.status,
        stylistArchivedAt: stylists.archivedAt,
        serviceArchivedAt: services.archivedAt,
      })
      .from(appointments)
      .innerJoin(stylists, eq(stylists.id, appointments.stylistId))
      .innerJoin(services, eq(services.id, appointments.serviceId))
      .where(eq(appointments.clientId, id))
      .all(),
  /** The days of the appointments a merge moves (the live event names them). */
  appointmentDates: (clientId: number) =>
    db.selectDistinct({ date: appointments.date }).from(appointments).where(eq(appointments.clientId, clientId)).all().map((r) => r.date),
  appointmentIds: (clientId: number) =>
    db.select({ id: appointments.id }).from(appointments).where(eq(appointments.clientId, clientId)).all().map((r) => r.id),
  reminderIds: (clientId: number) =>
    db.select({ id: recurringReminders.id }).from(recurringReminders).where(eq(recurringReminders.clientId, clientId)).all().map((r) => r.id),
  /** Every row a client owns: appointments and recurring reminders (their messages follow the reminder). */
  moveOwnedRows: (fromId: number, toId: number, at: string) => {
    db.update(appointments).set({ clientId: toId, updatedAt: at, version: sql`${appointments.version} + 1` }).where(eq(appointments.clientId, fromId)).run();
    db.update(recurringReminders).set({ clientId: toId, updatedAt: at }).where(eq(recurringReminders.clientId, fromId)).run();
  },
});
