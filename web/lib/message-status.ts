import type { MessageStatus } from "../../src/domain/reminder-messages";

/** An instant shown on the salon's screen: "12/03 10:00" in the device's zone (the salon's). */
function formatShortInstant(iso: string, timeZone?: string): string {
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

export type SendTone = "green" | "neutral" | "yellow" | "red" | "grey";

/** The text colour of a message's status line, by its tone. */
export const SEND_TONE_TEXT: Record<SendTone, string> = {
  green: "text-emerald-800 dark:text-emerald-300",
  neutral: "text-stone-700 dark:text-stone-300",
  yellow: "text-amber-800 dark:text-amber-300",
  red: "text-red-700 dark:text-red-400",
  grey: "text-stone-600 dark:text-stone-400",
};

type SentMessage = {
  status: MessageStatus;
  sentAt: string | null;
  updatedAt: string;
  attempts: number;
  nextAttemptAt: string | null;
  errorCode: string | null;
  errorMessage: string | null;
};

/**
 * Where a WhatsApp message stands, as a recurring reminder's row and an appointment's log show it:
 * 'Inviato 12/03 10:00 · letto', 'Non inviato: numero non su WhatsApp'. `unknownWhen` names the
 * message in the 'Esito sconosciuto' line ("(12/03)").
 */
export function sendStatusText(m: SentMessage, timeZone?: string, unknownWhen = ""): { text: string; tone: SendTone } {
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
        ? { text: `Nuovo tentativo alle ${formatShortInstant(m.nextAttemptAt, timeZone).slice(-5)}: ${m.errorMessage ?? "WhatsApp non disponibile"}`, tone: "yellow" }
        : { text: "In coda per l'invio", tone: "yellow" };
    case "failed":
      if (m.errorCode === "unknown_outcome") {
        return { text: `Esito sconosciuto${unknownWhen ? ` (${unknownWhen})` : ""}: non ritentato per non inviarlo due volte`, tone: "yellow" };
      }
      return { text: `Non inviato: ${m.errorMessage ?? "errore sconosciuto"}`, tone: "red" };
  }
}
