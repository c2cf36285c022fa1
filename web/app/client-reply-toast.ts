import type { getDefaultStore } from "jotai";
import type { LiveEvent } from "../../src/domain/live-events";
import { getAppointment } from "../entities/appointments";
import { clientReplyToast } from "../lib/client-reply-text";
import { showToast } from "../ui/toast";

/** An appointments event written by a client herself: a WhatsApp tap or text, the public booking page. */
export const isClientEvent = (event: LiveEvent) => event.topic === "appointments" && event.actor?.kind === "client";

/**
 * "Anna Gallo ha confermato mar 24/11 10:00" / "… ha annullato …" / "Nuovo messaggio da Anna
 * Gallo": the appointment is read as it is now (the event names only its id). A deleted one, or
 * one whose news is neither, shows nothing.
 */
export function tellClientReply(event: LiveEvent, store: ReturnType<typeof getDefaultStore>): void {
  const id = event.ids[0];
  if (id === undefined) return;
  getAppointment(id).then(
    (a) => {
      const title = clientReplyToast(a, event.action);
      if (title) showToast({ title }, store);
    },
    () => {},
  );
}
