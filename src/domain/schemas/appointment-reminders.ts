import * as v from "valibot";
import { normalizeTime } from "../time";
import { ReminderLastMessageSchema } from "./reminders";

export const LEAD_HOURS_MIN = 2;
export const LEAD_HOURS_MAX = 72;

export const ENABLED_INVALID = "Indica se i promemoria sono attivi";
export const LEAD_HOURS_INVALID = `L'anticipo deve essere un numero intero di ore tra ${LEAD_HOURS_MIN} e ${LEAD_HOURS_MAX}`;
export const TEMPLATE_INVALID = "Nome del modello non valido: solo lettere minuscole, cifre e _ (come su Meta)";
export const LANGUAGE_INVALID = "Codice lingua non valido (es. it, en_US)";
export const QUIET_TIME_INVALID = "Orario non valido (HH:mm)";
export const QUIET_BOTH = "Indica sia l'inizio sia la fine delle ore di silenzio, oppure nessuna delle due";
export const QUIET_SAME = "Inizio e fine delle ore di silenzio devono essere diversi";

/** The defaults: the names are those docs/whatsapp.md asks the salon to create at Meta. */
export const APPOINTMENT_REMINDER_DEFAULTS = {
  enabled: true,
  leadHours: 24,
  template: "promemoria_appuntamento",
  language: "it",
  quietStart: "21:00",
  quietEnd: "08:00",
  cancellationTemplate: "appuntamento_annullato",
  confirmationTemplate: "prenotazione_ricevuta",
  approvalTemplate: "prenotazione_approvata",
} as const;

// Meta's template names: lowercase letters, digits and underscores, at most 512 characters.
const templateName = v.pipe(v.optional(v.unknown(), ""), v.string(TEMPLATE_INVALID), v.trim(), v.regex(/^[a-z0-9_]{1,512}$/, TEMPLATE_INVALID));

/** "HH:mm" or null ("HH:mm:ss" is accepted and trimmed). */
const quietTime = v.pipe(
  v.optional(v.unknown(), null),
  v.nullable(v.string(QUIET_TIME_INVALID)),
  v.transform((s) => (s === null || s.trim() === "" ? null : s.trim())),
  v.check((s) => s === null || normalizeTime(s) !== null, QUIET_TIME_INVALID),
  v.transform((s) => (s === null ? null : normalizeTime(s))),
);

/**
 * PUT /api/settings/appointment-reminders: every field, as the card sends them. Quiet hours are
 * both set (a window on the salon's wall clock, across midnight when the start is later) or both null.
 */
export const AppointmentReminderSettingsSchema = v.pipe(
  v.object({
    // A missing key gets the field's message, like a wrong value.
    enabled: v.pipe(v.optional(v.unknown(), null), v.boolean(ENABLED_INVALID)),
    leadHours: v.pipe(
      v.optional(v.unknown(), null),
      v.number(LEAD_HOURS_INVALID),
      v.integer(LEAD_HOURS_INVALID),
      v.minValue(LEAD_HOURS_MIN, LEAD_HOURS_INVALID),
      v.maxValue(LEAD_HOURS_MAX, LEAD_HOURS_INVALID),
    ),
    template: templateName,
    language: v.pipe(v.optional(v.unknown(), ""), v.string(LANGUAGE_INVALID), v.trim(), v.regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, LANGUAGE_INVALID)),
    quietStart: quietTime,
    quietEnd: quietTime,
    cancellationTemplate: templateName,
    confirmationTemplate: templateName,
    approvalTemplate: templateName,
  }),
  v.forward(
    v.partialCheck([["quietStart"], ["quietEnd"]], (s) => (s.quietStart === null) === (s.quietEnd === null), QUIET_BOTH),
    ["quietEnd"],
  ),
  v.forward(
    v.partialCheck([["quietStart"], ["quietEnd"]], (s) => s.quietStart === null || s.quietStart !== s.quietEnd, QUIET_SAME),
    ["quietEnd"],
  ),
);
export type AppointmentReminderSettings = v.InferOutput<typeof AppointmentReminderSettingsSchema>;

/** The GET and PUT answer: the saved settings, or the defaults before any save. */
export const AppointmentReminderSettingsResponseSchema = v.object({
  enabled: v.boolean(),
  leadHours: v.number(),
  template: v.string(),
  language: v.string(),
  quietStart: v.nullable(v.string()),
  quietEnd: v.nullable(v.string()),
  cancellationTemplate: v.string(),
  confirmationTemplate: v.string(),
  approvalTemplate: v.string(),
});

export const APPOINTMENT_MESSAGE_KINDS = ["reminder", "cancellation", "confirmation", "approval"] as const;
export type AppointmentMessageKind = (typeof APPOINTMENT_MESSAGE_KINDS)[number];

/**
 * One WhatsApp message about an appointment (GET /api/appointments/:id/messages), oldest first:
 * the same send state as a recurring reminder's last message, plus what it was about.
 */
export const AppointmentMessageSchema = v.object({
  id: v.number(),
  kind: v.picklist(APPOINTMENT_MESSAGE_KINDS),
  /** The appointment's "YYYY-MM-DD HH:mm" the message was about (an older one after a move). */
  slot: v.string(),
  ...v.omit(ReminderLastMessageSchema, ["occurrenceDate"]).entries,
  createdAt: v.string(),
});
export type AppointmentMessage = v.InferOutput<typeof AppointmentMessageSchema>;
export const AppointmentMessagesSchema = v.array(AppointmentMessageSchema);

/** POST /api/appointment-reminders/trigger answers like the recurring reminders' trigger. */
export { ReminderCheckReportSchema as AppointmentMessagesReportSchema, type ReminderCheckReport as AppointmentMessagesReport } from "./reminders";
