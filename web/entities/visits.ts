import * as v from "valibot";
import { AppointmentResponseSchema, type Appointment, type AppointmentCreateInput } from "../../src/domain/schemas/appointments";
import type { Service } from "../../src/domain/schemas/services";
import { api } from "../lib/api";

/**
 * A visit as the server sends it: the appointment row with its ordered items, their total and the
 * cleaning time. Provisional here until the domain's response schema carries these fields; they
 * are optional so answers of a server without them still pass.
 */
export const AppointmentItemSchema = v.object({
  id: v.number(),
  serviceId: v.number(),
  serviceName: v.string(),
  stylistId: v.number(),
  stylistName: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  processingMinutes: v.number(),
  finishingMinutes: v.number(),
  priceCents: v.number(),
});
export type AppointmentItem = v.InferOutput<typeof AppointmentItemSchema>;

export const VisitResponseSchema = v.object({
  ...AppointmentResponseSchema.entries,
  items: v.optional(v.array(AppointmentItemSchema)),
  totalCents: v.optional(v.number()),
  cleanupMinutes: v.optional(v.number()),
});
export type Visit = Appointment & { items?: AppointmentItem[]; totalCents?: number; cleanupMinutes?: number };

/** The visit's items (none from a server that does not send them yet). */
export const itemsOf = (a: Appointment): AppointmentItem[] => (a as Visit).items ?? [];

/** The visit's price: its items' sum, else the service's price of a one-service appointment. */
export const totalOf = (a: Appointment): number => (a as Visit).totalCents ?? a.service.price;

/** "Colore e Taglio": the services of the visit in order, else the appointment's one service. */
export function servicesLine(a: Appointment): string {
  const names = itemsOf(a).map((item) => item.serviceName);
  if (names.length === 0) return a.service.name;
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} e ${names.at(-1)}`;
}

/**
 * A service with its posa, finishing, category and who performs it (provisional, like the visit's
 * fields: a server without them answers the plain service).
 */
export type ServiceDetails = Service & { processingMinutes?: number; finishingMinutes?: number; category?: string; stylistIds?: number[] };
export const detailsOf = (s: Service): Required<Pick<ServiceDetails, "processingMinutes" | "finishingMinutes" | "category" | "stylistIds">> => {
  const d = s as ServiceDetails;
  return { processingMinutes: d.processingMinutes ?? 0, finishingMinutes: d.finishingMinutes ?? 0, category: d.category ?? "", stylistIds: d.stylistIds ?? [] };
};

/** One item of a visit being saved: times of that day; missing parts and price come from the service. */
export type VisitItemInput = {
  id?: number;
  serviceId: number;
  stylistId: number;
  startTime: string;
  endTime: string;
  processingMinutes: number;
  finishingMinutes: number;
  priceCents?: number;
};
type VisitClient = Pick<AppointmentCreateInput, "clientId" | "newClient">;
export type VisitCreateInput = VisitClient & { date: string; items: VisitItemInput[]; cleanupMinutes: number; notes: string };
export type VisitUpdateInput = Partial<VisitCreateInput> & { version?: number };

/** The whole visit in one request: the server writes it in one transaction, or refuses it (409). */
export const createVisit = (input: VisitCreateInput) => api("POST", "/api/appointments", VisitResponseSchema, input);
/** Replaces the visit's list of items (items sent with an id keep it). */
export const updateVisit = (id: number, input: VisitUpdateInput) => api("PUT", `/api/appointments/${id}`, VisitResponseSchema, input);
