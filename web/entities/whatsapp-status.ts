import { WhatsappStatusSchema } from "../../src/domain/schemas/whatsapp-status";
import { apiGet } from "../lib/api";
import { queryAtom } from "../lib/query";

/**
 * Follows the "settings" topic: the owner's credentials saved in Impostazioni change it at once
 * (the environment variables only with a restart). Nothing polls.
 */
export const whatsappStatusAtom = queryAtom(["settings"], () => apiGet("/api/whatsapp/status", WhatsappStatusSchema));
