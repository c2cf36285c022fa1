// The two browser bundles. The staff app (web/index.html) is split into lazy screens; the public
// booking page (web/prenota.html) is built apart, with no code shared with the staff app, so a
// client's phone downloads React and the page, nothing of the calendar, jotai or dnd-kit.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const COMMON = {
  minify: true,
  sourcemap: "none",
  define: { "process.env.NODE_ENV": '"production"' },
  env: "disable",
} as const;

/**
 * The public page's JavaScript budget, gzipped. The issue asks for 60 KB; React 19.3 and
 * react-dom alone weigh about 66 KB gzipped in Bun's production build (see docs/decisions.md),
 * so the check holds the line at React plus about 14 KB of our own and the build reports the figure.
 */
export const PUBLIC_JS_BUDGET_BYTES = 80 * 1024;
export const PUBLIC_JS_TARGET_BYTES = 60 * 1024;

export async function buildWeb(outdir: string): Promise<{ success: boolean; logs: unknown[] }> {
  const staff = await Bun.build({ ...COMMON, entrypoints: ["web/index.html"], outdir, splitting: true });
  return staff.success ? buildPublicPage(outdir) : staff;
}

/**
 * One file, no splitting: the page is a single request after its HTML. Absolute URLs, because
 * the same HTML answers /prenota and /prenota/gestisci/<token>.
 */
export const buildPublicPage = (outdir: string) =>
  Bun.build({
    ...COMMON,
    entrypoints: ["web/prenota.html"],
    outdir,
    splitting: false,
    publicPath: "/",
    naming: { asset: "prenota-[hash].[ext]", chunk: "prenota-[hash].[ext]" },
  });

/** The JavaScript files prenota.html loads (its scripts and their static imports), gzipped. */
export function publicPageJs(dir: string): { files: string[]; gzipBytes: number } {
  const read = (f: string) => readFileSync(join(dir, f));
  const html = read("prenota.html").toString();
  const pending = [...html.matchAll(/src="\.?\/?([^"]+\.js)"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of read(file).toString().matchAll(/(?:from|import)\s*"\.?\/([^"]+\.js)"/g)) pending.push(m[1]!);
  }
  const files = [...seen];
  return { files, gzipBytes: files.reduce((sum, f) => sum + Bun.gzipSync(new Uint8Array(read(f))).length, 0) };
}
