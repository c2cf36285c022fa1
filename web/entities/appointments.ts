import * as v from "valibot";
import type { AppointmentCreateInput, AppointmentStatusUpdate, AppointmentUpdateInput } from "../../src/domain/schemas/appointments";
import {
  AppointmentDeletedSchema,
  AppointmentResponseSchema,
  PendingApprovalSchema,
  SuggestedAppointmentSchema,
  type Appointment,
  type SuggestedAppointment,
} from "../../src/domain/schemas/appointments";
import { api, apiGet, ResponseShapeError } from "../lib/api";
import { atomsByKey, onDays, queryAtom } from "../lib/query";

/** Every write of an appointment publishes this topic, with the days it touched. */
export const APPOINTMENTS_TOPIC = "appointments";

/** A calendar entry: a booked appointment, or a reminder's suggestion (never stored). */
export type CalendarItem = Appointment | SuggestedAppointment;
export const isSuggestion = (item: CalendarItem): item is SuggestedAppointment => "type" in item && item.type === "suggested";

/** The days from..to as the atom families' key: "2026-03-01|2026-04-11"; one day is "d|d". */
export const dayRange = (from: string, to = from) => `${from}|${to}`;

function parseRange(range: string) {
  const [from = "", to = from] = range.split("|");
  return { from, to, query: from === to ? `date=${from}` : `startDate=${from}&endDate=${to}` };
}

/**
 * Appointments of an inclusive day range. An appointments event re-fetches it only when it names
 * one of these days; a change of a client, service or stylist (names on every row) always does.
 */
export const appointmentsAtom = atomsByKey((range: string) => {
  const { from, to, query } = parseRange(range);
  return queryAtom([onDays(APPOINTMENTS_TOPIC, from, to), "clients", "services", "stylists"], () =>
    apiGet(`/api/appointments?${query}`, v.array(AppointmentResponseSchema)).catch((error) => {
      if (error instanceof ResponseShapeError) throw error;
      throw new Error(`HTTP error! status: ${error.status ?? "?"}`);
    }),
  );
});

/** The reminders' suggestions in a day range; a failure shows none (they are only a hint). */
export const suggestedAtom = atomsByKey((range: string) => {
  const { from, to, query } = parseRange(range);
  return queryAtom([onDays(APPOINTMENTS_TOPIC, from, to), "reminders", "clients", "services", "stylists"], () =>
    apiGet(`/api/appointments/suggested?${query}`, v.array(SuggestedAppointmentSchema)).catch((error): SuggestedAppointment[] => {
      if (error instanceof ResponseShapeError) throw error;
      return [];
    }),
  );
});

/** Every appointment of one client, past and future (the client card's history); made on first use. */
export const clientAppointmentsAtom = atomsByKey((clientId: number) =>
  queryAtom([APPOINTMENTS_TOPIC, "clients"], () =>
    apiGet(`/api/appointments?clientId=${clientId}`, v.array(AppointmentResponseSchema)),
  ),
);

export const getAppointment = (id: number) => apiGet(`/api/appointments/${id}`, AppointmentResponseSchema);
export const createAppointment = (input: AppointmentCreateInput) =>
  api("POST", "/api/appointments", AppointmentResponseSchema, input);
/** A partial update; with `version`, refused (409 stale_version) when another screen saved first. */
export const updateAppointment = (id: number, input: AppointmentUpdateInput) =>
  api("PUT", `/api/appointments/${id}`, AppointmentResponseSchema, input);
export const deleteAppointment = (id: number, version?: number) =>
  api("DELETE", `/api/appointments/${id}${version === undefined ? "" : `?version=${version}`}`, AppointmentDeletedSchema);
/**
 * Confermato, Arrivato, Annullato…: with `version`, refused (409 stale_version) when another screen
 * saved first; a move the rules refuse is 409 status_not_allowed, a restore onto a taken time 409 slot_taken.
 */
export const setAppointmentStatus = (id: number, input: AppointmentStatusUpdate) =>
  api("PUT", `/api/appointments/${id}/status`, AppointmentResponseSchema, input);

/** A cancelled appointment has freed its time: it leaves the grid for the day's "Annullati" list. */
export const isCancelled = (item: CalendarItem): boolean => !isSuggestion(item) && item.status === "cancelled";

/** Every booking waiting for the salon's approval ("Da approvare"), with whether approving it tells the client. */
export const pendingApprovalsAtom = queryAtom([APPOINTMENTS_TOPIC, "clients"], () => apiGet("/api/appointments/pending", v.array(PendingApprovalSchema)));
