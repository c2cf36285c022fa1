import * as v from "valibot";
import { APPOINTMENT_STATUSES } from "../appointment-status";
import { PAYMENT_METHODS } from "../sales/money-rules";

// Statistiche: the answers of GET /api/reports/{takings,agenda,clients}. Amounts in integer
// cents, rates as fractions 0..1 (4 decimals), days YYYY-MM-DD (salon days, both included).

const count = v.number();
const cents = v.number();

/** The headline figures of takings, also given for the previous period and last year. */
export const TakingsHeadlineSchema = v.object({
  from: v.string(),
  to: v.string(),
  totalCents: cents,
  salesCount: count,
  averageTicketCents: cents,
  servicesCents: cents,
  productsCents: cents,
  discountsCents: cents,
});

export const TakingsReportSchema = v.object({
  from: v.string(),
  to: v.string(),
  totalCents: cents,
  salesCount: count,
  averageTicketCents: cents,
  servicesCents: cents,
  productsCents: cents,
  discountsCents: cents,
  byDay: v.array(v.object({ date: v.string(), totalCents: cents })),
  byMethod: v.array(v.object({ method: v.picklist(PAYMENT_METHODS), amountCents: cents })),
  // stylistId null: a product sold by a user who is not a stylist, under the operator's name.
  byStylist: v.array(v.object({ stylistId: v.nullable(v.number()), name: v.string(), servicesCents: cents, productsCents: cents, totalCents: cents })),
  byService: v.array(v.object({ serviceId: v.nullable(v.number()), name: v.string(), category: v.string(), quantity: count, totalCents: cents })),
  byCategory: v.array(v.object({ category: v.string(), quantity: count, totalCents: cents })),
  byProduct: v.array(v.object({ productId: v.nullable(v.number()), name: v.string(), quantity: count, totalCents: cents })),
  vat: v.array(v.object({ ratePercent: v.number(), taxableCents: cents, vatCents: cents })),
  // null for whoever reads today's takings only (reception): no other day's figures reach them.
  previous: v.nullable(TakingsHeadlineSchema),
  lastYear: v.nullable(TakingsHeadlineSchema),
});
export type TakingsReport = v.InferOutput<typeof TakingsReportSchema>;
/** The owner's takings report: always with the previous period and last year. */
export type FullTakingsReport = TakingsReport & { previous: TakingsHeadline; lastYear: TakingsHeadline };
export type TakingsHeadline = v.InferOutput<typeof TakingsHeadlineSchema>;

const byStatus = v.object(Object.fromEntries(APPOINTMENT_STATUSES.map((s) => [s, count])) as Record<(typeof APPOINTMENT_STATUSES)[number], typeof count>);

export const AgendaHeadlineSchema = v.object({
  from: v.string(),
  to: v.string(),
  visits: count,
  byStatus,
  cancelledByClient: count,
  cancelledBySalon: count,
  noShows: count,
  noShowRate: v.number(),
  online: count,
  staff: count,
  averageLeadDays: v.number(),
});
export type AgendaHeadline = v.InferOutput<typeof AgendaHeadlineSchema>;

export const AgendaReportSchema = v.object({
  ...AgendaHeadlineSchema.entries,
  topNoShows: v.array(v.object({ clientId: v.number(), name: v.string(), count })),
  occupancy: v.array(v.object({ stylistId: v.number(), name: v.string(), bookedMinutes: count, workingMinutes: count })),
  previous: AgendaHeadlineSchema,
  lastYear: AgendaHeadlineSchema,
});
export type AgendaReport = v.InferOutput<typeof AgendaReportSchema>;

export const ClientsHeadlineSchema = v.object({
  from: v.string(),
  to: v.string(),
  clients: count,
  newClients: count,
  returningClients: count,
  retention60: v.number(),
  retention90: v.number(),
  rebookRate: v.number(),
});
export type ClientsHeadline = v.InferOutput<typeof ClientsHeadlineSchema>;

export const ClientsReportSchema = v.object({
  ...ClientsHeadlineSchema.entries,
  overdue: v.array(v.object({ clientId: v.number(), name: v.string(), phone: v.string(), lastVisit: v.string(), usualIntervalDays: v.number() })),
  topClients: v.array(v.object({ clientId: v.number(), name: v.string(), totalCents: cents, visits: count })),
  previous: ClientsHeadlineSchema,
  lastYear: ClientsHeadlineSchema,
});
export type ClientsReport = v.InferOutput<typeof ClientsReportSchema>;

/** The dashboard's takings: today's for everyone who sees the dashboard, the weeks for the owner only. */
export const DashboardTakingsSchema = v.object({ todayCents: cents, weekCents: v.nullable(cents), lastWeekCents: v.nullable(cents) });
export type DashboardTakings = v.InferOutput<typeof DashboardTakingsSchema>;
