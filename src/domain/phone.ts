/**
 * Italian phone numbers: stored as up to 10 national digits, shown with +39 and grouped 3-3-4.
 */

export const PHONE_MAX_DIGITS = 10;
export const PHONE_MIN_DIGITS = 6;

/**
 * Removes a country prefix only when what remains looks like a national number (9-10 digits):
 * "+39 333 123 4567" -> "3331234567", "0039 06 1234 5678" -> "0612345678". Italian mobiles can
 * themselves start with 39 ("392 123 4567"), so "3921234567" keeps its 39: only 8 digits would
 * remain. A bare "39" with 9-10 digits after it (11-12 in all, more than a national number can
 * have) is a prefix typed without the "+" and is stripped too.
 */
function withoutCountryPrefix(digits: string): string {
  const national = (rest: string) => rest.length >= 9 && rest.length <= PHONE_MAX_DIGITS;
  if (digits.startsWith("0039") && national(digits.slice(4))) return digits.slice(4);
  if (digits.startsWith("39") && national(digits.slice(2))) return digits.slice(2);
  return digits;
}

/** Digits only, country prefix removed, at most 10 digits: what the database stores. */
export function normalizePhone(input: string): string {
  return withoutCountryPrefix(input.replace(/\D/g, "")).slice(0, PHONE_MAX_DIGITS);
}

/** "3331234567" -> "333 123 4567"; a partial number is grouped as far as it goes. */
function group(digits: string): string {
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter((part) => part !== "").join(" ");
}

/** For display: "3331234567" -> "+39 333 123 4567", "333" -> "+39 333", "" -> "". */
export function formatPhone(input: string): string {
  const digits = normalizePhone(input);
  return digits === "" ? "" : `+39 ${group(digits)}`;
}

/** The input field's value while typing (the +39 is a fixed label beside it): "333 123 4". */
export function formatPhoneInput(input: string): string {
  return group(normalizePhone(input));
}

/**
 * 6 to 10 national digits after removing separators and a country prefix. More than 10 is
 * invalid rather than silently truncated the way normalizePhone truncates keystrokes.
 */
export function isValidPhone(input: string): boolean {
  if (!/^[\d\s+().\/-]*$/.test(input)) return false;
  const digits = withoutCountryPrefix(input.replace(/\D/g, ""));
  return digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS;
}

/** The link a tap dials (a phone, or the desk's softphone): "333 123 4567" -> "tel:+393331234567". */
export function telHref(input: string): string {
  return `tel:+39${normalizePhone(input)}`;
}
