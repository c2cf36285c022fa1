import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { firstReminderDate, nextReminderDate } from "../src/domain/reminders";
import { wallClockIn } from "../src/domain/time";
import { graphError, startFakeGraphApi, type FakeGraphApi } from "../src/messaging/fake-graph-api";
import { signBody } from "../src/messaging/webhook";
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, signIn, signInFast, startServer, type Server } from "./harness";

const APP_SECRET = "segreto-e2e";
let server: Server;
let browser: Browser;
let fake: FakeGraphApi;
let db: Database;
const ids = { maria: 0, luca: 0, colore: 0, barba: 0, giulia: 0, marco: 0 };

// The catalog goes straight into the server's SQLite file: this test does not depend on the
// clients/services/stylists screens or endpoints.
function seed() {
  db = new Database(join(server.dir, "salone.db"));
  db.exec("PRAGMA busy_timeout = 5000");
  const insert = <T>(sql: string, ...values: (string | number)[]) => (db.query(sql).get(...values) as { id: T }).id;
  // Both consented to WhatsApp messages: without it no reminder would be sent.
  const client = "INSERT INTO clients (first_name, last_name, phone, whatsapp_consent, whatsapp_consent_at) VALUES (?, ?, ?, 1, '2026-01-15T10:00:00.000Z') RETURNING id";
  ids.maria = insert(client, "Maria", "Rossi", "3331234567");
  ids.luca = insert(client, "Luca", "Bianchi", "3479876543");
  ids.colore = insert("INSERT INTO services (name, duration, price) VALUES (?, ?, ?) RETURNING id", "Colore", 90, 5500);
  ids.barba = insert("INSERT INTO services (name, duration, price) VALUES (?, ?, ?) RETURNING id", "Barba", 20, 1500);
  ids.giulia = insert("INSERT INTO stylists (name) VALUES (?) RETURNING id", "Giulia");
  ids.marco = insert("INSERT INTO stylists (name) VALUES (?) RETURNING id", "Marco");
}

beforeAll(async () => {
  fake = startFakeGraphApi();
  server = await startServer({
    WHATSAPP_API_URL: fake.url,
    WHATSAPP_ACCESS_TOKEN: "token-e2e",
    WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
    WHATSAPP_APP_SECRET: APP_SECRET,
    SALON_NAME: "Salone Bella",
  });
  browser = await launchBrowser();
  seed();
});
afterAll(async () => {
  db?.close();
  await browser?.close();
  await server?.stop();
  await fake?.stop();
});

const row = (page: Page, client: string) => page.getByTestId("reminder-row").filter({ hasText: client });
const shortDay = (day: string) => day.split("-").reverse().join("/");
const expectedFirst = (schedule: { frequency: "weekly" | "biweekly" | "monthly"; dayOfWeek: number | null; dayOfMonth: number | null }, preferredTime: string) =>
  shortDay(firstReminderDate({ ...schedule, preferredTime, wallClock: wallClockIn("Europe/Rome", new Date()) }));

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

describe("Promemoria", () => {
  test("create, edit and delete a reminder", async () => {
    const { context, page } = await newPage(browser, server.base, DESKTOP);
    await signIn(page, "/recurring-reminders");
    await page.getByRole("heading", { name: "Promemoria", exact: true }).waitFor();
    await page.getByText("Nessun promemoria ricorrente").waitFor();
    await screenshot(page, "reminders-empty-desktop");

    // The empty state's own button opens the form.
    await page.getByRole("button", { name: "Nuovo Promemoria" }).last().click();
    const dialog = page.getByRole("dialog", { name: "Nuovo Promemoria" });
    await dialog.waitFor();
    const create = dialog.getByRole("button", { name: "Crea Promemoria" });
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByRole("combobox", { name: "Cliente" }).fill("Maria Rossi");
    await page.getByRole("option", { name: /Maria Rossi/ }).first().click();
    await dialog.getByLabel("Servizio").selectOption({ label: "Colore" });
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel("Parrucchiere").selectOption({ label: "Giulia" });
    expect(await create.isDisabled()).toBe(false);
    await dialog.getByLabel("Frequenza").selectOption({ label: "Mensile" });
    await dialog.getByLabel("Giorno del mese").fill("31");
    await dialog.getByLabel("Orario preferito").selectOption("09:30");
    await screenshot(page, "reminders-form-desktop");
    await create.click();
    await dialog.waitFor({ state: "detached" });

    await page.getByRole("heading", { name: "Promemoria Attivi (1)" }).waitFor();
    const maria = row(page, "Maria Rossi");
    await maria.getByText("Colore · con Giulia").waitFor();
    await maria.getByText("Mensile").waitFor();
    await maria.getByText("Giorno 31 del mese").waitFor();
    await maria.getByText("09:30").waitFor();
    await maria.getByText(expectedFirst({ frequency: "monthly", dayOfWeek: null, dayOfMonth: 31 }, "09:30")).waitFor();
    await maria.getByText("Nessun invio ancora").waitFor();

    // Edit: biweekly on Sunday with Marco; switching frequency brings back the weekday select.
    await page.getByRole("button", { name: "Modifica il promemoria di Maria Rossi" }).click();
    const edit = page.getByRole("dialog", { name: "Modifica Promemoria" });
    await edit.waitFor();
    expect(await edit.getByLabel("Giorno del mese").inputValue()).toBe("31");
    await edit.getByLabel("Frequenza").selectOption({ label: "Ogni 2 settimane" });
    expect(await edit.getByLabel("Giorno del mese").count()).toBe(0);
    await edit.getByLabel("Giorno della settimana").selectOption({ label: "Domenica" });
    await edit.getByLabel("Parrucchiere").selectOption({ label: "Marco" });
    await edit.getByRole("button", { name: "Aggiorna" }).click();
    await edit.waitFor({ state: "detached" });
    await maria.getByText("Ogni 2 settimane").waitFor();
    await maria.getByText("Domenica").waitFor();
    await maria.getByText("Colore · con Marco").waitFor();
    await maria.getByText(expectedFirst({ frequency: "biweekly", dayOfWeek: 0, dayOfMonth: null }, "09:30")).waitFor();

    // Delete asks first, naming the client; Annulla keeps it.
    await page.getByRole("button", { name: "Elimina il promemoria di Maria Rossi" }).click();
    const confirm = page.getByRole("dialog", { name: "Eliminare il promemoria di Maria Rossi?" });
    await confirm.waitFor();
    await confirm.getByRole("button", { name: "Annulla" }).click();
    await confirm.waitFor({ state: "detached" });
    expect(await maria.count()).toBe(1);
    await page.getByRole("button", { name: "Elimina il promemoria di Maria Rossi" }).click();
    await confirm.getByRole("button", { name: "Elimina" }).click();
    await page.getByText("Nessun promemoria ricorrente").waitFor();
    await context.close();
  });

  test("?client= preselects the client and opens the form", async () => {
    const { context, page } = await newPage(browser, server.base, DESKTOP);
    await signInFast(context, server.base);
    await page.goto(`/recurring-reminders?client=${ids.luca}`);
    const dialog = page.getByRole("dialog", { name: "Nuovo Promemoria" });
    await dialog.waitFor();
    expect(await dialog.getByRole("combobox", { name: "Cliente" }).inputValue()).toBe("Luca Bianchi");
    expect(new URL(page.url()).search).toBe("");
    await dialog.getByRole("button", { name: "Annulla" }).click();
    await dialog.waitFor({ state: "detached" });
    // A reload shows the list, not the form again.
    await page.reload();
    await page.getByRole("heading", { name: "Promemoria", exact: true }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    await context.close();
  });

  test("'Test Servizio' runs the check, alerts, and the row shows the send and then the read receipt", async () => {
    const { context, page } = await newPage(browser, server.base, DESKTOP);
    await signInFast(context, server.base);
    await page.goto(`/recurring-reminders?client=${ids.luca}`);
    const dialog = page.getByRole("dialog", { name: "Nuovo Promemoria" });
    await dialog.getByLabel("Servizio").selectOption({ label: "Barba" });
    await dialog.getByLabel("Parrucchiere").selectOption({ label: "Marco" });
    await dialog.getByLabel("Frequenza").selectOption({ label: "Ogni 2 settimane" });
    await dialog.getByLabel("Giorno della settimana").selectOption({ label: "Lunedì" });
    await dialog.getByRole("button", { name: "Crea Promemoria" }).click();
    await dialog.waitFor({ state: "detached" });
    const luca = row(page, "Luca Bianchi");
    await luca.waitFor();

    // As if its Monday had come while the server was down: the last Monday before today.
    const weekAgo = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(new Date(Date.now() - 7 * 86_400_000));
    const lastMonday = nextReminderDate({ frequency: "biweekly", dayOfWeek: 1, dayOfMonth: null, from: weekAgo });
    db.query("UPDATE recurring_reminders SET next_reminder_date = ? WHERE client_id = ?").run(lastMonday, ids.luca);

    const alerts: string[] = [];
    page.on("dialog", (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await page.getByRole("button", { name: "Test Servizio" }).click();
    await luca.getByText(/^Inviato \d\d\/\d\d \d\d:\d\d$/).waitFor();
    expect(alerts).toEqual(["Test dei promemoria avviato! Controlla la console del server per i dettagli."]);
    // The minute timer may have got there first; either way exactly one message went out.
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.body).toMatchObject({
      to: "393479876543",
      template: { components: [{ parameters: [{ text: "Luca" }, { text: "Barba" }, { text: "Salone Bella" }] }] },
    });

    // Meta's read receipt, signed, reaches the public webhook.
    const raw = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [{ id: "1", changes: [{ field: "messages", value: { statuses: [{ id: "wamid.TEST1", status: "read", timestamp: String(Math.floor(Date.now() / 1000)) }] } }] }],
    });
    const receipt = await fetch(`${server.base}/api/whatsapp/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": signBody(raw, APP_SECRET) },
      body: raw,
    });
    expect(receipt.status).toBe(200);
    await page.reload();
    await luca.getByText(/^Inviato \d\d\/\d\d \d\d:\d\d · letto$/).waitFor();

    // A number that is not on WhatsApp: refused for good, and the row says why.
    fake.reply({ status: 400, body: graphError(131026, "Message undeliverable") });
    const maria = db
      .query("INSERT INTO recurring_reminders (client_id, service_id, stylist_id, frequency, day_of_month, preferred_time, next_reminder_date) VALUES (?, ?, ?, 'monthly', 31, '09:00', ?) RETURNING id")
      .get(ids.maria, ids.colore, ids.giulia, lastMonday) as { id: number };
    await page.getByRole("button", { name: "Test Servizio" }).click();
    await row(page, "Maria Rossi").getByText("Non inviato: numero non su WhatsApp").waitFor();
    expect(fake.requests).toHaveLength(2);
    expect(alerts).toHaveLength(2);
    expect(maria.id).toBeGreaterThan(0);
    await screenshot(page, "reminders-list-desktop");
    await context.close();
  });

  test("on a 390 px phone the list and the form fit without horizontal scrolling", async () => {
    const { context, page } = await newPage(browser, server.base, PHONE);
    await signInFast(context, server.base);
    await page.goto("/recurring-reminders");
    await row(page, "Luca Bianchi").waitFor();
    await noHorizontalScroll(page);
    const edit = page.getByRole("button", { name: "Modifica il promemoria di Luca Bianchi" });
    const box = (await edit.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, "reminders-list-phone");
    await page.getByRole("button", { name: "Nuovo Promemoria" }).first().click();
    await page.getByRole("dialog", { name: "Nuovo Promemoria" }).waitFor();
    await noHorizontalScroll(page);
    await screenshot(page, "reminders-form-phone");
    await context.close();
  });
});
