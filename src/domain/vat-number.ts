/**
 * The Italian VAT number (Partita IVA): 11 digits, the last a check digit (Luhn-style: digits in
 * even positions are doubled, 9 taken off a result above 9). People often type it as
 * "IT 01234567890"; it is stored as the 11 digits.
 */

/** "IT 012 345 67890" -> "01234567890"; anything else is returned trimmed, for the check to refuse. */
export function normalizeVatNumber(input: string): string {
  const compact = input.replace(/[\s.-]/g, "").toUpperCase();
  return compact.startsWith("IT") ? compact.slice(2) : compact;
}

export function isValidVatNumber(input: string): boolean {
  const digits = normalizeVatNumber(input);
  if (!/^\d{11}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const d = Number(digits[i]);
    if (i % 2 === 0) sum += d;
    else sum += d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[10]);
}
