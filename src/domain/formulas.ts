import type { Formula } from "./schemas/formulas";

const grams = (n: number) => `${String(n).replace(".", ",")} g`;

/**
 * A formula on one line, as a colourist reads it aloud:
 * "Wella Koleston · 6.1 30 g + 7.0 20 g · 20 vol 50 g · posa 35 min".
 */
export function formulaSummary(f: Pick<Formula, "brand" | "line" | "shades" | "developer" | "posaMinutes">): string {
  return [
    [f.brand, f.line].filter(Boolean).join(" "),
    f.shades.map((s) => `${s.shade} ${grams(s.grams)}`).join(" + "),
    f.developer && `${f.developer.volume} vol ${grams(f.developer.grams)}`,
    f.posaMinutes !== null && `posa ${f.posaMinutes} min`,
  ]
    .filter(Boolean)
    .join(" · ");
}
