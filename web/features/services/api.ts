import type { Service, ServiceInput } from "../../../src/domain/schemas/services";
import { api, apiGet } from "../../lib/api";
import { queryAtom } from "../../lib/query";

export type { Service, ServiceInput };

export const servicesAtom = queryAtom(["services"], () => apiGet<Service[]>("/api/services"));

export const createService = (input: ServiceInput) => api<Service>("POST", "/api/services", input);
export const updateService = (id: number, input: ServiceInput) => api<Service>("PUT", `/api/services/${id}`, input);
export const deleteService = (id: number) => api<{ id: number; archived: boolean }>("DELETE", `/api/services/${id}`);
