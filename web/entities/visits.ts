import type { Appointment } from "../../src/domain/schemas/appointments";
import { italianList } from "../../src/domain/names";
import type { AppointmentItem, AppointmentItemInput } from "../../src/domain/schemas/appointment-items";
import type { Service } from "../../src/domain/schemas/services";

export type { AppointmentItem };
/** A visit is an appointment with its ordered items, their total and the cleaning time. */
export type Visit = Appointment;

/** The visit's items, in order. */
export const itemsOf = (a: Appointment): AppointmentItem[] => a.items;

/** The visit's price: the sum of its items' prices as booked. */
export const totalOf = (a: Appointment): number => a.totalCents;

/** "Colore", "Colore e Taglio", "Colore, Taglio e Piega". */
export const joinNames = italianList;

/** "Colore e Taglio": the services of the visit in order, else the appointment's one service. */
export function servicesLine(a: Appointment): string {
  return a.items.length === 0 ? a.service.name : joinNames(a.items.map((item) => item.serviceName));
}

/** "Giulia e Marco": who works on the visit, each once, in the order of their first item. */
export function stylistsLine(a: Appointment): string {
  return a.items.length === 0 ? a.stylist.name : joinNames([...new Set(a.items.map((item) => item.stylistName))]);
}

/** The items of one stylist in a visit (a visit without items counts as one of its stylist's). */
export function ownItems(a: Appointment, stylistId: number): AppointmentItem[] {
  return a.items.filter((item) => item.stylistId === stylistId);
}

/** Whether the stylist works on the visit: one of its items is hers. */
export const worksOn = (a: Appointment, stylistId: number): boolean =>
  a.items.length === 0 ? a.stylistId === stylistId : a.items.some((item) => item.stylistId === stylistId);

/**
 * A service with its posa, finishing, category and who performs it (optional until the services
 * API sends them: a server without them answers the plain service).
 */
export type ServiceDetails = Service & { processingMinutes?: number; finishingMinutes?: number; category?: string; stylistIds?: number[] };
export const detailsOf = (s: Service): Required<Pick<ServiceDetails, "processingMinutes" | "finishingMinutes" | "category" | "stylistIds">> => {
  const d = s as ServiceDetails;
  return { processingMinutes: d.processingMinutes ?? 0, finishingMinutes: d.finishingMinutes ?? 0, category: d.category ?? "", stylistIds: d.stylistIds ?? [] };
};

/** One item of a visit being saved. */
export type VisitItemInput = AppointmentItemInput;
