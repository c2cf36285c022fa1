import {
  SalonInfoResponseSchema,
  SetupChecklistSchema,
  WhatsappSettingsSchema,
  WhatsappTestResultSchema,
  type SalonInfoInput,
  type WhatsappCredentialsInput,
  type WhatsappTestInput,
} from "../../src/domain/schemas/salon-settings";
import { api, apiGet } from "../lib/api";
import { queryAtom } from "../lib/query";

/** Informazioni Salone: every role reads it, the owner saves it (the "settings" topic follows the save). */
export const salonInfoAtom = queryAtom(["settings"], () => apiGet("/api/settings/salon", SalonInfoResponseSchema));
export const saveSalonInfo = (input: SalonInfoInput) => api("PUT", "/api/settings/salon", SalonInfoResponseSchema, input);

/** Whether each WhatsApp credential is set and where from; the values never come back. */
export const whatsappSettingsAtom = queryAtom(["settings"], () => apiGet("/api/settings/whatsapp", WhatsappSettingsSchema));
export const saveWhatsappCredentials = (input: WhatsappCredentialsInput) => api("PUT", "/api/settings/whatsapp", WhatsappSettingsSchema, input);
export const sendWhatsappTest = (input: WhatsappTestInput) => api("POST", "/api/settings/whatsapp/test", WhatsappTestResultSchema, input);

/** The owner's set-up checklist: each step follows the topic of the data it counts. */
export const setupChecklistAtom = queryAtom(["settings", "services", "stylists", "opening-hours"], () =>
  apiGet("/api/settings/setup", SetupChecklistSchema),
);
export const hideSetupChecklist = (hidden: boolean) => api("PUT", "/api/settings/setup", SetupChecklistSchema, { hidden });
