import { mondayOf } from "../../domain/reports/periods";
import { can } from "../../domain/roles";
import type { DashboardStats, ToConfirm } from "../../domain/schemas/dashboard";
import type { DashboardTakings } from "../../domain/schemas/reports";
import { addDays, todayIn } from "../../domain/time";
import type { AppContext } from "../../http/context";
import { netTakings } from "../../ledger/net-takings";
import { dashboardRepo } from "./repo";

export function createDashboardService(ctx: AppContext) {
  const repo = dashboardRepo(ctx.db);
  const takingsOf = netTakings(ctx.db);
  /**
   * "Today" is the salon's wall-clock day (SALON_TIMEZONE), not UTC's: at 23:30Z on 9 March
   * Rome is already on the 10th, so the cards count the 10th and the 11th.
   */
  const today = () => todayIn(ctx.config.timeZone, ctx.clock.now());
  /**
   * Today's net takings; for whoever reads every report (the owner) also this week from Monday
   * to today and last week's same days (Monday to the same weekday), so a Wednesday is compared
   * with last Monday–Wednesday, not with a whole week.
   */
  function takings(role: string, day: string): DashboardTakings {
    const todayCents = takingsOf(day, day).totalCents;
    if (!can(role, "reports.read")) return { todayCents, weekCents: null, lastWeekCents: null };
    const monday = mondayOf(day);
    return {
      todayCents,
      weekCents: takingsOf(monday, day).totalCents,
      lastWeekCents: takingsOf(addDays(monday, -7), addDays(day, -7)).totalCents,
    };
  }
  return {
    stats(role: string): DashboardStats {
      const day = today();
      return { ...repo.stats(day, addDays(day, 1)), takings: takings(role, day) };
    },
    /** Tomorrow's appointments still "booked" (the ones worth a phone call today) and tomorrow's counts. */
    toConfirm(): ToConfirm {
      const date = addDays(today(), 1);
      return { date, counts: repo.counts(date), appointments: repo.toConfirm(date) };
    },
  };
}
