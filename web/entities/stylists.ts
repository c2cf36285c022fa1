import * as v from "valibot";
import { ArchivedSchema } from "../../src/domain/schemas/common";
import { StylistResponseSchema, type StylistInput } from "../../src/domain/schemas/stylists";
import { api, apiGet } from "../lib/api";
import { queryAtom } from "../lib/query";

/** Every write of a stylist publishes this topic; the atoms below follow it. */
export const STYLISTS_TOPIC = "stylists";

/** The active stylists (archived ones leave lists and pickers), by name. */
export const stylistsAtom = queryAtom([STYLISTS_TOPIC], () => apiGet("/api/stylists", v.array(StylistResponseSchema)));

export const createStylist = (input: StylistInput) => api("POST", "/api/stylists", StylistResponseSchema, input);
export const updateStylist = (id: number, input: StylistInput) => api("PUT", `/api/stylists/${id}`, StylistResponseSchema, input);
/** Refused (409, with futureAppointments) while the stylist still has appointments to come. */
export const deleteStylist = (id: number) => api("DELETE", `/api/stylists/${id}`, ArchivedSchema);
