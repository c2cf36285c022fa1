// How the booking page writes days, times, prices and durations, the Italian way.
import { formatCents } from "../../src/domain/money";
import { formatDuration } from "../../src/domain/time";

const SHORT_DAY = new Intl.DateTimeFormat("it-IT", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });

/** A calendar day read at noon UTC, so no time zone moves it: "2026-11-24" -> "mar 24 nov". */
export function shortDay(day: string): string {
  const [y = 0, m = 1, d = 1] = day.split("-").map(Number);
  return SHORT_DAY.format(new Date(Date.UTC(y, m - 1, d, 12))).replaceAll(".", "");
}

/** "45 min · 35,00 €" */
export const durationAndPrice = (duration: number, price: number) => `${formatDuration(duration)} · ${formatCents(price)}`;

/** "09:30:00" or "09:30" -> "09:30". */
export const hhmm = (time: string) => time.slice(0, 5);
