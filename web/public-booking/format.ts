// How the booking page writes days, times, prices and durations, the Italian way.
import { formatCents } from "../../src/domain/money";
import { formatDuration } from "../../src/domain/time";

/** "45 min · 35,00 €"; a narrow phone breaks the line only at a "·", never inside "2 h 15 min". */
export const durationAndPrice = (duration: number, price: number) => `${formatDuration(duration).replaceAll(" ", "\u00a0")} · ${formatCents(price)}`;

/** "09:30:00" or "09:30" -> "09:30". */
export const hhmm = (time: string) => time.slice(0, 5);

/** "Colore", "Colore e Taglio", "Colore, Taglio e Piega". */
export { italianList as namesList } from "../../src/domain/names";

/** The visit's services one after the other: their durations and prices added up. */
export const visitTotals = (services: readonly { duration: number; price: number }[]) => ({
  duration: services.reduce((sum, s) => sum + s.duration, 0),
  price: services.reduce((sum, s) => sum + s.price, 0),
});
