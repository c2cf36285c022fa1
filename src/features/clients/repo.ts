import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { appointments, clients, recurringReminders } from "../../../db/schema";
import type { Client, ClientInput } from "../../domain/schemas/clients";

/** The database, or the transaction a service opened on it. */
export type Executor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

const columns = {
  id: clients.id,
  firstName: clients.firstName,
  lastName: clients.lastName,
  phone: clients.phone,
  email: clients.email,
  notes: clients.notes,
};

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
      .orderBy(sql`lower(${clients.lastName})`, sql`lower(${clients.firstName})`)
      .all(),
  /** Bumped by SQLite whenever another connection (the CLI, a seed script) commits to the file. */
  dataVersion: () => db.all<{ data_version: number }>(sql`PRAGMA data_version`)[0]?.data_version ?? 0,
  find: (id: number): Client | undefined => db.select(columns).from(clients).where(eq(clients.id, id)).get(),
  findMany: (ids: number[]): Client[] => db.select(columns).from(clients).where(inArray(clients.id, ids)).all(),
  insert: (input: ClientInput): Client => db.insert(clients).values(input).returning(columns).get(),
  update: (id: number, input: ClientInput, at: string): Client | undefined =>
    db.update(clients).set({ ...input, updatedAt: at }).where(eq(clients.id, id)).returning(columns).get(),
  /** Appointments and reminders go with the client through ON DELETE CASCADE. */
  remove: (id: number) => db.delete(clients).where(eq(clients.id, id)).run(),
  countAppointments: (id: number) =>
    db.select({ n: count }).from(appointments).where(eq(appointments.clientId, id)).get()?.n ?? 0,
  countReminders: (id: number) =>
    db.select({ n: count }).from(recurringReminders).where(eq(recurringReminders.clientId, id)).get()?.n ?? 0,
});
