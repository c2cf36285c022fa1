// How values are written for an Epson RT: amounts with a decimal comma, descriptions cut to the
// printer's width in the characters its font has, dates as the printer reads and writes them.

/** printRecItem / printRecRefund / printRecItemAdjustment / printRecTotal descriptions: 38 characters. */
export const DESCRIPTION_WIDTH = 38;
/** A printRecMessage line and a printNormal line: 46 characters on the 80 mm roll. */
export const MESSAGE_WIDTH = 46;

/** 1250 → "12,50": euros with a decimal comma and no thousands separator. */
export function euros(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

/** "12,50", "12.50", "12" → 1250; null when it is not an amount. */
export function parseEuros(value: string | undefined): number | null {
  if (value === undefined) return null;
  const match = /^\s*(-?)(\d+)(?:[.,](\d{1,2}))?\s*$/.exec(value);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "0").padEnd(2, "0"));
  return match[1] === "-" ? -cents : cents;
}

/** 2 → "2", 1.5 → "1,5", 0.125 → "0,125": at most three decimals, decimal comma. */
export function quantityText(quantity: number): string {
  const rounded = Math.round(quantity * 1000) / 1000;
  return String(rounded).replace(".", ",");
}

/** "2", "1,5", "1.500" → the number; null when it is not a quantity. */
export function parseQuantity(value: string | undefined): number | null {
  if (value === undefined) return null;
  const match = /^\s*(\d+)(?:[.,](\d{1,3}))?\s*$/.exec(value);
  if (!match) return null;
  return Number(`${match[1]}.${match[2] ?? "0"}`);
}

export { lineGrossCents } from "../job-amount.ts";

// The RT's character set has the Italian accented vowels, the euro and the degree sign; every
// other letter is folded to its base letter (ñ → n, ç → c), curly quotes and dashes to ASCII,
// and what remains outside printable ASCII is dropped. Control characters become spaces.
const KEPT = new Set([..."àèéìòùÀÈÉÌÒÙ€°"]);
const FOLDED: Record<string, string> = {
  "\u2018": "'", "\u2019": "'", "\u201C": '"', "\u201D": '"', "\u2013": "-", "\u2014": "-",
  "\u2026": "...", "\u00A0": " ", "ß": "ss", "æ": "ae", "Æ": "AE", "ø": "o", "Ø": "O", "œ": "oe", "Œ": "OE",
};

export function printableText(value: string): string {
  let out = "";
  for (const char of value.normalize("NFC")) {
    if (KEPT.has(char)) { out += char; continue; }
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f) { out += " "; continue; }
    if (code < 0x7f) { out += char; continue; }
    const folded = FOLDED[char];
    if (folded !== undefined) { out += folded; continue; }
    const base = char.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    if (/^[\x20-\x7e]+$/.test(base)) out += base;
  }
  return out.replace(/\s+/g, " ").trim();
}

/** The text the printer can print, cut to `width` characters (counted as characters, not bytes). */
export function cutText(value: string, width: number): string {
  return [...printableText(value)].slice(0, width).join("").trimEnd();
}

/** "2026-11-25" → "25112026" (the DDMMYYYY of a void or refund reference). */
export function referenceDate(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}${month}${year}`;
}

/** "25/11/2026", "1/4/2026" or "25-11-2026" → "2026-11-25"; null when it is not a date. */
export function parsePrinterDate(value: string | undefined): string | null {
  const match = value === undefined ? null : /^\s*(\d{1,2})[/-](\d{1,2})[/-](\d{4})\s*$/.exec(value);
  if (!match) return null;
  return `${match[3]}-${(match[2] ?? "").padStart(2, "0")}-${(match[1] ?? "").padStart(2, "0")}`;
}

/** "9:05", "09:05" or "09:05:33" → "09:05"; null when it is not a time. */
export function parsePrinterTime(value: string | undefined): string | null {
  const match = value === undefined ? null : /^\s*(\d{1,2}):(\d{2})(?::\d{2})?\s*$/.exec(value);
  if (!match) return null;
  return `${(match[1] ?? "").padStart(2, "0")}:${match[2]}`;
}

/** 42, 7 → "0042-0007": the document's number as the RT prints it. */
export function documentNumber(zRepNumber: number, number: number): string {
  return `${String(zRepNumber).padStart(4, "0")}-${String(number).padStart(4, "0")}`;
}
