import type { WeeklyOpeningHours } from "../../domain/availability";
import { todayIn, WEEKDAY_KEYS } from "../../domain/time";
import type { AppContext } from "../../http/context";
import { guardBookedConflicts } from "../../schedule/booked-conflicts";
import { scheduleRepo } from "../../schedule/repo";
import { openingHoursRepo } from "./repo";

export function createOpeningHoursService(ctx: AppContext) {
  /**
   * Saved days; with none saved, a legacy settings value (flat or per day; a flat one
   * applies to Monday-Friday), else the settings screen's defaults. Days missing from a partial save get defaults too.
   */
  const get = (): WeeklyOpeningHours => scheduleRepo(ctx.db).openingHours();

  return {
    get,

    /** All seven days in one transaction: the calendar never sees half a week. */
    save(week: WeeklyOpeningHours, confirm = false): WeeklyOpeningHours {
      const now = ctx.clock.now().toISOString();
      const today = todayIn(ctx.config.timeZone, ctx.clock.now());
      ctx.db.transaction(
        (tx) => {
          const txRepo = openingHoursRepo(tx);
          guardBookedConflicts(tx, { from: today }, confirm, () => {
            for (const key of WEEKDAY_KEYS) txRepo.upsertDay(key, week[key], now);
          });
        },
        { behavior: "immediate" },
      );
      ctx.events.publish({ topic: "opening-hours", action: "updated", ids: [] });
      return get();
    },
  };
}
