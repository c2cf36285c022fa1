/**
 * Phone numbers are stored and compared as full international numbers (E.164: "+", country code,
 * number, at most 15 digits): "+393331234567". A number typed without a country is Italian (+39).
 * Shown as "+39 333 123 4567" (3-3-4 after the country), other countries "+34 612 345 670".
 * Comparing only the last 10 digits made +34 612 345 670 equal to the Italian 346 123 4567.
 */

export const PHONE_MAX_DIGITS = 10;
export const PHONE_MIN_DIGITS = 6;
/** The default country: a number typed without one is Italian. */
export const DEFAULT_COUNTRY = "39";
/** E.164's limit for country code and number together. */
const E164_MAX_DIGITS = 15;
// A foreign number has at least a country code and 6 digits; fewer is a typo.
const FOREIGN_MIN_DIGITS = 8;

// Country codes of one or two digits (ITU-T E.164); every other code has three.
const ONE_DIGIT = new Set(["1", "7"]);
const TWO_DIGITS = new Set(
  "20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98".split(" "),
);

/** "34612345670" -> ["34", "612345670"]. */
function splitCountry(digits: string): [string, string] {
  const size = ONE_DIGIT.has(digits.slice(0, 1)) ? 1 : TWO_DIGITS.has(digits.slice(0, 2)) ? 2 : 3;
  return [digits.slice(0, size), digits.slice(size)];
}

type Parsed = { country: string; national: string };

/**
 * What a person typed, read as country and number. "+" or "00" starts an international number
 * ("+34 612 345 670", "0039 06 1234 5678"); anything else is Italian. Italian mobiles can
 * themselves start with 39 ("392 123 4567"), so a bare "39" counts as the country only when 9-10
 * digits follow it (11-12 in all, more than a national number can have).
 */
function parse(input: string): Parsed {
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, "");
  const international = trimmed.startsWith("+") ? digits : digits.startsWith("00") ? digits.slice(2) : null;
  if (international !== null && international !== "") {
    const [country, national] = splitCountry(international.slice(0, E164_MAX_DIGITS));
    return { country, national };
  }
  if (digits.startsWith("39") && digits.length >= 11 && digits.length <= 12) return { country: DEFAULT_COUNTRY, national: digits.slice(2) };
  return { country: DEFAULT_COUNTRY, national: digits.slice(0, PHONE_MAX_DIGITS) };
}

/** What the database stores: "+39 333 123 4567", "3331234567" -> "+393331234567"; no digits -> "". */
export function normalizePhone(input: string): string {
  const { country, national } = parse(input);
  return national === "" ? "" : `+${country}${national}`;
}

/** "3331234567" -> "333 123 4567"; a partial number is grouped as far as it goes. */
function group(digits: string): string {
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter((part) => part !== "").join(" ");
}

/** For display: "+393331234567" -> "+39 333 123 4567", "+34612345670" -> "+34 612 345 670", "" -> "". */
export function formatPhone(input: string): string {
  const { country, national } = parse(input);
  return national === "" ? "" : `+${country} ${group(national)}`;
}

/**
 * The input field's value while typing (a fixed "+39" label stands in front of an Italian number):
 * "3331234" -> "333 123 4", a stored "+393331234567" -> "333 123 4567"; a foreign number keeps
 * its country: "+34612345670" -> "+34 612 345 670". A lone "+" stays, so one can start typing one.
 */
export function formatPhoneInput(input: string): string {
  const trimmed = input.trim();
  const { country, national } = parse(trimmed);
  const international = trimmed.startsWith("+") || trimmed.replace(/\D/g, "").startsWith("00");
  if (!international || (country === DEFAULT_COUNTRY && national.length > 0)) return group(national.slice(0, PHONE_MAX_DIGITS));
  const digits = trimmed.replace(/\D/g, "").replace(/^00/, "");
  if (digits === "") return "+";
  return national === "" ? `+${country}` : `+${country} ${group(national)}`;
}

/**
 * An Italian number has 6 to 10 digits after its +39; a foreign one 8 to 15 digits with its
 * country code. More is invalid rather than silently cut the way keystrokes are.
 */
export function isValidPhone(input: string): boolean {
  if (!/^[\d\s+().\/-]*$/.test(input)) return false;
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, "");
  const international = trimmed.startsWith("+") ? digits : digits.startsWith("00") ? digits.slice(2) : null;
  if (international !== null && !international.startsWith(DEFAULT_COUNTRY)) {
    return international.length >= FOREIGN_MIN_DIGITS && international.length <= E164_MAX_DIGITS;
  }
  const national =
    international !== null ? international.slice(2) : digits.startsWith("39") && digits.length >= 11 && digits.length <= 12 ? digits.slice(2) : digits;
  return national.length >= PHONE_MIN_DIGITS && national.length <= PHONE_MAX_DIGITS;
}

/** WhatsApp's ids for numbers are the E.164 digits without "+": "393331234567" <-> "+393331234567". */
export const phoneFromWhatsApp = (waId: string): string => {
  const digits = waId.replace(/\D/g, "");
  return digits === "" ? "" : `+${digits}`;
};
export const phoneToWhatsApp = (e164: string): string => normalizePhone(e164).slice(1);

/** The digits a search for a phone looks in: the number without +39 for Italian ones, every digit for others. */
export const phoneSearchDigits = (stored: string): string => {
  const { country, national } = parse(stored);
  return country === DEFAULT_COUNTRY ? national : `${country}${national}`;
};

/** A `tel:` link: the full international number. */
export const telHref = (stored: string): string => `tel:${normalizePhone(stored)}`;
