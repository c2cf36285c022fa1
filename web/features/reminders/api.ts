import type { ReminderInput, ReminderView } from "../../../src/domain/schemas/reminders";
import { api, apiGet } from "../../lib/api";
import { queryAtom } from "../../lib/query";

export type { ReminderInput, ReminderView };

// The three lists the form's selects need. Other features own these endpoints; this screen only
// reads them, through its own atoms (features never import each other).
export type ClientOption = { id: number; firstName: string; lastName: string };
export type NamedOption = { id: number; name: string };

export const remindersAtom = queryAtom(["reminders", "clients", "services", "stylists"], () => apiGet<ReminderView[]>("/api/recurring-reminders"));
export const reminderClientsAtom = queryAtom(["clients"], () => apiGet<ClientOption[]>("/api/clients"));
export const reminderServicesAtom = queryAtom(["services"], () => apiGet<NamedOption[]>("/api/services"));
export const reminderStylistsAtom = queryAtom(["stylists"], () => apiGet<NamedOption[]>("/api/stylists"));

export const createReminder = (input: ReminderInput) => api<ReminderView>("POST", "/api/recurring-reminders", input);
export const updateReminder = (id: number, input: ReminderInput) =>
  api<ReminderView>("PUT", `/api/recurring-reminders/${id}`, input);
export const deleteReminder = (id: number) => api("DELETE", `/api/recurring-reminders/${id}`);
/** 'Test Servizio': the server runs the reminder check now and logs what it did. */
export const triggerReminderCheck = () => api("POST", "/api/recurring-reminders/service/trigger");
