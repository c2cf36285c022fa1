/**
 * Text without accents or case, for searching and for telling two names apart:
 * "Niccolò" -> "niccolo", "ÈRCOLE" -> "ercole". NFD splits "ò" into "o" + a combining grave
 * accent, which the range \u0300-\u036f removes. Typographic apostrophes become "'", so
 * "d’amico" (as a phone keyboard types it) finds "D'Amico".
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’‘`´]/g, "'")
    .toLowerCase();
}

/** A person's name as a key: accents, case and extra spaces do not make two people. */
export function nameKey(firstName: string, lastName: string): string {
  return normalizeForSearch(`${firstName} ${lastName}`).trim().replace(/\s+/g, " ");
}
