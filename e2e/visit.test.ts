import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import { apiClient, launchBrowser, newPage, nextMonday, PHONE, screenshot, signIn, startServer, type Server } from "./harness";

let server: Server;
let browser: Browser;
let call: Awaited<ReturnType<typeof apiClient>>;
let giulia: { id: number };
let colore: { id: number };
let taglio: { id: number };
const day = nextMonday();
const WIDE = { width: 1440, height: 900 };
const euro = (s: string | null) => (s ?? "").replaceAll("\u00a0", " ");

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  call = await apiClient(server.base);
  giulia = await call("POST", "/api/stylists", { name: "Giulia", phone: "", email: "" });
  await call("POST", "/api/stylists", { name: "Marco", phone: "", email: "" });
  // Colore: 30 application + 30 posa + 15 rinse; the cut only Giulia does.
  colore = await call("POST", "/api/services", { name: "Colore", duration: 75, price: 6000, description: "", processingMinutes: 30, finishingMinutes: 15, category: "Colore", stylistIds: [] });
  taglio = await call("POST", "/api/services", { name: "Taglio", duration: 30, price: 3500, description: "", category: "Taglio", stylistIds: [giulia.id] });
  await call("POST", "/api/services", { name: "Piega", duration: 30, price: 2500, description: "", category: "Piega" });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Visit = { id: number; clientId: number; totalCents: number; items: { serviceName: string; stylistId: number; startTime: string; endTime: string; priceCents: number }[] };

describe("a visit of several services", () => {
  test("colour and cut with Giulia are booked in one dialog: both items saved, the total shown", async () => {
    const { context, page } = await newPage(browser, server.base, WIDE);
    await signIn(page, `/calendar?view=day&date=${day}`);
    await page.getByRole("button", { name: "Nuovo Appuntamento", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(/^NUOVO ·/).waitFor();
    await dialog.getByRole("combobox", { name: "Cliente" }).fill("Anna Neri");
    await dialog.getByLabel("Telefono").fill("347 765 1234");
    await dialog.getByLabel("Stilista").selectOption({ label: "Giulia" });
    await dialog.getByLabel("Servizio", { exact: true }).selectOption({ label: "Colore (1 h 15 min)" });
    await dialog.getByLabel("Ora").selectOption({ label: "09" });
    await dialog.getByLabel("Minuti").selectOption({ label: "00" });
    await dialog.getByText("09:00–09:30 · posa 09:30–10:00 · 10:00–10:15").waitFor();
    await dialog.getByRole("button", { name: "+ Aggiungi servizio" }).click();
    await page.locator("#appt-item-1-serviceId").selectOption({ label: "Taglio (30 min)" });
    expect(await page.locator("#appt-item-1-stylistId").inputValue()).toBe(String(giulia.id));
    await dialog.getByText("10:15–10:45").waitFor();
    expect(euro(await page.locator("[data-visit-total]").textContent())).toBe("Totale: 1 h 45 min · 95,00 €");
    await screenshot(page, "visit-dialog-1440");
    await dialog.getByRole("button", { name: "Crea appuntamento" }).click();
    await page.getByText("Appuntamento creato con successo").waitFor();

    const [visit] = await call<Visit[]>("GET", `/api/appointments?date=${day}`);
    expect(visit!.items.map((i) => [i.serviceName, i.stylistId, i.startTime, i.endTime, i.priceCents])).toEqual([
      ["Colore", giulia.id, "09:00", "10:15", 6000],
      ["Taglio", giulia.id, "10:15", "10:45", 3500],
    ]);
    expect(visit!.totalCents).toBe(9500);

    // The details list both services, their parts and the total.
    await page.goto(`/calendar?view=day&date=${day}&appointment=${visit!.id}`);
    const details = page.getByRole("dialog", { name: "Anna Neri" });
    await details.getByRole("list", { name: "Servizi della visita" }).waitFor();
    expect(euro(await details.locator("[data-visit-total]").textContent())).toBe("Totale95,00 €");
    await details.getByText(/posa 09:30–10:00/).waitFor();
    await screenshot(page, "visit-details-1440");
    await context.close();

    const phone = await newPage(browser, server.base, PHONE);
    await signIn(phone.page, `/calendar?view=day&date=${day}&appointment=${visit!.id}`);
    await phone.page.getByRole("dialog", { name: "Anna Neri" }).locator("[data-visit-total]").waitFor();
    await screenshot(phone.page, "visit-details-390");
    await phone.page.goto(`/calendar?view=day&date=${day}`);
    await phone.page.getByRole("button", { name: "Nuovo Appuntamento", exact: true }).click();
    const phoneDialog = phone.page.getByRole("dialog");
    await phoneDialog.getByLabel("Servizio", { exact: true }).selectOption({ label: "Colore (1 h 15 min)" });
    await phoneDialog.getByRole("button", { name: "+ Aggiungi servizio" }).click();
    await phone.page.locator("#appt-item-1-serviceId").selectOption({ label: "Piega (30 min)" });
    await phone.page.locator("#appt-item-1-start").selectOption("posa");
    await phone.page.locator("#appt-item-1-parts", { hasText: "09:30–10:00" }).waitFor();
    await screenshot(phone.page, "visit-dialog-390");
    await phone.context.close();
  });

  test("a catalogue price change leaves the past visit's price in the client's history", async () => {
    const [client] = await call<{ id: number }[]>("GET", `/api/appointments?date=${day}`).then((rows) => rows.map((r) => ({ id: (r as unknown as Visit).clientId })));
    // A visit she had in January, recorded on its past date.
    await call("POST", "/api/appointments", {
      clientId: client!.id,
      date: "2026-01-15",
      items: [
        { serviceId: colore.id, stylistId: giulia.id, startTime: "09:00" },
        { serviceId: taglio.id, stylistId: giulia.id, startTime: "10:15" },
      ],
    });
    await call("PUT", `/api/services/${colore.id}`, { name: "Colore", duration: 75, price: 7000, description: "" });

    const { context, page } = await newPage(browser, server.base, WIDE);
    await signIn(page, "/clients");
    await page.getByRole("searchbox", { name: "Cerca clienti" }).fill("Neri");
    const card = page.getByTestId("client-card").filter({ hasText: "Anna Neri" });
    await card.getByRole("button", { name: "Storico appuntamenti" }).click();
    const past = card.locator("section", { hasText: "STORICO" });
    await past.getByText(/15 gennaio 2026/).waitFor();
    const row = past.getByRole("listitem").first();
    expect(euro(await row.textContent())).toContain("Colore e Taglio");
    expect(euro(await row.locator("[data-visit-total]").textContent())).toBe("95,00 €");
    expect(euro(await past.textContent())).toContain("Totale 95,00 €");
    await context.close();
  });

  test("the services page groups the cards by category (1440 and 390)", async () => {
    for (const [viewport, name] of [[WIDE, "services-1440"], [PHONE, "services-390"]] as const) {
      const { context, page } = await newPage(browser, server.base, viewport);
      await signIn(page, "/services");
      await page.locator("section[aria-label='Colore'] > h2").waitFor();
      expect(await page.locator("section[aria-label] > h2").allTextContents()).toEqual(["Colore", "Taglio", "Piega"]);
      await page.getByText("75 min · posa 30 min · finitura 15 min").waitFor();
      await screenshot(page, name);
      if (name === "services-1440") {
        await page.getByRole("button", { name: "Modifica Colore" }).click();
        await page.getByRole("dialog", { name: "Modifica Servizio" }).getByLabel("Posa (min)").waitFor();
        await screenshot(page, "service-dialog-1440");
      }
      await context.close();
    }
  });
});
