// Starts the compiled app (dist/salone, built by scripts/test) on a free port with a fresh
// database, and real headless Chromium through playwright-core.
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, signInToken, spawnServer, type SpawnedServer } from "../src/test/server-process";
import { openDatabase } from "../db/client";
import { SETTINGS_DEFAULT_OPENING_HOURS } from "../src/domain/availability";
import { DEFAULT_HOURS_KEY } from "../src/schedule/default-hours";

export const ADMIN = { username: "reception", password: "Password-e2e-1", firstName: "Amministratore", lastName: "Salone" };

export type Server = {
  base: string;
  dir: string;
  stop(): Promise<void>;
  restart(): Promise<void>;
  stopProcessOnly(): Promise<void>;
  startProcessOnly(): Promise<void>;
};

/**
 * The binary on a fresh database in a temp folder. The tests were written for a salon open
 * Monday to Saturday: unless `opts.newSalon`, the database is prepared as one from before the
 * first-start rule (Monday closed), with the long-standing default week.
 */
export async function startServer(env: Record<string, string> = {}, opts: { newSalon?: boolean } = {}): Promise<Server> {
  const dir = mkdtempSync(join(tmpdir(), "salone-e2e-"));
  if (!opts.newSalon) {
    const db = openDatabase(join(dir, "salone.db"));
    db.$client.query("INSERT INTO settings (key, value) VALUES (?, ?)").run(DEFAULT_HOURS_KEY, JSON.stringify(SETTINGS_DEFAULT_OPENING_HOURS));
    db.$client.close();
  }
  // The port stays the same across restarts: the browser pages keep talking to it.
  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  const binary = join(import.meta.dir, "..", "dist", "salone");
  let running: SpawnedServer | null = null;

  const launch = async () => {
    running = await spawnServer({
      command: [binary],
      port,
      env: { DATABASE_PATH: join(dir, "salone.db"), ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ...env },
    });
  };
  const halt = async () => {
    await running?.stop();
    running = null;
  };
  await launch();
  return {
    base,
    dir,
    restart: async () => {
      await halt();
      await launch();
    },
    stopProcessOnly: halt,
    startProcessOnly: launch,
    stop: async () => {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export async function newPage(browser: Browser, base: string, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: base, viewport, locale: "it-IT", timezoneId: "Europe/Rome" });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

/** Signs in through the login form, as a receptionist would. */
export async function signIn(page: Page, path = "/") {
  await page.goto(path);
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Accedi al Salone" }).click();
  await page.getByText("Benvenuta!").waitFor();
}

/** Signs in through the API (cookie in the browser context) for tests about other screens. */
export async function signInFast(context: BrowserContext, base: string) {
  const response = await context.request.post(`${base}/api/auth/login`, {
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  if (!response.ok()) throw new Error(`login API ${response.status()}`);
}

export async function screenshot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: join(process.env.E2E_SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** A signed-in API client for seeding data the way the UI would (as the first user unless told). */
export async function apiClient(base: string, who: { username: string; password: string } = ADMIN) {
  const token = await signInToken(base, who);
  return async function call<T = any>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
}

/** Today's date on the salon's clock (Europe/Rome), "YYYY-MM-DD". */
export const romeToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(new Date());

/** The next Monday strictly after today (Rome), so a day view is a normal working day. */
export function nextMonday(): string {
  const d = new Date(`${romeToday()}T12:00:00Z`);
  do d.setUTCDate(d.getUTCDate() + 1);
  while (d.getUTCDay() !== 1);
  return d.toISOString().slice(0, 10);
}

export const TALL = { width: 1280, height: 3400 };
