// The first load: all the JS and CSS a browser downloads to show /login, which is index.html's
// scripts, stylesheets and preloads with their static imports at every level (a dynamic
// import() loads later). The build fails above the budget.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

export const FIRST_LOAD_BUDGET_KB = 120;

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g;

/** The files (relative to `dir`) the page loads before anything else. */
export function firstLoadFiles(dir: string): string[] {
  const read = (file: string) => readFileSync(join(dir, file), "utf8");
  const tags = [...read("index.html").matchAll(/<(?:script|link)\b[^>]*>/g)].map((m) => m[0]);
  const pending = tags
    .filter((tag) => /<script\b/.test(tag) || /\brel="(?:stylesheet|modulepreload|preload)"/.test(tag))
    .flatMap((tag) => [...tag.matchAll(/\b(?:src|href)="\.?\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]!));
  const seen = new Set<string>();
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith(".js")) for (const m of read(file).matchAll(STATIC_IMPORT)) pending.push(m[1]!);
  }
  return [...seen].sort();
}

/** Their size compressed as the server sends them: gzip level 9 (the build's .gz) and brotli 11. */
export function firstLoadSize(dir: string): { gzip: number; brotli: number; files: number } {
  const files = firstLoadFiles(dir);
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = new Uint8Array(readFileSync(join(dir, file)));
    gzip += Bun.gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { gzip, brotli, files: files.length };
}

/** What the build prints about the first load, and whether it stays within `budgetKB` of gzip. */
export function firstLoadReport(dir: string, budgetKB = FIRST_LOAD_BUDGET_KB): { ok: boolean; line: string } {
  const { gzip, brotli, files } = firstLoadSize(dir);
  const kb = (n: number) => (n / 1024).toFixed(1);
  const ok = gzip <= budgetKB * 1024;
  const line =
    `web: al primo caricamento (/login) ${kb(gzip)} KB gzip, ${kb(brotli)} KB brotli in ${files} file JS+CSS (budget ${budgetKB} KB gzip)` +
    (ok ? "" : `\nBUILD FALLITA: il primo caricamento supera il budget di ${budgetKB} KB gzip.`);
  return { ok, line };
}
