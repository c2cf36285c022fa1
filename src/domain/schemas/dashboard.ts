import * as v from "valibot";

/** GET /api/dashboard/stats: counts on the salon's "today" and "tomorrow". */
export const DashboardStatsSchema = v.object({
  totalClients: v.number(),
  todayAppointments: v.number(),
  totalServices: v.number(),
  tomorrowAppointments: v.number(),
});
export type DashboardStats = v.InferOutput<typeof DashboardStatsSchema>;
