import type { Executor } from "../../../db/client";
import { openingHours } from "../../../db/schema";
import type { DayOpeningHours } from "../../domain/availability";
import type { WeekdayKey } from "../../domain/time";

export const openingHoursRepo = (db: Executor) => ({
  upsertDay: (day: WeekdayKey, hours: DayOpeningHours, now: string) =>
    db
      .insert(openingHours)
      .values({ day, ...hours, updatedAt: now })
      .onConflictDoUpdate({ target: openingHours.day, set: { ...hours, updatedAt: now } })
      .run(),
});
