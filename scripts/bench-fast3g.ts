// The first load on a slow phone line, in real Chromium with Chrome DevTools' "Fast 3G" profile
// (562.5 ms latency, 1.44 Mbit/s down and 675 kbit/s up, each × 0.9 as DevTools does) and a cold
// cache every run. Budgets: the login screen usable (form drawn) in < 3 s; after "Accedi", the
// month view showing its appointments in < 6 s. A benchmark, not a test: it prints the figures.
//
//   bun run build && bun scripts/bench-fast3g.ts [--db salone.db] [--runs 3]
//
// Without --db it seeds the demo salon (scripts/seed-demo.ts) in a temporary folder; with --db it
// works on a copy of that file (e.g. a fifth-year database). Either way it adds its own owner.
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { launchBrowser } from "../e2e/harness";
import { spawnServer } from "../src/test/server-process";
import { todayIn } from "../src/domain/time";

export const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.44e6 / 8) * 0.9, uploadThroughput: (675e3 / 8) * 0.9 };
const BUDGET = { loginMs: 3_000, monthMs: 6_000 };
const USER = { username: "bench-fast3g", password: "bench-fast3g-password" };

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const runs = Number(arg("runs") ?? 3);
const root = join(import.meta.dir, "..");
const binary = join(root, "dist", "salone");
const dir = mkdtempSync(join(tmpdir(), "salone-fast3g-"));
const databasePath = join(dir, "salone.db");
const env = { PATH: process.env.PATH ?? "", DATABASE_PATH: databasePath, LOG_REQUESTS: "false" };

const source = arg("db");
if (source) copyFileSync(source, databasePath);
else {
  const seed = Bun.spawnSync([process.execPath, join(root, "scripts", "seed-demo.ts")], { env, stdout: "ignore", stderr: "inherit" });
  if (seed.exitCode !== 0) throw new Error("seed-demo non riuscito");
}
const add = Bun.spawnSync([binary, "user", "add", "--username", USER.username, "--first-name", "Prova", "--last-name", "Rete", "--role", "owner"], {
  env,
  stdin: new TextEncoder().encode(`${USER.password}\n`),
  stdout: "pipe",
  stderr: "pipe",
});
if (add.exitCode !== 0) throw new Error(`user add: ${add.stderr.toString()}`);

const server = await spawnServer({ command: [binary], env: { DATABASE_PATH: databasePath }, timeoutMs: 30_000 });
const browser = await launchBrowser();
const month = todayIn("Europe/Rome", new Date()).slice(0, 7);

type Run = { loginMs: number; monthMs: number; loginKB: number; totalKB: number; requests: number };

async function once(): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "it-IT", timezoneId: "Europe/Rome" });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", FAST_3G);
  let bytes = 0;
  let requests = 0;
  const started = new Map<string, { url: string; at: number }>();
  const timeline: string[] = [];
  cdp.on("Network.requestWillBeSent", (event: { requestId: string; request: { url: string }; timestamp: number }) => {
    started.set(event.requestId, { url: event.request.url, at: event.timestamp });
  });
  cdp.on("Network.loadingFinished", (event: { requestId: string; encodedDataLength: number; timestamp: number }) => {
    bytes += event.encodedDataLength;
    requests++;
    const start = started.get(event.requestId);
    if (start) timeline.push(`${start.at.toFixed(2)}→${event.timestamp.toFixed(2)} ${(event.encodedDataLength / 1024).toFixed(1)} KB ${start.url.replace(server.base, "")}`);
  });
  await page.goto(`${server.base}/calendar?view=month&date=${month}-15`, { waitUntil: "commit" });
  await page.getByRole("button", { name: "Accedi al Salone" }).waitFor();
  const loginMs = await sinceNavigation(page);
  const loginKB = bytes / 1024;
  await page.getByLabel("Username").fill(USER.username);
  await page.getByLabel("Password").fill(USER.password);
  const clickedAt = await sinceNavigation(page);
  await page.getByRole("button", { name: "Accedi al Salone" }).click();
  await page.locator('[aria-label="Calendario mensile"] [aria-label*="appuntamenti"]').first().waitFor();
  const monthMs = (await sinceNavigation(page)) - clickedAt;
  await context.close();
  if (process.argv.includes("--timeline")) console.log(timeline.sort().join("\n"));
  return { loginMs, monthMs, loginKB, totalKB: bytes / 1024, requests };
}

const sinceNavigation = (page: Page) => page.evaluate(() => performance.now());
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) results.push(await once());
  const pick = (key: keyof Run) => median(results.map((r) => r[key]));
  const verdict = (ms: number, budget: number) => `${(ms / 1000).toFixed(2)} s ${ms < budget ? "ok" : "FUORI BUDGET"} (< ${budget / 1000} s)`;
  console.log(`Fast 3G, cache vuota, mediana di ${runs} (${source ?? "salone demo"}):`);
  console.log(`  login utilizzabile: ${verdict(pick("loginMs"), BUDGET.loginMs)}, ${pick("loginKB").toFixed(1)} KB scaricati`);
  console.log(`  mese popolato dopo l'accesso: ${verdict(pick("monthMs"), BUDGET.monthMs)}`);
  console.log(`  in tutto ${pick("totalKB").toFixed(1)} KB in ${pick("requests")} richieste`);
  console.log(`  singole prove: ${results.map((r) => `${Math.round(r.loginMs)}/${Math.round(r.monthMs)} ms`).join(", ")}`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
