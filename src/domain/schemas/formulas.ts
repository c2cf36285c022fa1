import * as v from "valibot";
import { optionalText } from "./common";

export const DEVELOPER_VOLUMES = [10, 20, 30, 40] as const;
export const MAX_SHADES = 8;
export const MAX_PHOTOS_PER_ITEM = 4;
export const PHOTO_KINDS = ["before", "after"] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

export const SHADE_REQUIRED = "Indica la nuance (es. 6.1)";
export const GRAMS_INVALID = "Grammi da 0 a 1000, al massimo un decimale (es. 30 o 7,5)";
export const VOLUME_INVALID = "Scegli 10, 20, 30 o 40 volumi";
export const POSA_INVALID = "Minuti di posa da 0 a 240";
export const TOO_MANY_SHADES = `Al massimo ${MAX_SHADES} nuance`;

/** Whole grams or tenths: 30, 7.5 (a scale's reading), from 0 to 1000. */
const grams = v.pipe(
  v.number(GRAMS_INVALID),
  v.check((n) => Number.isFinite(n) && n >= 0 && n <= 1000 && Math.abs(Math.round(n * 10) - n * 10) < 1e-9, GRAMS_INVALID),
  v.transform((n) => Math.round(n * 10) / 10),
);

const oneLine = (max: number) =>
  v.pipe(
    optionalText(max),
    v.transform((s) => s.trim()),
    v.check((s) => !/[\r\n\t]/.test(s), "Una sola riga"),
  );

export const ShadeSchema = v.object({
  shade: v.pipe(
    v.optional(v.nullable(v.string(SHADE_REQUIRED)), ""),
    v.transform((s) => (s ?? "").trim()),
    v.nonEmpty(SHADE_REQUIRED),
    v.maxLength(20, "Massimo 20 caratteri"),
    v.check((s) => !/[\u0000-\u001F\u007F-\u009F]/.test(s), "Contiene caratteri non ammessi"),
  ),
  grams,
});

export const DeveloperSchema = v.object({
  volume: v.picklist(DEVELOPER_VOLUMES, VOLUME_INVALID),
  grams,
});

/**
 * PUT /api/appointments/{id}/items/{itemId}/formula: the colour record of one visit item. Every
 * part may be empty (a toner with notes only); `developer` is null when none was used.
 */
export const FormulaSchema = v.object({
  brand: oneLine(60),
  line: oneLine(60),
  shades: v.pipe(v.optional(v.array(ShadeSchema, "Elenco di nuance non valido"), []), v.maxLength(MAX_SHADES, TOO_MANY_SHADES)),
  developer: v.optional(v.nullable(DeveloperSchema), null),
  posaMinutes: v.optional(
    v.nullable(v.pipe(v.number(POSA_INVALID), v.integer(POSA_INVALID), v.minValue(0, POSA_INVALID), v.maxValue(240, POSA_INVALID))),
    null,
  ),
  notes: optionalText(1000),
});
export type FormulaInput = v.InferOutput<typeof FormulaSchema>;

export const FormulaResponseSchema = v.object({
  brand: v.string(),
  line: v.string(),
  shades: v.array(v.object({ shade: v.string(), grams: v.number() })),
  developer: v.nullable(v.object({ volume: v.picklist(DEVELOPER_VOLUMES), grams: v.number() })),
  posaMinutes: v.nullable(v.number()),
  notes: v.string(),
  /** The stylist of the item the formula was made on. */
  stylistId: v.number(),
  /** UTC ISO instant of the last save. */
  updatedAt: v.string(),
});
export type Formula = v.InferOutput<typeof FormulaResponseSchema>;

/** A photo as the API gives it: `url` serves the JPEG to a signed-in user. */
export const PhotoSchema = v.object({ id: v.number(), url: v.string(), kind: v.nullable(v.picklist(PHOTO_KINDS)) });
export type Photo = v.InferOutput<typeof PhotoSchema>;

/** One visit item of a client's colour history: its formula (if any) and its photos. */
export const ClientFileEntrySchema = v.object({
  appointmentId: v.number(),
  itemId: v.number(),
  /** The visit's day, YYYY-MM-DD. */
  date: v.string(),
  serviceName: v.string(),
  stylistId: v.number(),
  stylistName: v.string(),
  formula: v.nullable(FormulaResponseSchema),
  photos: v.array(PhotoSchema),
});
export type ClientFileEntry = v.InferOutput<typeof ClientFileEntrySchema>;

/** GET /api/clients/{id}/formulas: newest visit first. */
export const ClientFileSchema = v.array(ClientFileEntrySchema);

/** What "Usa ultima formula" copies into a new item's form: the formula without who and when. */
export function formulaToInput(formula: Formula): FormulaInput {
  return {
    brand: formula.brand,
    line: formula.line,
    shades: formula.shades.map((s) => ({ ...s })),
    developer: formula.developer ? { ...formula.developer } : null,
    posaMinutes: formula.posaMinutes,
    notes: formula.notes,
  };
}
