import { describe, expect, test } from "bun:test";
import { emptyFormulaForm, formulaForm, formulaInput } from "./formula-model";

describe("formula form", () => {
  test("Italian decimal comma, empty rows dropped, developer volume and grams", () => {
    const form = { ...emptyFormulaForm(), brand: "Wella", shades: [{ shade: "6.1", grams: "7,5" }, { shade: "", grams: "" }], developerVolume: "20" as const, developerGrams: "50", posaMinutes: "35" };
    expect(formulaInput(form)).toEqual({ input: { brand: "Wella", line: "", shades: [{ shade: "6.1", grams: 7.5 }], developer: { volume: 20, grams: 50 }, posaMinutes: 35, notes: "" } });
  });

  test("the schema's Italian messages per field", () => {
    const form = { ...emptyFormulaForm(), shades: [{ shade: "", grams: "30" }], developerVolume: "" as const, developerGrams: "50", posaMinutes: "tanto" };
    const out = formulaInput(form);
    expect("errors" in out && out.errors).toEqual({
      "shades.0.shade": "Indica la nuance (es. 6.1)",
      "developer.volume": "Scegli 10, 20, 30 o 40 volumi",
      posaMinutes: "Minuti di posa da 0 a 240",
    });
  });

  test("a saved formula back into the form, grams with a comma", () => {
    const form = formulaForm({ brand: "Wella", line: "Koleston", shades: [{ shade: "6.1", grams: 32.5 }], developer: { volume: 20, grams: 50 }, posaMinutes: null, notes: "" });
    expect(form).toMatchObject({ shades: [{ shade: "6.1", grams: "32,5" }], developerVolume: "20", developerGrams: "50", posaMinutes: "" });
  });
});
