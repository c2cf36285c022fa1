import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import { apiClient, DESKTOP, launchBrowser, newPage, nextMonday, PHONE, screenshot, signInFast, startServer, type Server } from "./harness";

let server: Server;
let browser: Browser;
let call: Awaited<ReturnType<typeof apiClient>>;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  call = await apiClient(server.base);
  await call("POST", "/api/stylists", { name: "Giulia", phone: "", email: "" });
  for (const name of ["Colore", "Piega", "Taglio Donna", "Taglio Uomo"]) await call("POST", "/api/services", { name, duration: 45, price: 3500, description: "" });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("dates in gg/mm/aaaa", () => {
  for (const [size, viewport] of [["1440", { width: 1440, height: 900 }], ["390", PHONE]] as const) {
    test(`an English browser still shows and reads Italian dates (${size} px)`, async () => {
      const context = await browser.newContext({ baseURL: server.base, viewport, locale: "en-US", timezoneId: "Europe/Rome" });
      const page = await context.newPage();
      await signInFast(context, server.base);
      await page.goto("/stylist-vacations");
      const form = page.getByRole("form", { name: "Aggiungi ferie" });
      const start = form.getByLabel("Data inizio");
      expect(await start.getAttribute("placeholder")).toBe("gg/mm/aaaa");
      await start.fill("1/2/2099");
      await start.blur();
      expect(await start.inputValue()).toBe("01/02/2099");
      // The end follows a start typed after it, shown the same way.
      expect(await form.getByLabel("Data fine").inputValue()).toBe("01/02/2099");
      await form.getByLabel("Data fine").fill("30/02/2099");
      await form.getByRole("button", { name: "Aggiungi Ferie" }).click();
      await form.getByText("Data non valida").waitFor();
      await form.getByLabel("Data fine").fill("03022099");
      await form.getByLabel("Data fine").blur();
      expect(await form.getByLabel("Data fine").inputValue()).toBe("03/02/2099");
      expect(await form.getByRole("button", { name: "Apri calendario" }).count()).toBe(2);
      await screenshot(page, `date-input-${size}`);
      await context.close();
    });
  }
});

test("the owner picks Taglio Donna as a quick service; the booking dialog offers it in one click", async () => {
  const { context, page } = await newPage(browser, server.base, DESKTOP);
  await signInFast(context, server.base);
  await page.goto("/settings");
  const card = page.getByRole("form", { name: "Servizi rapidi" });
  await card.getByRole("checkbox", { name: "Taglio Donna" }).check();
  await card.getByRole("button", { name: "Salva servizi rapidi" }).click();
  await page.getByText("Servizi rapidi salvati").first().waitFor();
  await screenshot(page, "quick-services-1440");
  await page.setViewportSize(PHONE);
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, "quick-services-390");
  await page.setViewportSize(DESKTOP);
  const saved = await call<{ serviceIds: number[]; custom: boolean }>("GET", "/api/settings/quick-services");
  expect(saved.custom).toBe(true);

  await page.goto(`/calendar?view=day&date=${nextMonday()}`);
  await page.getByRole("button", { name: "Nuovo Appuntamento", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("group", { name: "Servizi rapidi" }).getByRole("button", { name: "Taglio Donna" }).click();
  const service = dialog.getByLabel("Servizio");
  expect(await service.locator("option:checked").textContent()).toContain("Taglio Donna");
  await screenshot(page, "quick-services-dialog");
  await context.close();
});
