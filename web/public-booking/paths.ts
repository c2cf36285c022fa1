/**
 * The public pages keep every choice in the URL, so each step is an ordinary link and the page
 * needs no JavaScript: /prenota?servizio=3&stilista=qualsiasi&giorno=2026-11-24&ora=10:00.
 * The token of a booking lives only in its manage link.
 */
export const BOOKING_PATH = "/prenota";
export const managePath = (token: string) => `${BOOKING_PATH}/gestisci/${encodeURIComponent(token)}`;
export const cancelPath = (token: string) => `${managePath(token)}/annulla`;

/** "Nessuna preferenza" in the URL. */
export const ANY_STYLIST = "qualsiasi";

/** The choices made so far; each one is present only when the ones before it are. */
export type Choice = {
  serviceId?: number;
  /** null = "Nessuna preferenza". */
  stylistId?: number | null;
  /** The first day of the days shown (31 at a time). */
  from?: string;
  date?: string;
  startTime?: string;
};

/** The link to the step after `choice`; the day list's `from` is kept only while choosing a day. */
export function stepHref(choice: Choice): string {
  const query = new URLSearchParams();
  if (choice.serviceId !== undefined) query.set("servizio", String(choice.serviceId));
  if (choice.stylistId !== undefined) query.set("stilista", choice.stylistId === null ? ANY_STYLIST : String(choice.stylistId));
  if (choice.date !== undefined) query.set("giorno", choice.date);
  else if (choice.from !== undefined) query.set("da", choice.from);
  if (choice.startTime !== undefined) query.set("ora", choice.startTime);
  const text = query.toString().replaceAll("%3A", ":");
  return text ? `${BOOKING_PATH}?${text}` : BOOKING_PATH;
}
