import * as v from "valibot";
import { fieldErrors } from "../../../src/domain/validation";
import { FormulaSchema, type Formula, type FormulaInput } from "../../../src/domain/schemas/formulas";

/** The form as typed: grams are text so "7,5" (Italian decimal comma) can be typed. */
export type FormulaForm = {
  brand: string;
  line: string;
  shades: { shade: string; grams: string }[];
  developerVolume: "" | "10" | "20" | "30" | "40";
  developerGrams: string;
  posaMinutes: string;
  notes: string;
};

const gramsText = (n: number) => String(n).replace(".", ",");

export function emptyFormulaForm(): FormulaForm {
  return { brand: "", line: "", shades: [{ shade: "", grams: "" }], developerVolume: "", developerGrams: "", posaMinutes: "", notes: "" };
}

export function formulaForm(f: Pick<Formula, "brand" | "line" | "shades" | "developer" | "posaMinutes" | "notes">): FormulaForm {
  return {
    brand: f.brand,
    line: f.line,
    shades: f.shades.length > 0 ? f.shades.map((s) => ({ shade: s.shade, grams: gramsText(s.grams) })) : [{ shade: "", grams: "" }],
    developerVolume: f.developer ? (String(f.developer.volume) as FormulaForm["developerVolume"]) : "",
    developerGrams: f.developer ? gramsText(f.developer.grams) : "",
    posaMinutes: f.posaMinutes === null ? "" : String(f.posaMinutes),
    notes: f.notes,
  };
}

/** "7,5" and "7.5" are 7.5; "" stays null; anything else goes to the schema as is, which refuses it. */
const number = (text: string): number | null | string => {
  const t = text.trim().replace(",", ".");
  if (t === "") return null;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : text;
};

/** The request body, or the field messages the server's own schema gives. */
export function formulaInput(form: FormulaForm): { input: FormulaInput } | { errors: Record<string, string> } {
  const shades = form.shades.filter((s) => s.shade.trim() !== "" || s.grams.trim() !== "").map((s) => ({ shade: s.shade, grams: number(s.grams) }));
  const developer = form.developerVolume === "" && form.developerGrams.trim() === "" ? null : { volume: Number(form.developerVolume) || form.developerVolume, grams: number(form.developerGrams) };
  const raw = { brand: form.brand, line: form.line, shades, developer, posaMinutes: number(form.posaMinutes), notes: form.notes };
  const result = v.safeParse(FormulaSchema, raw);
  return result.success ? { input: result.output } : { errors: fieldErrors(result.issues) };
}
