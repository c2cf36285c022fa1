import type { Appointment } from "../../domain/schemas/appointments";
import type { NewClientInput } from "../../domain/schemas/clients";
import type { AppointmentItem, AppointmentItemInput } from "../../domain/schemas/appointment-items";
import { formatCents } from "../../domain/money";
import { italianList } from "../../domain/names";
import { canWriteAppointment } from "../../domain/roles";
import { forbidden } from "../../http/permissions";
import { isClientActor, type Actor } from "../../activity/trail";
import { STATUS_LABELS, type AppointmentSource, type AppointmentStatus, type CancelledBy } from "../../domain/appointment-status";
import { displayName } from "../../domain/names";
import { formatItalianDate } from "../../domain/italian-date";

// The appointments service's messages, shapes and the rules a write checks before it touches a row.

export const NOT_FOUND = "Appuntamento non trovato";
export const STALE_VERSION = "L'appuntamento è stato modificato da un'altra postazione";
export const CLIENT_NOT_FOUND = "Cliente non trovato";
export const STYLIST_NOT_FOUND = "Stilista non trovato";
export const STYLIST_ARCHIVED = "Lo stilista non è più attivo: scegline un altro";
export const SERVICE_NOT_FOUND = "Servizio non trovato";
export const SERVICE_ARCHIVED = "Il servizio non è più disponibile: scegline un altro";
/** "Un appuntamento Completato non può diventare Annullato". */
export const statusNotAllowed = (from: AppointmentStatus, to: AppointmentStatus) =>
  `Un appuntamento ${STATUS_LABELS[from]} non può diventare ${STATUS_LABELS[to]}`;

export type StatusChange = {
  status: AppointmentStatus;
  /** The version the screen loaded; a stale one is a 409 like PUT. */
  version?: number;
  /** Who cancelled, when the status becomes cancelled; by default the client for a client actor, else the salon. */
  cancelledBy?: CancelledBy;
};

/** How an appointment comes to be: a member of staff books it, or a client online (maybe waiting for approval). */
export type CreateOrigin = { status?: "pending" | "booked"; source?: AppointmentSource };

export type Slot = { stylistId: number; date: string; startTime: string; endTime: string };

/** What `createPlanned` inserts: an existing client or a new one, and the booking's origin. */
export type PlannedAppointment = Slot & {
  clientId?: number;
  newClient?: NewClientInput;
  serviceId: number;
  /** Several services, one after the other (each with its stylist); without it, the one service of the slot. */
  items?: AppointmentItemInput[];
  cleanupMinutes?: number;
  notes: string;
  source: AppointmentSource;
  status: AppointmentStatus;
  /** SHA-256 of the manage link's token (online bookings), null otherwise. */
  manageTokenHash: string | null;
};

/** What the trail keeps of an appointment: names rather than ids, so a history reads as is. */
export const snapshot = (a: Appointment) => ({
  client: displayName(a.client),
  service: serviceNames(a),
  stylist: a.stylist.name,
  date: a.date,
  startTime: a.startTime,
  endTime: a.endTime,
  notes: a.notes,
  // A visit of several services: each one's time, stylist and price, before and after a change.
  items: a.items.length > 1 ? a.items.map(itemLine).join("; ") : null,
  cleanupMinutes: a.cleanupMinutes || null,
  total: a.items.length > 0 ? formatCents(a.totalCents) : null,
});
/** "Colore 09:00–10:15 Giulia 45,00 €". */
const itemLine = (i: AppointmentItem) => `${i.serviceName} ${i.startTime}–${i.endTime} ${i.stylistName} ${formatCents(i.priceCents)}`;
/** The visit's services joined the Italian way ("Colore e Taglio"); the row's service without items. */
export const serviceNames = (a: Pick<Appointment, "items" | "service">) =>
  a.items.length > 0 ? italianList(a.items.map((i) => i.serviceName)) : a.service.name;
/** "Anna Gallo · Colore e Taglio · 03/12/2026 15:15": the day as the staff reads it. */
export const summary = (a: Appointment) => `${displayName(a.client)} · ${serviceNames(a)} · ${formatItalianDate(a.date)} ${a.startTime.slice(0, 5)}`;

/**
 * The one role check made in a service rather than in the route gate: whether a stylist may write
 * this appointment depends on the stored row (whose it is now) and on the result (whose it
 * becomes), which only the service has, inside the write's transaction.
 */
export function guard(actor: Actor, before: { stylistId: number } | null, after: { stylistId: number } | null) {
  // A client writes only through the routes that identified her appointment (a reply token, a
  // manage link) or booked a free time on the public page; those services decide for her.
  if (actor && !isClientActor(actor) && !canWriteAppointment(actor, before, after)) throw forbidden();
}

