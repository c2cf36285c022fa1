import { normalizeOpeningHours, type WeeklyOpeningHours } from "../../domain/availability";
import { defaultOpeningHours } from "../../schedule/default-hours";
import { todayIn, WEEKDAY_KEYS } from "../../domain/time";
import { guardBookedConflicts } from "../../schedule/booked-conflicts";
import type { AppContext } from "../../http/context";
import { diffRecords } from "../../domain/activity";
import { createTrail, type Actor } from "../../activity/trail";
import { openingHoursRepo } from "./repo";

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function createOpeningHoursService(ctx: AppContext) {
  const repo = openingHoursRepo(ctx.db);
  const trail = createTrail(ctx);

  /**
   * Saved days; with none saved, a legacy settings value (flat or per day; a flat one
   * applies to Monday-Friday), else the settings screen's defaults. Days missing from a partial save get defaults too.
   */
  function get(): WeeklyOpeningHours {
    const rows = repo.listDays();
    if (rows.length === 0) return normalizeOpeningHours(parseJson(repo.legacyValue()), defaultOpeningHours(ctx.db));
    const byDay = Object.fromEntries(rows.map(({ day, ...hours }) => [day, hours]));
    return normalizeOpeningHours(byDay, defaultOpeningHours(ctx.db));
  }

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
