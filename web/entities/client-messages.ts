import { MessageSchema } from "../../src/domain/schemas/common";
import { api } from "../lib/api";

/** "Segna come letto": the client's WhatsApp message on an appointment stops being flagged. */
export const markClientMessageSeen = (appointmentId: number) =>
  api("POST", `/api/appointments/${appointmentId}/client-message/seen`, MessageSchema);
