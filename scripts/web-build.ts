// The staff app's browser bundle, and the public pages' stylesheet. The staff app (web/index.html)
// is split into lazy screens; the public pages (/prenota) are rendered on the server with no
// script at all, so all they need from the build is their own small, hashed CSS file.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const COMMON = {
  minify: true,
  sourcemap: "none",
  define: { "process.env.NODE_ENV": '"production"' },
  env: "disable",
} as const;

export async function buildWeb(outdir: string): Promise<{ success: boolean; logs: unknown[] }> {
  const staff = await Bun.build({ ...COMMON, entrypoints: ["web/index.html"], outdir, splitting: true });
  if (!staff.success) return staff;
  const index = join(outdir, "index.html");
  writeFileSync(index, rootedAssets(readFileSync(index, "utf8")));
  return buildPublicStylesheet(outdir);
}

/**
 * The bundler links the page's script and stylesheet as "./chunk-x.js": at a deep link such as
 * /cassa/nuova the browser would ask for /cassa/chunk-x.js and get the page again. Every asset
 * sits at the root, so the page names them from there ("/chunk-x.js"); the chunks' own imports
 * stay relative to the chunk, which is at the root too.
 */
export const rootedAssets = (html: string) => html.replace(/\b(src|href)="\.\/(?=[^"]+")/g, '$1="/');

/** web/public-booking/prenota.css → "prenota-<hash>.css", found by the server at start (publicStylesheet). */
export const buildPublicStylesheet = (outdir: string) =>
  Bun.build({ ...COMMON, entrypoints: ["web/public-booking/prenota.css"], outdir, naming: { entry: "prenota-[hash].[ext]", asset: "prenota-[hash].[ext]" } });
