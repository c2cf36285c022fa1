import type { WeeklyOpeningHours } from "../../domain/availability";
import { salonDays } from "../../schedule/salon-days";
import { todayIn, WEEKDAY_KEYS } from "../../domain/time";
import { guardBookedConflicts } from "../../schedule/booked-conflicts";
import type { AppContext } from "../../http/context";
import { diffRecords } from "../../domain/activity";
import { createTrail, type Actor } from "../../activity/trail";
import { openingHoursRepo } from "./repo";

export function createOpeningHoursService(ctx: AppContext) {
  const repo = openingHoursRepo(ctx.db);
  const trail = createTrail(ctx);
  const days = salonDays(ctx.db);

  /**
   * The week in force, read by the one loader the availability rules use: saved days; with none
   * saved, a legacy settings value (flat or per day; a flat one applies to Monday-Friday), else
   * the hours fixed at the first start. Days missing from a partial save get defaults too.
   */
  const get = (): WeeklyOpeningHours => days.opening();

  return {
    get,

    /** All seven days in one transaction: the calendar never sees half a week. */
    save(actor: Actor, week: WeeklyOpeningHours, confirm = false): WeeklyOpeningHours {
      const now = ctx.clock.now().toISOString();
      const today = todayIn(ctx.config.timeZone, ctx.clock.now());
      trail.write(actor, (record) => {
        const before = get();
        guardBookedConflicts(ctx.db, { from: today }, confirm, () => {
          for (const key of WEEKDAY_KEYS) repo.upsertDay(key, week[key], now);
        });
        const changes = diffRecords(before, get());
        if (Object.keys(changes).length > 0) record({ action: "updated", entity: "opening-hours", entityId: null, summary: "Orari di apertura", changes });
      });
      trail.publish(actor, { topic: "opening-hours", action: "updated", ids: [] });
      return get();
    },
  };
}
