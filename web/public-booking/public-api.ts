// The public routes, typed by the domain's schemas. No session: a client is anonymous.
import * as v from "valibot";
import {
  PublicAvailabilitySchema,
  PublicBookingCreatedSchema,
  PublicBookingInfoSchema,
  PublicBookingSchema,
  type PublicBookingCreateSchema,
} from "../../src/domain/schemas/online-booking";
import { api, apiGet } from "../lib/api";

export const fetchBookingInfo = () => apiGet("/api/public/booking", PublicBookingInfoSchema);

/** Free times of one service from `from` to `to` (at most 31 days); stylistId null = any stylist. */
export function fetchAvailability(serviceId: number, stylistId: number | null, from: string, to: string) {
  const query = new URLSearchParams({ serviceId: String(serviceId), from, to });
  if (stylistId !== null) query.set("stylistId", String(stylistId));
  return apiGet(`/api/public/availability?${query}`, PublicAvailabilitySchema);
}

export const createBooking = (request: v.InferInput<typeof PublicBookingCreateSchema>) => api("POST", "/api/public/bookings", PublicBookingCreatedSchema, request);

const tokenPath = (token: string) => `/api/public/bookings/${encodeURIComponent(token)}`;
export const fetchManagedBooking = (token: string) => apiGet(tokenPath(token), PublicBookingSchema);
export const cancelManagedBooking = (token: string) => api("DELETE", tokenPath(token), v.unknown());
