import * as v from "valibot";
import {
  FiscalAgentCreatedSchema,
  FiscalAgentSchema,
  FiscalPrinterSettingsSchema,
  FiscalStateSchema,
  PrinterStatusSchema,
  type FiscalPrinterSettings,
} from "../../src/domain/schemas/fiscal";
import { MessageSchema } from "../../src/domain/schemas/common";
import { api, apiGet } from "../lib/api";
import { queryAtom } from "../lib/query";

/** The RT's settings (owner); saved settings and agents publish the "settings" topic. */
export const fiscalPrinterSettingsAtom = queryAtom(["settings"], () => apiGet("/api/settings/fiscal-printer", FiscalPrinterSettingsSchema));
export const saveFiscalPrinterSettings = (input: FiscalPrinterSettings) => api("PUT", "/api/settings/fiscal-printer", FiscalPrinterSettingsSchema, input);
/** "Stampa di prova": a non-fiscal page; 409 with the printer's reason when it did not print. */
export const fiscalTestPrint = () => api("POST", "/api/settings/fiscal-printer/test", MessageSchema);
/** "Leggi stato". */
export const fiscalPrinterStatus = () => apiGet("/api/settings/fiscal-printer/status", PrinterStatusSchema);

/** The printer agents with their last contact; never their tokens. */
export const fiscalAgentsAtom = queryAtom(["settings"], () => apiGet("/api/fiscal-agents", v.array(FiscalAgentSchema)));
/** The token comes back only in this answer. */
export const createFiscalAgent = (name: string) => api("POST", "/api/fiscal-agents", FiscalAgentCreatedSchema, { name });
export const deleteFiscalAgent = (id: number) => api("DELETE", `/api/fiscal-agents/${id}`, FiscalAgentSchema);

/** "Riprova" / "Stampa" on a document: queues (or re-queues at once) its print. */
export const retryFiscalPrint = (saleId: number) => api("POST", `/api/sales/${saleId}/fiscal/retry`, FiscalStateSchema);
