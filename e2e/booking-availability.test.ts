import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { apiClient, launchBrowser, newPage, nextMonday, PHONE, screenshot, signIn, startServer, type Server } from "./harness";

let server: Server;
let browser: Browser;
let call: Awaited<ReturnType<typeof apiClient>>;
let giulia: { id: number };
let marco: { id: number };
const day = nextMonday();
const WIDE = { width: 1440, height: 900 };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  call = await apiClient(server.base);
  giulia = await call("POST", "/api/stylists", { name: "Giulia", phone: "", email: "" });
  marco = await call("POST", "/api/stylists", { name: "Marco", phone: "", email: "" });
  await call("POST", "/api/services", { name: "Taglio donna", duration: 45, price: 3500, description: "" });
  await call("POST", "/api/stylists/vacations", { stylistId: marco.id, startDate: day, endDate: day, reason: "Ferie" });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const bookings = () => call<{ id: number; stylistId: number; startTime: string; endTime: string; client: { firstName: string } }[]>("GET", `/api/appointments?date=${day}`);

/** "Nuovo Appuntamento" on the day view, a new client, that stylist, Taglio donna at 10:00. */
// Each new client gets a phone of their own: a phone already on file proposes that client instead.
let nextPhone = 4321;
async function fillNewBooking(page: Page, stylist: string, client: string) {
  await page.getByRole("button", { name: "Nuovo Appuntamento", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText(/^NUOVO ·/).waitFor();
  await dialog.getByRole("combobox", { name: "Cliente" }).fill(client);
  await dialog.getByLabel("Telefono").fill(`347 765 ${nextPhone++}`);
  await dialog.getByLabel("Stilista").selectOption({ label: stylist });
  await dialog.getByLabel("Servizio", { exact: true }).selectOption({ label: "Taglio donna (45 min)" });
  await dialog.getByLabel("Ora").selectOption({ label: "10" });
  await dialog.getByLabel("Minuti").selectOption({ label: "00" });
  return dialog;
}

describe("booking that knows availability", () => {
  test("a booking on the stylist's vacation warns before saving and can be overridden", async () => {
    const { context, page } = await newPage(browser, server.base, WIDE);
    await signIn(page, `/calendar?view=day&date=${day}`);
    const dialog = await fillNewBooking(page, "Marco", "Lucia Verdi");
    await dialog.getByText(/Marco è in ferie$/).waitFor();
    await dialog.getByRole("button", { name: "Crea appuntamento" }).click();
    await dialog.getByText("Scegli un orario libero oppure «Prenota comunque»").waitFor();
    // The free alternatives are offered: Giulia is free at 10:00 the same day.
    await dialog.getByRole("button", { name: /alle 10:00 con Giulia$/ }).waitFor();
    await screenshot(page, "booking-vacation-warning-1440");
    expect(await bookings()).toEqual([]);
    await dialog.getByRole("button", { name: "Prenota comunque" }).click();
    await page.getByText("Appuntamento creato con successo").waitFor();
    expect((await bookings()).map((a) => [a.stylistId, a.startTime, a.client.firstName])).toEqual([[marco.id, "10:00", "Lucia"]]);
    await context.close();
    for (const a of await bookings()) await call("DELETE", `/api/appointments/${a.id}`);
  });

  test("a taken time is refused by the time fields with free alternatives that book in one click", async () => {
    const client = await call("POST", "/api/clients", { firstName: "Maria", lastName: "Rossi", phone: "3331234567", email: "", notes: "" });
    const taglio = (await call<{ id: number; name: string }[]>("GET", "/api/services")).find((s) => s.name === "Taglio donna")!;
    await call("POST", "/api/appointments", { clientId: client.id, stylistId: giulia.id, serviceId: taglio.id, date: day, startTime: "10:00", endTime: "10:45", notes: "" });

    // On a phone: the refusal and the alternatives are in view.
    const phone = await newPage(browser, server.base, PHONE);
    await signIn(phone.page, `/calendar?view=day&date=${day}`);
    const phoneDialog = await fillNewBooking(phone.page, "Giulia", "Anna Neri");
    await phoneDialog.getByRole("button", { name: "Crea appuntamento" }).click();
    await phoneDialog.getByText("Giulia ha già un appuntamento dalle 10:00 alle 10:45").waitFor();
    const firstFree = phoneDialog.getByRole("button", { name: /alle 10:45 con Giulia$/ });
    await firstFree.waitFor();
    expect(await firstFree.isVisible()).toBe(true);
    const box = (await firstFree.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(box.y).toBeGreaterThanOrEqual(0);
    // What the phone shows (a full-page shot of a 7,000 px day view says nothing about the dialog).
    if (process.env.E2E_SCREENSHOTS) await phone.page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/booking-alternatives-390.png` });
    await phone.context.close();

    const { context, page } = await newPage(browser, server.base, WIDE);
    await signIn(page, `/calendar?view=day&date=${day}`);
    const dialog = await fillNewBooking(page, "Giulia", "Anna Neri");
    await dialog.getByRole("button", { name: "Crea appuntamento" }).click();
    await dialog.getByText("Giulia ha già un appuntamento dalle 10:00 alle 10:45").waitFor();
    await dialog.getByText("Prossimi orari liberi").waitFor();
    await dialog.getByText("Con un altro collaboratore").waitFor();
    await screenshot(page, "booking-alternatives-1440");
    await dialog.getByRole("button", { name: /alle 10:45 con Giulia$/ }).click();
    await page.getByText("Appuntamento creato con successo").waitFor();
    const mine = (await bookings()).find((a) => a.client.firstName === "Anna")!;
    expect([mine.stylistId, mine.startTime, mine.endTime]).toEqual([giulia.id, "10:45", "11:30"]);
    await context.close();
    for (const a of await bookings()) await call("DELETE", `/api/appointments/${a.id}`);
  });

  test("«Prima disponibilità» finds a slot and books it", async () => {
    const { context, page } = await newPage(browser, server.base, WIDE);
    await signIn(page, `/calendar?view=day&date=${day}`);
    await page.getByRole("button", { name: "Prima disponibilità" }).click();
    const search = page.getByRole("dialog");
    await search.getByLabel("Servizio").selectOption({ label: "Taglio donna (45 min)" });
    await search.getByLabel("Collaboratore").selectOption({ label: "Giulia" });
    await search.getByLabel("Dal giorno").fill(day);
    await search.getByRole("button", { name: "Cerca" }).click();
    // Default hours: Giulia starts at 09:00 on Monday.
    const first = search.getByRole("button", { name: /alle 09:00 con Giulia$/ });
    await first.waitFor();
    await screenshot(page, "first-available-1440");
    await first.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(/^NUOVO ·/).waitFor();
    expect(await dialog.getByLabel("Stilista").inputValue()).toBe(String(giulia.id));
    await dialog.getByText("Fine: 09:45").waitFor();
    await dialog.getByRole("combobox", { name: "Cliente" }).fill("Sara Blu");
    await dialog.getByLabel("Telefono").fill("340 111 2222");
    await dialog.getByRole("button", { name: "Crea appuntamento" }).click();
    await page.getByText("Appuntamento creato con successo").waitFor();
    const sara = (await bookings()).find((a) => a.client.firstName === "Sara")!;
    expect([sara.stylistId, sara.startTime, sara.endTime]).toEqual([giulia.id, "09:00", "09:45"]);
    await context.close();
  });

  test("«Prima disponibilità» for a visit of two services in the afternoon, on a phone", async () => {
    const { context, page } = await newPage(browser, server.base, PHONE);
    await signIn(page, `/calendar?view=day&date=${day}`);
    await page.getByRole("button", { name: "Prima disponibilità" }).click();
    const search = page.getByRole("dialog");
    await search.getByLabel("Servizio", { exact: true }).selectOption({ label: "Taglio donna (45 min)" });
    await search.getByRole("button", { name: "+ Aggiungi servizio" }).click();
    await search.getByLabel("Servizio 2").selectOption({ index: 1 });
    await search.getByLabel("Fascia oraria").selectOption({ label: "Pomeriggio" });
    await search.getByLabel("Dal giorno").fill(day);
    await search.getByRole("button", { name: "Cerca" }).click();
    const first = search.getByRole("button", { name: /^Prenota .* alle 1[3-9]:\d\d con / }).first();
    await first.waitFor();
    await screenshot(page, "first-available-visit-390");
    await first.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(/^NUOVO ·/).waitFor();
    await dialog.getByText("Servizio 2", { exact: true }).waitFor();
    await screenshot(page, "visit-from-first-available-390");
    await context.close();
  });
});
