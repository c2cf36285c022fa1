import { appointments, clients, services, stylists } from "../../../db/schema";
import type { AppointmentItem } from "../../domain/schemas/appointment-items";
import type { Appointment } from "../../domain/schemas/appointments";

type AppointmentRecord = typeof appointments.$inferSelect;

// Lists read raw arrays (`.values()`, no per-row mapping by drizzle) and nest them here.

// The columns of one list row, in the order `.values()` returns them.
export const FLAT = {
  id: appointments.id,
  clientId: appointments.clientId,
  stylistId: appointments.stylistId,
  serviceId: appointments.serviceId,
  date: appointments.date,
  startTime: appointments.startTime,
  endTime: appointments.endTime,
  notes: appointments.notes,
  version: appointments.version,
  updatedAt: appointments.updatedAt,
  clientFirstName: clients.firstName,
  clientLastName: clients.lastName,
  clientPhone: clients.phone,
  clientEmail: clients.email,
  clientNotes: clients.notes,
  serviceName: services.name,
  serviceDuration: services.duration,
  servicePrice: services.price,
  stylistName: stylists.name,
  status: appointments.status,
  statusChangedAt: appointments.statusChangedAt,
  cancelledBy: appointments.cancelledBy,
  source: appointments.source,
  clientMessage: appointments.clientMessage,
  clientMessageAt: appointments.clientMessageAt,
  clientMessageSeenAt: appointments.clientMessageSeenAt,
  onlineName: appointments.onlineName,
  wrongNumberAt: appointments.wrongNumberAt,
  cleanupMinutes: appointments.cleanupMinutes,
};

export type Raw = [
  number, number, number, number, string, string, string, string, number, string,
  string, string, string, string, string, string, number, number, string,
  AppointmentRecord["status"], string | null, AppointmentRecord["cancelledBy"], AppointmentRecord["source"],
  string | null, string | null, string | null,
  string | null, string | null, number,
];

/** One row and its items (none for a row written outside the service, which then costs 0). */
export function nest(r: Raw, items: AppointmentItem[] = []): Appointment {
  return {
    id: r[0],
    clientId: r[1],
    stylistId: r[2],
    serviceId: r[3],
    date: r[4],
    startTime: r[5],
    endTime: r[6],
    notes: r[7],
    version: r[8],
    updatedAt: r[9],
    client: { firstName: r[10], lastName: r[11], phone: r[12], email: r[13], notes: r[14] },
    service: { name: r[15], duration: r[16], price: r[17] },
    stylist: { name: r[18] },
    status: r[19],
    statusChangedAt: r[20],
    cancelledBy: r[21],
    source: r[22],
    clientMessage: r[23] === null ? null : { text: r[23], at: r[24] ?? "", seen: r[25] !== null },
    onlineName: r[26],
    wrongNumberAt: r[27],
    items,
    totalCents: items.reduce((sum, item) => sum + item.priceCents, 0),
    cleanupMinutes: r[28],
  };
}

