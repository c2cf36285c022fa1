import type { Appointment } from "../../src/domain/schemas/appointments";
import type { AppointmentItem, AppointmentItemInput } from "../../src/domain/schemas/appointment-items";
import type { Service } from "../../src/domain/schemas/services";

export type { AppointmentItem };
/** A visit is an appointment with its ordered items, their total and the cleaning time. */
export type Visit = Appointment;

/** The visit's items, in order. */
export const itemsOf = (a: Appointment): AppointmentItem[] => a.items;

/** The visit's price: the sum of its items' prices as booked. */
export const totalOf = (a: Appointment): number => a.totalCents;

/** "Colore e Taglio": the services of the visit in order, else the appointment's one service. */
export function servicesLine(a: Appointment): string {
  const names = a.items.map((item) => item.serviceName);
  if (names.length === 0) return a.service.name;
  return names.length === 1 ? (names[0] as string) : `${names.slice(0, -1).join(", ")} e ${names.at(-1)}`;
}

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
