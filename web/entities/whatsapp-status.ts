import { WhatsappStatusSchema } from "../../src/domain/schemas/whatsapp-status";
import { apiGet } from "../lib/api";
import { queryAtom } from "../lib/query";

/**
 * The variables only change with a restart, so there is no topic to follow: the status is read
 * when a screen opens (no 30 s refresh; nothing polls).
 */
export const whatsappStatusAtom = queryAtom([], () => apiGet("/api/whatsapp/status", WhatsappStatusSchema));
