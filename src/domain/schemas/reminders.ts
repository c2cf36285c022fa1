import * as v from "valibot";
import { MESSAGE_STATUSES } from "../reminder-messages";
import { REMINDER_FREQUENCIES } from "../reminders";
import { normalizeTime } from "../time";

/** The messages under the three required selects. */
export const CLIENT_REQUIRED = "Seleziona un cliente";
export const SERVICE_REQUIRED = "Seleziona un servizio";
export const STYLIST_REQUIRED = "Seleziona un parrucchiere";
export const FREQUENCY_INVALID = "Scegli una frequenza: settimanale, ogni 2 settimane o mensile";
export const DAY_OF_WEEK_REQUIRED = "Scegli il giorno della settimana";
export const DAY_OF_MONTH_INVALID = "Il giorno del mese deve essere tra 1 e 31";
export const DAY_OF_WEEK_ONLY_WEEKLY = "Il giorno della settimana vale solo per i promemoria settimanali";
export const DAY_OF_MONTH_ONLY_MONTHLY = "Il giorno del mese vale solo per i promemoria mensili";
export const TIME_INVALID = "Orario non valido (HH:mm)";


/** A select's id: missing, null, 0, "" and non-numbers all give the select's message. */
const requiredId = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.unknown()), null),
    v.transform((value) => (typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value)),
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(Number.MAX_SAFE_INTEGER, message),
  );

/** null/missing stays null; otherwise an integer in range (a numeric string from a form is accepted). */
const optionalInt = (min: number, max: number, message: string) =>
  v.pipe(
    v.optional(v.nullable(v.unknown()), null),
    v.transform((value) => (value === "" ? null : typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value)),
    v.nullable(v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message))),
  );

/** "HH:mm" (a stored "HH:mm:ss" is accepted and trimmed), or null: the reminder then goes at 10:00. */
const preferredTime = v.pipe(
  v.optional(v.nullable(v.string(TIME_INVALID)), null),
  v.transform((s) => (s === null || s.trim() === "" ? null : s.trim())),
  v.check((s) => s === null || normalizeTime(s) !== null, TIME_INVALID),
  v.transform((s) => (s === null ? null : normalizeTime(s))),
);

/**
 * Body of POST and PUT /api/recurring-reminders. nextReminderDate is not part of
 * it: the server computes it, whatever a client sends.
 */
export const ReminderSchema = v.pipe(
  v.object({
    clientId: requiredId(CLIENT_REQUIRED),
    serviceId: requiredId(SERVICE_REQUIRED),
    stylistId: requiredId(STYLIST_REQUIRED),
    frequency: v.pipe(v.optional(v.unknown(), null), v.picklist(REMINDER_FREQUENCIES, FREQUENCY_INVALID)),
    dayOfWeek: optionalInt(0, 6, DAY_OF_WEEK_REQUIRED),
    dayOfMonth: optionalInt(1, 31, DAY_OF_MONTH_INVALID),
    preferredTime,
    isActive: v.optional(v.boolean("isActive deve essere vero o falso"), true),
  }),
  // partialCheck runs as soon as frequency and the day are valid, so a form learns about a missing
  // weekday even while the client select is still empty.
  v.forward(
    v.partialCheck([["frequency"], ["dayOfWeek"]], (r) => r.frequency === "monthly" || r.dayOfWeek !== null, DAY_OF_WEEK_REQUIRED),
    ["dayOfWeek"],
  ),
  v.forward(
    v.partialCheck([["frequency"], ["dayOfWeek"]], (r) => r.frequency !== "monthly" || r.dayOfWeek === null, DAY_OF_WEEK_ONLY_WEEKLY),
    ["dayOfWeek"],
  ),
  v.forward(
    v.partialCheck([["frequency"], ["dayOfMonth"]], (r) => r.frequency !== "monthly" || r.dayOfMonth !== null, DAY_OF_MONTH_INVALID),
    ["dayOfMonth"],
  ),
  v.forward(
    v.partialCheck([["frequency"], ["dayOfMonth"]], (r) => r.frequency === "monthly" || r.dayOfMonth === null, DAY_OF_MONTH_ONLY_MONTHLY),
    ["dayOfMonth"],
  ),
);
export type ReminderInput = v.InferOutput<typeof ReminderSchema>;
export type ReminderFrequency = ReminderInput["frequency"];

/** The last message of a reminder, as the list shows it ('Inviato 12/03 10:00 · letto'). */
export const ReminderLastMessageSchema = v.object({
  occurrenceDate: v.string(),
  status: v.picklist(MESSAGE_STATUSES),
  /** UTC ISO instants. */
  sentAt: v.nullable(v.string()),
  deliveredAt: v.nullable(v.string()),
  readAt: v.nullable(v.string()),
  errorCode: v.nullable(v.string()),
  /** Italian reason for a failure or for the last temporary error of a queued message. */
  errorMessage: v.nullable(v.string()),
  attempts: v.number(),
  nextAttemptAt: v.nullable(v.string()),
  updatedAt: v.string(),
});
export type ReminderLastMessage = v.InferOutput<typeof ReminderLastMessageSchema>;

/** A reminder as GET /api/recurring-reminders, POST and PUT answer it, with its names and its last send. */
export const ReminderResponseSchema = v.object({
  id: v.number(),
  clientId: v.number(),
  serviceId: v.number(),
  stylistId: v.number(),
  frequency: v.picklist(REMINDER_FREQUENCIES),
  dayOfWeek: v.nullable(v.number()),
  dayOfMonth: v.nullable(v.number()),
  preferredTime: v.nullable(v.string()),
  isActive: v.boolean(),
  nextReminderDate: v.string(),
  /** whatsappConsent false: the reminder is never sent (the list says so beside it). */
  client: v.object({ firstName: v.string(), lastName: v.string(), whatsappConsent: v.boolean() }),
  service: v.object({ name: v.string() }),
  stylist: v.object({ name: v.string() }),
  lastMessage: v.nullable(ReminderLastMessageSchema),
});
export type ReminderView = v.InferOutput<typeof ReminderResponseSchema>;

/** POST /api/recurring-reminders/service/trigger: what one run of the reminder check did. */
export const ReminderCheckReportSchema = v.object({
  message: v.string(),
  /** Reminders whose occurrence was written to the message log in this run. */
  queued: v.number(),
  sent: v.number(),
  /** Temporary failures, back in the queue with a later attempt time. */
  retrying: v.number(),
  failed: v.number(),
  /** Not sent because WhatsApp is not configured (logged instead). */
  notConfigured: v.number(),
  /** Rows found abandoned in 'sending' and closed as 'esito sconosciuto'. */
  abandoned: v.number(),
});
export type ReminderCheckReport = v.InferOutput<typeof ReminderCheckReportSchema>;
