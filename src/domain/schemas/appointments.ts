import * as v from "valibot";
import {
  APPOINTMENT_SOURCES,
  APPOINTMENT_STATUSES,
  CANCELLED_BY,
  CANCELLED_BY_CHOICES,
  isAppointmentStatus,
  type AppointmentStatus,
  type CancelledBy,
} from "../appointment-status";
import { toMinutes } from "../time";
import { DATE_INVALID, DATE_REQUIRED, dateField, idField, timeField } from "./appointment-fields";
import { ClientCreateSchema } from "./clients";
import { optionalText } from "./common";
import { AppointmentItemSchema, cleanupField, itemsField } from "./appointment-items";

export { DATE_INVALID, DATE_REQUIRED, dateField, idField, timeField };

export const CLIENT_REQUIRED = "Cliente è richiesto";
export const STYLIST_REQUIRED = "Stilista è richiesto";
export const SERVICE_REQUIRED = "Servizio è richiesto";
export const START_REQUIRED = "Ora di inizio è richiesta";
export const START_INVALID = "Ora di inizio non valida (HH:mm)";
export const END_REQUIRED = "Ora di fine è richiesta";
export const END_INVALID = "Ora di fine non valida (HH:mm)";
export const END_AFTER_START = "L'ora di fine deve essere successiva all'ora di inizio";
export const VERSION_INVALID = "Versione non valida";
export const CLIENT_TWICE = "Scegli un cliente esistente oppure inserisci un nuovo cliente, non entrambi";
export const NOTHING_TO_UPDATE = "Nessun campo da aggiornare";

const notes = optionalText(5000);
const endAfterStart = (input: { startTime: string; endTime: string }) =>
  toMinutes(input.endTime) > toMinutes(input.startTime);

const newClientField = v.optional(ClientCreateSchema);
const oneClientAtMost = (input: { clientId?: number; newClient?: unknown }) => input.clientId === undefined || input.newClient === undefined;

/**
 * POST /api/appointments: the client is either an existing `clientId` or a `newClient` (the
 * client form's fields), created in the same transaction as the appointment, so a refused slot
 * leaves no client behind. A new client's field messages come keyed "newClient.phone" etc.
 */
export const AppointmentSpecCreateSchema = v.pipe(
  v.unknown(),
  // Without a newClient the clientId is required: a missing one becomes null, which idField
  // refuses with "Cliente è richiesto", first among the messages as the field is first in the form.
  v.transform((raw) =>
    typeof raw === "object" && raw !== null && !("newClient" in raw) && !("clientId" in raw) ? { ...raw, clientId: null } : raw,
  ),
  v.object(
    {
      clientId: v.optional(idField(CLIENT_REQUIRED)),
      newClient: newClientField,
      stylistId: idField(STYLIST_REQUIRED),
      serviceId: idField(SERVICE_REQUIRED),
      date: dateField,
      startTime: timeField(START_REQUIRED, START_INVALID),
      endTime: timeField(END_REQUIRED, END_INVALID),
      notes,
      cleanupMinutes: cleanupField,
    },
    "Dati non validi",
  ),
  v.forward(v.partialCheck([["startTime"], ["endTime"]], endAfterStart, END_AFTER_START), ["endTime"]),
  // Partial checks run beside the other fields' messages, so the form shows them all at once.
  v.forward(v.partialCheck([["clientId"], ["newClient"]], oneClientAtMost, CLIENT_TWICE), ["clientId"]),
);
/**
 * POST /api/appointments with `items`: a visit of those services on `date` (one day for all of
 * them), the client as in the spec's body. An item's missing end, posa, finishing and price come
 * from its service; its messages come keyed "items.0.serviceId" etc.
 */
export const AppointmentVisitCreateSchema = v.pipe(
  v.unknown(),
  v.transform((raw) =>
    typeof raw === "object" && raw !== null && !("newClient" in raw) && !("clientId" in raw) ? { ...raw, clientId: null } : raw,
  ),
  v.object(
    {
      clientId: v.optional(idField(CLIENT_REQUIRED)),
      newClient: newClientField,
      date: dateField,
      items: itemsField,
      cleanupMinutes: cleanupField,
      notes,
    },
    "Dati non validi",
  ),
  v.forward(v.partialCheck([["clientId"], ["newClient"]], oneClientAtMost, CLIENT_TWICE), ["clientId"]),
);

const hasItems = (raw: unknown) => typeof raw === "object" && raw !== null && "items" in raw;

/**
 * POST /api/appointments: the spec's body (serviceId, stylistId, date, startTime, endTime) makes a
 * one-service visit; a body with `items` makes a visit of those services.
 */
export const AppointmentCreateSchema = v.lazy((raw) => (hasItems(raw) ? AppointmentVisitCreateSchema : AppointmentSpecCreateSchema));
export type AppointmentCreateInput = v.InferOutput<typeof AppointmentCreateSchema>;

/**
 * PUT /api/appointments/{id}: every field optional (a move sends only date, startTime, endTime and
 * maybe stylistId/clientId/serviceId), each checked like POST when present. `version`, when sent,
 * must be the one the screen loaded; `newClient` replaces the client with a new one like POST; without it the update is last-writer-wins (the spec's body
 * has none). When only one of startTime/endTime is sent, the server checks the order against the
 * stored other one.
 */
export const AppointmentUpdateSchema = v.pipe(
  v.object(
    {
      clientId: v.optional(idField(CLIENT_REQUIRED)),
      newClient: newClientField,
      stylistId: v.optional(idField(STYLIST_REQUIRED)),
      serviceId: v.optional(idField(SERVICE_REQUIRED)),
      date: v.optional(dateField),
      startTime: v.optional(timeField(START_REQUIRED, START_INVALID)),
      endTime: v.optional(timeField(END_REQUIRED, END_INVALID)),
      notes: v.optional(v.pipe(v.nullable(v.string("Deve essere un testo")), v.transform((s) => s ?? ""), v.maxLength(5000, "Massimo 5000 caratteri"))),
      version: v.optional(idField(VERSION_INVALID)),
      /** Replaces the visit's items (an item sent with its `id` keeps it); wins over stylistId/serviceId/startTime/endTime. */
      items: v.optional(itemsField),
      cleanupMinutes: cleanupField,
    },
    "Dati non validi",
  ),
  v.forward(
    v.partialCheck(
      [["startTime"], ["endTime"]],
      (input) => input.startTime === undefined || input.endTime === undefined || endAfterStart(input as { startTime: string; endTime: string }),
      END_AFTER_START,
    ),
    ["endTime"],
  ),
  // Partial checks run beside the other fields' messages, so the form shows them all at once.
  v.forward(v.partialCheck([["clientId"], ["newClient"]], oneClientAtMost, CLIENT_TWICE), ["clientId"]),
  v.check(
    (input) => Object.entries(input).some(([key, value]) => key !== "version" && value !== undefined),
    NOTHING_TO_UPDATE,
  ),
);
export type AppointmentUpdateInput = v.InferOutput<typeof AppointmentUpdateSchema>;

export const STATUS_REQUIRED = "Stato è richiesto";
export const STATUS_INVALID = "Stato non valido";
export const CANCELLED_BY_INVALID = "Indica se ha annullato il cliente o il salone";

/**
 * PUT /api/appointments/{id}/status: the new status, the version the screen loaded (a stale one
 * is a 409 like PUT; without it, last writer wins) and, for a cancellation, who asked for it
 * (the salon by default; "client" when she phoned to cancel).
 */
export const AppointmentStatusUpdateSchema = v.object(
  {
    status: v.pipe(
      v.optional(v.unknown(), null),
      v.check((s) => s !== null && s !== "", STATUS_REQUIRED),
      v.check((s) => s === null || s === "" || isAppointmentStatus(s), STATUS_INVALID),
      v.transform((s) => s as AppointmentStatus),
    ),
    version: v.optional(idField(VERSION_INVALID)),
    cancelledBy: v.optional(
      v.pipe(
        v.unknown(),
        v.check((s) => (CANCELLED_BY_CHOICES as readonly unknown[]).includes(s), CANCELLED_BY_INVALID),
        v.transform((s) => s as CancelledBy),
      ),
    ),
  },
  "Dati non validi",
);
export type AppointmentStatusUpdate = v.InferOutput<typeof AppointmentStatusUpdateSchema>;

/** Query of GET /api/appointments and /api/appointments/suggested. */
export type AppointmentQuery =
  | { kind: "date"; date: string; clientId?: number }
  | { kind: "range"; startDate: string; endDate: string; clientId?: number }
  | { kind: "client"; clientId: number };

const AppointmentFields = {
  clientId: v.number(),
  stylistId: v.number(),
  serviceId: v.number(),
  date: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  notes: v.string(),
  client: v.object({ firstName: v.string(), lastName: v.string(), phone: v.string(), email: v.string(), notes: v.string() }),
  service: v.object({ name: v.string(), duration: v.number(), price: v.number() }),
  stylist: v.object({ name: v.string() }),
};

/** One row of GET /api/appointments (and of GET by id, POST/PUT answers and 409 bodies). */
export const AppointmentResponseSchema = v.object({
  id: v.number(),
  ...AppointmentFields,
  /** Bumped by every update; a PUT or DELETE that sends an older one is refused (409). */
  version: v.number(),
  updatedAt: v.string(),
  /** See src/domain/appointment-status.ts; a cancelled appointment is kept but frees its time. */
  status: v.picklist(APPOINTMENT_STATUSES),
  statusChangedAt: v.nullable(v.string()),
  cancelledBy: v.nullable(v.picklist(CANCELLED_BY)),
  /** "online" when the client booked it on the public page. */
  source: v.picklist(APPOINTMENT_SOURCES),
  /** The client's latest free-text WhatsApp reply; `seen` once a member of staff has opened it. */
  clientMessage: v.nullable(v.object({ text: v.string(), at: v.string(), seen: v.boolean() })),
  /** Booked online with her phone under this other name: "Da verificare" for the staff. */
  onlineName: v.nullable(v.string()),
  /** When the number answered "Non sono io" to the booking confirmation (it was cancelled then). */
  wrongNumberAt: v.nullable(v.string()),
  /** The visit's services in order; the fields above are its first item's and its span. */
  items: v.array(AppointmentItemSchema),
  /** The sum of the items' prices (the prices they were booked at). */
  totalCents: v.number(),
  /** Cleaning time after the last item (0, 15 or 30): its stylist stays busy. */
  cleanupMinutes: v.number(),
});
export type Appointment = v.InferOutput<typeof AppointmentResponseSchema>;

/**
 * One row of GET /api/appointments/pending ("Da approvare"): `clientNotified` is whether approving
 * it sends the client a WhatsApp message; when false the desk calls her.
 */
export const PendingApprovalSchema = v.object({ appointment: AppointmentResponseSchema, clientNotified: v.boolean() });
export type PendingApproval = v.InferOutput<typeof PendingApprovalSchema>;

/** One row of GET /api/appointments/suggested: never stored, opens the new-appointment dialog. */
export const SuggestedAppointmentSchema = v.object({
  id: v.string(),
  type: v.literal("suggested"),
  reminderId: v.number(),
  ...AppointmentFields,
});
export type SuggestedAppointment = v.InferOutput<typeof SuggestedAppointmentSchema>;

/** DELETE /api/appointments/{id}. */
export const AppointmentDeletedSchema = v.object({ id: v.number(), message: v.string() });
export type AppointmentDeleted = v.InferOutput<typeof AppointmentDeletedSchema>;
