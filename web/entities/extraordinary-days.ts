import * as v from "valibot";
import { MessageSchema } from "../../src/domain/schemas/common";
import { ExtraordinaryDayResponseSchema, type ExtraordinaryDayInput } from "../../src/domain/schemas/extraordinary-days";
import { api, apiGet, ResponseShapeError, withConfirm } from "../lib/api";
import { atomsByRecentKey, onDays, queryAtom } from "../lib/query";

/** Every write of an extraordinary day publishes this topic, with its date. */
export const EXTRAORDINARY_DAYS_TOPIC = "extraordinary-days";

const fetchDays = (query: string) =>
  apiGet(`/api/salon-extraordinary-days${query}`, v.array(ExtraordinaryDayResponseSchema)).catch((error) => {
    if (error instanceof ResponseShapeError) throw error;
    throw new Error("Failed to fetch extraordinary days");
  });

/** Every extraordinary day, by date: the Giorni Straordinari screen. */
export const extraordinaryDaysAtom = queryAtom([EXTRAORDINARY_DAYS_TOPIC], () => fetchDays(""));

/**
 * The extraordinary days from..to (key "from|to"): what a calendar, a day or a booking needs,
 * instead of every holiday since the salon opened. Re-fetched only by changes on those days.
 */
export const extraordinaryDaysOnAtom = atomsByRecentKey((key: string) => {
  const [from, to] = key.split("|") as [string, string];
  return queryAtom([onDays(EXTRAORDINARY_DAYS_TOPIC, from, to)], () => fetchDays(`?from=${from}&to=${to}`));
}, 30);

// `confirm`: save even when booked appointments fall in conflict (otherwise 409 booked_conflicts).
export const createExtraordinaryDay = (input: ExtraordinaryDayInput, confirm = false) =>
  api("POST", withConfirm("/api/salon-extraordinary-days", confirm), ExtraordinaryDayResponseSchema, input);
export const updateExtraordinaryDay = (id: number, input: ExtraordinaryDayInput, confirm = false) =>
  api("PUT", withConfirm(`/api/salon-extraordinary-days/${id}`, confirm), ExtraordinaryDayResponseSchema, input);
export const deleteExtraordinaryDay = (id: number, confirm = false) =>
  api("DELETE", withConfirm(`/api/salon-extraordinary-days/${id}`, confirm), MessageSchema);
