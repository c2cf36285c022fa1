/** Where each column of an imported file goes: a client's field, or nowhere. */
export const IMPORT_FIELDS = ["firstName", "lastName", "phone", "email", "notes", "birthday", "codiceFiscale", "ignore"] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
/** `{ "<column of the file>": field }`; a column left out is ignored. */
export type ImportMapping = Record<string, ImportField>;

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  firstName: "Nome",
  lastName: "Cognome",
  phone: "Telefono",
  email: "Email",
  notes: "Note",
  birthday: "Data di nascita",
  codiceFiscale: "Codice fiscale",
  ignore: "Non importare",
};

/** A client needs these three; the mapping must name a column for each. */
export const REQUIRED_IMPORT_FIELDS = ["firstName", "lastName", "phone"] as const satisfies readonly ImportField[];

// Header names seen in Fresha, Treatwell and hand-made spreadsheets, compared lower-cased without
// accents, spaces, dots, dashes or underscores ("Data di nascita" -> "datadinascita").
const GUESSES: [ImportField, string[]][] = [
  ["firstName", ["nome", "firstname", "first", "givenname", "name", "nomecliente"]],
  ["lastName", ["cognome", "lastname", "last", "surname", "familyname"]],
  ["phone", ["telefono", "cellulare", "cell", "mobile", "mobilenumber", "phone", "phonenumber", "tel", "numerotelefono", "numerodicellulare", "numeroditelefono", "telefonocellulare", "whatsapp"]],
  ["email", ["email", "mail", "emailaddress", "indirizzoemail", "posta", "postaelettronica"]],
  ["notes", ["note", "notes", "nota", "commenti", "comments", "annotazioni", "clientnotes"]],
  ["birthday", ["datadinascita", "nascita", "compleanno", "birthday", "birthdate", "dateofbirth", "dob", "datanascita"]],
  ["codiceFiscale", ["codicefiscale", "cf", "codfiscale", "codfisc", "taxcode", "fiscalcode"]],
];

const key = (header: string) =>
  header
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[\s._\-/]/g, "");

/** Our field for each header, guessed from its name; a field goes to the first column that names it, the rest are ignored. */
export function guessMapping(headers: readonly string[]): ImportMapping {
  const taken = new Set<ImportField>();
  const mapping: ImportMapping = {};
  for (const header of headers) {
    const field = GUESSES.find(([f, names]) => names.includes(key(header)) && (f === "notes" || !taken.has(f)))?.[0] ?? "ignore";
    taken.add(field);
    mapping[header] = field;
  }
  return mapping;
}
