import type { Stylist, StylistInput } from "../../../src/domain/schemas/stylists";
import { api, apiGet } from "../../lib/api";
import { queryAtom } from "../../lib/query";

export type { Stylist, StylistInput };

export const stylistsAtom = queryAtom(["stylists"], () => apiGet<Stylist[]>("/api/stylists"));

export const createStylist = (input: StylistInput) => api<Stylist>("POST", "/api/stylists", input);
export const updateStylist = (id: number, input: StylistInput) => api<Stylist>("PUT", `/api/stylists/${id}`, input);
export const deleteStylist = (id: number) => api<{ id: number; archived: boolean }>("DELETE", `/api/stylists/${id}`);
