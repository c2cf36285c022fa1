import { ClientDetailSchema, type ClientInput } from "../../src/domain/schemas/clients";
import type { ConsentInput } from "../../src/domain/schemas/client-file";
import { PrivacyDueSchema, PrivacySettingsResponseSchema, type PrivacySettingsInput } from "../../src/domain/schemas/privacy";
import { api, apiGet } from "../lib/api";
import { atomsByRecentKey, queryAtom } from "../lib/query";
import { CLIENTS_TOPIC } from "./clients";

/** Her whole file: the list's row, birthday, codice fiscale, address, health data and consents. */
export const fetchClientFile = (id: number) => apiGet(`/api/clients/${id}`, ClientDetailSchema);
export const clientFileAtom = atomsByRecentKey((id: number) => queryAtom([CLIENTS_TOPIC], () => fetchClientFile(id)));

/** One consent given or withdrawn; the answer is her file as it now stands. */
export const recordConsent = (id: number, input: Omit<ConsentInput, "channel"> & { channel?: ConsentInput["channel"] }) =>
  api("POST", `/api/clients/${id}/consents`, ClientDetailSchema, input);
/** A save of her file's fields (the PUT also carries the list's fields, unchanged). */
export const saveClientFile = (id: number, input: ClientInput) => api("PUT", `/api/clients/${id}`, ClientDetailSchema, input);

/** Her export (owner): the JSON download and the printable page. */
export const exportUrl = (id: number) => `/api/clients/${id}/export`;
export const exportPageUrl = (id: number) => `/api/clients/${id}/export.html`;
/** The privacy notice as clients read it, and with the signature block for the desk. */
export const NOTICE_URL = "/prenota/informativa";
export const NOTICE_PRINT_URL = "/prenota/informativa?stampa=1";

export const privacySettingsAtom = queryAtom(["settings"], () => apiGet("/api/settings/privacy", PrivacySettingsResponseSchema));
export const savePrivacySettings = (input: PrivacySettingsInput) => api("PUT", "/api/settings/privacy", PrivacySettingsResponseSchema, input);

/** The owner's lists: clients due for erasure, clients whose marketing consent has lapsed. */
export const erasureDueAtom = queryAtom([CLIENTS_TOPIC, "settings", "appointments"], () => apiGet("/api/privacy/erasure-due", PrivacyDueSchema));
export const marketingLapsedAtom = queryAtom([CLIENTS_TOPIC, "appointments"], () => apiGet("/api/privacy/marketing-lapsed", PrivacyDueSchema));
