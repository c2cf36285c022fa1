// Generates web/generated/uno.css from the class names used under web/. `unocss --watch` does
// not regenerate on these machines (ARCHITECTURE.md), so this small generator is the one path.
import { createGenerator } from "@unocss/core";
import { Glob } from "bun";
import { mkdirSync, watch } from "node:fs";
import config from "../uno.config";

const OUT = "web/generated/uno.css";
// The public booking page has its own, much smaller sheet: only the classes its files use.
const PUBLIC_OUT = "web/generated/public-uno.css";
const PUBLIC_ONLY = /^web\/public-booking\//;
const PUBLIC_SOURCES = /^web\/(public-booking\/|ui\/(button|cn|input|spinner)\.tsx?$)/;

export async function generateCss(): Promise<number> {
  const uno = await createGenerator(config);
  const tokens = new Set<string>();
  const publicTokens = new Set<string>();
  for await (const file of new Glob("web/**/*.{tsx,ts,html}").scan(".")) {
    if (file.includes("generated/") || file.endsWith(".test.tsx")) continue;
    const text = await Bun.file(file).text();
    // The staff app never renders the public page's own files: their classes stay out of its sheet.
    if (!PUBLIC_ONLY.test(file)) await uno.applyExtractors(text, file, tokens);
    if (PUBLIC_SOURCES.test(file)) await uno.applyExtractors(text, file, publicTokens);
  }
  const { css } = await uno.generate(tokens, { preflights: true, minify: true });
  mkdirSync("web/generated", { recursive: true });
  await Bun.write(OUT, css);
  await Bun.write(PUBLIC_OUT, (await uno.generate(publicTokens, { preflights: true, minify: true })).css);
  return css.length;
}

if (import.meta.main) {
  const bytes = await generateCss();
  console.log(`${OUT}: ${(bytes / 1024).toFixed(1)} KB`);
  if (process.argv.includes("--watch")) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    watch("web", { recursive: true }, (_event, name) => {
      if (!name || name.includes("generated")) return;
      clearTimeout(timer);
      timer = setTimeout(() => void generateCss().then((b) => console.log(`rigenerato ${OUT} (${b} B)`)), 100);
    });
  }
}
