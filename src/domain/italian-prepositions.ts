/**
 * "da"/"a" joined with the article the next word takes, as Italian writes them:
 * "dal lunedì", "alla domenica", "dall'1 marzo", "all'8", "dall'11", "dal 3", "al 25".
 * Weekdays are masculine except domenica; a day number takes the apostrophe when it is read
 * with a vowel first (1 "uno", 8 "otto", 11 "undici", 80s, 800s, 8000s).
 */
export type Preposition = "da" | "a";

const FEMININE_WEEKDAYS = new Set(["domenica"]);
const MASCULINE_WEEKDAYS = new Set(["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato"]);

/** Whether a number is spoken starting with a vowel: uno, otto, undici, ottanta…, ottocento…, ottomila…. */
function numberStartsWithVowel(n: number): boolean {
  if (n === 1 || n === 11) return true;
  // 8, 80–89, 800–899 … all begin with "otto"/"ottanta"; 18 ("diciotto") does not.
  return String(n).startsWith("8");
}

export function articled(preposition: Preposition, phrase: string): string {
  const trimmed = phrase.trim();
  const first = trimmed.split(/\s+/)[0]?.toLowerCase() ?? "";
  const masculine = preposition === "da" ? "dal" : "al";
  const feminine = preposition === "da" ? "dalla" : "alla";
  const elided = preposition === "da" ? "dall'" : "all'";
  if (FEMININE_WEEKDAYS.has(first)) return `${feminine} ${trimmed}`;
  if (MASCULINE_WEEKDAYS.has(first)) return `${masculine} ${trimmed}`;
  if (/^\d+$/.test(first) && numberStartsWithVowel(Number(first))) return `${elided}${trimmed}`;
  return `${masculine} ${trimmed}`;
}

/** "dal lunedì 12 gennaio al domenica…" done right: "dal lunedì 12 gennaio alla domenica 18 gennaio". */
export function fromTo(start: string, end: string): string {
  return `${articled("da", start)} ${articled("a", end)}`;
}
