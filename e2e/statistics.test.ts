import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { openDatabase } from "../db/client";
import { appointments } from "../db/schema";
import { lastMonth } from "../src/domain/report-periods";
import { addDays } from "../src/domain/time";
import { firstLoadFiles } from "../scripts/first-load";
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
const lastMonthDay = (day: number) => `${last.from.slice(0, 8)}${String(day).padStart(2, "0")}`;
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
  const client = (firstName: string, lastName: string, phone: string) => owner("POST", "/api/clients", { firstName, lastName, phone });
  const elena = await client("Elena", "Bianchi", "+393331110001");
  const franca = await client("Franca", "Neri", "+393331110002");
  const gina = await client("Gina", "Verdi", "+393331110003");
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
  // Last month's visits: Elena's first ever (new), Franca back after one 40 days earlier (returning), Gina not shown.
  const visit = (clientId: number, date: string, status: "completed" | "no_show") =>
    db.insert(appointments).values({ clientId, stylistId: anna.id, serviceId: colore.id, date, startTime: "10:00", endTime: "11:00", status, createdAt: `${addDays(last.from, -7)}T09:00:00.000Z` }).run();
  visit(elena.id, lastMonthDay(10), "completed");
  visit(franca.id, addDays(last.from, -40), "completed");
  visit(franca.id, lastMonthDay(12), "completed");
  visit(gina.id, lastMonthDay(20), "no_show");
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

/** A page already signed in (through the API: no welcome toast over the screenshots). */
async function openAs(who: { username: string; password: string }, path: string, viewport = WIDE) {
  const page = await open(viewport);
  const res = await page.context().request.post(`${server.base}/api/auth/login`, { data: who });
  expect(res.ok()).toBe(true);
  await page.goto(path);
  return page;
}

const fitsWidth = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/** A downloaded CSV as Italian Excel reads it: the UTF-8 BOM's bytes first, then `;`-separated rows. */
async function downloadCsv(page: Page, link: string) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: link }).click()]);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = bytes.subarray(3).toString("utf8").split("\r\n").map((row) => row.split(";"));
  return { url: download.url(), rows };
}

const plain = (s: string | null) => (s ?? "").replace(/\u00a0/g, " ");

describe("Statistiche", () => {
  test("the owner reads last month: takings by stylist as a chart and a table, then Clienti, then the CSV", async () => {
    const page = await open();
    await signInAs(page, ADMIN, "/statistiche");
    await page.getByRole("heading", { name: "Statistiche", level: 1 }).waitFor();
    // The welcome toast out of the screenshots' way.
    await page.getByText("Benvenuta!").waitFor();
    await page.getByRole("button", { name: "Chiudi", exact: true }).click();
    await page.getByRole("button", { name: "Mese scorso" }).click();
    await page.waitForURL(`**/statistiche?period=month&from=${last.from}&to=${last.to}`);
    await page.getByTestId("figure-total").filter({ hasText: "135,00" }).waitFor();

    const chart = page.getByRole("img", { name: /^Incassi per collaboratore/ });
    expect(plain(await chart.getAttribute("aria-label"))).toBe(
      "Incassi per collaboratore: Anna 105,00 € (servizi 105,00 €, prodotti 0,00 €); Marco 30,00 € (servizi 30,00 €, prodotti 0,00 €).",
    );
    const table = page.getByRole("table", { name: "Incassi per collaboratore" });
    expect((await table.getByRole("row").allInnerTexts()).map((r) => plain(r).replace(/\s+/g, " ").trim())).toEqual([
      "Collaboratore Totale Servizi Prodotti",
      "Anna 105,00 € 105,00 € 0,00 €",
      "Marco 30,00 € 30,00 € 0,00 €",
    ]);
    await screenshot(page, "statistiche-incassi-1440");

    const takings = await downloadCsv(page, "Scarica CSV: Incassi");
    expect(takings.url).toBe(`${server.base}/api/reports/takings.csv?from=${last.from}&to=${last.to}`);
    const ddmmyyyy = (day: string) => day.split("-").reverse().join("/");
    expect(takings.rows[1]!.slice(0, 2)).toEqual(["Voce", `${ddmmyyyy(last.from)} - ${ddmmyyyy(last.to)}`]);
    expect(takings.rows[2]!.slice(0, 2)).toEqual(["Incassi netti", "135,00"]);
    expect(takings.rows.find((r) => r[0] === ddmmyyyy(soldOn))).toEqual([ddmmyyyy(soldOn), "135,00"]);

    await page.getByRole("tab", { name: "Clienti" }).click();
    const newReturning = page.getByRole("img", { name: /^Clienti nuovi e di ritorno/ });
    await newReturning.waitFor();
    expect(page.url()).toContain("tab=clients");
    expect(await newReturning.getAttribute("aria-label")).toBe("Clienti nuovi e di ritorno: Periodo 1 nuovo e 1 di ritorno; Periodo precedente 0 nuovi e 0 di ritorno; Anno scorso 0 nuovi e 0 di ritorno.");
    await screenshot(page, "statistiche-clienti-1440");

    const people = await downloadCsv(page, "Scarica CSV: Clienti");
    expect(people.url).toBe(`${server.base}/api/reports/clients.csv?from=${last.from}&to=${last.to}`);
    expect(people.rows.slice(2, 5)).toEqual([
      ["Clienti", "2", "0", "0"],
      ["Nuovi", "1", "0", "0"],
      ["Di ritorno", "1", "0", "0"],
    ]);
    expect(people.rows.find((r) => r[0] === "Tornati entro 60 giorni %")).toEqual(["Tornati entro 60 giorni %", "0,00", "0,00", "0,00"]);
  });

  test("the agenda tab of last month: the no-show, the statuses", async () => {
    const page = await openAs(ADMIN, `/statistiche?period=month&from=${last.from}&to=${last.to}&tab=agenda`);
    const rate = page.getByTestId("figure-noShowRate");
    // 1 no-show ÷ (2 completed + 1 no-show)
    await rate.filter({ hasText: "33,3 %" }).waitFor();
    expect(plain(await page.getByRole("table", { name: "Clienti con più mancate presentazioni" }).innerText()).replace(/\s+/g, " ")).toContain("Gina Verdi 1");
    await screenshot(page, "statistiche-agenda-1440");
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
    // The occupancy's rate is in view beside the name, not scrolled off the card.
    const occupancy = page.getByRole("table", { name: "Occupazione per collaboratore" });
    const [region, rateHeader] = [await page.getByRole("region", { name: "Occupazione per collaboratore" }).boundingBox(), await occupancy.getByRole("columnheader", { name: "Occupazione" }).boundingBox()];
    expect(rateHeader!.x + rateHeader!.width).toBeLessThanOrEqual(region!.x + region!.width);
    await screenshot(page, "statistiche-agenda-390");
    await page.getByRole("tab", { name: "Clienti" }).click();
    await page.getByRole("img", { name: /^Clienti nuovi e di ritorno/ }).waitFor();
    await fitsWidth(page, 390);
    await screenshot(page, "statistiche-clienti-390");
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
    const phone = await openAs(RECEPTION, "/statistiche", PHONE);
    await phone.getByTestId("figure-total").filter({ hasText: "Incassi di oggi" }).waitFor();
    await fitsWidth(phone, 390);
    await screenshot(phone, "statistiche-reception-390");
  });
});

describe("the dashboard's takings", () => {
  const euros = (cents: number) => `${(cents / 100).toFixed(2).replace(".", ",")} €`;

  test("the owner sees today's takings and this week against last week's same days", async () => {
    for (const [viewport, suffix] of [[WIDE, "1440"], [PHONE, "390"]] as const) {
      const page = await openAs(ADMIN, "/", viewport);
      const today = page.getByTestId("takings-today");
      await today.waitFor();
      expect(plain(await today.textContent())).toBe(euros(todaySale));
      // Last month's sales are on the 15th: never in this week or last week's same days.
      expect(plain(await page.getByTestId("takings-week").textContent())).toBe(euros(todaySale));
      expect(plain(await page.getByTestId("takings-week-delta").textContent())).toBe(`Settimana scorsa, stessi giorni: 0,00 € · ▲ +${euros(todaySale)}`);
      await fitsWidth(page, viewport.width);
      await screenshot(page, `dashboard-titolare-${suffix}`);
    }
  });

  test("reception's dashboard: today's takings only", async () => {
    for (const [viewport, suffix] of [[WIDE, "1440"], [PHONE, "390"]] as const) {
      const page = await openAs(RECEPTION, "/", viewport);
      await page.getByTestId("takings-today").filter({ hasText: euros(todaySale) }).waitFor();
      expect(await page.getByTestId("takings-week").count()).toBe(0);
      await screenshot(page, `dashboard-reception-${suffix}`);
    }
  });
});

test("the charts' code is not in the app's first load, only in Statistiche's chunk", () => {
  const dir = join(import.meta.dir, "..", "dist", "web");
  const first = firstLoadFiles(dir).map((file) => readFileSync(join(dir, file), "utf8"));
  // A text only the chart module holds (its hatch pattern's id).
  const marker = "hatch-";
  expect(first.some((code) => code.includes(marker))).toBe(false);
  const chunks = readdirSync(dir).filter((file) => file.endsWith(".js") && readFileSync(join(dir, file), "utf8").includes(marker));
  expect(chunks.length).toBe(1);
});
