import * as v from "valibot";
import { ClientCountsSchema, ClientMergedSchema, ClientResponseSchema, ClientSummarySchema, type ClientCreateInput, type ClientInput } from "../../src/domain/schemas/clients";
import { api, apiGet } from "../lib/api";
import { queryAtom } from "../lib/query";

/** Every write of a client publishes this topic; the atoms below follow it. */
export const CLIENTS_TOPIC = "clients";

/** Every client, sorted by the server (last name, first name, Italian order). */
export const clientsAtom = queryAtom([CLIENTS_TOPIC], () => apiGet("/api/clients", v.array(ClientResponseSchema)));

export const createClient = (input: ClientInput & Partial<Pick<ClientCreateInput, "allowDuplicatePhone">>) => api("POST", "/api/clients", ClientResponseSchema, input);
export const updateClient = (id: number, input: ClientInput) => api("PUT", `/api/clients/${id}`, ClientResponseSchema, input);
/** The right to be forgotten: the answer says how many appointments and reminders went with the client. */
export const deleteClient = (id: number) => api("DELETE", `/api/clients/${id}`, ClientCountsSchema);
export const fetchClientSummary = (id: number) => apiGet(`/api/clients/${id}/summary`, ClientSummarySchema);
/** The client `id` keeps her record and takes every appointment and reminder of `duplicateId`. */
export const mergeClients = (id: number, duplicateId: number) => api("POST", `/api/clients/${id}/merge`, ClientMergedSchema, { duplicateId });
