import type { CalendarItem } from "../../entities/appointments";

/** True when the client has written on WhatsApp and no one at the desk has read it yet. */
export const hasUnreadMessage = (a: CalendarItem) => "clientMessage" in a && a.clientMessage !== null && !a.clientMessage.seen;

/** The calendar block's flag for an unread client message (the text is in the details dialog). */
export function ClientMessageMarker({ appointment }: { appointment: CalendarItem }) {
  if (!hasUnreadMessage(appointment)) return null;
  return (
    <span
      className="shrink-0 rounded-sm bg-sky-700 px-1 text-[10px] font-semibold leading-snug text-white dark:bg-sky-500 dark:text-stone-950"
      title="Nuovo messaggio dal cliente"
      aria-label="Nuovo messaggio dal cliente"
      data-client-message
    >
      <span aria-hidden="true">✉</span>
    </span>
  );
}
