import * as v from "valibot";
import { MessageSchema } from "../../src/domain/schemas/common";
import { VacationResponseSchema, type VacationInput } from "../../src/domain/schemas/vacations";
import { api, apiGet, ResponseShapeError, withConfirm } from "../lib/api";
import { atomsByRecentKey, onDays, queryAtom } from "../lib/query";

/** Every write of a vacation publishes this topic, with its days. */
export const VACATIONS_TOPIC = "vacations";

const fetchVacations = (query: string) =>
  apiGet(`/api/stylists/vacations${query}`, v.array(VacationResponseSchema)).catch((error) => {
    if (error instanceof ResponseShapeError) throw error;
    throw new Error("Failed to fetch vacations");
  });

/** Every vacation, earliest first, with its stylist's name (hence the stylists topic too): the Ferie screen. */
export const vacationsAtom = queryAtom([VACATIONS_TOPIC, "stylists"], () => fetchVacations(""));

/**
 * The vacations touching the days from..to (key "from|to"): what a calendar, a day or a booking
 * needs, instead of every vacation ever taken. Re-fetched only by changes on those days.
 */
export const vacationsOnAtom = atomsByRecentKey((key: string) => {
  const [from, to] = key.split("|") as [string, string];
  return queryAtom([onDays(VACATIONS_TOPIC, from, to), "stylists"], () => fetchVacations(`?from=${from}&to=${to}`));
}, 30);

export const createVacation = (input: VacationInput, confirm = false) =>
  api("POST", withConfirm("/api/stylists/vacations", confirm), VacationResponseSchema, input);
export const deleteVacation = (id: number) => api("DELETE", `/api/stylists/vacations/${id}`, MessageSchema);
