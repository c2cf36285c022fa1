// A new salon set up in the app, in a real browser: the owner enters the WhatsApp credentials in
// Impostazioni and sends a test message to the (fake) Graph API without restarting the server;
// Informazioni Salone is saved on the server; the dashboard's checklist ticks itself.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import type { Browser, Locator } from "playwright-core";
import { graphError, startFakeGraphApi, type FakeGraphApi } from "../src/messaging/fake-graph-api";
import { apiClient, launchBrowser, newPage, PHONE, screenshot, signInFast, startServer, type Server } from "./harness";

const DESK = { width: 1440, height: 900 };
/** One card alone (the settings page is several screens tall on a phone). */
const cardShot = async (card: Locator, name: string) => {
  if (process.env.E2E_SCREENSHOTS) await card.screenshot({ path: join(process.env.E2E_SCREENSHOTS, `${name}.png`) });
};
let server: Server;
let browser: Browser;
let fake: FakeGraphApi;
let call: Awaited<ReturnType<typeof apiClient>>;

beforeAll(async () => {
  fake = startFakeGraphApi();
  // BACKUP_HOUR 00:00: whatever the time of day the test runs, the daily backup is due at start.
  server = await startServer({ WHATSAPP_API_URL: fake.url, BACKUP_HOUR: "00:00" }, { newSalon: true });
  browser = await launchBrowser();
  call = await apiClient(server.base);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.stop();
});

describe("a new salon set up in the app", () => {
  // The first daily backup is taken as the server starts (its hour, 00:00, has passed today), so that step is done.
  test("the dashboard lists the set-up steps, only the backup done; a new salon is closed on Monday (1440 and 390 px)", async () => {
    for (const [label, viewport] of [["1440", DESK], ["390", PHONE]] as const) {
      const { context, page } = await newPage(browser, server.base, viewport);
      await signInFast(context, server.base);
      await page.goto("/dashboard");
      await page.getByRole("heading", { name: "Prepara il salone" }).waitFor();
      await page.getByText("1 di 7 passi fatti").waitFor();
      const steps = page.getByRole("list", { name: "Passi per preparare il salone" });
      expect(await steps.getByRole("listitem").count()).toBe(7);
      expect(await steps.getByRole("link", { name: "Vai a Servizi" }).getAttribute("href")).toBe("/services");
      await screenshot(page, `setup-checklist-${label}`);
      await context.close();
    }
    const week = await call("GET", "/api/settings/hours");
    expect(week.monday.isOpen).toBe(false);
    expect(week.tuesday.isOpen).toBe(true);
  });

  test("the owner enters the WhatsApp credentials and sends a test message, no restart (1440 px)", async () => {
    const { context, page } = await newPage(browser, server.base, DESK);
    await signInFast(context, server.base);
    await page.goto("/settings");
    await page.getByText("Non configurato").waitFor();
    const credentials = page.getByRole("form", { name: "Credenziali WhatsApp" });
    await credentials.getByLabel("Access Token", { exact: true }).fill("EAAG-token-dal-titolare");
    await credentials.getByLabel("Phone Number ID", { exact: true }).fill("106540352242922");
    await credentials.getByRole("button", { name: "Salva credenziali" }).click();
    await page.getByText("Configurato", { exact: true }).waitFor();
    expect(await credentials.getByLabel("Access Token", { exact: true }).inputValue()).toBe("");
    // The page never holds the token once saved.
    expect(await page.content()).not.toContain("EAAG-token-dal-titolare");

    const test = page.getByRole("form", { name: "Messaggio di prova" });
    await test.getByLabel("Numero per il messaggio di prova").fill("3331234567");
    await test.getByRole("button", { name: "Invia messaggio di prova" }).click();
    await page.getByText("Messaggio di prova inviato a +39 333 123 4567 (id wamid.TEST1).").waitFor();
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.authorization).toBe("Bearer EAAG-token-dal-titolare");
    expect(fake.requests[0]!.path).toBe("/v23.0/106540352242922/messages");
    expect(fake.requests[0]!.body).toMatchObject({ to: "393331234567", template: { name: "hello_world", language: { code: "en_US" } } });

    // Meta refuses a number not on the test account's list: said in Italian.
    fake.reply({ status: 400, body: graphError(131030, "Recipient phone number not in allowed list") });
    await test.getByRole("button", { name: "Invia messaggio di prova" }).click();
    await page.getByText("WhatsApp ha rifiutato il messaggio: numero non abilitato per questo account di prova.").waitFor();
    await screenshot(page, "settings-whatsapp-1440");
    await context.close();
  });

  test("Informazioni Salone is saved on the server and read back on another device (1440 and 390 px)", async () => {
    const first = await newPage(browser, server.base, DESK);
    await signInFast(first.context, server.base);
    await first.page.goto("/settings");
    const info = first.page.getByRole("form", { name: "Informazioni salone" });
    await info.getByLabel("Nome del salone").fill("Bella Chioma");
    await info.getByLabel("Indirizzo").fill("Corso Italia 5, Milano");
    await info.getByLabel("Telefono").fill("0212345678");
    await info.getByLabel("Email").fill("info@bellachioma.it");
    await info.getByLabel("Partita IVA").fill("IT0074311015");
    await info.getByRole("button", { name: "Salva" }).click();
    await info.getByText("Partita IVA non valida: 11 cifre, con o senza IT davanti").waitFor();
    await info.getByLabel("Partita IVA").fill("IT00743110157");
    await info.getByRole("button", { name: "Salva" }).click();
    await first.page.getByText("Informazioni salvate").waitFor();
    await screenshot(first.page, "settings-cards-1440");
    await first.context.close();

    const phone = await newPage(browser, server.base, PHONE);
    await signInFast(phone.context, server.base);
    await phone.page.goto("/settings");
    const again = phone.page.getByRole("form", { name: "Informazioni salone" });
    await again.getByLabel("Nome del salone").waitFor();
    expect(await again.getByLabel("Nome del salone").inputValue()).toBe("Bella Chioma");
    expect(await again.getByLabel("Partita IVA").inputValue()).toBe("00743110157");
    await screenshot(phone.page, "settings-cards-390");
    await cardShot(phone.page.locator("div").filter({ has: phone.page.getByRole("heading", { name: "Messaggi WhatsApp" }) }).filter({ has: phone.page.getByRole("form", { name: "Messaggio di prova" }) }).last(), "settings-whatsapp-card-390");
    await cardShot(phone.page.locator("div").filter({ has: phone.page.getByRole("heading", { name: "Informazioni Salone" }) }).filter({ has: again }).last(), "settings-info-card-390");
    await phone.context.close();
  });

  test("the checklist has ticked WhatsApp by itself", async () => {
    const { context, page } = await newPage(browser, server.base, DESK);
    await signInFast(context, server.base);
    await page.goto("/dashboard");
    await page.getByText("2 di 7 passi fatti").waitFor();
    await page.getByRole("list", { name: "Passi per preparare il salone" }).getByText("WhatsApp: fatto").waitFor({ state: "attached" });
    await context.close();
  });
});
