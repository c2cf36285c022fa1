import { and, asc, eq, exists, gte, isNull, lte, ne, or, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { appointments, clients, services, stylists } from "../../db/schema";
import { appointmentItems } from "../../db/schema-visits";
import { appointmentWithNames } from "./appointment-columns";

/** Where a single flat `{ openTime, closeTime }` from the previous system may have been kept. */
export const LEGACY_SETTINGS_KEY = "opening_hours";

export type BookedFilter = { from: string; to?: string; stylistId?: number };

/**
 * The booked appointments the availability rules judge, with the names a list shows (the rules
 * themselves are read by salon-days.ts, the one loader of a salon's days).
 */
export const scheduleRepo = (db: Executor) => ({
  /** Every stylist's name by id, archived ones too (a booked item may still be theirs). */
  stylistNames: () => db.select({ id: stylists.id, name: stylists.name }).from(stylists).all(),

  activeStylists: () =>
    db.select({ id: stylists.id, name: stylists.name }).from(stylists).where(isNull(stylists.archivedAt)).orderBy(asc(stylists.name)).all(),

  /**
   * Appointments holding their time from `from` (to `to`), earliest first, with the names a list
   * shows. A cancelled one has freed its time: it is in no conflict and needs no relocating.
   */
  booked(filter: BookedFilter) {
    const where: SQL[] = [gte(appointments.date, filter.from), ne(appointments.status, "cancelled")];
    if (filter.to !== undefined) where.push(lte(appointments.date, filter.to));
    if (filter.stylistId !== undefined) {
      // A visit is the stylist's when any of its items is.
      const anItem = db.select({ id: appointmentItems.id }).from(appointmentItems).where(and(eq(appointmentItems.appointmentId, appointments.id), eq(appointmentItems.stylistId, filter.stylistId)));
      where.push(or(eq(appointments.stylistId, filter.stylistId), exists(anItem)) as SQL);
    }
    return db
      .select({
        ...appointmentWithNames,
        version: appointments.version,
        clientFirstName: clients.firstName,
        clientLastName: clients.lastName,
        clientPhone: clients.phone,
      })
      .from(appointments)
      .innerJoin(clients, eq(clients.id, appointments.clientId))
      .innerJoin(services, eq(services.id, appointments.serviceId))
      .innerJoin(stylists, eq(stylists.id, appointments.stylistId))
      .where(and(...where))
      .orderBy(asc(appointments.date), asc(appointments.startTime), asc(stylists.name), asc(appointments.id))
      .all();
  },

  appointment: (id: number) =>
    db
      .select({ id: appointments.id, stylistId: appointments.stylistId, date: appointments.date, startTime: appointments.startTime, endTime: appointments.endTime })
      .from(appointments)
      .where(eq(appointments.id, id))
      .get(),
});
