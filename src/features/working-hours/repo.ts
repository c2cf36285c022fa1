import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { stylists, stylistWorkingHours } from "../../../db/schema";
import type { SavedWorkingHours, WorkingHoursInput } from "../../domain/schemas/working-hours";

const entryColumns = {
  id: stylistWorkingHours.id,
  stylistId: stylistWorkingHours.stylistId,
  dayOfWeek: stylistWorkingHours.dayOfWeek,
  isWorking: stylistWorkingHours.isWorking,
  startTime: stylistWorkingHours.startTime,
  endTime: stylistWorkingHours.endTime,
  breakStartTime: stylistWorkingHours.breakStartTime,
  breakEndTime: stylistWorkingHours.breakEndTime,
};


export const workingHoursRepo = (db: Executor) => ({
  findStylist: (id: number) =>
    db.select({ id: stylists.id, name: stylists.name, archivedAt: stylists.archivedAt }).from(stylists).where(eq(stylists.id, id)).get(),

  listForStylist: (stylistId: number): SavedWorkingHours[] =>
    db
      .select(entryColumns)
      .from(stylistWorkingHours)
      .where(eq(stylistWorkingHours.stylistId, stylistId))
      .orderBy(asc(stylistWorkingHours.dayOfWeek))
      .all(),

  listAll: (): SavedWorkingHours[] =>
    db
      .select(entryColumns)
      .from(stylistWorkingHours)
      .orderBy(asc(stylistWorkingHours.stylistId), asc(stylistWorkingHours.dayOfWeek))
      .all(),

  exists: (stylistId: number, dayOfWeek: number) =>
    db
      .select({ id: stylistWorkingHours.id })
      .from(stylistWorkingHours)
      .where(and(eq(stylistWorkingHours.stylistId, stylistId), eq(stylistWorkingHours.dayOfWeek, dayOfWeek)))
      .get() !== undefined,

  /**
   * INSERT ... ON CONFLICT (stylist_id, day_of_week) DO UPDATE: saving a weekday again, or seven
   * times at once, leaves exactly one row per stylist and weekday with the last values written.
   */
  upsert: (input: WorkingHoursInput, now: string): SavedWorkingHours =>
    db
      .insert(stylistWorkingHours)
      .values({ ...input, updatedAt: now })
      .onConflictDoUpdate({
        target: [stylistWorkingHours.stylistId, stylistWorkingHours.dayOfWeek],
        set: {
          isWorking: input.isWorking,
          startTime: input.startTime,
          endTime: input.endTime,
          breakStartTime: input.breakStartTime,
          breakEndTime: input.breakEndTime,
          updatedAt: now,
        },
      })
      .returning(entryColumns)
      .get(),
});
