// A till document's page and the day's closing in Chromium: the receipt's print layout (80 mm and
// A4), a void and a new sale, a refund the next day with the stock back, a closing with 5 € more.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { openDatabase } from "../db/client";
import { createApp } from "../src/app";
import { parseConfig } from "../src/config";
import { addDays } from "../src/domain/time";
import { ADMIN, apiClient, launchBrowser, newPage, PHONE, romeToday, screenshot, signIn, startServer, type Server } from "./harness";

const NOT_FISCAL = "Documento non fiscale — il documento commerciale è emesso dal registratore telematico";
const WIDE = { width: 1440, height: 900 };
const euro = (s: string | null) => (s ?? "").replaceAll("\u00a0", " ");

let server: Server;
let browser: Browser;
let call: Awaited<ReturnType<typeof apiClient>>;
let shampoo: { id: number; stock: number };
let colore: { id: number };
let taglio: { id: number };
let maria: { id: number };
let yesterdaySale: { id: number; number: string };
let todaySale: { id: number; number: string };
const today = romeToday();
const yesterday = addDays(today, -1);

/**
 * The app's own code on the server's database file with the clock at `iso`, while the server
 * process is stopped: how a sale comes to be dated yesterday (the binary always runs on now).
 */
async function asOf<T>(iso: string, fn: (post: (path: string, body: unknown) => Promise<any>) => Promise<T>): Promise<T> {
  await server.stopProcessOnly();
  const db = openDatabase(join(server.dir, "salone.db"));
  try {
    const config = parseConfig({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, LOG_REQUESTS: "false" });
    const app = createApp({ db, config, clock: { now: () => new Date(iso) }, log: () => {}, peerAddress: () => "127.0.0.1" });
    const json = async (method: string, path: string, body: unknown, token?: string) => {
      const res = await app.handle(
        new Request(`http://localhost${path}`, { method, headers: { "Content-Type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) }),
      );
      const out = await res.json();
      if (!res.ok) throw new Error(`${path} → ${res.status} ${JSON.stringify(out)}`);
      return out;
    };
    const { token } = await json("POST", "/api/auth/login", { username: ADMIN.username, password: ADMIN.password });
    return await fn((path, body) => json("POST", path, body, token));
  } finally {
    db.$client.close();
    await server.startProcessOnly();
  }
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  call = await apiClient(server.base);
  await call("PUT", "/api/settings/salon", { name: "Salone Bella", address: "Via Roma 1, 20121 Milano", phone: "", email: "", vatNumber: "IT12345678903" });
  colore = await call("POST", "/api/services", { name: "Colore", duration: 75, price: 6000, description: "" });
  taglio = await call("POST", "/api/services", { name: "Taglio", duration: 30, price: 3500, description: "" });
  shampoo = await call("POST", "/api/products", { name: "Shampoo Nutriente", brand: "Davines", priceCents: 1800, stock: 5 });
  maria = await call("POST", "/api/clients", { firstName: "Maria", lastName: "Rossi", phone: "3331234567", email: "", notes: "", whatsappConsent: true });
  // Yesterday at 11:00 in Rome: a shampoo, paid by card.
  yesterdaySale = await asOf(`${yesterday}T10:00:00.000Z`, (post) =>
    post("/api/sales", { clientId: maria.id, lines: [{ kind: "product", productId: shampoo.id, quantity: 1, unitPriceCents: 1800 }], payments: [{ method: "card", amountCents: 1800 }] }),
  );
  // Today: colour + cut + a shampoo, 50 € cash and the rest by card, the cut 10 % off.
  todaySale = await call("POST", "/api/sales", {
    clientId: maria.id,
    lines: [
      { kind: "service", serviceId: colore.id, quantity: 1, unitPriceCents: 6000 },
      { kind: "service", serviceId: taglio.id, quantity: 1, unitPriceCents: 3500, discountPercent: 10, discountReason: "fedeltà" },
      { kind: "product", productId: shampoo.id, quantity: 1, unitPriceCents: 1800 },
    ],
    payments: [{ method: "cash", amountCents: 5000 }, { method: "card", amountCents: 5950 }],
    cashGivenCents: 5000,
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** window.print() opens no dialog in a test: it counts the calls instead. */
async function withFakePrint(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
}

/** The first page's size in points, from the PDF Chromium prints with the page's own @page size. */
async function printedPageSize(page: Page): Promise<[number, number]> {
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString("latin1");
  const box = /MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
  if (!box) throw new Error("no MediaBox in the printed PDF");
  return [Number(box[1]), Number(box[2])];
}

describe("a sale's document page", () => {
  test("the document, its receipt in print (80 mm and A4, nothing else printed), WhatsApp without a configured number", async () => {
    for (const [viewport, suffix] of [[WIDE, "1440"], [PHONE, "390"]] as const) {
      const { context, page } = await newPage(browser, server.base, viewport);
      await withFakePrint(page);
      await signIn(page, `/cassa/documenti/${todaySale.id}`);
      await page.getByRole("heading", { name: `Vendita ${todaySale.number}` }).waitFor();
      expect(euro(await page.getByRole("list", { name: "Righe del documento" }).textContent())).toContain("Sconto 10 % (3,50 €) · fedeltà");
      await screenshot(page, `cassa-document-${suffix}`);

      await page.getByRole("button", { name: "Stampa 80 mm" }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      await page.emulateMedia({ media: "print" });
      const receipt = page.locator(".print-only");
      expect(await receipt.isVisible()).toBe(true);
      expect(await page.getByRole("heading", { name: `Vendita ${todaySale.number}` }).isVisible()).toBe(false);
      const text = euro(await receipt.textContent());
      for (const part of ["Salone Bella", "Via Roma 1, 20121 Milano", "P. IVA 12345678903", "TOTALE109,50 €", "Contanti50,00 €", "Carta/Bancomat59,50 €", NOT_FISCAL]) expect(text).toContain(part);
      expect(await receipt.evaluate((el) => getComputedStyle(el.querySelector(".print-sheet")!).fontFamily)).toContain("monospace");
      await screenshot(page, `cassa-receipt-80mm-${suffix}`);
      if (suffix === "1440") {
        const [w] = await printedPageSize(page);
        expect(Math.round((w / 72) * 25.4)).toBe(80);
      }
      await page.emulateMedia({ media: "screen" });
      await page.getByRole("button", { name: "Stampa A4" }).click();
      await page.emulateMedia({ media: "print" });
      await screenshot(page, `cassa-receipt-a4-${suffix}`);
      if (suffix === "1440") {
        const [w, h] = await printedPageSize(page);
        expect([Math.round((w / 72) * 25.4), Math.round((h / 72) * 25.4)]).toEqual([210, 297]);
      }
      await page.emulateMedia({ media: "screen" });
      if (suffix === "1440") {
        await page.getByRole("button", { name: "Invia su WhatsApp" }).click();
        // The toast says why, and the page's list of receipts sent keeps it.
        await page.getByText("WhatsApp non configurato", { exact: true }).waitFor();
        await page.getByText("Ricevuta su WhatsApp: non inviato: WhatsApp non configurato").waitFor();
        await screenshot(page, "cassa-document-receipt-sent-1440");
      }
      await context.close();
    }
  });

  test("Annulla vendita opens the void; the same visit's money is cashed again as a new sale", async () => {
    const { context, page } = await newPage(browser, server.base, WIDE);
    await signIn(page, `/cassa/documenti/${todaySale.id}`);
    await page.getByRole("button", { name: "Annulla vendita" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Motivo").fill("Sconto da rifare");
    await dialog.getByRole("button", { name: "Annulla vendita" }).click();
    await page.getByRole("heading", { name: /^Annullo / }).waitFor();
    expect(await page.getByRole("link", { name: todaySale.number }).isVisible()).toBe(true);
    await page.getByRole("link", { name: todaySale.number }).click();
    await page.getByText("Annullata", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Annulla vendita" }).count()).toBe(0);
    const again = await call("POST", "/api/sales", {
      clientId: maria.id,
      lines: [
        { kind: "service", serviceId: colore.id, quantity: 1, unitPriceCents: 6000 },
        { kind: "service", serviceId: taglio.id, quantity: 1, unitPriceCents: 3500 },
        { kind: "product", productId: shampoo.id, quantity: 1, unitPriceCents: 1800 },
      ],
      payments: [{ method: "cash", amountCents: 5000 }, { method: "card", amountCents: 6300 }],
    });
    await page.goto(`/cassa/documenti/${again.id}`);
    await page.getByRole("heading", { name: `Vendita ${again.number}` }).waitFor();
    await context.close();
  });

  test("Reso of yesterday's shampoo: the amount shown is what goes back, and the shampoo is back on the shelf", async () => {
    const before = (await call("GET", `/api/products/${shampoo.id}`)).stock;
    const { context, page } = await newPage(browser, server.base, WIDE);
    await signIn(page, `/cassa/documenti/${yesterdaySale.id}`);
    expect(await page.getByRole("button", { name: "Annulla vendita" }).count()).toBe(0);
    await page.getByRole("button", { name: "Reso" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Quantità da rendere: Shampoo Nutriente").fill("1");
    expect(euro(await dialog.textContent())).toContain("Da restituire18,00 €");
    await dialog.getByRole("button", { name: "Conferma reso" }).click();
    await dialog.getByText("Il motivo del reso è richiesto").waitFor();
    await dialog.getByLabel("Motivo del reso").fill("Prodotto non adatto");
    await dialog.getByRole("button", { name: "Conferma reso" }).click();
    await page.getByRole("heading", { name: /^Reso / }).waitFor();
    expect(euro(await page.getByText(/Totale reso/).locator("..").textContent())).toContain("18,00 €");
    expect((await call("GET", `/api/products/${shampoo.id}`)).stock).toBe(before + 1);
    await context.close();
  });
});

describe("Chiusura cassa", () => {
  test("the day closes with 5 € more and a note; closed, it is locked; printable", async () => {
    for (const [viewport, suffix] of [[WIDE, "1440"], [PHONE, "390"]] as const) {
      const { context, page } = await newPage(browser, server.base, viewport);
      await withFakePrint(page);
      await signIn(page, `/cassa/chiusura/${today}`);
      await page.getByRole("heading", { name: "Chiusura cassa" }).waitFor();
      if (suffix === "1440") {
        // Cash today: 50 € taken, 50 € back by the void, 50 € taken again, 18 € handed back by the refund.
        await page.getByLabel("Fondo cassa iniziale").fill("100");
        expect(euro(await page.getByTestId("expected-cash").textContent())).toBe("132,00 €");
        await page.getByLabel("Contanti contati").fill("137");
        expect(euro(await page.getByTestId("cash-difference").textContent())).toBe("+5,00 €");
        await screenshot(page, "cassa-closing-open-1440");
        await page.getByRole("button", { name: "Chiudi cassa" }).click();
        await page.getByText("Scrivi una nota che spieghi la differenza di cassa").waitFor();
        await page.getByLabel("Nota").fill("5 € trovati sotto il cassetto");
        await page.getByRole("button", { name: "Chiudi cassa" }).click();
        await page.getByRole("dialog").getByRole("button", { name: "Chiudi cassa" }).click();
        await page.getByText("Chiusa", { exact: true }).waitFor();
      }
      await page.getByText(/^Chiusa da Amministratore Salone il /).first().waitFor();
      expect(await page.getByRole("button", { name: "Chiudi cassa" }).count()).toBe(0);
      await screenshot(page, `cassa-closing-${suffix}`);
      await page.emulateMedia({ media: "print" });
      expect(euro(await page.locator(".print-only").textContent())).toContain("Differenza5,00 €");
      await screenshot(page, `cassa-closing-print-${suffix}`);
      await context.close();
    }
    const closed = await call("GET", `/api/cash-closings/${today}`);
    expect(closed).toMatchObject({ status: "closed", openingFloatCents: 10000, expectedCashCents: 13200, countedCashCents: 13700, differenceCents: 500, note: "5 € trovati sotto il cassetto" });
  });
});
