import {
  AppointmentMessagesReportSchema,
  AppointmentMessagesSchema,
  AppointmentReminderSettingsResponseSchema,
  type AppointmentReminderSettings,
} from "../../src/domain/schemas/appointment-reminders";
import { api, apiGet } from "../lib/api";
import { atomsByKey, queryAtom } from "../lib/query";

/**
 * The owner's reminder settings. No event announces a save (only the owner's card shows them), so
 * the card bumps the messages topic after saving to read them back.
 */
export const appointmentReminderSettingsAtom = queryAtom(["appointment-messages"], () =>
  apiGet("/api/settings/appointment-reminders", AppointmentReminderSettingsResponseSchema),
);

export const saveAppointmentReminderSettings = (input: AppointmentReminderSettings) =>
  api("PUT", "/api/settings/appointment-reminders", AppointmentReminderSettingsResponseSchema, input);

export const triggerAppointmentReminders = () => api("POST", "/api/appointment-reminders/trigger", AppointmentMessagesReportSchema);

/** One appointment's WhatsApp messages; every send and receipt announces itself on the topic. */
export const appointmentMessagesAtom = atomsByKey((appointmentId: number) =>
  queryAtom(["appointment-messages"], () => apiGet(`/api/appointments/${appointmentId}/messages`, AppointmentMessagesSchema)),
);
