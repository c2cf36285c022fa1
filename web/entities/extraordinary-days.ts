import * as v from "valibot";
import { MessageSchema } from "../../src/domain/schemas/common";
import { ExtraordinaryDayResponseSchema, type ExtraordinaryDayInput } from "../../src/domain/schemas/extraordinary-days";
import { api, apiGet, ResponseShapeError } from "../lib/api";
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

export const createExtraordinaryDay = (input: ExtraordinaryDayInput) =>
  api("POST", "/api/salon-extraordinary-days", ExtraordinaryDayResponseSchema, input);
export const updateExtraordinaryDay = (id: number, input: ExtraordinaryDayInput) =>
  api("PUT", `/api/salon-extraordinary-days/${id}`, ExtraordinaryDayResponseSchema, input);
export const deleteExtraordinaryDay = (id: number) => api("DELETE", `/api/salon-extraordinary-days/${id}`, MessageSchema);
