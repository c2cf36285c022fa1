// A client books on /prenota from a 390 px phone while the salon's calendar is open, then cancels
// from the manage link: both screens follow, and the time is free again on both. The public pages
// are server-rendered HTML with no script: every step is a link, the details and the cancellation forms.
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { addDays } from "../src/domain/time";
import { apiClient, launchBrowser, newPage, nextMonday, PHONE, screenshot, signInFast, startServer, TALL, type Server } from "./harness";

let server: Server;
let browser: Browser;
// A week past next Monday: a working day well beyond the 24 hours' cancellation limit, within the first 31 days shown.
const day = addDays(nextMonday(), 7);

beforeAll(async () => {
  server = await startServer({ SALON_NAME: "Salone Bella", SALON_ADDRESS: "Via Roma 1, Milano" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A phone never scrolls sideways. */
async function fitsTheWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** On the public page: service → "Nessuna preferenza" → the day; returns the times offered. */
async function openTimes(page: Page, shots = false) {
  await page.goto("/prenota");
  await page.getByRole("heading", { level: 2, name: "Scegli il servizio" }).waitFor();
  if (shots) await screenshot(page, "prenota-1-servizio-390");
  expect(await page.locator("script").count()).toBe(0);
  await page.getByRole("link", { name: /Taglio donna/ }).click();
  await page.getByRole("heading", { level: 2, name: "Con chi?" }).waitFor();
  if (shots) await screenshot(page, "prenota-2-stilista-390");
  await page.getByRole("link", { name: /Nessuna preferenza/ }).click();
  await page.locator(`a[data-day="${day}"]`).waitFor();
  if (shots) await screenshot(page, "prenota-3-giorno-390");
  await fitsTheWidth(page);
  await page.locator(`[data-day="${day}"]`).click();
  await page.getByRole("heading", { level: 2, name: "Scegli l'orario" }).waitFor();
  if (shots) await screenshot(page, "prenota-4-orario-390");
  return page.getByRole("region", { name: "Scegli l'orario" }).getByRole("link").allTextContents();
}

test("a client books with 'Nessuna preferenza', the open calendar shows it Online, the client cancels, the time is free again", async () => {
  const call = await apiClient(server.base);
  const giulia = await call("POST", "/api/stylists", { name: "Giulia Rossi", phone: "", email: "" });
  const marco = await call("POST", "/api/stylists", { name: "Marco Neri", phone: "", email: "" });
  const taglio = await call("POST", "/api/services", { name: "Taglio donna", duration: 45, price: 3500, description: "" });
  // Marco is busy at 10:00, so "Nessuna preferenza" at 10:00 can only be Giulia.
  const lucia = await call("POST", "/api/clients", { firstName: "Lucia", lastName: "Bianchi", phone: "3401112222", email: "", notes: "" });
  await call("POST", "/api/appointments", { clientId: lucia.id, stylistId: marco.id, serviceId: taglio.id, date: day, startTime: "10:00", endTime: "10:45", notes: "" });

  // The owner turns online booking on in Impostazioni.
  const owner = await newPage(browser, server.base, { width: 1440, height: 900 });
  await signInFast(owner.context, server.base);
  await owner.page.goto("/settings");
  const card = owner.page.getByRole("form", { name: "Prenotazioni online" });
  await card.getByRole("switch", { name: "Prenotazioni online" }).click();
  await card.getByRole("group", { name: "Servizi prenotabili online" }).getByLabel("Taglio donna").check();
  const stylists = card.getByRole("group", { name: "Stilisti che accettano prenotazioni online" });
  await stylists.getByLabel("Giulia Rossi").check();
  await stylists.getByLabel("Marco Neri").check();
  await card.getByRole("button", { name: "Salva prenotazioni online" }).click();
  await owner.page.getByText("Prenotazioni online salvate").waitFor();
  expect(await card.getByLabel("Link da condividere con i clienti").inputValue()).toBe(`${server.base}/prenota`);
  await card.scrollIntoViewIfNeeded();
  await screenshot(owner.page, "impostazioni-prenotazioni-online-1440");

  // The salon's calendar is open on that day.
  const desk = await newPage(browser, server.base, TALL);
  await signInFast(desk.context, server.base);
  await desk.page.goto(`/calendar?view=day&date=${day}`);
  await desk.page.locator(`[data-slot="${giulia.id}@10:00"]`).waitFor();

  // The client books from a phone.
  const phone = await newPage(browser, server.base, PHONE);
  const client = phone.page;
  expect(await openTimes(client, true)).toContain("10:00");
  expect(await client.getByRole("heading", { level: 1 }).textContent()).toBe("Salone Bella");
  await client.getByRole("link", { name: "10:00", exact: true }).click();
  await client.getByRole("heading", { level: 2, name: "I tuoi dati" }).waitFor();
  // Sent empty, the server answers the form again with its messages under the fields.
  await client.getByLabel("Cognome").fill("Verdi");
  await client.getByRole("button", { name: "Conferma prenotazione" }).click();
  await client.getByText("Nome è richiesto").waitFor();
  expect(await client.getByLabel("Cognome").inputValue()).toBe("Verdi");
  await screenshot(client, "prenota-5a-dati-errori-390");
  await client.getByLabel("Nome", { exact: true }).fill("Anna");
  await client.getByLabel("Cognome").fill("Verdi");
  await client.getByLabel("Telefono").fill("+39 333 123 4567");
  await client.getByLabel("Acconsento a ricevere messaggi WhatsApp dal salone").check();
  await screenshot(client, "prenota-5-dati-390");
  await fitsTheWidth(client);
  const t0 = Date.now();
  await client.getByRole("button", { name: "Conferma prenotazione" }).click();
  await client.getByRole("heading", { level: 2, name: "Prenotazione confermata" }).waitFor();
  await screenshot(client, "prenota-6-conferma-390");
  await fitsTheWidth(client);
  expect(await client.getByText("Giulia", { exact: true }).count()).toBe(1);

  // The open calendar shows it within a second, in Giulia's column, marked Online.
  const block = desk.page.locator("[data-appointment]", { hasText: "Anna Verdi" });
  await block.waitFor({ timeout: 1000 });
  expect(Date.now() - t0).toBeLessThan(2000);
  expect(await block.textContent()).toContain("Online");
  await screenshot(desk.page, "calendario-prenotazione-online");
  const [booked] = (await call<any[]>("GET", `/api/appointments?date=${day}`)).filter((a) => a.source === "online");
  expect([booked.stylistId, booked.startTime, booked.status]).toEqual([giulia.id, "10:00", "booked"]);

  // 10:00 is no longer offered to anyone.
  const other = await newPage(browser, server.base, PHONE);
  expect(await openTimes(other.page)).not.toContain("10:00");

  // The client cancels from the manage link.
  await client.getByRole("link", { name: "Gestisci la prenotazione" }).click();
  await client.getByRole("heading", { level: 2, name: "La tua prenotazione" }).waitFor();
  await client.getByText("Prenotato").waitFor();
  await screenshot(client, "prenota-7-gestisci-390");
  await client.getByRole("link", { name: "Annulla prenotazione" }).click();
  await screenshot(client, "prenota-8-conferma-annullamento-390");
  await client.getByRole("button", { name: "Sì, annulla la prenotazione" }).click();
  await client.getByRole("heading", { level: 2, name: "Prenotazione annullata" }).waitFor();
  await screenshot(client, "prenota-9-annullata-390");

  // Free again on both: the block leaves the calendar, 10:00 is offered again.
  await block.waitFor({ state: "detached", timeout: 1000 });
  expect(await openTimes(other.page)).toContain("10:00");
  for (const page of [owner, desk, phone, other]) await page.context.close();
});

test("with online booking off the page says so", async () => {
  const call = await apiClient(server.base);
  await call("PUT", "/api/settings/online-booking", { enabled: false });
  const { context, page } = await newPage(browser, server.base, PHONE);
  await page.goto("/prenota");
  await page.getByText("Prenotazioni online non disponibili").waitFor();
  await screenshot(page, "prenota-spenta-390");
  await page.goto("/prenota/gestisci/non-esiste");
  await page.getByText("Prenotazioni online non disponibili").waitFor();
  expect(await page.locator("script").count()).toBe(0);
  await context.close();
});
