import { QuickServicesResponseSchema, type QuickServicesInput } from "../../src/domain/schemas/quick-services";
import { api, apiGet } from "../lib/api";
import { queryAtom } from "../lib/query";

/** The booking dialog's quick-service buttons; saved with the services topic, so they follow the list. */
export const quickServicesAtom = queryAtom(["services"], () => apiGet("/api/settings/quick-services", QuickServicesResponseSchema));

export const saveQuickServices = (input: QuickServicesInput) => api("PUT", "/api/settings/quick-services", QuickServicesResponseSchema, input);
