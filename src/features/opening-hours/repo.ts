import { eq } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { openingHours, settings } from "../../../db/schema";
import type { DayOpeningHours } from "../../domain/availability";
import type { WeekdayKey } from "../../domain/time";

/** Where a single flat `{ openTime, closeTime }` from the previous system may have been kept. */
export const LEGACY_SETTINGS_KEY = "opening_hours";

export const openingHoursRepo = (db: Executor) => ({
  listDays: () =>
    db
      .select({ day: openingHours.day, openTime: openingHours.openTime, closeTime: openingHours.closeTime, isOpen: openingHours.isOpen })
      .from(openingHours)
      .all(),
  legacyValue: () => db.select({ value: settings.value }).from(settings).where(eq(settings.key, LEGACY_SETTINGS_KEY)).get()?.value,
  upsertDay: (day: WeekdayKey, hours: DayOpeningHours, now: string) =>
    db
      .insert(openingHours)
      .values({ day, ...hours, updatedAt: now })
      .onConflictDoUpdate({ target: openingHours.day, set: { ...hours, updatedAt: now } })
      .run(),
});
