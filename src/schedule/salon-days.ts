import { and, asc, eq, gte, lte, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { appointments, openingHours, salonExtraordinaryDays, settings, stylistVacations, stylistWorkingHours } from "../../db/schema";
import { appointmentItems } from "../../db/schema-visits";
import { normalizeOpeningHours, SETTINGS_DEFAULT_OPENING_HOURS, type WeeklyOpeningHours, type WorkingHoursEntry } from "../domain/availability";
import type { BookedItem } from "../domain/free-slots";
import type { ConflictInputs } from "../domain/conflicts";
import type { ScheduleInputs } from "../domain/online-booking";
import { fromMinutes, toMinutes } from "../domain/time";
import { DEFAULT_HOURS_KEY } from "./default-hours";
import { LEGACY_SETTINGS_KEY } from "./repo";

const ph = (name: string) => sql.placeholder(name);
const LAST_MINUTE = 24 * 60 - 1;
/** A day after any booking: "from this day on" as a range. */
export const LAST_DAY = "9999-12-31";

/** One item of a visit as the availability rules judge it: its stylist and its whole time. */
export type VisitPart = { stylistId: number; startTime: string; endTime: string };

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Stylist ids a service lists as its performers ("[]" = everyone); unreadable text counts as everyone. */
export function performerIds(text: string): number[] {
  try {
    const ids: unknown = JSON.parse(text);
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

type Row = [id: number, stylistId: number, date: string, startTime: string, endTime: string, processing: number, finishing: number, cleanup: number];

/**
 * The one loader of a salon's days: what the availability rules read for a range of dates (the
 * opening hours with their first-start defaults, extraordinary days, absences, working hours)
 * and what is booked then, as items. A visit holds its stylists during its items' busy parts
 * (the posa is free) and the stylist of the item ending last for its cleaning time after it; an
 * appointment without items holds its stylist for its whole span. Cancelled ones hold nothing.
 * Bookings carry their appointment's id, so a move can leave its own visit out.
 */
export const salonDays = (db: Executor) => {
  // Prepared once: a search reads these on every request.
  const openingRows = db.select({ day: openingHours.day, openTime: openingHours.openTime, closeTime: openingHours.closeTime, isOpen: openingHours.isOpen }).from(openingHours).prepare();
  const setting = db.select({ value: settings.value }).from(settings).where(eq(settings.key, ph("key"))).prepare();
  const extraordinaryInRange = db
    .select({
      date: salonExtraordinaryDays.date,
      reason: salonExtraordinaryDays.reason,
      isClosed: salonExtraordinaryDays.isClosed,
      specialOpenTime: salonExtraordinaryDays.specialOpenTime,
      specialCloseTime: salonExtraordinaryDays.specialCloseTime,
    })
    .from(salonExtraordinaryDays)
    .where(and(gte(salonExtraordinaryDays.date, ph("from")), lte(salonExtraordinaryDays.date, ph("to"))))
    .prepare();
  const vacationsInRange = db
    .select({
      stylistId: stylistVacations.stylistId,
      startDate: stylistVacations.startDate,
      endDate: stylistVacations.endDate,
      isActive: stylistVacations.isActive,
      reason: stylistVacations.reason,
    })
    .from(stylistVacations)
    .where(and(lte(stylistVacations.startDate, ph("to")), gte(stylistVacations.endDate, ph("from"))))
    .prepare();
  const workingRows = db
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
    .prepare();
  // Raw arrays: a month of a full book is thousands of rows, and drizzle's per-row mapping costs
  // more than the search itself.
  const bookedInRange = db
    .select({
      id: appointments.id,
      stylistId: sql<number>`coalesce(${appointmentItems.stylistId}, ${appointments.stylistId})`,
      date: appointments.date,
      startTime: sql<string>`coalesce(${appointmentItems.startTime}, ${appointments.startTime})`,
      endTime: sql<string>`coalesce(${appointmentItems.endTime}, ${appointments.endTime})`,
      processing: sql<number>`coalesce(${appointmentItems.processingMinutes}, 0)`,
      finishing: sql<number>`coalesce(${appointmentItems.finishingMinutes}, 0)`,
      cleanup: appointments.cleanupMinutes,
    })
    .from(appointments)
    .leftJoin(appointmentItems, eq(appointmentItems.appointmentId, appointments.id))
    .where(and(gte(appointments.date, ph("from")), lte(appointments.date, ph("to")), ne(appointments.status, "cancelled")))
    .prepare();

  // Each visit's items in order; an appointment without items stands for itself.
  const partsInRange = db
    .select({
      id: appointments.id,
      stylistId: sql<number>`coalesce(${appointmentItems.stylistId}, ${appointments.stylistId})`,
      startTime: sql<string>`coalesce(${appointmentItems.startTime}, ${appointments.startTime})`,
      endTime: sql<string>`coalesce(${appointmentItems.endTime}, ${appointments.endTime})`,
    })
    .from(appointments)
    .leftJoin(appointmentItems, eq(appointmentItems.appointmentId, appointments.id))
    .where(and(gte(appointments.date, ph("from")), lte(appointments.date, ph("to")), ne(appointments.status, "cancelled")))
    .orderBy(asc(appointments.id), asc(appointmentItems.position))
    .prepare();

  /** Booked items from..to (both included), of these stylists only when given. */
  function bookings(from: string, to: string, stylistIds: ReadonlySet<number> | null): BookedItem[] {
    const out: BookedItem[] = [];
    // The item ending last of each visit with a cleaning time: its stylist cleans after it.
    const last = new Map<number, Row>();
    for (const row of bookedInRange.values({ from, to }) as Row[]) {
      const [id, stylistId, date, startTime, endTime, processingMinutes, finishingMinutes, cleanup] = row;
      if (cleanup > 0) {
        const seen = last.get(id);
        if (!seen || toMinutes(endTime) > toMinutes(seen[4])) last.set(id, row);
      }
      if (stylistIds && !stylistIds.has(stylistId)) continue;
      out.push({ id, stylistId, date, startTime, endTime, processingMinutes, finishingMinutes });
    }
    for (const [id, stylistId, date, , endTime, , , cleanup] of last.values()) {
      if (stylistIds && !stylistIds.has(stylistId)) continue;
      const end = toMinutes(endTime);
      if (end < LAST_MINUTE) out.push({ id, stylistId, date, startTime: endTime, endTime: fromMinutes(Math.min(LAST_MINUTE, end + cleanup)) });
    }
    return out;
  }

  /**
   * The week in force: the saved days; with none saved, a legacy settings value (flat or per
   * day), else the hours fixed at the first start (or the settings defaults on an older
   * database). The answer of GET /api/settings/hours.
   */
  function opening(): WeeklyOpeningHours {
    const defaults = normalizeOpeningHours(parseJson(setting.get({ key: DEFAULT_HOURS_KEY })?.value), SETTINGS_DEFAULT_OPENING_HOURS);
    const rows = openingRows.all();
    if (rows.length === 0) return normalizeOpeningHours(parseJson(setting.get({ key: LEGACY_SETTINGS_KEY })?.value), defaults);
    return normalizeOpeningHours(Object.fromEntries(rows.map(({ day, ...hours }) => [day, hours])), defaults);
  }

  /** The rules in force for these stylists (every one when null) from..to: all but the bookings. */
  function rules(wanted: ReadonlySet<number> | null, from: string, to: string) {
    const workingHours = new Map<number, WorkingHoursEntry[]>();
    for (const { stylistId, ...entry } of workingRows.all()) {
      if (wanted && !wanted.has(stylistId)) continue;
      const list = workingHours.get(stylistId) ?? [];
      list.push(entry);
      workingHours.set(stylistId, list);
    }
    return {
      opening: opening(),
      extraordinaryDays: extraordinaryInRange.all({ from, to }),
      vacations: vacationsInRange.all({ from, to }).filter((v) => !wanted || wanted.has(v.stylistId)),
      workingHours,
    };
  }

  return {
    bookings,
    opening,

    /** What judges booked visits from..to against the rules (the conflicts and "Da ricollocare"). */
    conflictInputs(from: string, to: string): ConflictInputs {
      const { workingHours, ...rest } = rules(null, from, to);
      return { ...rest, workingHoursOf: (id) => workingHours.get(id) ?? [] };
    },

    /** The items of each visit booked from..to, in order, by appointment id. */
    visitParts(from: string, to: string): Map<number, VisitPart[]> {
      const byVisit = new Map<number, VisitPart[]>();
      // Raw arrays, as the bookings: the panel reads every future item.
      for (const [id, stylistId, startTime, endTime] of partsInRange.values({ from, to }) as [number, number, string, string][]) {
        const part = { stylistId, startTime, endTime };
        const list = byVisit.get(id);
        if (list) list.push(part);
        else byVisit.set(id, [part]);
      }
      return byVisit;
    },

    /** Everything the free-time search reads for these stylists (every one when null) and days. */
    load(stylistIds: readonly number[] | null, from: string, to: string): ScheduleInputs {
      const wanted = stylistIds === null ? null : new Set(stylistIds);
      return { ...rules(wanted, from, to), bookings: bookings(from, to, wanted) };
    },
  };
};
export type SalonDays = ReturnType<typeof salonDays>;
