// Never hide what is booked: a closure or an absence saved over booked appointments warns first,
// then the day view draws them as conflicts with their reason, and "Da ricollocare" lists them
// until each is reassigned, moved or deleted.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { apiClient, launchBrowser, newPage, nextMonday, PHONE, screenshot, signIn, startServer, type Server } from "./harness";

let server: Server;
let browser: Browser;
let call: Awaited<ReturnType<typeof apiClient>>;
let maria: { id: number };
let luca: { id: number };
let taglio: { id: number };
let giulia: { id: number };

const plusDays = (day: string, n: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const CLOSED = plusDays(nextMonday(), 2); // a Wednesday
const SICK = plusDays(nextMonday(), 3); // a Thursday
const ddmm = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const DESKTOP_WIDE = { width: 1440, height: 900 };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  call = await apiClient(server.base);
  maria = await call("POST", "/api/stylists", { name: "Maria", phone: "", email: "" });
  luca = await call("POST", "/api/stylists", { name: "Luca", phone: "", email: "" });
  taglio = await call("POST", "/api/services", { name: "Taglio donna", duration: 45, price: 3500, description: "" });
  giulia = await call("POST", "/api/clients", { firstName: "Giulia", lastName: "Rossi", phone: "3331234567", email: "", notes: "" });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const book = (stylistId: number, date: string, startTime: string, endTime: string) =>
  call<{ id: number }>("POST", "/api/appointments", { clientId: giulia.id, stylistId, serviceId: taglio.id, date, startTime, endTime, notes: "" });
/** What the phone's screen shows (the full-page picture of a phone day view is thousands of pixels tall). */
const viewportShot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png` });
};
const count = (page: Page) => page.getByTestId("relocation-count").first();

describe("never hide what is booked", () => {
  test("a closure over booked appointments warns with the list; after 'Salva comunque' they are conflicts in the day view and the panel", async () => {
    const booked = [
      await book(maria.id, CLOSED, "10:00", "10:45"),
      await book(maria.id, CLOSED, "15:30", "16:15"),
      await book(luca.id, CLOSED, "11:00", "11:45"),
    ];
    const { context, page } = await newPage(browser, server.base, DESKTOP_WIDE);
    await signIn(page, "/salon-extraordinary-days");
    const form = page.getByRole("form", { name: "Aggiungi giorno straordinario" });
    await form.getByLabel("Data").fill(CLOSED);
    await form.getByLabel("Tipo").selectOption("Chiusura Straordinaria");
    await form.getByLabel("Descrizione").fill("Inventario");
    await form.getByRole("button", { name: "Aggiungi Giorno" }).click();

    const warning = page.getByRole("dialog", { name: "Appuntamenti in conflitto" });
    await warning.getByText(`Il ${ddmm(CLOSED)} ci sono 3 appuntamenti in conflitto`).waitFor();
    expect(await warning.getByRole("listitem").count()).toBe(3);
    await warning.getByText("10:00 · Giulia Rossi · Maria · Taglio donna").waitFor();
    await screenshot(page, "conflicts-warning-1440");
    // Annulla stores nothing.
    await warning.getByRole("button", { name: "Annulla" }).click();
    expect(await call<unknown[]>("GET", "/api/salon-extraordinary-days")).toHaveLength(0);

    await form.getByRole("button", { name: "Aggiungi Giorno" }).click();
    await warning.getByRole("button", { name: "Salva comunque" }).click();
    await page.getByText("Giorno straordinario aggiunto").waitFor();

    await page.goto(`${server.base}/calendar?view=day&date=${CLOSED}`);
    await page.getByText("Salone chiuso: Chiusura Straordinaria - Inventario — gli appuntamenti prenotati restano").waitFor();
    for (const { id } of booked) {
      const block = page.locator(`[data-appointment="${id}"]`);
      expect(await block.getAttribute("data-conflict")).toBe("closed");
      await block.getByText("⚠ Salone chiuso: Chiusura Straordinaria - Inventario").waitFor();
      expect(await block.getAttribute("title")).toContain("Salone chiuso: Chiusura Straordinaria");
    }
    await page.waitForFunction(() => document.querySelector('[data-testid="relocation-count"]')?.textContent === "3");
    await screenshot(page, "conflicts-day-1440");

    await page.getByRole("button", { name: "Da ricollocare: 3" }).click();
    const panel = page.getByRole("dialog", { name: "Da ricollocare" });
    expect(await panel.locator("[data-conflict-row]").count()).toBe(3);
    // On a closed day nobody is free: no reassignment is offered.
    await panel.locator(`[data-conflict-row="${booked[0]!.id}"]`).getByText("Nessun collaboratore libero a quell'ora").waitFor();
    await screenshot(page, "conflicts-panel-1440");
    await context.close();

    const phone = await newPage(browser, server.base, PHONE);
    await signIn(phone.page, `/calendar?view=day&date=${CLOSED}`);
    // A phone shows one stylist at a time: step through them to the appointment's column.
    const first = phone.page.locator(`[data-appointment="${booked[0]!.id}"]`);
    const next = phone.page.getByRole("button", { name: "Collaboratore successivo" });
    await phone.page.getByText("Salone chiuso: Chiusura Straordinaria - Inventario — gli appuntamenti prenotati restano").waitFor();
    for (let i = 0; i < 10 && !(await first.count()) && (await next.count()); i++) await next.click();
    await phone.page.locator(`[data-appointment="${booked[0]!.id}"]`).getByText("⚠ Salone chiuso: Chiusura Straordinaria - Inventario").waitFor();
    await phone.page.locator(`[data-appointment="${booked[0]!.id}"]`).scrollIntoViewIfNeeded();
    await viewportShot(phone.page, "conflicts-day-390");
    await phone.page.getByRole("button", { name: "Da ricollocare: 3" }).click();
    await phone.page.getByRole("dialog", { name: "Da ricollocare" }).locator("[data-conflict-row]").first().waitFor();
    await viewportShot(phone.page, "conflicts-panel-390");
    await phone.context.close();
  });

  test("a sick day lists Maria's appointments; one click reassigns one to Luca, live in the calendar's panel", async () => {
    const early = await book(maria.id, SICK, "10:00", "10:45");
    const late = await book(maria.id, SICK, "16:00", "16:45");
    await book(luca.id, SICK, "10:00", "10:45"); // Luca is busy at 10:00: only the 16:00 can go to him

    const { context, page } = await newPage(browser, server.base, DESKTOP_WIDE);
    await signIn(page, `/calendar?view=day&date=${SICK}`);
    const before = Number(await count(page).textContent());

    const other = await context.newPage();
    await other.goto(`${server.base}/stylist-vacations`);
    const form = other.getByRole("form", { name: "Aggiungi ferie" });
    await form.getByLabel("Stilista").selectOption(String(maria.id));
    await form.getByLabel("Tipo").selectOption("Malattia");
    await form.getByLabel("Data inizio").fill(SICK);
    await form.getByLabel("Data fine").fill(SICK);
    await form.getByRole("button", { name: "Aggiungi Ferie" }).click();
    const warning = other.getByRole("dialog", { name: "Appuntamenti in conflitto" });
    await warning.getByText(`Il ${ddmm(SICK)} ci sono 2 appuntamenti in conflitto`).waitFor();
    await warning.getByText("Maria è in malattia").first().waitFor();
    await warning.getByRole("button", { name: "Salva comunque" }).click();

    const sick = other.getByRole("dialog", { name: "Appuntamenti di Maria da ricollocare" });
    await sick.locator(`[data-conflict-row="${late.id}"]`).getByRole("button", { name: "Riassegna a Luca" }).waitFor();
    await sick.locator(`[data-conflict-row="${early.id}"]`).getByText("Nessun collaboratore libero a quell'ora").waitFor();
    await screenshot(other, "conflicts-sick-day-1440");

    // The calendar in the first tab follows live: two more to relocate, drawn with the reason.
    await page.waitForFunction((n) => document.querySelector('[data-testid="relocation-count"]')?.textContent === String(n), before + 2);
    await page.locator(`[data-appointment="${late.id}"]`).getByText("⚠ Maria è in malattia").waitFor();

    await page.getByRole("button", { name: `Da ricollocare: ${before + 2}` }).click();
    const panel = page.getByRole("dialog", { name: "Da ricollocare" });
    await panel.locator(`[data-conflict-row="${late.id}"]`).getByRole("button", { name: "Riassegna a Luca" }).click();
    await page.getByText("Appuntamento riassegnato").waitFor();
    await panel.locator(`[data-conflict-row="${late.id}"]`).waitFor({ state: "detached" });
    expect((await call<{ stylistId: number }>("GET", `/api/appointments/${late.id}`)).stylistId).toBe(luca.id);
    await page.waitForFunction((n) => document.querySelector('[data-testid="relocation-count"]')?.textContent === String(n), before + 1);
    // ...and the sick-day list in the other tab drops it too.
    await sick.locator(`[data-conflict-row="${late.id}"]`).waitFor({ state: "detached" });
    await sick.locator(`[data-conflict-row="${early.id}"]`).waitFor();
    await context.close();
  });
});
