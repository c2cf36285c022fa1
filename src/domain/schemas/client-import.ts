import * as v from "valibot";
import { CSV_ENCODINGS, CSV_SEPARATORS } from "../import/csv";
import { IMPORT_FIELDS } from "../import/fields";

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
export const IMPORT_TOO_LARGE = "Il file supera i 5 MB: dividilo in più file";
export const IMPORT_TOO_MANY_ROWS = "Il file ha più di 20.000 righe: dividilo in più file";
export const IMPORT_FILE_REQUIRED = "Scegli un file CSV";
export const IMPORT_EMPTY = "Il file non contiene clienti";
export const IMPORT_MAPPING_INVALID = "Abbina le colonne del file ai campi del cliente";
export const IMPORT_REFUSED = "Nessun cliente importato: correggi le righe rifiutate e riprova";

export const DUPLICATE_CHOICES = ["skip", "merge"] as const;
export type DuplicateChoice = (typeof DUPLICATE_CHOICES)[number];

const json = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The multipart fields of POST /api/clients/import beside `file` (and `?dryRun=1` in the query). */
export const ClientImportOptionsSchema = v.object(
  {
    mapping: v.pipe(
      v.string(IMPORT_MAPPING_INVALID),
      v.transform(json),
      v.record(v.string(), v.picklist(IMPORT_FIELDS, IMPORT_MAPPING_INVALID), IMPORT_MAPPING_INVALID),
    ),
    duplicates: v.optional(v.picklist(DUPLICATE_CHOICES, "Scegli se saltare o unire i doppioni"), "skip"),
    encoding: v.optional(v.picklist(CSV_ENCODINGS, "Codifica non valida")),
    separator: v.optional(v.picklist(CSV_SEPARATORS, "Separatore non valido")),
  },
  "Dati non validi",
);
export type ClientImportOptions = v.InferOutput<typeof ClientImportOptionsSchema>;

/** A row whose phone an existing client (`client`) or an earlier row of the file (`sameAsRow`) has. */
export const ImportDuplicateSchema = v.object({
  row: v.number(),
  name: v.string(),
  phone: v.string(),
  client: v.nullable(v.object({ id: v.number(), name: v.string() })),
  sameAsRow: v.nullable(v.number()),
});
export type ImportDuplicate = v.InferOutput<typeof ImportDuplicateSchema>;

/**
 * The answer to an import, dry run or not (and the 400 body when a row is refused): `rows` data rows,
 * `new` clients to create, the duplicates (skipped, or merged when `merged` counts them), the refused
 * rows with their reasons (`row` 1-based, the header not counted), `imported` once committed, and the
 * mapped fields this version checks but does not keep yet (`notStored`).
 */
export const ClientImportReportSchema = v.object({
  rows: v.number(),
  new: v.number(),
  duplicates: v.array(ImportDuplicateSchema),
  merged: v.number(),
  refused: v.array(v.object({ row: v.number(), reason: v.string() })),
  imported: v.boolean(),
  notStored: v.array(v.picklist(IMPORT_FIELDS)),
});
export type ClientImportReport = v.InferOutput<typeof ClientImportReportSchema>;

/** The 400 of an import with refused rows: nothing was imported; `report` says why, per row. */
export const ClientImportRefusedSchema = v.object({ message: v.string(), code: v.literal("import_refused"), report: ClientImportReportSchema });
