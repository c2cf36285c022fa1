/**
 * Reading a spreadsheet's CSV export (Fresha, Treatwell, Excel): bytes in UTF-8 (with or without
 * BOM) or Windows-1252, fields separated by ";" (Excel in Italian) or ",", quoted fields that hold
 * separators, line breaks and doubled quotes, lines ended by CRLF or LF. Pure: the web previews
 * with the same code the server imports with.
 */

export const CSV_ENCODINGS = ["utf-8", "windows-1252"] as const;
export type CsvEncoding = (typeof CSV_ENCODINGS)[number];
export const CSV_SEPARATORS = [";", ","] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

export const ENCODING_LABELS: Record<CsvEncoding, string> = { "utf-8": "UTF-8", "windows-1252": "Windows-1252 (Excel)" };
export const SEPARATOR_LABELS: Record<CsvSeparator, string> = { ";": "Punto e virgola (;)", ",": "Virgola (,)" };

/**
 * The text of the file: UTF-8 when the bytes are valid UTF-8, otherwise Windows-1252 (what Excel
 * writes on an Italian Windows; every byte is a character there, so it never fails). A BOM is dropped.
 */
export function decodeCsv(bytes: Uint8Array, encoding?: CsvEncoding): { text: string; encoding: CsvEncoding } {
  if (encoding === "windows-1252") return { text: new TextDecoder("windows-1252").decode(bytes), encoding };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
  } catch {
    // Asked for UTF-8 explicitly: broken sequences become "�" rather than a guess.
    if (encoding === "utf-8") return { text: new TextDecoder("utf-8").decode(bytes), encoding };
    return { text: new TextDecoder("windows-1252").decode(bytes), encoding: "windows-1252" };
  }
}

/** The separator the header line uses most (outside quotes); ";" when neither or both equally. */
export function detectSeparator(text: string): CsvSeparator {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && ch === ";") semicolons++;
    else if (!quoted && ch === ",") commas++;
  }
  return commas > semicolons ? "," : ";";
}

/**
 * Every record of the text as its fields. A quote opens a quoted field only at the field's start;
 * inside it `""` is a quote and separators and line breaks are text. Lines with no text at all
 * (a trailing newline, blank lines Excel leaves) are left out.
 */
export function parseCsv(text: string, separator: CsvSeparator): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let fieldStart = true;
  const endRecord = () => {
    record.push(field);
    if (record.some((f) => f.trim() !== "")) records.push(record);
    record = [];
    field = "";
    fieldStart = true;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
      continue;
    }
    if (ch === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
    } else if (ch === separator) {
      record.push(field);
      field = "";
      fieldStart = true;
    } else if (ch === "\r" || ch === "\n") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRecord();
    } else {
      field += ch;
      fieldStart = false;
    }
  }
  if (field !== "" || record.length > 0) endRecord();
  return records;
}

export type CsvTable = { headers: string[]; rows: string[][]; encoding: CsvEncoding; separator: CsvSeparator };

/**
 * The file as a header and data rows. Header names are trimmed and made unique ("Note", "Note (2)"),
 * since a mapping names columns by header; each row has exactly one field per header (missing
 * ones are "", extra ones dropped).
 */
export function readCsv(bytes: Uint8Array, options: { encoding?: CsvEncoding; separator?: CsvSeparator } = {}): CsvTable {
  const { text, encoding } = decodeCsv(bytes, options.encoding);
  const separator = options.separator ?? detectSeparator(text);
  const [head = [], ...data] = parseCsv(text, separator);
  const seen = new Map<string, number>();
  const headers = head.map((raw, index) => {
    const name = raw.trim() || `Colonna ${index + 1}`;
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
  const rows = data.map((record) => headers.map((_, i) => record[i] ?? ""));
  return { headers, rows, encoding, separator };
}
