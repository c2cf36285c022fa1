import * as v from "valibot";
import { MessageSchema } from "../../src/domain/schemas/common";
import { ExtraordinaryDayResponseSchema, type ExtraordinaryDayInput } from "../../src/domain/schemas/extraordinary-days";
import { api, apiGet, ResponseShapeError, withConfirm } from "../lib/api";
import { queryAtom } from "../lib/query";

/** Every write of an extraordinary day publishes this topic, with its date. */
export const EXTRAORDINARY_DAYS_TOPIC = "extraordinary-days";

/** Every extraordinary day, by date. */
export const extraordinaryDaysAtom = queryAtom([EXTRAORDINARY_DAYS_TOPIC], () =>
  apiGet("/api/salon-extraordinary-days", v.array(ExtraordinaryDayResponseSchema)).catch((error) => {
    if (error instanceof ResponseShapeError) throw error;
    throw new Error("Failed to fetch extraordinary days");
  }),
);

// `confirm`: save even when booked appointments fall in conflict (otherwise 409 booked_conflicts).
export const createExtraordinaryDay = (input: ExtraordinaryDayInput, confirm = false) =>
  api("POST", withConfirm("/api/salon-extraordinary-days", confirm), ExtraordinaryDayResponseSchema, input);
export const updateExtraordinaryDay = (id: number, input: ExtraordinaryDayInput, confirm = false) =>
  api("PUT", withConfirm(`/api/salon-extraordinary-days/${id}`, confirm), ExtraordinaryDayResponseSchema, input);
export const deleteExtraordinaryDay = (id: number, confirm = false) =>
  api("DELETE", withConfirm(`/api/salon-extraordinary-days/${id}`, confirm), MessageSchema);
