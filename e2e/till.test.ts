import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { apiClient, launchBrowser, newPage, nextMonday, PHONE, romeToday, screenshot, signIn, startServer, type Server } from "./harness";

// The desk cashes a colour + cut visit from the calendar, scans a shampoo, takes 50 € in cash and
// the rest by card; the sale's document opens. A collaborator never gets to the till.
let server: Server;
let browser: Browser;
let call: Awaited<ReturnType<typeof apiClient>>;
let giulia: { id: number };
let visit: { id: number };
let shampoo: { id: number };
const day = nextMonday();
const WIDE = { width: 1440, height: 900 };
const STYLIST = { username: "giulia.s", password: "Stylist-pass-1" };
const euro = (s: string | null) => (s ?? "").replaceAll("\u00a0", " ");

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  call = await apiClient(server.base);
  giulia = await call("POST", "/api/stylists", { name: "Giulia", phone: "", email: "" });
  const colore = await call("POST", "/api/services", { name: "Colore", duration: 60, price: 6000, description: "" });
  const taglio = await call("POST", "/api/services", { name: "Taglio", duration: 30, price: 3500, description: "" });
  shampoo = await call("POST", "/api/products", { name: "Shampoo nutriente", brand: "Kérastase", barcode: "8001234567890", priceCents: 1250, stock: 5 });
  const anna = await call("POST", "/api/clients", { firstName: "Anna", lastName: "Neri", phone: "3477651234", email: "", notes: "" });
  visit = await call("POST", "/api/appointments", {
    clientId: anna.id,
    date: day,
    items: [
      { serviceId: colore.id, stylistId: giulia.id, startTime: "09:00" },
      { serviceId: taglio.id, stylistId: giulia.id, startTime: "10:00" },
    ],
    notes: "",
  });
  await call("PUT", `/api/appointments/${visit.id}/status`, { status: "arrived" });
  await call("POST", "/api/users", { username: STYLIST.username, firstName: "Giulia", lastName: "Serra", role: "stylist", stylistId: giulia.id, password: STYLIST.password });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
/** axe's violations (WCAG A/AA and best practices) on the page as it is: "rule: targets". */
async function axe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const run = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await run.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}

const total = async (page: Page) => euro(await page.locator("[data-figure=total]").textContent());

describe("la cassa", () => {
  test("a colour + cut visit plus a scanned shampoo: 50 € cash, the rest by card; the document opens", async () => {
    const { context, page } = await newPage(browser, server.base, WIDE);
    await signIn(page, `/cassa?date=${day}`);
    const due = page.getByRole("list", { name: "Da incassare" });
    await due.getByText("Anna Neri").waitFor();
    expect(euro(await due.getByRole("listitem").textContent())).toContain("Colore e Taglio95,00 €");

    // From the calendar: the visit's details offer "Incassa".
    await page.goto(`/calendar?view=day&date=${day}&appointment=${visit.id}`);
    await page.getByRole("dialog", { name: "Anna Neri" }).getByRole("button", { name: "Incassa" }).click();
    await page.waitForURL(`**/cassa/nuova?appointment=${visit.id}`);
    await page.getByRole("heading", { name: "Incassa Anna Neri" }).waitFor();
    expect(await total(page)).toBe("95,00 €");

    // The scanner types the digits and Enter.
    const search = page.getByRole("combobox", { name: "Aggiungi prodotto" });
    await search.pressSequentially("8001234567890", { delay: 5 });
    await search.press("Enter");
    await page.getByText("Shampoo nutriente · Kérastase").waitFor();
    expect(await search.inputValue()).toBe("");
    expect(await total(page)).toBe("107,50 €");

    await page.getByRole("button", { name: "+ Contanti" }).click();
    await page.getByLabel("Contanti", { exact: true }).fill("50");
    await page.getByLabel("Contante ricevuto").fill("50");
    await page.getByRole("button", { name: "+ Carta/Bancomat" }).click();
    expect(await page.getByLabel("Carta/Bancomat", { exact: true }).inputValue()).toBe("57,50");
    expect(euro(await page.locator("[data-figure=remaining]").textContent())).toBe("Rimanente0,00 €");
    await screenshot(page, "till-form-1440");
    expect(await axe(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await screenshot(page, "till-form-390");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.setViewportSize(WIDE);

    await page.getByRole("button", { name: /^Incassa 107,50/ }).click();
    await page.waitForURL(/\/cassa\/documenti\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split("/").at(-1));
    const sale = await call("GET", `/api/sales/${id}`);
    expect(sale).toMatchObject({ kind: "sale", appointmentId: visit.id, clientName: "Anna Neri", totalCents: 10750, cashGivenCents: 5000, changeCents: 0, balanceCents: 0 });
    expect(sale.lines.map((l: any) => [l.description, l.quantity, l.netCents])).toEqual([
      ["Colore", 1, 6000],
      ["Taglio", 1, 3500],
      ["Shampoo nutriente", 1, 1250],
    ]);
    expect(sale.payments.map((p: any) => [p.method, p.amountCents])).toEqual([
      ["cash", 5000],
      ["card", 5750],
    ]);
    expect((await call("GET", `/api/products/${shampoo.id}`)).stock).toBe(4);

    // The day's page: the visit is no longer to cash, the sale is among today's documents.
    await page.goto(`/cassa?date=${day}`);
    await page.getByText("Nessuna visita da incassare", { exact: false }).waitFor();
    await page.goto("/cassa");
    const docs = page.getByRole("list", { name: "Documenti del giorno" });
    await docs.getByText(sale.number).waitFor();
    expect(await docs.getByRole("link").first().getAttribute("href")).toBe(`/cassa/documenti/${id}`);
    expect(sale.date).toBe(romeToday());
    await screenshot(page, "till-day-1440");
    expect(await axe(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await screenshot(page, "till-day-390");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  test("a collaborator sees no 'Incassa' and cannot open the till", async () => {
    const other = await call("POST", "/api/appointments", { clientId: (await call("GET", `/api/appointments/${visit.id}`)).clientId, stylistId: giulia.id, serviceId: (await call("GET", "/api/services"))[0].id, date: day, startTime: "15:00", endTime: "16:00", notes: "" });
    const { context, page } = await newPage(browser, server.base, WIDE);
    await page.goto(`/calendar?view=day&date=${day}&appointment=${other.id}`);
    await page.getByLabel("Username").fill(STYLIST.username);
    await page.getByLabel("Password").fill(STYLIST.password);
    await page.getByRole("button", { name: "Accedi al Salone" }).click();
    const details = page.getByRole("dialog", { name: "Anna Neri" });
    await details.getByRole("button", { name: "Chiudi" }).first().waitFor();
    expect(await details.getByRole("button", { name: "Incassa" }).count()).toBe(0);
    expect(await page.getByRole("navigation", { name: "Menu principale" }).first().getByRole("link", { name: "Cassa" }).count()).toBe(0);
    await page.goto("/cassa/nuova");
    await page.getByRole("heading", { name: "Non hai accesso a questa pagina" }).waitFor();
    await context.close();
  });
});
