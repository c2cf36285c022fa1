import { isValidDate } from "./time";

/**
 * Dates as an Italian receptionist types them, whatever the browser's language:
 * "1/2/2026", "01/02/2026", "1-2-26", "1.2.2026", "01022026" are all 1 February 2026.
 * A pasted ISO day ("2026-02-01") is accepted too. Day first, always; a two-digit year is 20yy.
 * Returns the ISO day "YYYY-MM-DD", or null when the text is not a real calendar day (30/02).
 */
export function parseItalianDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  if (iso) return isValidDate(trimmed) ? trimmed : null;
  const parts = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{2}|\d{4})$/.exec(trimmed) ?? /^(\d{2})(\d{2})(\d{4}|\d{2})$/.exec(trimmed);
  if (!parts) return null;
  const [, day, month, rawYear] = parts as unknown as [string, string, string, string];
  const year = rawYear.length === 2 ? `20${rawYear}` : rawYear;
  const candidate = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return isValidDate(candidate) ? candidate : null;
}

/** "2026-02-01" -> "01/02/2026"; anything that is not an ISO day comes back unchanged. */
export function formatItalianDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

const WEEKDAY = new Intl.DateTimeFormat("it-IT", { weekday: "short", timeZone: "UTC" });

/**
 * A day short enough for a line of text or a button, weekday first so "which Tuesday" is plain:
 * "2026-11-24" -> "mar 24/11". Read at noon UTC, so no time zone can move it; anything that is
 * not a real day comes back unchanged.
 */
export function shortDay(day: string): string {
  if (!isValidDate(day)) return day;
  const weekday = WEEKDAY.format(new Date(`${day}T12:00:00Z`)).replace(".", "");
  return `${weekday} ${day.slice(8, 10)}/${day.slice(5, 7)}`;
}
