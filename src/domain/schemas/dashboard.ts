import * as v from "valibot";

/**
 * GET /api/dashboard/stats: counts on the salon's "today" and "tomorrow". A cancelled appointment
 * frees its time, so it is not among the day's appointments; the client's own cancellations of
 * today are counted apart, beside the confirmed and the still unconfirmed (status "booked").
 */
export const DashboardStatsSchema = v.object({
  totalClients: v.number(),
  todayAppointments: v.number(),
  totalServices: v.number(),
  tomorrowAppointments: v.number(),
  todayConfirmed: v.number(),
  todayUnconfirmed: v.number(),
  todayCancelledByClient: v.number(),
});
export type DashboardStats = v.InferOutput<typeof DashboardStatsSchema>;

/** One appointment of tomorrow still waiting for the client's confirmation: the desk may call her. */
export const ToConfirmItemSchema = v.object({
  id: v.number(),
  date: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  client: v.object({ firstName: v.string(), lastName: v.string(), phone: v.string() }),
  service: v.object({ name: v.string() }),
  stylist: v.object({ name: v.string() }),
});
export type ToConfirmItem = v.InferOutput<typeof ToConfirmItemSchema>;

/** GET /api/dashboard/to-confirm: tomorrow's "Da confermare" list, by time. */
export const ToConfirmSchema = v.object({ date: v.string(), appointments: v.array(ToConfirmItemSchema) });
export type ToConfirm = v.InferOutput<typeof ToConfirmSchema>;
