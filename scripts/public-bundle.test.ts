// The public booking page is what a client opens on a phone, often on a slow connection: its
// JavaScript must stay small and must never pull in the staff app.
import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateCss } from "./uno";
import { buildPublicPage, PUBLIC_JS_BUDGET_BYTES, publicPageJs } from "./web-build";

const out = mkdtempSync(join(tmpdir(), "salone-prenota-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

test("the /prenota page loads one small script with React and the page only", async () => {
  process.chdir(join(import.meta.dir, ".."));
  await generateCss();
  const result = await buildPublicPage(out);
  expect(result.success).toBe(true);
  const { files, gzipBytes } = publicPageJs(out);
  console.log(`/prenota: ${files.length} file JS, ${(gzipBytes / 1024).toFixed(1)} KB gzip`);
  expect(files).toHaveLength(1);
  expect(gzipBytes).toBeLessThanOrEqual(PUBLIC_JS_BUDGET_BYTES);
  // Texts that survive minification: the staff app's live socket, login screen, calendar and booking dialog.
  const code = readFileSync(join(out, files[0]!), "utf8");
  const staffOnly = ["/api/live", "Accedi al Salone", "Slot occupato", "Nuovo Appuntamento"].filter((text) => code.includes(text));
  expect(staffOnly).toEqual([]);
  expect(code.includes("Conferma prenotazione")).toBe(true);
}, 60_000);
