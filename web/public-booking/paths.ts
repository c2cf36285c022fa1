/**
 * The public pages keep every choice in the URL, so each step is an ordinary link and the page
 * needs no JavaScript: /prenota?servizio=3,7&stilista=qualsiasi&giorno=2026-11-24&ora=10:00.
 * `servizio` lists the chosen services in the order they follow each other (one id is the
 * single-service link of old). The token of a booking lives only in its manage link.
 */
export const BOOKING_PATH = "/prenota";
export const managePath = (token: string) => `${BOOKING_PATH}/gestisci/${encodeURIComponent(token)}`;
export const cancelPath = (token: string) => `${managePath(token)}/annulla`;

/** "Nessuna preferenza" in the URL. */
export const ANY_STYLIST = "qualsiasi";

/** At most this many services in one online booking (colour, cut and blow-dry is the longest visit asked for). */
export const MAX_ONLINE_SERVICES = 3;

/** The choices made so far; each one is present only when the ones before it are. */
export type Choice = {
  /** In the order chosen; empty or absent = none yet. */
  serviceIds?: readonly number[];
  /** Back on the service step to add one more service to `serviceIds`. */
  adding?: boolean;
  /** null = "Nessuna preferenza". */
  stylistId?: number | null;
  /** The first day of the days shown (31 at a time). */
  from?: string;
  date?: string;
  startTime?: string;
};

/** "3,7": the services as the form's hidden field and the link carry them. */
export const serviceList = (ids: readonly number[]) => ids.join(",");

/** The link to the step after `choice`; the day list's `from` is kept only while choosing a day. */
export function stepHref(choice: Choice): string {
  const query = new URLSearchParams();
  if (choice.serviceIds?.length) query.set("servizio", serviceList(choice.serviceIds));
  if (choice.adding) query.set("aggiungi", "1");
  if (choice.stylistId !== undefined) query.set("stilista", choice.stylistId === null ? ANY_STYLIST : String(choice.stylistId));
  if (choice.date !== undefined) query.set("giorno", choice.date);
  else if (choice.from !== undefined) query.set("da", choice.from);
  if (choice.startTime !== undefined) query.set("ora", choice.startTime);
  const text = query.toString().replaceAll("%3A", ":").replaceAll("%2C", ",");
  return text ? `${BOOKING_PATH}?${text}` : BOOKING_PATH;
}
