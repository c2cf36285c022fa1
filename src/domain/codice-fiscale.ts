/**
 * The Italian codice fiscale of a person (DM 23/12/1976): 16 characters, checked for its shape
 * (surname and name letters, year, month letter, day 01-31 or 41-71 for women, the place's
 * Belfiore code) and its control character. Digits may be replaced by the omocodia letters
 * L M N P Q R S T U V. It is not compared with her name or birthday (the salon types those
 * separately and a mismatch there is more often a typo in the name).
 */
export const CODICE_FISCALE_INVALID = "Codice fiscale non valido";

const OMOCODIA = "LMNPQRSTUV";
const D = `[0-9${OMOCODIA}]`;
const SHAPE = new RegExp(`^[A-Z]{6}${D}{2}[ABCDEHLMPRST]${D}{2}[A-Z]${D}{3}[A-Z]$`);
// The value of a character in an odd (1st, 3rd, …) position; 0-9 then A-Z.
const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** "rssmra85t10a562s " → "RSSMRA85T10A562S". */
export const normalizeCodiceFiscale = (s: string) => s.replace(/\s+/g, "").toUpperCase();

export function controlCharacter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const index = CHARS.indexOf(first15[i]!);
    // Even positions: digits 0-9 count as themselves, letters A-Z as 0-25.
    sum += i % 2 === 0 ? ODD[index]! : index < 10 ? index : index - 10;
  }
  return String.fromCharCode(65 + (sum % 26));
}

const digit = (c: string) => (OMOCODIA.includes(c) ? String(OMOCODIA.indexOf(c)) : c);

export function isValidCodiceFiscale(input: string): boolean {
  const cf = normalizeCodiceFiscale(input);
  if (!SHAPE.test(cf)) return false;
  const day = Number(digit(cf[9]!) + digit(cf[10]!));
  if (!((day >= 1 && day <= 31) || (day >= 41 && day <= 71))) return false;
  return controlCharacter(cf.slice(0, 15)) === cf[15];
}
