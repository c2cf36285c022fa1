import { FreeSlotsResponseSchema } from "../../src/domain/schemas/availability";
import { apiGet } from "../lib/api";

export type FreeSlotsParams = {
  serviceId?: number;
  /** A whole visit: its services in order ("3,7"); the search fits every item. */
  serviceIds?: string;
  /** Only starts before 13:00 ("morning") or from 13:00 ("afternoon"). */
  part?: "morning" | "afternoon";
  cleaning?: number;
  /** The whole length (duration, extras, cleaning) when it is not the service's own. */
  duration?: number;
  stylistId?: number;
  /** Every active stylist but this one. */
  exceptStylistId?: number;
  from?: string;
  fromTime?: string;
  days?: number;
  limit?: number;
  /** The appointment being moved: its own place counts as free. */
  excludeId?: number;
};

/**
 * The first free times (GET /api/availability/free-slots). Asked on demand, not kept in an atom:
 * the dialog and the "Prima disponibilità" search want the answer of the moment they ask.
 */
export function fetchFreeSlots(params: FreeSlotsParams) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") query.set(key, String(value));
  return apiGet(`/api/availability/free-slots?${query}`, FreeSlotsResponseSchema);
}
