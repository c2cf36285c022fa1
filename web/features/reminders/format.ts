import type { ReminderFrequency, ReminderLastMessage, ReminderView } from "../../../src/domain/schemas/reminders";
import { numericDate } from "../../lib/format";
import { sendStatusText, type SendTone } from "../../lib/message-status";
import { displayName } from "../../../src/domain/names";

/** How each frequency is named on screen. */
export const FREQUENCY_LABELS: Record<ReminderFrequency, string> = {
  weekly: "Settimanale",
  biweekly: "Ogni 2 settimane",
  monthly: "Mensile",
};

/** Monday first, as the weekday select; values are 0 = Sunday .. 6. */
export const WEEKDAYS = [
  { value: 1, label: "Lunedì" },
  { value: 2, label: "Martedì" },
  { value: 3, label: "Mercoledì" },
  { value: 4, label: "Giovedì" },
  { value: 5, label: "Venerdì" },
  { value: 6, label: "Sabato" },
  { value: 0, label: "Domenica" },
] as const;

export const weekdayLabel = (day: number) => WEEKDAYS.find((w) => w.value === day)?.label ?? "";

export const clientName = (r: Pick<ReminderView, "client">) => displayName(r.client);

/** "Ogni venerdì", "Venerdì, una settimana sì e una no", "Il giorno 31 del mese". */
export function scheduleText(r: Pick<ReminderView, "frequency" | "dayOfWeek" | "dayOfMonth">): string {
  if (r.frequency === "monthly") return r.dayOfMonth === null ? "Ogni mese" : `Giorno ${r.dayOfMonth} del mese`;
  const day = r.dayOfWeek === null ? "" : weekdayLabel(r.dayOfWeek);
  return day || "Giorno non indicato";
}

/** The reminder row's last send: 'Inviato 12/03 10:00 · letto', 'Non inviato: numero non su WhatsApp'. */
export function lastSendText(m: ReminderLastMessage | null, timeZone?: string): { text: string; tone: SendTone } {
  return m ? sendStatusText(m, timeZone, numericDate(m.occurrenceDate).slice(0, 5)) : { text: "Nessun invio ancora", tone: "grey" };
}
