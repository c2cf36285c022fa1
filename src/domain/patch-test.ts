import { addMonths, format, parseISO } from "date-fns";
import { formatItalianDate } from "./italian-date";
import { compareDays } from "./time";

/**
 * The last day a patch test (test della pelle) taken on `day` still covers: the same day `months`
 * later, or that month's last day when it has none (31 Aug + 6 months → 28/29 Feb). Days are the
 * salon's calendar days (Europe/Rome), so the arithmetic is on calendar days, never on instants.
 */
export function patchTestValidUntil(day: string, months: number): string {
  return format(addMonths(parseISO(day), months), "yyyy-MM-dd");
}

/**
 * The booking dialog's warning for a service that requires a patch test, on the visit's day:
 * none while the test covers that day; otherwise what is wrong, in Italian. Never blocks.
 */
export function patchTestWarning(testDay: string | null, months: number, visitDay: string): string | null {
  if (testDay === null) return "Test della pelle mancante";
  const shown = formatItalianDate(testDay);
  if (compareDays(testDay, visitDay) > 0) return `Test della pelle del ${shown}: successivo all'appuntamento`;
  if (compareDays(visitDay, patchTestValidUntil(testDay, months)) <= 0) return null;
  return `Test della pelle del ${shown}: più vecchio di ${months} ${months === 1 ? "mese" : "mesi"}`;
}
