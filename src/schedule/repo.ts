import { and, asc, eq, exists, gte, isNull, lte, ne, or, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import {
  appointmentItems,
  appointments,
  clients,
  openingHours,
  salonExtraordinaryDays,
  services,
  settings,
  stylists,
  stylistVacations,
  stylistWorkingHours,
} from "../../db/schema";
import { normalizeOpeningHours, type WeeklyOpeningHours } from "../domain/availability";
import { appointmentWithNames } from "./appointment-columns";
import { defaultOpeningHours } from "./default-hours";


/** Where a single flat `{ openTime, closeTime }` from the previous system may have been kept. */
export const LEGACY_SETTINGS_KEY = "opening_hours";

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export type BookedFilter = { from: string; to?: string; stylistId?: number };

/**
 * What the availability rules read, across features: the week's opening hours, extraordinary
 * days, vacations and working hours, and the booked appointments to judge against them.
 */
export const scheduleRepo = (db: Executor) => ({
  /**
   * Saved days; with none saved, a legacy settings value (flat or per day; a flat one applies
   * to Monday-Friday), else the defaults (`defaultOpeningHours`). Days missing from a partial save get defaults too.
   */
  openingHours(): WeeklyOpeningHours {
    const rows = db
      .select({ day: openingHours.day, openTime: openingHours.openTime, closeTime: openingHours.closeTime, isOpen: openingHours.isOpen })
      .from(openingHours)
      .all();
    if (rows.length === 0) {
      const legacy = db.select({ value: settings.value }).from(settings).where(eq(settings.key, LEGACY_SETTINGS_KEY)).get()?.value;
      return normalizeOpeningHours(parseJson(legacy), defaultOpeningHours(db));
    }
    const byDay = Object.fromEntries(rows.map(({ day, ...hours }) => [day, hours]));
    return normalizeOpeningHours(byDay, defaultOpeningHours(db));
  },

  /** Extraordinary days from `from` on (the unique index on date finds them). */
  extraordinaryDays: (from: string) =>
    db
      .select({
        date: salonExtraordinaryDays.date,
        reason: salonExtraordinaryDays.reason,
        isClosed: salonExtraordinaryDays.isClosed,
        specialOpenTime: salonExtraordinaryDays.specialOpenTime,
        specialCloseTime: salonExtraordinaryDays.specialCloseTime,
      })
      .from(salonExtraordinaryDays)
      .where(gte(salonExtraordinaryDays.date, from))
      .all(),

  /** Absences that last until `from` or later. */
  vacations: (from: string) =>
    db
      .select({
        stylistId: stylistVacations.stylistId,
        startDate: stylistVacations.startDate,
        endDate: stylistVacations.endDate,
        isActive: stylistVacations.isActive,
        reason: stylistVacations.reason,
      })
      .from(stylistVacations)
      .where(gte(stylistVacations.endDate, from))
      .all(),

  workingHours: () =>
    db
      .select({
        stylistId: stylistWorkingHours.stylistId,
        dayOfWeek: stylistWorkingHours.dayOfWeek,
        isWorking: stylistWorkingHours.isWorking,
        startTime: stylistWorkingHours.startTime,
        endTime: stylistWorkingHours.endTime,
        breakStartTime: stylistWorkingHours.breakStartTime,
        breakEndTime: stylistWorkingHours.breakEndTime,
      })
      .from(stylistWorkingHours)
      .all(),

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

  /** One stylist's bookings holding their time on a day (the overlap check of a reassignment). */
  dayBookings: (stylistId: number, date: string) =>
    db
      .select({ id: appointments.id, stylistId: appointments.stylistId, date: appointments.date, startTime: appointments.startTime, endTime: appointments.endTime })
      .from(appointments)
      .where(and(eq(appointments.stylistId, stylistId), eq(appointments.date, date), ne(appointments.status, "cancelled")))
      .all(),

  appointment: (id: number) =>
    db
      .select({ id: appointments.id, stylistId: appointments.stylistId, date: appointments.date, startTime: appointments.startTime, endTime: appointments.endTime })
      .from(appointments)
      .where(eq(appointments.id, id))
      .get(),
});
