import { and, eq, gt, gte, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { appointments, stylists } from "../../../db/schema";
import type { Stylist, StylistInput } from "../../domain/schemas/stylists";

export type Executor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

const columns = { id: stylists.id, name: stylists.name, phone: stylists.phone, email: stylists.email };

const live = (id: number) => and(eq(stylists.id, id), isNull(stylists.archivedAt));

export const stylistsRepo = (db: Executor) => ({
  /** Archived stylists are gone from lists and pickers; past appointments still join them by id. */
  listActive: (): Stylist[] => db.select(columns).from(stylists).where(isNull(stylists.archivedAt)).all(),
  findActive: (id: number): Stylist | undefined => db.select(columns).from(stylists).where(live(id)).get(),
  insert: (input: StylistInput): Stylist => db.insert(stylists).values(input).returning(columns).get(),
  update: (id: number, input: StylistInput, at: string): Stylist | undefined =>
    db.update(stylists).set({ ...input, updatedAt: at }).where(live(id)).returning(columns).get(),
  archive: (id: number, at: string) =>
    db.update(stylists).set({ archivedAt: at, updatedAt: at }).where(live(id)).run(),
  /**
   * Appointments from the salon's "now" on: a later day, or today starting at or after the
   * current minute. "HH:mm:ss" rows compare correctly too ("09:30:00" >= "09:30"). A cancelled
   * one needs nobody to take it over, so it does not count.
   */
  countFutureAppointments: (id: number, today: string, time: string) =>
    db
      .select({ n: sql<number>`count(*)` })
      .from(appointments)
      .where(
        and(
          eq(appointments.stylistId, id),
          ne(appointments.status, "cancelled"),
          or(gt(appointments.date, today), and(eq(appointments.date, today), gte(appointments.startTime, time))),
        ),
      )
      .get()?.n ?? 0,
});
