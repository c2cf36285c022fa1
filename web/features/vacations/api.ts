import { atom } from "jotai";
import type { VacationInput, VacationReason } from "../../../src/domain/schemas/vacations";
import { ApiError, api, apiGet } from "../../lib/api";
import { queryAtom } from "../../lib/query";

/** The part of GET /api/stylists (the stylists feature's endpoint) this screen needs. */
export type Stylist = { id: number; name: string };

export type Vacation = {
  id: number;
  stylistId: number;
  startDate: string;
  endDate: string;
  isActive: boolean;
  reason: VacationReason | string;
  notes: string | null;
  stylist?: { name: string };
};

export const stylistsAtom = queryAtom(["stylists"], () => apiGet<Stylist[]>("/api/stylists"));

export const vacationsAtom = queryAtom(["vacations"], async () => {
  try {
    return await apiGet<Vacation[]>("/api/stylists/vacations");
  } catch {
    throw new Error("Failed to fetch vacations");
  }
});

/** The employee of the form, which also filters the list; null = the first one. */
export const vacationStylistIdAtom = atom<number | null>(null);

export const createVacation = (input: VacationInput) => api<Vacation>("POST", "/api/stylists/vacations", input);
export const deleteVacation = (id: number) => api("DELETE", `/api/stylists/vacations/${id}`);

/** "{status} - {text}" of spec §8, with the server's Italian message as the text. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return `${error.status} - ${error.userMessage}`;
  return error instanceof Error ? error.message : String(error);
}
