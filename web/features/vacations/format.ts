import { fromTo } from "../../../src/domain/italian-prepositions";
import { salonToday } from "../../lib/salon-time";
import { format } from "date-fns";
import { it } from "date-fns/locale/it";

/** "2026-01-12" -> "lunedì 12 gennaio 2026" (DESIGN.md's long date). Parsed as a local day, never UTC. */
export function longDate(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return format(new Date(year ?? 0, (month ?? 1) - 1, date ?? 1), "EEEE d MMMM yyyy", { locale: it });
}

/** One day, or "dal lunedì … alla domenica …" for a range, with the article each weekday takes. */
export function dateRange(start: string, end: string): string {
  return start === end ? longDate(start) : fromTo(longDate(start), longDate(end));
}

/** Today on this device's calendar, "YYYY-MM-DD": the minimum of the date inputs. */
/** Today on the salon's clock (SALON_TIMEZONE): the server checks "not in the past" with it too. */
export const localToday = () => salonToday();
