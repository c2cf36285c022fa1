import type { ReminderFrequency, ReminderLastMessage, ReminderView } from "../../../src/domain/schemas/reminders";
import { numericDate } from "../../lib/format";

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

export const clientName = (r: Pick<ReminderView, "client">) => `${r.client.firstName} ${r.client.lastName}`.trim();

/** "Ogni venerdì", "Venerdì, una settimana sì e una no", "Il giorno 31 del mese". */
export function scheduleText(r: Pick<ReminderView, "frequency" | "dayOfWeek" | "dayOfMonth">): string {
  if (r.frequency === "monthly") return r.dayOfMonth === null ? "Ogni mese" : `Giorno ${r.dayOfMonth} del mese`;
  const day = r.dayOfWeek === null ? "" : weekdayLabel(r.dayOfWeek);
  return day || "Giorno non indicato";
}

/** An instant shown on the salon's screen: "12/03 10:00" in the device's zone (the salon's). */
export function formatShortInstant(iso: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat("it-IT", {
    day: "2-digit",
    month: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(new Date(iso));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("day")}/${get("month")} ${get("hour")}:${get("minute")}`;
}

function formatTime(iso: string, timeZone?: string): string {
  return formatShortInstant(iso, timeZone).slice(-5);
}

export type SendTone = "green" | "neutral" | "yellow" | "red" | "grey";

/** The reminder row's last send: 'Inviato 12/03 10:00 · letto', 'Non inviato: numero non su WhatsApp'. */
export function lastSendText(m: ReminderLastMessage | null, timeZone?: string): { text: string; tone: SendTone } {
  if (!m) return { text: "Nessun invio ancora", tone: "grey" };
  const when = formatShortInstant(m.sentAt ?? m.updatedAt, timeZone);
  switch (m.status) {
    case "sent":
      return { text: `Inviato ${when}`, tone: "neutral" };
    case "delivered":
      return { text: `Inviato ${when} · consegnato`, tone: "green" };
    case "read":
      return { text: `Inviato ${when} · letto`, tone: "green" };
    case "sending":
      return { text: "Invio in corso…", tone: "yellow" };
    case "queued":
      return m.attempts > 0 && m.nextAttemptAt
        ? { text: `Nuovo tentativo alle ${formatTime(m.nextAttemptAt, timeZone)}: ${m.errorMessage ?? "WhatsApp non disponibile"}`, tone: "yellow" }
        : { text: "In coda per l'invio", tone: "yellow" };
    case "failed":
      if (m.errorCode === "unknown_outcome") {
        return { text: `Esito sconosciuto (${numericDate(m.occurrenceDate).slice(0, 5)}): non ritentato per non inviarlo due volte`, tone: "yellow" };
      }
      return { text: `Non inviato: ${m.errorMessage ?? "errore sconosciuto"}`, tone: "red" };
  }
}
