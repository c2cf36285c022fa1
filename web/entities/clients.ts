import * as v from "valibot";
import {
  ClientDeletedSchema,
  ClientMergedSchema,
  ClientResponseSchema,
  ClientSummarySchema,
  DuplicatePhoneErrorSchema,
  FutureVisitsErrorSchema,
  type Client,
  type ClientCreateInput,
  type ClientInput,
  type FutureVisit,
  type FutureVisitsChoice,
} from "../../src/domain/schemas/clients";
import { ClientDuplicatesSchema, ClientPageSchema } from "../../src/domain/schemas/client-pages";
import { api, ApiError, apiGet } from "../lib/api";
import { atomsByKey, atomsByRecentKey, queryAtom } from "../lib/query";

/** Every write of a client publishes this topic; the atoms below follow it. */
export const CLIENTS_TOPIC = "clients";

/**
 * No screen loads every client (25,000 in a salon's fifth year): they search on the server
 * (client-search.ts), fetch one by id, and page. `GET /api/clients` without parameters still
 * answers the whole list for other callers.
 */
export const fetchClient = (id: number) => apiGet(`/api/clients/${id}`, ClientResponseSchema);

export type ClientPageParams = { q?: string; phone?: string; limit: number; cursor?: string | null };
export function fetchClientPage({ q = "", phone, limit, cursor }: ClientPageParams) {
  const params = new URLSearchParams({ q, limit: String(limit) });
  if (phone !== undefined) params.set("phone", phone);
  if (cursor) params.set("cursor", cursor);
  return apiGet(`/api/clients?${params}`, ClientPageSchema);
}
export const fetchDuplicates = (offset: number, limit: number) =>
  apiGet(`/api/clients/duplicates?offset=${offset}&limit=${limit}`, ClientDuplicatesSchema);

/** One client, following her edits; an error once she is deleted. */
export const clientAtom = atomsByRecentKey((id: number) => queryAtom([CLIENTS_TOPIC], () => fetchClient(id)));

export const createClient = (input: ClientInput & Partial<Pick<ClientCreateInput, "allowDuplicatePhone">>) => api("POST", "/api/clients", ClientResponseSchema, input);
export const updateClient = (id: number, input: ClientInput) => api("PUT", `/api/clients/${id}`, ClientResponseSchema, input);
/** The right to be forgotten: the answer says how many appointments and reminders went with the client. */
/**
 * Deletes her, or anonymises her when she has visits. With visits still to come the server asks
 * first (409 future_visits, see futureVisitsOf) and `futureVisits` answers: cancel or keep them.
 */
export const deleteClient = (id: number, futureVisits?: FutureVisitsChoice) =>
  api("DELETE", `/api/clients/${id}${futureVisits ? `?futureVisits=${futureVisits}` : ""}`, ClientDeletedSchema);
export const fetchClientSummary = (id: number) => apiGet(`/api/clients/${id}/summary`, ClientSummarySchema);
/** The client `id` keeps her record and takes every appointment and reminder of `duplicateId`. */
export const mergeClients = (id: number, duplicateId: number) => api("POST", `/api/clients/${id}/merge`, ClientMergedSchema, { duplicateId });

/** Her counts, last visit and usual stylist and service; follows her appointments as they change. */
export const clientSummaryAtom = atomsByKey((clientId: number) =>
  queryAtom([CLIENTS_TOPIC, "appointments", "reminders"], () => fetchClientSummary(clientId)),
);

/** The existing client a create was refused for (409 duplicate_phone), to propose her instead. */
export function duplicatePhoneClient(error: unknown): Client | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = v.safeParse(DuplicatePhoneErrorSchema, error.body);
  return parsed.success ? parsed.output.client : null;
}

/** The visits still to come a delete was refused for (409 future_visits): the screen asks what to do with them. */
export function futureVisitsOf(error: unknown): FutureVisit[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = v.safeParse(FutureVisitsErrorSchema, error.body);
  return parsed.success ? parsed.output.visits : null;
}
