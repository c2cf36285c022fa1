import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { apiClient, launchBrowser, newPage, PHONE, romeToday, screenshot, signIn, startServer, type Server } from "./harness";

let server: Server;
let browser: Browser;
let call: Awaited<ReturnType<typeof apiClient>>;
const WIDE = { width: 1440, height: 900 };
const text = (s: string | null) => (s ?? "").replaceAll("\u00a0", " ");

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  call = await apiClient(server.base);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const row = (page: Page, name: string) => page.getByTestId("product-row").filter({ hasText: name });

async function move(page: Page, name: string, kind: string, quantity: string, reason: string) {
  await page.getByRole("button", { name: `Nuovo movimento di ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Movimento · ${name}` });
  await dialog.getByLabel("Tipo").selectOption({ label: kind });
  await dialog.getByLabel("Quantità").fill(quantity);
  await dialog.getByLabel("Motivo").fill(reason);
  await dialog.getByRole("button", { name: "Registra movimento" }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("Prodotti", () => {
  test("create a product, carico, then a scarico flags it 'Sotto scorta'; its movements list both", async () => {
    const { context, page } = await newPage(browser, server.base, WIDE);
    await signIn(page, "/products");
    await page.getByRole("heading", { name: "Prodotti" }).waitFor();
    await page.getByRole("button", { name: "Nuovo prodotto" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Nuovo prodotto" });
    await dialog.getByLabel("Nome").fill("Shampoo Nutriente");
    await dialog.getByLabel("Marca").fill("Davines");
    await dialog.getByLabel("Codice a barre").fill("8004608256663");
    await dialog.getByLabel("Prezzo").fill("18,50");
    await dialog.getByLabel("Scorta minima").fill("3");
    await dialog.getByRole("button", { name: "Crea prodotto" }).click();
    await page.getByText("Prodotto creato").waitFor();
    await row(page, "Shampoo Nutriente").getByText("Sotto scorta").waitFor(); // 0 pieces, threshold 3

    await move(page, "Shampoo Nutriente", "Carico", "6", "Consegna Davines");
    await row(page, "Shampoo Nutriente").getByText("Sotto scorta").waitFor({ state: "detached" });
    expect(text(await row(page, "Shampoo Nutriente").textContent())).toContain("18,50 €");

    await move(page, "Shampoo Nutriente", "Scarico", "4", "Flaconi rotti");
    await row(page, "Shampoo Nutriente").getByText("Sotto scorta").waitFor();
    await page.getByRole("button", { name: "Sotto scorta (1)" }).click();
    expect(await page.getByTestId("product-row").count()).toBe(1);
    await page.getByRole("button", { name: "Sotto scorta (1)" }).click();

    await page.getByRole("button", { name: "Movimenti di Shampoo Nutriente" }).click();
    const history = page.getByRole("dialog", { name: "Movimenti · Shampoo Nutriente" });
    await history.getByTestId("movement").first().waitFor();
    const moves = (await history.getByTestId("movement").allTextContents()).map(text);
    expect(moves).toHaveLength(2);
    expect(moves[0]).toMatch(/^Scarico−4Giacenza dopo → 2.* · Amministratore Salone · Flaconi rotti$/);
    expect(moves[1]).toMatch(/^Carico\+6Giacenza dopo → 6.* · Consegna Davines$/);
    await screenshot(page, "products-movements-1440");
    await page.keyboard.press("Escape");

    await call("POST", "/api/products", { name: "Maschera Ristrutturante", brand: "Kérastase", category: "Trattamenti", priceCents: 3200, stock: 12, lowStockThreshold: 2 });
    await row(page, "Maschera Ristrutturante").waitFor(); // live on the products topic
    for (const close of await page.getByRole("button", { name: "Chiudi" }).all()) await close.click();
    await screenshot(page, "products-1440");
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, "products-390");
    await context.close();
  });

  test("a sale of the product with the visit turns 'Da incassare' into 'Pagato' on an open calendar, without reload", async () => {
    const today = romeToday();
    const giulia = await call<{ id: number }>("POST", "/api/stylists", { name: "Giulia", phone: "", email: "" });
    const taglio = await call<{ id: number }>("POST", "/api/services", { name: "Taglio", duration: 45, price: 3500, description: "" });
    const [shampoo] = await call<{ id: number }[]>("GET", "/api/products?q=8004608256663");
    const anna = await call<{ id: number }>("POST", "/api/clients", { firstName: "Anna", lastName: "Neri", phone: "3477651234", email: "", notes: "" });
    const visit = await call<{ id: number; version: number }>("POST", "/api/appointments", {
      clientId: anna.id,
      stylistId: giulia.id,
      serviceId: taglio.id,
      date: today,
      startTime: "10:00",
      endTime: "10:45",
      notes: "",
    });
    await call("PUT", `/api/appointments/${visit.id}/status`, { status: "arrived", version: visit.version });

    const { context, page } = await newPage(browser, server.base, WIDE);
    await signIn(page, `/calendar?view=day&date=${today}`);
    const block = page.locator(`[data-appointment="${visit.id}"]`).first();
    await block.getByText("Da incassare").waitFor();

    await call("POST", "/api/sales", {
      appointmentId: visit.id,
      lines: [
        { kind: "service", serviceId: taglio.id, stylistId: giulia.id, quantity: 1, unitPriceCents: 3500 },
        { kind: "product", productId: shampoo!.id, quantity: 1, unitPriceCents: 1850 },
      ],
      payments: [{ method: "card", amountCents: 5350 }],
    });
    await block.getByText("Pagato 53,50 €").waitFor();
    for (const close of await page.getByRole("button", { name: "Chiudi" }).all()) await close.click();
    expect(text(await block.textContent())).not.toContain("Da incassare");
    await screenshot(page, "calendar-marks-1440");
    await page.setViewportSize(PHONE);
    await page.locator(`[data-appointment="${visit.id}"]`).first().getByText("Pagato 53,50 €").waitFor();
    await screenshot(page, "calendar-marks-390");

    const product = await call<{ stock: number }>("GET", `/api/products/${shampoo!.id}`);
    expect(product.stock).toBe(1);
    await context.close();
  });
});
