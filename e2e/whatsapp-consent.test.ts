// The client's WhatsApp consent in a real browser, at desk and phone width: ticked in the client
// dialog and in the booking's new-client fields, stored with today's date, shown on the card.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import { apiClient, launchBrowser, newPage, nextMonday, PHONE, romeToday, screenshot, signInFast, startServer, type Server } from "./harness";

const CONSENT = "Acconsente a ricevere messaggi WhatsApp dal salone";

let server: Server;
let browser: Browser;
let call: Awaited<ReturnType<typeof apiClient>>;
const ids = { marco: 0, taglio: 0 };
const day = nextMonday();
const [year, month, date] = romeToday().split("-");
const todayText = `WhatsApp: consenso dal ${date}/${month}/${year}`;

type ClientRow = { id: number; firstName: string; lastName: string; whatsappConsent: boolean; whatsappConsentAt: string | null };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  call = await apiClient(server.base);
  ids.marco = (await call("POST", "/api/stylists", { name: "Marco", phone: "", email: "" })).id;
  ids.taglio = (await call("POST", "/api/services", { name: "Taglio Donna", duration: 45, price: 3500, description: "" })).id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const byName = async (lastName: string) => (await call<ClientRow[]>("GET", "/api/clients")).find((c) => c.lastName === lastName);

describe("WhatsApp consent", () => {
  for (const [label, viewport, n] of [["1440", { width: 1440, height: 900 }, 1], ["390", PHONE, 2]] as const) {
    test(`ticked in the client dialog, shown on her card; unticked, withdrawn (${label} px)`, async () => {
      const { context, page } = await newPage(browser, server.base, viewport);
      await signInFast(context, server.base);
      await page.goto("/clients");
      await page.getByRole("button", { name: "Nuovo Cliente" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Nuovo Cliente" });
      await dialog.getByLabel("Nome", { exact: true }).fill("Anna");
      await dialog.getByLabel("Cognome").fill(`Gallo${n}`);
      await dialog.getByLabel("Telefono").fill(`333 111 222${n}`);
      const box = dialog.getByRole("checkbox", { name: CONSENT });
      expect(await box.isChecked()).toBe(false);
      await box.check();
      await screenshot(page, `consent-client-dialog-${label}`);
      await dialog.getByRole("button", { name: "Crea Cliente" }).click();
      await dialog.waitFor({ state: "hidden" });

      const card = page.getByTestId("client-card").filter({ hasText: `Anna Gallo${n}` });
      await card.getByText(todayText).waitFor();
      await screenshot(page, `consent-client-card-${label}`);
      const stored = await byName(`Gallo${n}`);
      expect(stored).toMatchObject({ whatsappConsent: true });
      expect(stored!.whatsappConsentAt!.slice(0, 4)).toBe(year!);

      await card.getByRole("button", { name: `Modifica Anna Gallo${n}` }).click();
      const edit = page.getByRole("dialog", { name: "Modifica Cliente" });
      await edit.getByText(todayText).waitFor();
      await edit.getByRole("checkbox", { name: CONSENT }).uncheck();
      await edit.getByRole("button", { name: "Salva Modifiche" }).click();
      await edit.waitFor({ state: "hidden" });
      await card.getByText("WhatsApp: nessun consenso").waitFor();
      expect(await byName(`Gallo${n}`)).toMatchObject({ whatsappConsent: false, whatsappConsentAt: null });
      await context.close();
    });

    test(`ticked in the booking's new-client fields, the new client has it (${label} px)`, async () => {
      const { context, page } = await newPage(browser, server.base, viewport);
      await signInFast(context, server.base);
      await page.goto(`/calendar?view=day&date=${day}`);
      await page.getByRole("button", { name: "Nuovo Appuntamento", exact: true }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("combobox", { name: "Cliente" }).fill(`Sara Neri${n}`);
      await dialog.getByLabel("Telefono").fill(`347 555 666${n}`);
      await dialog.getByRole("checkbox", { name: CONSENT }).check();
      await dialog.getByLabel("Stilista").selectOption(String(ids.marco));
      await dialog.getByLabel("Servizio").selectOption(String(ids.taglio));
      await dialog.getByLabel("Ora").selectOption(label === "1440" ? "10" : "12");
      await dialog.getByRole("checkbox", { name: CONSENT }).scrollIntoViewIfNeeded();
      await screenshot(page, `consent-booking-dialog-${label}`);
      await dialog.getByRole("button", { name: "Crea appuntamento" }).click();
      await dialog.waitFor({ state: "hidden" });
      expect(await byName(`Neri${n}`)).toMatchObject({ firstName: "Sara", whatsappConsent: true });
      await context.close();
    });
  }
});
