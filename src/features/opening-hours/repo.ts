import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import type * as schema from "../../../db/schema";
import { openingHours } from "../../../db/schema";
import type { DayOpeningHours } from "../../domain/availability";
import type { WeekdayKey } from "../../domain/time";

type Executor = BaseSQLiteDatabase<"sync", void, typeof schema>;


export const openingHoursRepo = (db: Executor) => ({
  upsertDay: (day: WeekdayKey, hours: DayOpeningHours, now: string) =>
    db
      .insert(openingHours)
      .values({ day, ...hours, updatedAt: now })
      .onConflictDoUpdate({ target: openingHours.day, set: { ...hours, updatedAt: now } })
      .run(),
});
