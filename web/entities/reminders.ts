import * as v from "valibot";
import { MessageSchema } from "../../src/domain/schemas/common";
import { ReminderCheckReportSchema, ReminderResponseSchema, type ReminderInput } from "../../src/domain/schemas/reminders";
import { api, apiGet } from "../lib/api";
import { queryAtom } from "../lib/query";

/** Every write of a reminder, and every message sent for one, publishes this topic. */
export const REMINDERS_TOPIC = "reminders";

/** Every reminder with its names and last message (names come from clients, services, stylists). */
export const remindersAtom = queryAtom([REMINDERS_TOPIC, "clients", "services", "stylists"], () =>
  apiGet("/api/recurring-reminders", v.array(ReminderResponseSchema)),
);

export const createReminder = (input: ReminderInput) => api("POST", "/api/recurring-reminders", ReminderResponseSchema, input);
export const updateReminder = (id: number, input: ReminderInput) =>
  api("PUT", `/api/recurring-reminders/${id}`, ReminderResponseSchema, input);
export const deleteReminder = (id: number) => api("DELETE", `/api/recurring-reminders/${id}`, MessageSchema);
/** 'Test Servizio': the server runs the reminder check now and logs what it did. */
export const triggerReminderCheck = () => api("POST", "/api/recurring-reminders/service/trigger", ReminderCheckReportSchema);
