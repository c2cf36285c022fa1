// Every date and count the salon reads, formatted the Italian way in one place.
import { formatItalianDate } from "../../src/domain/italian-date";
import { fromTo } from "../../src/domain/italian-prepositions";
import { isValidDate } from "../../src/domain/time";

const LONG_DAY = new Intl.DateTimeFormat("it-IT", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

// Italian groups thousands with a dot; "always" also groups four digits ("2.005", not "2005").
const COUNT = new Intl.NumberFormat("it-IT", { useGrouping: "always", maximumFractionDigits: 0 });

/**
 * A calendar day "2026-01-12" -> "lunedì 12 gennaio 2026". It is a day, not an instant: read at
 * noon UTC so no time zone can move it. Not a real day ("2026-02-30", ""): "", so a caller can
 * say so in its own words.
 */
export function longDate(day: string): string {
  if (!isValidDate(day)) return "";
  const [year, month, date] = day.split("-").map(Number);
  return LONG_DAY.format(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1, 12)));
}

/** A calendar day "2026-03-13" -> "13/03/2026": the domain's one rule, shared with the date input. */
export const numericDate = formatItalianDate;

/** One day, or "dal lunedì … alla domenica …" for a range, with the article each weekday takes. */
export const dateRange = (start: string, end: string): string => (start === end ? longDate(start) : fromTo(longDate(start), longDate(end)));

/** 2005 -> "2.005". */
export const formatCount = (n: number): string => COUNT.format(n);

/** 1 -> "1 appuntamento", 2005 -> "2.005 appuntamenti". */
export const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;
