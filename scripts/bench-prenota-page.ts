// `bun scripts/bench-prenota-page.ts`: what a phone downloads for each step of /prenota. The pages
// are rendered on the server and carry no JavaScript; the stylesheet is one hashed file, cached
// after the first step.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateCss } from "./uno";
import { buildPublicStylesheet } from "./web-build";
import { gzipBytes, scriptsIn, walkPublicPages } from "./prenota-pages";

process.chdir(join(import.meta.dir, ".."));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const { name, page } of await walkPublicPages()) {
  const js = scriptsIn(page.html).length;
  console.log(`${name.padEnd(22)} HTML ${kb(page.html.length).padStart(8)}, gzip ${kb(gzipBytes(page.html)).padStart(7)}; JavaScript: ${js === 0 ? "0 B" : `${js} script!`}`);
}

await generateCss();
const out = mkdtempSync(join(tmpdir(), "salone-prenota-css-"));
try {
  const result = await buildPublicStylesheet(out);
  if (!result.success) throw new Error("stylesheet build failed");
  for (const file of readdirSync(out)) {
    const text = readFileSync(join(out, file), "utf8");
    console.log(`${file.padEnd(22)} CSS  ${kb(text.length).padStart(8)}, gzip ${kb(gzipBytes(text)).padStart(7)} (una volta: poi in cache)`);
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
