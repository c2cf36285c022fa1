import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { apiClient, launchBrowser, newPage, nextMonday, PHONE, screenshot, signIn, startServer, type Server } from "./harness";

let server: Server;
let browser: Browser;
let call: Awaited<ReturnType<typeof apiClient>>;
let giulia: { id: number };
let marco: { id: number };
let taglio: { id: number };
let maria: { id: number };
let anna: { id: number };
const day = nextMonday();
const WIDE = { width: 1440, height: 900 };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  call = await apiClient(server.base);
  giulia = await call("POST", "/api/stylists", { name: "Giulia", phone: "", email: "" });
  marco = await call("POST", "/api/stylists", { name: "Marco", phone: "", email: "" });
  taglio = await call("POST", "/api/services", { name: "Taglio donna", duration: 45, price: 3500, description: "" });
  maria = await call("POST", "/api/clients", { firstName: "Maria", lastName: "Rossi", phone: "3331234567", email: "", notes: "" });
  anna = await call("POST", "/api/clients", { firstName: "Anna", lastName: "Gallo", phone: "3339998888", email: "", notes: "" });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const book = (stylistId: number, clientId: number, startTime: string, endTime: string) =>
  call<{ id: number; version: number }>("POST", "/api/appointments", { clientId, stylistId, serviceId: taglio.id, date: day, startTime, endTime, notes: "" });
const setStatus = (id: number, status: string, extra: Record<string, unknown> = {}) => call("PUT", `/api/appointments/${id}/status`, { status, ...extra });
const block = (page: Page, id: number) => page.locator(`[data-appointment="${id}"]`);
const slot = (page: Page, stylistId: number, time: string) => page.locator(`[data-slot="${stylistId}@${time}"]`);

describe("appointment status on the calendar", () => {
  test("staff mark an appointment Arrivato, then cancel it: it leaves the grid for Annullati and its time is booked again", async () => {
    const target = await book(giulia.id, maria.id, "10:00", "10:45");
    const { context, page } = await newPage(browser, server.base, WIDE);
    await signIn(page, `/calendar?view=day&date=${day}`);

    await block(page, target.id).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("group", { name: "Segna come" }).getByRole("button", { name: "Arrivato" }).click();
    await block(page, target.id).and(page.locator('[data-status="arrived"]')).waitFor();
    expect(await block(page, target.id).textContent()).toContain("Arrivato");
    await dialog.getByRole("region", { name: "Stato dell'appuntamento" }).getByText("Arrivato", { exact: true }).waitFor();

    await dialog.getByRole("button", { name: "Annullato dal salone" }).click();
    await dialog.getByText("Annullato dal salone", { exact: true }).waitFor();
    await block(page, target.id).waitFor({ state: "detached" });
    await dialog.getByRole("button", { name: "Chiudi" }).first().click();
    await page.getByRole("button", { name: "Annullati (1)" }).click();
    const list = page.getByRole("list", { name: "Appuntamenti annullati" });
    expect(await list.getByRole("listitem").first().textContent()).toContain("Maria Rossi");

    // The freed 10:00 is booked for Anna.
    await slot(page, giulia.id, "10:00").click();
    const form = page.getByRole("dialog");
    await form.getByRole("combobox", { name: "Cliente" }).fill("Anna");
    await form.getByRole("option", { name: /Anna Gallo/ }).click();
    await form.getByLabel("Servizio", { exact: true }).selectOption({ label: "Taglio donna (45 min)" });
    await form.getByRole("button", { name: "Crea appuntamento" }).click();
    await form.waitFor({ state: "detached" });
    const rows = await call<{ id: number; clientId: number; startTime: string; status: string }[]>("GET", `/api/appointments?date=${day}`);
    expect(rows.map((r) => [r.clientId, r.startTime, r.status])).toEqual([
      [maria.id, "10:00", "cancelled"],
      [anna.id, "10:00", "booked"],
    ]);
    await block(page, rows[1]!.id).waitFor();

    // Restoring Maria now would overlap Anna: refused with the reason.
    await list.getByRole("button", { name: "Ripristina l'appuntamento di Maria Rossi delle 10:00" }).click();
    await page.getByText("Giulia ha già un appuntamento dalle 10:00 alle 10:45").waitFor();
    await context.close();
  });

  test("screenshots: a day with every status and the Annullati list, 1440 and 390 px", async () => {
    for (const a of await call<{ id: number }[]>("GET", `/api/appointments?date=${day}`)) await call("DELETE", `/api/appointments/${a.id}`);
    const plan: [number, number, string, string, string, Record<string, unknown>?][] = [
      [giulia.id, maria.id, "09:00", "09:45", "completed"],
      [giulia.id, anna.id, "10:00", "10:45", "arrived"],
      [giulia.id, maria.id, "11:00", "11:45", "confirmed"],
      [giulia.id, anna.id, "14:00", "14:45", "booked"],
      [marco.id, anna.id, "09:00", "09:45", "no_show"],
      [marco.id, maria.id, "10:00", "10:45", "confirmed"],
      [marco.id, anna.id, "11:00", "11:45", "cancelled", { cancelledBy: "client" }],
      [giulia.id, maria.id, "16:00", "16:45", "cancelled"],
    ];
    for (const [stylistId, clientId, start, end, status, extra] of plan) {
      const a = await book(stylistId, clientId, start, end);
      if (status !== "booked") await setStatus(a.id, status, extra);
    }
    for (const [size, viewport] of [["1440", WIDE], ["390", PHONE]] as const) {
      const { context, page } = await newPage(browser, server.base, viewport);
      await signIn(page, `/calendar?view=day&date=${day}`);
      await page.locator('[data-status="confirmed"]').first().waitFor();
      await page.getByRole("button", { name: "Annullati (2)" }).click();
      await page.getByRole("list", { name: "Appuntamenti annullati" }).waitFor();
      await screenshot(page, `status-day-${size}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.locator('[data-status="confirmed"]').first().click();
      await page.getByRole("group", { name: "Segna come" }).waitFor();
      await screenshot(page, `status-details-${size}`);
      await context.close();
    }
  });
});
