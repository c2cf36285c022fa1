import * as v from "valibot";
import { ArchivedSchema } from "../../src/domain/schemas/common";
import { ServiceResponseSchema, type ServiceBody } from "../../src/domain/schemas/services";
import { api, apiGet } from "../lib/api";
import { queryAtom } from "../lib/query";

/** Every write of a service publishes this topic; the atoms below follow it. */
export const SERVICES_TOPIC = "services";

/** The active services (archived ones leave lists and pickers), by name. */
export const servicesAtom = queryAtom([SERVICES_TOPIC], () => apiGet("/api/services", v.array(ServiceResponseSchema)));

export const createService = (input: ServiceBody) => api("POST", "/api/services", ServiceResponseSchema, input);
export const updateService = (id: number, input: ServiceBody) => api("PUT", `/api/services/${id}`, ServiceResponseSchema, input);
export const deleteService = (id: number) => api("DELETE", `/api/services/${id}`, ArchivedSchema);
