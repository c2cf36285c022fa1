// A client books colour and cut together on /prenota from a 390 px phone while the salon's
// calendar is open: the page adds the second service, shows what the two add up to, offers the
// times that fit both, and the visit (two items, one after the other) appears on the calendar.
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { addDays } from "../src/domain/time";
import { apiClient, launchBrowser, newPage, nextMonday, PHONE, screenshot, signInFast, startServer, TALL, type Server } from "./harness";

let server: Server;
let browser: Browser;
// A week past next Monday: a working day within the first 31 days shown.
const day = addDays(nextMonday(), 7);
const WIDE = { width: 1440, height: 1000 };

beforeAll(async () => {
  server = await startServer({ SALON_NAME: "Salone Bella", SALON_ADDRESS: "Via Roma 1, Milano" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A phone never scrolls sideways. */
async function fitsTheWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The choice so far as one line of text (prices and durations carry no-break spaces). */
const choices = async (page: Page) => (await page.getByRole("list", { name: "La tua scelta" }).innerText()).replace(/\s+/g, " ");

/** Colore, then "Aggiungi un altro servizio" → Taglio donna, then the stylist; screenshots named for the width. */
async function chooseColourAndCut(page: Page, width: string, stylist: RegExp | string) {
  await page.goto("/prenota");
  await page.getByRole("link", { name: /^Colore/ }).click();
  await page.getByRole("heading", { level: 2, name: "Con chi?" }).waitFor();
  await page.getByRole("link", { name: "Aggiungi un altro servizio" }).click();
  await page.getByRole("heading", { level: 2, name: "Aggiungi un altro servizio" }).waitFor();
  // Colore is chosen already: only the others are offered.
  expect(await page.getByRole("region", { name: "Aggiungi un altro servizio" }).getByRole("link").allTextContents()).toEqual([
    expect.stringMatching(/^Piega/),
    expect.stringMatching(/^Taglio donna/),
  ]);
  await screenshot(page, `prenota-multi-1-aggiungi-${width}`);
  await page.getByRole("link", { name: /^Taglio donna/ }).click();
  await page.getByRole("heading", { level: 2, name: "Con chi?" }).waitFor();
  expect(await choices(page)).toContain("Totale: 2 h 15 min · 90,00 €");
  await screenshot(page, `prenota-multi-2-servizi-${width}`);
  await page.getByRole("link", { name: stylist }).click();
}

test("at 390 px a client books colour and cut together; the open calendar shows the visit, both items with Giulia", async () => {
  const call = await apiClient(server.base);
  const giulia = await call("POST", "/api/stylists", { name: "Giulia Rossi", phone: "", email: "" });
  const colore = await call("POST", "/api/services", { name: "Colore", duration: 90, price: 5500, description: "" });
  const taglio = await call("POST", "/api/services", { name: "Taglio donna", duration: 45, price: 3500, description: "" });
  const piega = await call("POST", "/api/services", { name: "Piega", duration: 30, price: 2000, description: "" });
  await call("PUT", "/api/settings/online-booking", { enabled: true, serviceIds: [colore.id, taglio.id, piega.id], stylistIds: [giulia.id] });
  // Giulia is busy 12:00–12:45: colour and cut (2 h 15 min) fit at 09:00 and 09:45, not at 10:00.
  const lucia = await call("POST", "/api/clients", { firstName: "Lucia", lastName: "Bianchi", phone: "3401112222", email: "", notes: "" });
  await call("POST", "/api/appointments", { clientId: lucia.id, stylistId: giulia.id, serviceId: taglio.id, date: day, startTime: "12:00", endTime: "12:45", notes: "" });

  // The salon's calendar is open on that day.
  const desk = await newPage(browser, server.base, TALL);
  await signInFast(desk.context, server.base);
  await desk.page.goto(`/calendar?view=day&date=${day}`);
  await desk.page.locator(`[data-slot="${giulia.id}@10:00"]`).waitFor();

  // The client, on a phone.
  const phone = await newPage(browser, server.base, PHONE);
  const client = phone.page;
  await chooseColourAndCut(client, "390", /^Giulia/);
  await fitsTheWidth(client, PHONE.width);
  await client.locator(`a[data-day="${day}"]`).click();
  await client.getByRole("heading", { level: 2, name: "Scegli l'orario" }).waitFor();
  const times = await client.getByRole("region", { name: "Scegli l'orario" }).getByRole("link").allTextContents();
  expect(times.slice(0, 4)).toEqual(["09:00", "09:15", "09:30", "09:45"]);
  expect(times).not.toContain("10:00");
  await screenshot(client, "prenota-multi-3-orario-390");
  await client.getByRole("link", { name: "09:45", exact: true }).click();
  await client.getByRole("heading", { level: 2, name: "I tuoi dati" }).waitFor();
  expect(await choices(client)).toMatch(/Colore e Taglio donna · 2 h 15 min · 90,00 € .*Orario: 09:45–12:00/);
  await client.getByLabel("Nome", { exact: true }).fill("Anna");
  await client.getByLabel("Cognome").fill("Verdi");
  await client.getByLabel("Telefono").fill("+39 333 123 4567");
  await screenshot(client, "prenota-multi-4-dati-390");
  await fitsTheWidth(client, PHONE.width);
  const t0 = Date.now();
  await client.getByRole("button", { name: "Conferma prenotazione" }).click();
  await client.getByRole("heading", { level: 2, name: "Prenotazione confermata" }).waitFor();
  expect(await client.getByRole("definition").allInnerTexts()).toEqual([expect.stringMatching(/./), "09:45–12:00", "Colore\nTaglio donna", "Giulia", "Prenotato"]);
  await screenshot(client, "prenota-multi-5-conferma-390");
  await fitsTheWidth(client, PHONE.width);

  // The open calendar shows her visit within a second, without a reload.
  await desk.page.locator("[data-appointment]", { hasText: "Anna Verdi" }).first().waitFor({ timeout: 1000 });
  expect(Date.now() - t0).toBeLessThan(2000);
  await screenshot(desk.page, "calendario-prenotazione-online-multi");
  const [visit] = (await call<any[]>("GET", `/api/appointments?date=${day}`)).filter((a) => a.source === "online");
  expect([visit.startTime, visit.endTime, visit.totalCents]).toEqual(["09:45", "12:00", 9000]);
  expect(visit.items.map((i: any) => [i.serviceName, i.stylistId, i.startTime, i.endTime, i.priceCents])).toEqual([
    ["Colore", giulia.id, "09:45", "11:15", 5500],
    ["Taglio donna", giulia.id, "11:15", "12:00", 3500],
  ]);
  for (const page of [desk, phone]) await page.context.close();
});

test("the changed steps at 1440 px", async () => {
  const { context, page } = await newPage(browser, server.base, WIDE);
  await chooseColourAndCut(page, "1440", /^Nessuna preferenza/);
  await page.locator(`a[data-day="${day}"]`).click();
  await page.getByRole("link", { name: "14:00", exact: true }).click();
  await page.getByRole("heading", { level: 2, name: "I tuoi dati" }).waitFor();
  await screenshot(page, "prenota-multi-4-dati-1440");
  await fitsTheWidth(page, WIDE.width);
  await page.getByLabel("Nome", { exact: true }).fill("Carla");
  await page.getByLabel("Cognome").fill("Neri");
  await page.getByLabel("Telefono").fill("3471234567");
  await page.getByRole("button", { name: "Conferma prenotazione" }).click();
  await page.getByRole("heading", { level: 2, name: "Prenotazione confermata" }).waitFor();
  expect(await page.getByRole("definition").nth(2).innerText()).toBe("Colore\nTaglio donna");
  await screenshot(page, "prenota-multi-5-conferma-1440");
  await context.close();
});
