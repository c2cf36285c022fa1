import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { firstLoadFiles, firstLoadReport } from "./first-load";
import { addModulePreloads, PRELOAD_HELPER, staticClosure } from "./module-preload";
import { precompress } from "./precompress";
import { rootedAssets } from "./web-build";

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function folder(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "salone-webbuild-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return { dir, paths: Object.keys(files).map((name) => join(dir, name)), read: (name: string) => readFileSync(join(dir, name), "utf8") };
}

// entry → shared (static); entry ⇢ screen (dynamic); screen → a → b, screen → shared.
const chunks = {
  "index.html": '<link rel="stylesheet" crossorigin href="./style.css"><script type="module" crossorigin src="./entry.js"></script>',
  "style.css": "body{}",
  "entry.js": 'import{s}from"./shared.js";const load=()=>import("./screen.js");export{load};',
  "shared.js": "export const s=1;",
  "screen.js": 'import{s}from"./shared.js";import{a}from"./a.js";export default a+s;',
  "a.js": 'import"./b.js";export const a=2;',
  "b.js": "export const b=3;export const longer=\"than a.js, so preloaded first\";",
};

test("the static closure follows every level and stops at import()", () => {
  const imports = new Map([["entry.js", ["shared.js"]], ["screen.js", ["shared.js", "a.js"]], ["a.js", ["b.js"]]]);
  expect([...staticClosure("screen.js", imports)].sort()).toEqual(["a.js", "b.js", "shared.js"]);
  expect([...staticClosure("entry.js", imports)]).toEqual(["shared.js"]);
});

test("import() preloads what the screen needs beyond what its importer has loaded, largest first, and stays valid JavaScript", () => {
  const { paths, read } = folder(chunks);
  expect(addModulePreloads(paths)).toBe(1);
  const entry = read("entry.js");
  expect(entry).toContain(`const load=()=>(${PRELOAD_HELPER}(["./b.js","./a.js"]),import("./screen.js"))`);
  expect(() => new Bun.Transpiler({ loader: "js" }).transformSync(entry)).not.toThrow();
  expect(read("screen.js")).toBe(chunks["screen.js"]);
});

test("the first load is index.html's scripts, styles and preloads with their static imports, not the lazy screens", () => {
  const { dir } = folder({ ...chunks, "index.html": `${chunks["index.html"]}<link rel="modulepreload" href="./a.js">` });
  expect(firstLoadFiles(dir)).toEqual(["a.js", "b.js", "entry.js", "shared.js", "style.css"]);
});

test("the build's verdict: within the budget it prints the figure, above it it fails", () => {
  const big = Array.from({ length: 3_000 }, (_, i) => `v${i.toString(36)}${(i * 7919) % 1000}`).join(",");
  const { dir } = folder({ ...chunks, "shared.js": `export const s=[${big}];` });
  const within = firstLoadReport(dir, 1000);
  expect(within.ok).toBe(true);
  expect(within.line).toMatch(/^web: al primo caricamento \(\/login\) \d+\.\d KB gzip, \d+\.\d KB brotli in 3 file JS\+CSS \(budget 1000 KB gzip\)$/);
  const over = firstLoadReport(dir, 5);
  expect(over.ok).toBe(false);
  expect(over.line).toContain("BUILD FALLITA: il primo caricamento supera il budget di 5 KB gzip.");
});

test("text files of 1 KB or more get a brotli and a gzip copy that decode to the original", () => {
  const text = "const x = 'salone';\n".repeat(100);
  const { paths, read } = folder({ "app.js": text, "tiny.js": "x", "image.png": text });
  const written = precompress(paths).map((p) => p.split("/").at(-1));
  expect(written.sort()).toEqual(["app.js.br", "app.js.gz"]);
  expect(brotliDecompressSync(readFileSync(`${paths[0]}.br`)).toString()).toBe(text);
  expect(Buffer.from(Bun.gunzipSync(new Uint8Array(readFileSync(`${paths[0]}.gz`)))).toString()).toBe(read("app.js"));
});

test("the page names its script and stylesheet from the root, so a deep link (/cassa/nuova) loads them", () => {
  expect(rootedAssets(chunks["index.html"])).toBe('<link rel="stylesheet" crossorigin href="/style.css"><script type="module" crossorigin src="/entry.js"></script>');
  expect(rootedAssets('<link rel="icon" href="data:,"><link href="/api/auth/user">')).toBe('<link rel="icon" href="data:,"><link href="/api/auth/user">');
});
