import type { Appointment } from "../../src/domain/schemas/appointments";
import { shortDay } from "../../src/domain/italian-date";
import { displayName } from "../../src/domain/names";

type Shown = Pick<Appointment, "date" | "startTime" | "status" | "statusChangedAt" | "clientMessage" | "client"> & {
  source?: Appointment["source"];
};

/**
 * What a client just did herself (a WhatsApp answer, the public booking page), told to every
 * open screen: "Nuova prenotazione online: Anna Gallo mar 24/11 10:00", "Anna Gallo ha confermato
 * mar 24/11 10:00", "Anna Gallo ha annullato mar 24/11 10:00", or "Nuovo messaggio da Anna Gallo".
 * Read from the appointment as it is now: an unread message newer than the last status change
 * is the news; otherwise the status. Null when neither says anything (another status).
 */
export function clientReplyToast(a: Shown, action: "created" | "updated" | "deleted" = "updated"): string | null {
  const client = displayName(a.client);
  const booked = `${client} ${shortDay(a.date)} ${a.startTime.slice(0, 5)}`;
  // A booking the client made herself on the public page.
  if (action === "created" && a.source === "online") {
    return a.status === "pending" ? `Da approvare: prenotazione online di ${booked}` : `Nuova prenotazione online: ${booked}`;
  }
  const message = a.clientMessage;
  if (message && !message.seen && (a.statusChangedAt === null || message.at >= a.statusChangedAt)) return `Nuovo messaggio da ${client}`;
  const when = `${shortDay(a.date)} ${a.startTime.slice(0, 5)}`;
  if (a.status === "confirmed") return `${client} ha confermato ${when}`;
  if (a.status === "cancelled") return `${client} ha annullato ${when}`;
  return null;
}
