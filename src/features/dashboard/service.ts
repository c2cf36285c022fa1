import type { DashboardStats } from "../../domain/schemas/dashboard";
import { addDays, todayIn } from "../../domain/time";
import type { AppContext } from "../../http/context";
import { dashboardRepo } from "./repo";

export function createDashboardService(ctx: AppContext) {
  const repo = dashboardRepo(ctx.db);
  return {
    /**
     * "Today" is the salon's wall-clock day (SALON_TIMEZONE), not UTC's: at 23:30Z on 9 March
     * Rome is already on the 10th, so the cards count the 10th and the 11th.
     */
    stats(): DashboardStats {
      const today = todayIn(ctx.config.timeZone, ctx.clock.now());
      return repo.stats(today, addDays(today, 1));
    },
  };
}
