import * as v from "valibot";
import { ClientSchema } from "../schemas/clients";
import { isValidDate } from "../time";
import { isValidCodiceFiscale, normalizeCodiceFiscale } from "./codice-fiscale";
import type { ImportMapping } from "./fields";

/** One row of the file as a client to store (birthday "YYYY-MM-DD", codice fiscale upper-cased; null when absent). */
export type ImportedClient = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  notes: string;
  birthday: string | null;
  codiceFiscale: string | null;
};

export const BIRTHDAY_INVALID = "Data di nascita non valida";
export const CODICE_FISCALE_INVALID = "Codice fiscale non valido";

const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const YEAR_FIRST = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
// Spreadsheets often write a date cell with a midnight time: "1985-03-12 00:00:00".
const TIME_SUFFIX = /[ T]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?Z?$/;
const pad = (n: string) => n.padStart(2, "0");

/**
 * A birthday as Italians and exports write it: "12/03/1985", "12-3-1985", "12.03.1985" (day first,
 * four-digit year) or "1985-03-12". Undefined for anything else, an impossible day, a day before
 * 1900 or after `today`. Two-digit years are refused: "03/04/05" could be any of three dates.
 */
export function parseBirthday(input: string, today: string): string | undefined {
  const text = input.trim().replace(TIME_SUFFIX, "");
  const dayFirst = DAY_FIRST.exec(text);
  const yearFirst = YEAR_FIRST.exec(text);
  const day = dayFirst ? `${dayFirst[3]}-${pad(dayFirst[2]!)}-${pad(dayFirst[1]!)}` : yearFirst ? `${yearFirst[1]}-${pad(yearFirst[2]!)}-${pad(yearFirst[3]!)}` : undefined;
  if (day === undefined || !isValidDate(day) || day < "1900-01-01" || day > today) return undefined;
  return day;
}

/**
 * One data row read through the mapping and checked with the client form's own rules (names,
 * phone normalised to +39…, email), plus birthday and codice fiscale when mapped. Several columns
 * mapped to notes are kept as "Column: value" lines. A refusal names every problem, in Italian.
 */
export function readImportRow(headers: readonly string[], row: readonly string[], mapping: ImportMapping, today: string): { client: ImportedClient } | { reason: string } {
  const values: Record<string, string> = { firstName: "", lastName: "", phone: "", email: "", birthday: "", codiceFiscale: "" };
  const notes: [string, string][] = [];
  headers.forEach((header, i) => {
    const field = mapping[header];
    const value = row[i] ?? "";
    if (field === undefined || field === "ignore") return;
    if (field === "notes") {
      if (value.trim() !== "") notes.push([header, value.trim()]);
    } else values[field] = value.trim();
  });
  const notesText = notes.length === 1 ? notes[0]![1] : notes.map(([header, value]) => `${header}: ${value}`).join("\n");
  const reasons: string[] = [];
  const parsed = v.safeParse(ClientSchema, { firstName: values.firstName, lastName: values.lastName, phone: values.phone, email: values.email, notes: notesText });
  // The first problem of each field, as the client form shows it.
  const seen = new Set<string>();
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const field = v.getDotPath(issue) ?? "";
      if (!seen.has(field)) reasons.push(issue.message);
      seen.add(field);
    }
  }
  const birthday = values.birthday === "" ? null : (parseBirthday(values.birthday!, today) ?? BIRTHDAY_INVALID);
  if (birthday === BIRTHDAY_INVALID) reasons.push(BIRTHDAY_INVALID);
  const codiceFiscale = values.codiceFiscale === "" ? null : normalizeCodiceFiscale(values.codiceFiscale!);
  if (codiceFiscale !== null && !isValidCodiceFiscale(codiceFiscale)) reasons.push(CODICE_FISCALE_INVALID);
  if (!parsed.success || reasons.length > 0) return { reason: reasons.join("; ") };
  const { firstName, lastName, phone, email, notes: text } = parsed.output;
  return { client: { firstName, lastName, phone, email, notes: text, birthday, codiceFiscale } };
}
