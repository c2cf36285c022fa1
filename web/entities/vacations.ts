import * as v from "valibot";
import { MessageSchema } from "../../src/domain/schemas/common";
import { VacationResponseSchema, type VacationInput } from "../../src/domain/schemas/vacations";
import { api, apiGet, ResponseShapeError, withConfirm } from "../lib/api";
import { queryAtom } from "../lib/query";

/** Every write of a vacation publishes this topic, with its days. */
export const VACATIONS_TOPIC = "vacations";

/** Every vacation, earliest first, with its stylist's name (hence the stylists topic too). */
export const vacationsAtom = queryAtom([VACATIONS_TOPIC, "stylists"], () =>
  apiGet("/api/stylists/vacations", v.array(VacationResponseSchema)).catch((error) => {
    if (error instanceof ResponseShapeError) throw error;
    throw new Error("Failed to fetch vacations");
  }),
);

export const createVacation = (input: VacationInput, confirm = false) =>
  api("POST", withConfirm("/api/stylists/vacations", confirm), VacationResponseSchema, input);
export const deleteVacation = (id: number) => api("DELETE", `/api/stylists/vacations/${id}`, MessageSchema);
