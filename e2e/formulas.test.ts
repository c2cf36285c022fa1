import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { addDays } from "../src/domain/time";
import { testJpeg } from "../src/test/images";
import { apiClient, launchBrowser, newPage, nextMonday, PHONE, screenshot, startServer, type Server } from "./harness";

// A colourist at the chair on her phone: her next client's last formula, "Usa ultima formula",
// the grams adjusted, a photo from the camera.
let server: Server;
let browser: Browser;
const opened: BrowserContext[] = [];
const lastTime = nextMonday();
const today = addDays(lastTime, 28);
const GIULIA = { username: "giulia.c", password: "Password-stylist-1" };
let visit: { id: number; items: { id: number }[] };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const owner = await apiClient(server.base);
  const giulia = await owner("POST", "/api/stylists", { name: "Giulia", phone: "", email: "" });
  const colore = await owner("POST", "/api/services", { name: "Colore", duration: 90, price: 5500, description: "" });
  const maria = await owner("POST", "/api/clients", { firstName: "Maria", lastName: "Rossi", phone: "3331234567", email: "", notes: "Cute sensibile sulla nuca" });
  // Her allergies, recorded at the desk under her health-data consent.
  await owner("POST", `/api/clients/${maria.id}/consents`, { purpose: "health", given: true, source: "banco" });
  await owner("PUT", `/api/clients/${maria.id}`, { firstName: "Maria", lastName: "Rossi", phone: "3331234567", email: "", notes: "Cute sensibile sulla nuca", allergies: "Nichel" });
  await owner("POST", "/api/users", { username: GIULIA.username, firstName: "Giulia", lastName: "Conti", role: "stylist", stylistId: giulia.id, password: GIULIA.password });
  const before = await owner<typeof visit>("POST", "/api/appointments", { clientId: maria.id, date: lastTime, items: [{ serviceId: colore.id, stylistId: giulia.id, startTime: "09:00" }] });
  await owner("PUT", `/api/appointments/${before.id}/items/${before.items[0]!.id}/formula`, {
    brand: "Wella",
    line: "Koleston",
    shades: [{ shade: "6.1", grams: 30 }, { shade: "7.0", grams: 20 }],
    developer: { volume: 20, grams: 50 },
    posaMinutes: 35,
    notes: "Radici coperte",
  });
  visit = await owner("POST", "/api/appointments", { clientId: maria.id, date: today, items: [{ serviceId: colore.id, stylistId: giulia.id, startTime: "10:00" }] });
});
afterAll(async () => {
  for (const context of opened) await context.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

async function signedIn(viewport: { width: number; height: number }): Promise<Page> {
  const { context, page } = await newPage(browser, server.base, viewport);
  opened.push(context);
  await page.goto(`/my-agenda?date=${today}`);
  await page.getByLabel("Username").fill(GIULIA.username);
  await page.getByLabel("Password").fill(GIULIA.password);
  await page.getByRole("button", { name: "Accedi al Salone" }).click();
  await page.getByText("Benvenuta!").waitFor();
  return page;
}

test("on a 390 px phone: her next client, the last formula, Usa ultima formula, grams adjusted, a photo", async () => {
  const page = await signedIn(PHONE);
  if (!page.url().includes(`date=${today}`)) await page.goto(`/my-agenda?date=${today}`);
  await page.locator(`[data-agenda-item="${visit.id}"]`).click();
  const panel = page.getByTestId("chair-panel");
  await expect(panel.getByTestId("last-formula").innerText()).resolves.toContain("Wella Koleston · 6.1 30 g + 7.0 20 g · 20 vol 50 g · posa 35 min");
  await expect(panel.innerText()).resolves.toContain("Cute sensibile sulla nuca");
  await expect(panel.getByTestId("chair-allergies").innerText()).resolves.toBe("Nichel");
  await screenshot(page, "formulas-chair-390");

  await panel.getByRole("button", { name: "Scheda tecnica · Colore" }).click();
  const dialog = page.getByRole("dialog", { name: "Scheda tecnica · Colore" });
  await dialog.getByRole("button", { name: /Usa ultima formula/ }).click();
  await dialog.getByLabel("Grammi nuance 1").fill("35");
  await screenshot(page, "formulas-form-390");
  await dialog.getByRole("button", { name: "Salva scheda" }).click();
  await page.getByText("Scheda tecnica salvata").waitFor();

  await panel.getByRole("button", { name: /Scheda tecnica · Colore/ }).click();
  const again = page.getByRole("dialog", { name: "Scheda tecnica · Colore" });
  await expect(again.getByLabel("Grammi nuance 1").inputValue()).resolves.toBe("35");
  await again.locator('input[type="file"]').setInputFiles({ name: "foto.jpg", mimeType: "image/jpeg", buffer: Buffer.from(testJpeg(1200, 900)) });
  await page.getByText("Foto aggiunta").waitFor();
  const thumb = again.getByAltText("Foto prima");
  await thumb.waitFor();
  // The image really loads (served to the signed-in browser), at its stored size.
  await expect(thumb.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).resolves.toBe(1200);
  await screenshot(page, "formulas-photo-390");
}, 60_000);

test("1440 px: the same dialog on a desk screen", async () => {
  const page = await signedIn({ width: 1440, height: 1000 });
  if (!page.url().includes(`date=${today}`)) await page.goto(`/my-agenda?date=${today}`);
  await page.locator(`[data-agenda-item="${visit.id}"]`).click();
  await expect(page.getByTestId("chair-allergies").innerText()).resolves.toBe("Nichel");
  await screenshot(page, "formulas-chair-1440");
  await page.getByTestId("chair-panel").getByRole("button", { name: /Scheda tecnica · Colore/ }).click();
  const dialog = page.getByRole("dialog", { name: "Scheda tecnica · Colore" });
  await expect(dialog.getByLabel("Grammi nuance 1").inputValue()).resolves.toBe("35");
  await dialog.getByAltText("Foto prima").waitFor();
  await screenshot(page, "formulas-form-1440");
}, 60_000);
