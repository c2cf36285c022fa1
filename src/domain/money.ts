/**
 * Prices are stored in integer cents and typed in euros the Italian way.
 * Parsing works on the digits as text, never through parseFloat: "0,29" as a float is
 * 0.28999999999999998, and Math.floor(0.29 * 100) would store 28 cents.
 */

/** Comma decimals, dot thousands: "35", "35,5", "35,50", "1.234,50". */
const ITALIAN = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;
/** A dot with one or two decimals is a decimal point: "35.50". */
const DOT_DECIMAL = /^(\d+)\.(\d{1,2})$/;

/** Up to 9.999.999,99 €: far past any salon price, and comfortably a safe integer in cents. */
const MAX_EURO_DIGITS = 7;

/**
 * Euros typed by a person -> cents, or null when the text is not a plain amount.
 * "35" -> 3500, "35,5" -> 3550, "35.50" -> 3550, "1.234,50" -> 123450, " 12 " -> 1200.
 * Rejected: "", "abc", "-1", "1e3", "3,555" (three decimals). "1.234" is rejected too: it could
 * mean 1234 € (Italian grouping) or 1.234 € (three decimals), and guessing would store a price
 * off by a factor of a thousand; "1234" or "1.234,00" are unambiguous (dot groups need a comma).
 */
export function parseEuroToCents(input: string): number | null {
  const text = input.trim();
  const italian = ITALIAN.exec(text);
  if (italian) {
    const [, euros = "", decimals] = italian;
    return euros.includes(".") && decimals === undefined ? null : toCents(euros.replaceAll(".", ""), decimals);
  }
  const dotted = DOT_DECIMAL.exec(text);
  return dotted ? toCents(dotted[1] ?? "", dotted[2]) : null;
}

function toCents(euroDigits: string, decimals: string | undefined): number | null {
  const euros = euroDigits.replace(/^0+(?=\d)/, "");
  if (euros.length > MAX_EURO_DIGITS) return null;
  return Number(euros) * 100 + Number((decimals ?? "").padEnd(2, "0"));
}

const EURO = new Intl.NumberFormat("it-IT", { style: "currency", currency: "EUR" });

/**
 * 3500 -> "35,00 €", 1234567 -> "12.345,67 €". Returned exactly as Intl formats it: ICU puts a
 * no-break space (U+00A0) before "€" so the symbol never wraps onto its own line; compare after
 * replacing "\u00a0" with " ". Italian groups thousands only from five digits: 123450 -> "1234,50 €".
 */
export function formatCents(cents: number): string {
  return EURO.format(cents / 100);
}

/** The value a price input starts with when editing: 3500 -> "35,00", 123450 -> "1234,50". */
export function centsToEuroInput(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}
