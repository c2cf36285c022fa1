import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { wallClockIn } from "../src/domain/time";
import { startFakeGraphApi, type FakeGraphApi } from "../src/messaging/fake-graph-api";
import { apiClient, launchBrowser, newPage, PHONE, screenshot, signInFast, startServer, type Server } from "./harness";

const WIDE = { width: 1440, height: 900 };
let server: Server;
let browser: Browser;
let fake: FakeGraphApi;
let appointment = { id: 0, date: "", startTime: "" };

/** Now + 20 h on the salon's clock, on a quarter hour: inside the 24 h window, far from the 2 h margin. */
function twentyHoursAhead() {
  const wall = wallClockIn("Europe/Rome", new Date(Date.now() + 20 * 3_600_000));
  const minutes = Math.min(Math.ceil(wall.minutes / 15) * 15, 23 * 60);
  return { date: wall.date, startTime: `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}` };
}

beforeAll(async () => {
  fake = startFakeGraphApi();
  server = await startServer({ WHATSAPP_API_URL: fake.url, WHATSAPP_ACCESS_TOKEN: "token-e2e", WHATSAPP_PHONE_NUMBER_ID: "106540352242922", SALON_NAME: "Salone Bella" });
  browser = await launchBrowser();
  const db = new Database(join(server.dir, "salone.db"));
  db.exec("PRAGMA busy_timeout = 5000");
  const id = (sql: string, ...values: (string | number)[]) => (db.query(sql).get(...values) as { id: number }).id;
  const client = id("INSERT INTO clients (first_name, last_name, phone, whatsapp_consent) VALUES ('Anna', 'Gallo', '3331234567', 1) RETURNING id");
  const service = id("INSERT INTO services (name, duration, price) VALUES ('Colore', 60, 5500) RETURNING id");
  const stylist = id("INSERT INTO stylists (name) VALUES ('Giulia') RETURNING id");
  const when = twentyHoursAhead();
  const end = `${String(Math.min(Number(when.startTime.slice(0, 2)) + 1, 23)).padStart(2, "0")}:${when.startTime.slice(3)}`;
  appointment = {
    ...when,
    id: id("INSERT INTO appointments (client_id, service_id, stylist_id, date, start_time, end_time) VALUES (?, ?, ?, ?, ?, ?) RETURNING id", client, service, stylist, when.date, when.startTime, end),
  };
  db.close();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.stop();
});

async function openAs(viewport: { width: number; height: number }, path: string): Promise<Page> {
  const { context, page } = await newPage(browser, server.base, viewport);
  await signInFast(context, server.base);
  await page.goto(path);
  return page;
}

describe("Promemoria appuntamenti", () => {
  test("the owner's card; one reminder with both buttons; the log on the appointment at 1440 and 390 px", async () => {
    const api = await apiClient(server.base);
    // Quiet hours off, so the check sends now whatever the hour of this run.
    const settings = await api("GET", "/api/settings/appointment-reminders");
    await api("PUT", "/api/settings/appointment-reminders", { ...settings, quietStart: null, quietEnd: null });
    // The server's own minute timer may get there first: either way, one message in all.
    await api("POST", "/api/appointment-reminders/trigger");
    expect(await api("POST", "/api/appointment-reminders/trigger")).toMatchObject({ sent: 0, queued: 0 });
    expect(fake.requests).toHaveLength(1);
    const components = fake.requests[0]!.body.template.components;
    expect(components.map((c: { type: string; index?: string }) => c.index ?? c.type)).toEqual(["body", "0", "1"]);
    await api("PUT", "/api/settings/appointment-reminders", settings);

    for (const [viewport, name] of [[WIDE, "1440"], [PHONE, "390"]] as const) {
      const page = await openAs(viewport, "/settings");
      const card = page.locator("form", { has: page.getByRole("switch", { name: "Invia i promemoria" }) });
      await card.getByLabel("Ore di anticipo").waitFor();
      expect(await card.getByLabel("Ore di anticipo").inputValue()).toBe("24");
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `appointment-reminders-page-${name}`);
      if (process.env.E2E_SCREENSHOTS) await card.screenshot({ path: join(process.env.E2E_SCREENSHOTS, `appointment-reminders-card-${name}.png`) });

      const calendar = await openAs(viewport, `/calendar?view=day&date=${appointment.date}&appointment=${appointment.id}`);
      const log = calendar.getByRole("list", { name: "Messaggi WhatsApp dell'appuntamento" });
      await log.waitFor();
      expect(await log.getByRole("listitem").first().textContent()).toMatch(/^Promemoria inviato \d\d\/\d\d \d\d:\d\d$/);
      await screenshot(calendar, `appointment-messages-${name}`);
      await page.context().close();
      await calendar.context().close();
    }
  });
});
