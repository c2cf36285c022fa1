import { and, asc, eq, gte, inArray, isNull, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  appointments,
  openingHours,
  salonExtraordinaryDays,
  services,
  settings,
  stylists,
  stylistVacations,
  stylistWorkingHours,
} from "../../../db/schema";
import type { Booking } from "../../domain/appointments";

/** What the free-slot search reads: a handful of statements per request, whatever the range. */
export const availabilityRepo = (db: Db) => {
  // A month of a full book is thousands of rows: prepared once, read as raw arrays (drizzle's
  // per-row mapping costs more than the search itself), every stylist's, filtered by the search.
  // A cancelled appointment has freed its time: its slot is offered again.
  const bookingsInRange = db
    .select({ id: appointments.id, stylistId: appointments.stylistId, date: appointments.date, startTime: appointments.startTime, endTime: appointments.endTime })
    .from(appointments)
    .where(and(gte(appointments.date, sql.placeholder("from")), lte(appointments.date, sql.placeholder("to")), ne(appointments.status, "cancelled")))
    .prepare();
  return {
  /** Active stylists in the order the calendar lists them. */
  activeStylistIds: (): number[] =>
    db.select({ id: stylists.id }).from(stylists).where(isNull(stylists.archivedAt)).orderBy(asc(stylists.id)).all().map((r) => r.id),
  findStylist: (id: number) => db.select({ id: stylists.id, archivedAt: stylists.archivedAt }).from(stylists).where(eq(stylists.id, id)).get(),
  findService: (id: number) =>
    db.select({ duration: services.duration, archivedAt: services.archivedAt }).from(services).where(eq(services.id, id)).get(),
  bookings: (from: string, to: string): Booking[] =>
    (bookingsInRange.values({ from, to }) as [number, number, string, string, string][]).map(([id, stylistId, date, startTime, endTime]) => ({
      id,
      stylistId,
      date,
      startTime,
      endTime,
    })),
  workingHours: (stylistIds: number[]) =>
    db.select().from(stylistWorkingHours).where(inArray(stylistWorkingHours.stylistId, stylistIds)).all(),
  vacations: (stylistIds: number[], from: string, to: string) =>
    db
      .select()
      .from(stylistVacations)
      .where(and(inArray(stylistVacations.stylistId, stylistIds), lte(stylistVacations.startDate, to), gte(stylistVacations.endDate, from)))
      .all(),
  extraordinaryDays: (from: string, to: string) =>
    db.select().from(salonExtraordinaryDays).where(and(gte(salonExtraordinaryDays.date, from), lte(salonExtraordinaryDays.date, to))).all(),
  openingHours: () => db.select().from(openingHours).all(),
  legacyOpeningHours: () => db.select({ value: settings.value }).from(settings).where(eq(settings.key, "opening_hours")).get()?.value,
  };
};
