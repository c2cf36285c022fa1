import type { DashboardStats, ToConfirm } from "../../domain/schemas/dashboard";
import { addDays, todayIn } from "../../domain/time";
import type { AppContext } from "../../http/context";
import { dashboardRepo } from "./repo";

export function createDashboardService(ctx: AppContext) {
  const repo = dashboardRepo(ctx.db);
  /**
   * "Today" is the salon's wall-clock day (SALON_TIMEZONE), not UTC's: at 23:30Z on 9 March
   * Rome is already on the 10th, so the cards count the 10th and the 11th.
   */
  const today = () => todayIn(ctx.config.timeZone, ctx.clock.now());
  return {
    stats(): DashboardStats {
      const day = today();
      return repo.stats(day, addDays(day, 1));
    },
    /** Tomorrow's appointments still "booked" (the ones worth a phone call today) and tomorrow's counts. */
    toConfirm(): ToConfirm {
      const date = addDays(today(), 1);
      return { date, counts: repo.counts(date), appointments: repo.toConfirm(date) };
    },
  };
}
