import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { openDatabase } from "../db/client";
import { lastMonth } from "../src/domain/report-periods";
import { ADMIN, apiClient, launchBrowser, newPage, PHONE, romeToday, screenshot, startServer, type Server } from "./harness";

const SUM_TABLES = ["report_takings_days", "report_takings_lines", "report_takings_methods", "report_takings_vat"];
const SUMS_FILL = readFileSync(join(import.meta.dir, "..", "db", "migrations", "0016_report_summaries.sql"), "utf8")
  .split("-- data:")[1]!
  .split("--> statement-breakpoint")
  .map((statement) => statement.trim())
  .filter((statement) => statement !== "");

// Statistiche in Chromium: sales made through the till's API, moved to last month in the file
// (the till dates a sale on the day it is made), read back as charts, tables and a CSV download.
let server: Server;
let browser: Browser;
const opened: BrowserContext[] = [];
const WIDE = { width: 1440, height: 900 };
const RECEPTION = { username: "giulia.r", password: "Reception-pass-1" };
const last = lastMonth(romeToday());
const soldOn = `${last.from.slice(0, 8)}15`;
let todaySale = 0;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const owner = await apiClient(server.base);
  const anna = await owner("POST", "/api/stylists", { name: "Anna", phone: "", email: "" });
  const marco = await owner("POST", "/api/stylists", { name: "Marco", phone: "", email: "" });
  const colore = await owner("POST", "/api/services", { name: "Colore", duration: 60, price: 6000, description: "" });
  await owner("POST", "/api/users", { username: RECEPTION.username, firstName: "Giulia", lastName: "Rossi", role: "reception", password: RECEPTION.password });
  const line = (stylistId: number, unitPriceCents: number) => ({ kind: "service", serviceId: colore.id, stylistId, quantity: 1, unitPriceCents });
  const sale = (stylistId: number, cents: number, method: string) => owner("POST", "/api/sales", { lines: [line(stylistId, cents)], payments: [{ method, amountCents: cents }] });
  const past = [await sale(anna.id, 6000, "card"), await sale(anna.id, 4500, "cash"), await sale(marco.id, 3000, "card")];
  todaySale = (await sale(marco.id, 2500, "cash")).totalCents;
  // Move the first three to the 15th of last month, with everything the till stored under their day.
  await server.stopProcessOnly();
  const db = openDatabase(join(server.dir, "salone.db"));
  const ids = past.map((s) => s.id).join(",");
  // Documents are immutable (triggers refuse updates): lift the two triggers for this set-up only.
  const triggers = db.$client
    .query<{ name: string; sql: string }, []>("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name IN ('sales_documents_no_update', 'sales_payments_no_update')")
    .all();
  expect(triggers.length).toBe(2);
  db.$client.transaction(() => {
    for (const t of triggers) db.$client.run(`DROP TRIGGER ${t.name}`);
    db.$client.run(`UPDATE sales_documents SET date = ? WHERE id IN (${ids})`, [soldOn]);
    db.$client.run(`UPDATE sales_payments SET date = ? WHERE document_id IN (${ids})`, [soldOn]);
    for (const t of triggers) db.$client.run(t.sql);
    // The per-day sums follow each document as it is written: rebuild them from the moved
    // documents the way the migration first filled them.
    for (const table of SUM_TABLES) db.$client.run(`DELETE FROM ${table}`);
    for (const statement of SUMS_FILL) db.$client.run(statement);
  })();
  db.$client.close();
  await server.startProcessOnly();
});
afterAll(async () => {
  for (const context of opened) await context.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

async function signInAs(page: Page, who: { username: string; password: string }, path: string) {
  await page.goto(path);
  await page.getByLabel("Username").fill(who.username);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Accedi al Salone" }).click();
}

async function open(viewport = WIDE) {
  const made = await newPage(browser, server.base, viewport);
  opened.push(made.context);
  return made.page;
}

const plain = (s: string | null) => (s ?? "").replace(/\u00a0/g, " ");

describe("Statistiche", () => {
  test("the owner reads last month: takings by stylist as a chart and a table, then Clienti, then the CSV", async () => {
    const page = await open();
    await signInAs(page, ADMIN, "/statistiche");
    await page.getByRole("heading", { name: "Statistiche", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Mese scorso" }).click();
    await page.waitForURL(`**/statistiche?period=month&from=${last.from}&to=${last.to}`);
    await page.getByTestId("figure-total").filter({ hasText: "135,00" }).waitFor();

    const chart = page.getByRole("img", { name: /^Incassi per collaboratore/ });
    expect(plain(await chart.getAttribute("aria-label"))).toBe(
      "Incassi per collaboratore: Anna 105,00 € (servizi 105,00 €, prodotti 0,00 €); Marco 30,00 € (servizi 30,00 €, prodotti 0,00 €).",
    );
    const table = page.getByRole("table", { name: "Incassi per collaboratore" });
    expect((await table.getByRole("row").allInnerTexts()).map((r) => plain(r).replace(/\s+/g, " ").trim())).toEqual([
      "Collaboratore Servizi Prodotti Totale",
      "Anna 105,00 € 0,00 € 105,00 €",
      "Marco 30,00 € 0,00 € 30,00 €",
    ]);
    await screenshot(page, "statistiche-incassi-1440");

    await page.getByRole("tab", { name: "Clienti" }).click();
    await page.getByRole("img", { name: /^Clienti nuovi e di ritorno/ }).waitFor();
    expect(page.url()).toContain("tab=clients");
    await screenshot(page, "statistiche-clienti-1440");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Scarica CSV: Clienti" }).click()]);
    const csv = readFileSync(await download.path());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(download.url()).toBe(`${server.base}/api/reports/clients.csv?from=${last.from}&to=${last.to}`);
    expect(csv.toString("utf8")).toContain(";");
  });

  test("at 390 px the charts fit and the tables scroll inside their cards, not the page", async () => {
    const page = await open(PHONE);
    await signInAs(page, ADMIN, `/statistiche?period=month&from=${last.from}&to=${last.to}`);
    await page.getByRole("img", { name: /^Incassi per collaboratore/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, "statistiche-incassi-390");
    await page.getByRole("tab", { name: "Agenda" }).click();
    await page.getByTestId("figure-noShowRate").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, "statistiche-agenda-390");
  });

  test("a receptionist sees only today's takings", async () => {
    const page = await open();
    await signInAs(page, RECEPTION, "/statistiche");
    await page.getByRole("heading", { name: "Statistiche", level: 1 }).waitFor();
    const total = page.getByTestId("figure-total");
    await total.filter({ hasText: "Incassi di oggi" }).waitFor();
    expect(plain(await total.textContent())).toBe(`Incassi di oggi${(todaySale / 100).toFixed(2).replace(".", ",")} €`);
    expect(await page.getByRole("tablist").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Mese scorso" }).count()).toBe(0);
    expect(await page.getByText("Scarica CSV").count()).toBe(0);
    await screenshot(page, "statistiche-reception-1440");
  });
});
