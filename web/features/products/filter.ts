import type { Product } from "../../../src/domain/schemas/products";

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("it");

/**
 * The rows a search shows: every word typed found in the name, brand or category (accents and
 * case ignored), or the barcode containing what was typed (a scanner types it whole);
 * with `lowOnly` only those at or under their low-stock threshold.
 */
export function filterProducts(rows: readonly Product[], text: string, lowOnly: boolean): Product[] {
  const words = fold(text).split(/\s+/).filter(Boolean);
  const code = text.trim().toLowerCase();
  return rows.filter((p) => {
    if (lowOnly && !p.lowStock) return false;
    if (words.length === 0) return true;
    if (code !== "" && p.barcode.toLowerCase().includes(code)) return true;
    const haystack = fold(`${p.name} ${p.brand} ${p.category}`);
    return words.every((w) => haystack.includes(w));
  });
}
