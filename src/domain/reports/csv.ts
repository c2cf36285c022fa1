/**
 * CSV as Italian Excel opens it: `;` between cells, CRLF between rows, UTF-8 with a BOM (so the
 * accents survive), amounts with a decimal comma and no thousands separator ("1234,50"), days as
 * gg/mm/aaaa. A cell holding `;`, a quote or a line break is quoted, its quotes doubled.
 * A text cell starting with = + - @ (or a tab or carriage return) gets a leading apostrophe, so a
 * client named "=HYPERLINK(…)" is shown as text and never run as a formula; numbers and dates
 * this module formats itself are never touched (a refund's "-12,50" stays a number).
 */

export const CSV_BOM = "\uFEFF";
export const CSV_SEPARATOR = ";";
export const CSV_EOL = "\r\n";

/** A value for a cell: text (neutralised), or one of the formatted kinds below. */
export type Cell = string | number | null | { raw: string };

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text as a cell: neutralised against formulas, then quoted when needed. */
export function textCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return quote(safe);
}

function quote(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Integer cents as euros with a decimal comma: 123450 → "1234,50", -5 → "-0,05". */
export function centsCell(cents: number): { raw: string } {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return { raw: `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}` };
}

/** A share 0..1 as a percentage with a decimal comma: 0.1234 → "12,34". */
export function percentCell(fraction: number): { raw: string } {
  return { raw: (Math.round(fraction * 10_000) / 100).toFixed(2).replace(".", ",") };
}

/** A whole or decimal number with a decimal comma: 2.5 → "2,5". */
export function numberCell(value: number): { raw: string } {
  return { raw: String(value).replace(".", ",") };
}

/** YYYY-MM-DD → gg/mm/aaaa; anything else as text. */
export function dateCell(day: string | null): { raw: string } | string {
  if (day === null) return "";
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? { raw: `${m[3]}/${m[2]}/${m[1]}` } : day;
}

/** One row, CRLF included. */
export function csvRow(cells: readonly Cell[]): string {
  return (
    cells
      .map((c) => (c === null ? "" : typeof c === "number" ? numberCell(c).raw : typeof c === "string" ? textCell(c) : c.raw))
      .join(CSV_SEPARATOR) + CSV_EOL
  );
}

/**
 * Reads back what csvRow wrote (tests, and a check that an export round-trips): quoted cells with
 * doubled quotes and embedded separators or line breaks; a leading BOM is dropped.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let i = text.startsWith(CSV_BOM) ? 1 : 0;
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === CSV_SEPARATOR) {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** "1234,50" → 123450 (what a test reads back). */
export function parseCentsCell(value: string): number {
  const m = /^(-?)(\d+),(\d{2})$/.exec(value);
  if (!m) throw new RangeError(`not an amount: ${value}`);
  return (m[1] ? -1 : 1) * (Number(m[2]) * 100 + Number(m[3]));
}
