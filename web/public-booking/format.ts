// How the booking page writes days, times, prices and durations, the Italian way.
import { formatCents } from "../../src/domain/money";
import { formatDuration } from "../../src/domain/time";

/** "45 min · 35,00 €" */
export const durationAndPrice = (duration: number, price: number) => `${formatDuration(duration)} · ${formatCents(price)}`;

/** "09:30:00" or "09:30" -> "09:30". */
export const hhmm = (time: string) => time.slice(0, 5);
