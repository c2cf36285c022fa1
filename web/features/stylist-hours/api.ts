import { atom } from "jotai";
import type { WorkingHoursEntry } from "../../../src/domain/availability";
import type { WorkingHoursInput } from "../../../src/domain/schemas/working-hours";
import { ApiError, api, apiGet } from "../../lib/api";
import { queryAtom } from "../../lib/query";

/** The part of GET /api/stylists (the stylists feature's endpoint) this screen needs. */
export type Stylist = { id: number; name: string };
export type SavedWorkingHours = WorkingHoursEntry & { id: number; stylistId: number };

export const stylistsAtom = queryAtom(["stylists"], () => apiGet<Stylist[]>("/api/stylists"));

/** The employee picked in the select; null means "the first one" (spec §2). Kept across screens. */
export const selectedStylistIdAtom = atom<number | null>(null);

const hoursAtoms = new Map<number, ReturnType<typeof makeHoursAtom>>();
const makeHoursAtom = (stylistId: number) =>
  queryAtom(["working-hours"], () => apiGet<SavedWorkingHours[]>(`/api/stylists/working-hours?stylistId=${stylistId}`));

/** One atom per stylist, made on first use. */
export function workingHoursAtom(stylistId: number) {
  let found = hoursAtoms.get(stylistId);
  if (!found) {
    found = makeHoursAtom(stylistId);
    hoursAtoms.set(stylistId, found);
  }
  return found;
}

export const saveWorkingDay = (entry: WorkingHoursInput) =>
  api<SavedWorkingHours>("POST", "/api/stylists/working-hours", entry);

/**
 * Spec §8's texts for a failed weekday save: an HTML answer (a proxy or an old server without
 * this endpoint) is 'API endpoint not found'; another non-ok status names the day and status;
 * no answer at all is a network error.
 */
export function saveDayErrorMessage(error: unknown, day: string): string {
  if (error instanceof ApiError) {
    if (/^\s*</.test(error.bodyText)) return "API endpoint not found";
    return `Failed to save ${day} hours: ${error.status}`;
  }
  // A 200 whose body is not JSON: the request reached something that is not our API.
  if (error instanceof SyntaxError) return "API endpoint not found";
  return `Network error saving ${day} hours`;
}
