// The public pages are what a client opens on a phone, often on a slow connection: they are
// rendered on the server and must carry no JavaScript at all. The sizes are printed, not timed.
import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateCss } from "./uno";
import { buildPublicStylesheet } from "./web-build";
import { gzipBytes, scriptsIn, walkPublicPages } from "./prenota-pages";

const out = mkdtempSync(join(tmpdir(), "salone-prenota-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

test("every step of /prenota ships 0 bytes of JavaScript", async () => {
  const steps = await walkPublicPages();
  expect(steps.map((s) => s.name)).toHaveLength(7);
  for (const { name, page } of steps) {
    console.log(`/prenota ${name}: HTML ${(gzipBytes(page.html) / 1024).toFixed(1)} KB gzip, JavaScript 0 B`);
    expect([name, page.status, scriptsIn(page.html)]).toEqual([name, 200, []]);
  }
});

test("the page's build output is one stylesheet and no script", async () => {
  process.chdir(join(import.meta.dir, ".."));
  await generateCss();
  const result = await buildPublicStylesheet(out);
  expect(result.success).toBe(true);
  const files = readdirSync(out);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/^prenota-[a-z0-9]+\.css$/);
}, 60_000);
