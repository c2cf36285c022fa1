import { ActivityPageSchema, AppointmentHistorySchema } from "../../src/domain/schemas/activity";
import { apiGet } from "../lib/api";
import { atomsByKey, queryAtom } from "../lib/query";
import { APPOINTMENTS_TOPIC } from "./appointments";

/** The filters of "Registro attività"; empty strings mean "any". */
export type ActivityFilter = { userId: string; from: string; to: string; entity: string };

/** One page of the trail, newest first; `cursor` is the previous page's `nextCursor`. */
export function fetchActivityPage(filter: ActivityFilter, cursor?: string | null) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return apiGet(`/api/activity${query ? `?${query}` : ""}`, ActivityPageSchema);
}

/** Who created, moved, changed or cancelled one appointment, newest first; follows every appointment change. */
export const appointmentHistoryAtom = atomsByKey((appointmentId: number) =>
  queryAtom([APPOINTMENTS_TOPIC], () => apiGet(`/api/appointments/${appointmentId}/history`, AppointmentHistorySchema)),
);


/** The same history once, outside any atom (a live event from a colleague names the appointment). */
export const fetchAppointmentHistory = (appointmentId: number) =>
  apiGet(`/api/appointments/${appointmentId}/history`, AppointmentHistorySchema);
