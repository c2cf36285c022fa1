// Double opt-in in a real browser: a new client books on /prenota with the WhatsApp box ticked;
// the confirmation reaches the (fake) Graph API asking "Confermi di voler ricevere i promemoria su
// WhatsApp?" with "Sì" / "Non sono io"; her "Sì" turns consent on and the open clients list
// follows; another number's "Non sono io" frees the time on the open calendar and flags it. A
// booking with a stored client's phone under another name reads "Da verificare".
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { addDays } from "../src/domain/time";
import { startFakeGraphApi, type FakeGraphApi } from "../src/messaging/fake-graph-api";
import { messagesWebhook } from "../src/messaging/incoming";
import { signBody } from "../src/messaging/webhook";
import { apiClient, launchBrowser, newPage, nextMonday, PHONE, screenshot, signInFast, startServer, TALL, type Server } from "./harness";

const APP_SECRET = "segreto-e2e";
let fake: FakeGraphApi;
let server: Server;
let browser: Browser;
const day = addDays(nextMonday(), 7);
const ids = { giulia: 0, taglio: 0 };

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
  const call = await apiClient(server.base);
  ids.giulia = (await call("POST", "/api/stylists", { name: "Giulia Rossi", phone: "", email: "" })).id;
  ids.taglio = (await call("POST", "/api/services", { name: "Taglio donna", duration: 45, price: 3500, description: "" })).id;
  await call("POST", "/api/clients", { firstName: "Maria", lastName: "Rossi", phone: "3331234567", email: "", notes: "Allergica all'ammoniaca" });
  await call("PUT", "/api/settings/online-booking", { enabled: true, serviceIds: [ids.taglio], stylistIds: [ids.giulia] });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.stop();
});

/** The buttons of the last message the fake Graph API received, as payloads. */
function lastButtons() {
  const body = fake.requests.at(-1)!.body;
  return body.template.components.filter((c: any) => c.type === "button").map((c: any) => c.parameters[0].payload as string);
}

let n = 0;
/** Meta's signed POST for a tap on a quick-reply button, from `from`. */
async function tap(from: string, payload: string, text: string) {
  const raw = JSON.stringify(
    messagesWebhook([{ from, id: `wamid.OPTIN${++n}`, timestamp: String(Math.floor(Date.now() / 1000)), type: "button", button: { payload, text } }]),
  );
  const res = await fetch(`${server.base}/api/whatsapp/webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Hub-Signature-256": signBody(raw, APP_SECRET) },
    body: raw,
  });
  expect(res.status).toBe(200);
}

/** The public page, step by step, to the details form at `time`; then the form sent. */
async function bookOnline(page: Page, time: string, who: { first: string; last: string; phone: string }) {
  await page.goto("/prenota");
  await page.getByRole("link", { name: /Taglio donna/ }).click();
  await page.getByRole("link", { name: /Giulia/ }).click();
  await page.locator(`a[data-day="${day}"]`).click();
  await page.getByRole("link", { name: time, exact: true }).click();
  await page.getByRole("heading", { level: 2, name: "I tuoi dati" }).waitFor();
  await page.getByLabel("Nome", { exact: true }).fill(who.first);
  await page.getByLabel("Cognome").fill(who.last);
  await page.getByLabel("Telefono").fill(who.phone);
  await page.getByLabel("Acconsento a ricevere messaggi WhatsApp dal salone").check();
  await page.getByRole("button", { name: "Conferma prenotazione" }).click();
  await page.getByRole("heading", { level: 2, name: "Prenotazione confermata" }).waitFor();
}

test("a new client books with consent: the confirmation asks, 'Sì' turns consent on and the open clients list follows", async () => {
  const call = await apiClient(server.base);
  const desk = await newPage(browser, server.base, { width: 1440, height: 900 });
  await signInFast(desk.context, server.base);
  await desk.page.goto("/clients");
  await desk.page.getByText("Maria Rossi").waitFor();

  const phone = await newPage(browser, server.base, PHONE);
  await bookOnline(phone.page, "10:00", { first: "Sara", last: "Verdi", phone: "340 111 2222" });
  const card = desk.page.getByTestId("client-card").filter({ hasText: "Sara Verdi" });
  await card.waitFor();
  expect(await card.textContent()).toContain("WhatsApp: nessun consenso");

  await call("POST", "/api/appointment-reminders/trigger");
  expect(fake.requests).toHaveLength(1);
  const sent = fake.requests[0]!.body;
  expect([sent.to, sent.template.name]).toEqual(["393401112222", "prenotazione_ricevuta"]);
  const [yes] = lastButtons();
  expect(yes).toMatch(/^cst:[A-Za-z0-9_-]+:yes$/);

  const t0 = Date.now();
  await tap("393401112222", yes!, "Sì");
  await card.getByText(/WhatsApp: consenso dal \d\d\/\d\d\/\d{4}/).waitFor({ timeout: 2000 });
  console.log(`"Sì" → consent on the open clients list in ${Date.now() - t0} ms`);
  await screenshot(desk.page, "consenso-clienti-1440");
  for (const p of [desk, phone]) await p.context.close();
});

test("'Non sono io' frees the time on the open calendar and flags the booking; another name reads 'Da verificare'", async () => {
  const call = await apiClient(server.base);
  const desk = await newPage(browser, server.base, TALL);
  await signInFast(desk.context, server.base);
  await desk.page.goto(`/calendar?view=day&date=${day}`);
  await desk.page.locator(`[data-slot="${ids.giulia}@11:00"]`).waitFor();

  const phone = await newPage(browser, server.base, PHONE);
  await bookOnline(phone.page, "11:00", { first: "Paolo", last: "Neri", phone: "340 222 3333" });
  const block = desk.page.locator("[data-appointment]", { hasText: "Paolo Neri" });
  await block.waitFor();
  await call("POST", "/api/appointment-reminders/trigger");
  expect(fake.requests.at(-1)!.body.to).toBe("393402223333");
  const [, no] = lastButtons();
  expect(no).toMatch(/^cst:[A-Za-z0-9_-]+:no$/);

  const t0 = Date.now();
  await tap("393402223333", no!, "Non sono io");
  await block.waitFor({ state: "detached", timeout: 2000 });
  console.log(`"Non sono io" → time free on the open calendar in ${Date.now() - t0} ms`);
  const free = await fetch(`${server.base}/api/public/availability?serviceId=${ids.taglio}&stylistId=${ids.giulia}&from=${day}&to=${day}`).then((r) => r.text());
  expect(free).toContain('"11:00"');

  // The flag in the day's "Annullati" and in the details dialog.
  await desk.page.getByRole("button", { name: /Annullati \(1\)/ }).click();
  const flagged = desk.page.getByText("Non sono io", { exact: true });
  await flagged.waitFor();
  await desk.page.getByRole("button", { name: "Paolo Neri", exact: true }).click();
  await desk.page.getByRole("note").getByText(/il numero ha risposto che la prenotazione non è sua/).waitFor();
  await desk.page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(desk.page, "non-sono-io-dettagli-1440");
  await desk.page.setViewportSize({ width: 390, height: 844 });
  await screenshot(desk.page, "non-sono-io-dettagli-390");
  await desk.page.keyboard.press("Escape");

  // Maria's number under another name: booked for her, "Da verificare", her card untouched.
  await desk.page.setViewportSize(TALL);
  await bookOnline(phone.page, "12:00", { first: "Laura", last: "Bianchi", phone: "333 123 4567" });
  const toCheck = desk.page.locator("[data-appointment]", { hasText: "Maria Rossi" });
  await toCheck.getByText("Da verificare").waitFor();
  await toCheck.click();
  await desk.page.getByRole("note").getByText(/a nome di/).waitFor();
  expect(await desk.page.getByRole("note").textContent()).toContain("prenotato online con il telefono di Maria Rossi ma a nome di Laura Bianchi");
  await desk.page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(desk.page, "da-verificare-dettagli-1440");
  await desk.page.setViewportSize({ width: 390, height: 844 });
  await screenshot(desk.page, "da-verificare-dettagli-390");
  const maria = (await call<any[]>("GET", "/api/clients")).find((c) => c.lastName === "Rossi")!;
  expect(maria).toMatchObject({ firstName: "Maria", notes: "Allergica all'ammoniaca", whatsappConsent: false });
  for (const p of [desk, phone]) await p.context.close();
});
