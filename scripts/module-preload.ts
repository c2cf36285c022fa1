// Build step: a screen's chunk imports shared chunks, which import others; the browser finds each
// level only after the one above has arrived, so on a slow line a screen took a round trip per
// level. Each `import("./x.js")` in the bundle is rewritten to first add
// `<link rel="modulepreload">` for every chunk x needs (its static imports, all levels, minus
// what the importing chunk has loaded already), so they download together with x.
import { readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g;
const DYNAMIC_IMPORT = /\bimport\(\s*"\.\/([^"]+\.js)"\s*\)/g;
export const PRELOAD_HELPER = "__salonePreload";

// Adds each file once per page, resolved against the chunk's own URL as import() would.
const helper =
  `function ${PRELOAD_HELPER}(f){for(const n of f){const h=new URL(n,import.meta.url).href;` +
  `if(${PRELOAD_HELPER}[h])continue;${PRELOAD_HELPER}[h]=1;const l=document.createElement("link");` +
  `l.rel="modulepreload";l.href=h;document.head.append(l)}}\n`;

/** The chunks `file` loads by static import, at every level (not `file` itself). */
export function staticClosure(file: string, imports: Map<string, string[]>): Set<string> {
  const seen = new Set<string>();
  const pending = [...(imports.get(file) ?? [])];
  while (pending.length) {
    const next = pending.pop()!;
    if (seen.has(next) || next === file) continue;
    seen.add(next);
    pending.push(...(imports.get(next) ?? []));
  }
  return seen;
}

/** Rewrites the dynamic imports of every chunk in `files` (paths in one folder); returns how many. */
export function addModulePreloads(files: string[]): number {
  const dir = files[0] ? join(files[0], "..") : ".";
  const code = new Map(files.filter((f) => f.endsWith(".js")).map((f) => [basename(f), readFileSync(f, "utf8")]));
  const imports = new Map([...code].map(([name, text]) => [name, [...text.matchAll(STATIC_IMPORT)].map((m) => m[1]!)]));
  let rewritten = 0;
  for (const [name, text] of code) {
    if (!text.includes('import("')) continue;
    const loaded = staticClosure(name, imports);
    const next = text.replace(DYNAMIC_IMPORT, (call, target: string) => {
      const needed = [...staticClosure(target, imports)].filter((dep) => !loaded.has(dep) && dep !== name);
      if (needed.length === 0) return call;
      rewritten++;
      // Largest first: the browser sends them in this order over its few connections per host,
      // so the long downloads start at once and the small ones fill the gaps.
      const order = needed.sort((a, b) => (code.get(b)?.length ?? 0) - (code.get(a)?.length ?? 0) || a.localeCompare(b));
      return `(${PRELOAD_HELPER}(${JSON.stringify(order.map((dep) => `./${dep}`))}),${call})`;
    });
    writeFileSync(join(dir, name), next === text ? text : helper + next);
  }
  return rewritten;
}
