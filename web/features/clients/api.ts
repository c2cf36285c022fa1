import { atom } from "jotai";
import type { Client, ClientInput, ClientSummary } from "../../../src/domain/schemas/clients";
import { api, apiGet } from "../../lib/api";
import { queryAtom } from "../../lib/query";

export type { Client, ClientInput, ClientSummary };

/** A row of GET /api/appointments?clientId= (the appointments feature owns that endpoint). */
export type ClientAppointment = {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  service?: { name: string; duration?: number; price: number } | null;
  stylist?: { name: string } | null;
};

export const clientsAtom = queryAtom(["clients"], () => apiGet<Client[]>("/api/clients"));

export const createClient = (input: ClientInput) => api<Client>("POST", "/api/clients", input);
export const updateClient = (id: number, input: ClientInput) => api<Client>("PUT", `/api/clients/${id}`, input);
export const deleteClient = (id: number) => api<ClientSummary>("DELETE", `/api/clients/${id}`);
export const fetchClientSummary = (id: number) => apiGet<ClientSummary>(`/api/clients/${id}/summary`);

const historyAtoms = new Map<number, ReturnType<typeof makeHistoryAtom>>();
const makeHistoryAtom = (clientId: number) =>
  queryAtom(["appointments", "clients"], () => apiGet<ClientAppointment[]>(`/api/appointments?clientId=${clientId}`));

/** One atom per client, made on first use: the history is fetched only when a card is opened. */
export function clientHistoryAtom(clientId: number) {
  let found = historyAtoms.get(clientId);
  if (!found) {
    found = makeHistoryAtom(clientId);
    historyAtoms.set(clientId, found);
  }
  return found;
}

/** The search box's text, kept while moving between screens. */
export const clientSearchAtom = atom("");
