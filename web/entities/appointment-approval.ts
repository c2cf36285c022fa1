import { AppointmentResponseSchema } from "../../src/domain/schemas/appointments";
import { api } from "../lib/api";

/**
 * Approves an online booking waiting for the salon ("Da approvare"): it becomes "Confermato", and
 * the server tells the client. `version` is the one the screen shows, so a stale screen is refused.
 */
export const approveAppointment = (id: number, version: number) =>
  api("PUT", `/api/appointments/${id}/status`, AppointmentResponseSchema, { status: "confirmed", version });
