import * as v from "valibot";
import { DashboardTakingsSchema } from "./reports";

/**
 * GET /api/dashboard/stats: counts on the salon's "today" and "tomorrow". A cancelled appointment
 * frees its time, so it is not among the day's appointments.
 */
export const DashboardStatsSchema = v.object({
  totalClients: v.number(),
  todayAppointments: v.number(),
  totalServices: v.number(),
  tomorrowAppointments: v.number(),
  // Net takings (voids out, refunds subtracted): today's for the desk; the owner also gets this
  // week so far (Monday to today) and last week's same days. Always sent by the server.
  takings: v.optional(DashboardTakingsSchema),
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

/**
 * The confirmations of one day: confirmed by the client, still unconfirmed (status "booked") and
 * cancelled by the client. `unconfirmed` is the length of that day's list.
 */
export const ConfirmationCountsSchema = v.object({ confirmed: v.number(), unconfirmed: v.number(), cancelledByClient: v.number() });
export type ConfirmationCounts = v.InferOutput<typeof ConfirmationCountsSchema>;

/**
 * GET /api/dashboard/to-confirm: tomorrow's "Da confermare" list, by time, with that same day's
 * counts, so the card never shows one day's numbers under another day's heading.
 */
export const ToConfirmSchema = v.object({ date: v.string(), counts: ConfirmationCountsSchema, appointments: v.array(ToConfirmItemSchema) });
export type ToConfirm = v.InferOutput<typeof ToConfirmSchema>;
