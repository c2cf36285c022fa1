/**
 * An Italian codice fiscale: its 16-character layout (omocodia letters allowed where digits go) and
 * its check character. It is not compared with the person's name or birthday.
 */
const LAYOUT = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;
// The value of a character in an odd position (1st, 3rd…); "0" and "A" share one, "1" and "B" the next, …
const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

const ordinal = (ch: string) => (ch >= "0" && ch <= "9" ? ch.charCodeAt(0) - 48 : ch.charCodeAt(0) - 65);

/** Upper-cased without spaces: "rss mra 85t10 a562s" -> "RSSMRA85T10A562S". */
export const normalizeCodiceFiscale = (input: string) => input.replace(/\s/g, "").toUpperCase();

export function isValidCodiceFiscale(input: string): boolean {
  const code = normalizeCodiceFiscale(input);
  if (!LAYOUT.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += i % 2 === 0 ? ODD[ordinal(code[i]!)]! : ordinal(code[i]!);
  return String.fromCharCode(65 + (sum % 26)) === code[15];
}
