// Online requests that wait for the salon: the client is told truthfully what happens next, the
// desk finds them under "Da approvare" in the calendar (Approva / Rifiuta), and once the page has
// taken the owner's daily number of bookings it sends clients to the phone.
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import { addDays } from "../src/domain/time";
import { apiClient, launchBrowser, newPage, nextMonday, PHONE, screenshot, signInFast, startServer, TALL, type Server } from "./harness";

let server: Server;
let browser: Browser;
const day = addDays(nextMonday(), 7);

beforeAll(async () => {
  server = await startServer({ SALON_NAME: "Salone Bella", SALON_ADDRESS: "Via Roma 1, Milano", SALON_PHONE: "02 1234 5678" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test("requests to approve: the truthful promise, the 'Da approvare' list, the daily limit", async () => {
  const call = await apiClient(server.base);
  const giulia = await call("POST", "/api/stylists", { name: "Giulia Rossi", phone: "", email: "" });
  const taglio = await call("POST", "/api/services", { name: "Taglio donna", duration: 45, price: 3500, description: "" });

  // The owner's card: approval on, 2 bookings a day, requests expire after 6 hours.
  const owner = await newPage(browser, server.base, { width: 1440, height: 900 });
  await signInFast(owner.context, server.base);
  await owner.page.goto("/settings");
  const card = owner.page.getByRole("form", { name: "Prenotazioni online" });
  // Switched on with nothing chosen: refused, saying what is missing.
  await card.getByRole("switch", { name: "Prenotazioni online" }).click();
  await card.getByRole("button", { name: "Salva prenotazioni online" }).click();
  await card.getByText("Per attivare le prenotazioni online scegli almeno un servizio e uno stilista").waitFor();
  await card.scrollIntoViewIfNeeded();
  await screenshot(owner.page, "impostazioni-online-incompleta-1440");
  await card.getByRole("group", { name: "Servizi prenotabili online" }).getByLabel("Taglio donna").check();
  await card.getByRole("group", { name: "Stilisti che accettano prenotazioni online" }).getByLabel("Giulia Rossi").check();
  await card.getByRole("switch", { name: "Richiedi approvazione" }).click();
  await card.getByLabel("Prenotazioni online al giorno (massimo)").fill("2");
  await card.getByLabel("Richieste da approvare scadono dopo (ore)").fill("6");
  await card.getByRole("button", { name: "Salva prenotazioni online" }).click();
  await owner.page.getByText("Prenotazioni online salvate").waitFor();
  await screenshot(owner.page, "impostazioni-prenotazioni-online-limiti-1440");
  const settings = await call<any>("GET", "/api/settings/online-booking");
  expect([settings.enabled, settings.requireApproval, settings.dailyLimit, settings.pendingExpiryHours]).toEqual([true, true, 2, 6]);
  const ownerPhone = await newPage(browser, server.base, PHONE);
  await signInFast(ownerPhone.context, server.base);
  await ownerPhone.page.goto("/settings");
  await ownerPhone.page.getByLabel("Prenotazioni online al giorno (massimo)").scrollIntoViewIfNeeded();
  await screenshot(ownerPhone.page, "impostazioni-prenotazioni-online-limiti-390");

  // A client asks for 10:00 without consent and WhatsApp is not set up: the salon will call her.
  const phone = await newPage(browser, server.base, PHONE);
  const client = phone.page;
  await client.goto(`/prenota?servizio=${taglio.id}&stilista=qualsiasi&giorno=${day}&ora=10:00`);
  await client.getByRole("heading", { level: 2, name: "I tuoi dati" }).waitFor();
  await client.getByLabel("Nome", { exact: true }).fill("Anna");
  await client.getByLabel("Cognome").fill("Verdi");
  await client.getByLabel("Telefono").fill("340 111 2222");
  await client.getByRole("button", { name: "Conferma prenotazione" }).click();
  await client.getByRole("heading", { level: 2, name: "Prenotazione ricevuta" }).waitFor();
  await client.getByText("Il salone la confermerà al più presto e ti telefonerà per dirtelo.").waitFor();
  expect(await client.getByText(/ti avviseremo/).count()).toBe(0);
  await screenshot(client, "prenota-richiesta-ricevuta-390");

  // A second request (the day's second) by the API; now the page takes no more today.
  const second = await call<any>("POST", "/api/public/bookings", {
    serviceId: taglio.id, stylistId: giulia.id, date: day, startTime: "11:00", firstName: "Sara", lastName: "Neri", phone: "3402223333", whatsappConsent: false, notes: "",
  });
  expect(second.status).toBe("pending");
  await client.goto("/prenota");
  await client.getByText("Oggi il salone non accetta altre prenotazioni online: per prenotare chiama il salone al 02 1234 5678").waitFor();
  expect(await client.getByRole("link", { name: "Chiama il salone: 02 1234 5678" }).getAttribute("href")).toBe("tel:+390212345678");
  await screenshot(client, "prenota-limite-giornaliero-390");
  const wide = await newPage(browser, server.base, { width: 1440, height: 900 });
  await wide.page.goto("/prenota");
  await wide.page.getByText(/Oggi il salone non accetta altre prenotazioni online/).waitFor();
  await screenshot(wide.page, "prenota-limite-giornaliero-1440");

  // The dashboard tells the desk.
  await owner.page.goto("/");
  await owner.page.getByText("Prenotazioni online esaurite per oggi (2 su 2)").waitFor();
  await screenshot(owner.page, "dashboard-limite-online-1440");

  // The desk: "Da approvare (2)" in the calendar, whatever day is shown.
  const desk = await newPage(browser, server.base, TALL);
  await signInFast(desk.context, server.base);
  await desk.page.goto(`/calendar?view=day&date=${addDays(day, 1)}`);
  await desk.page.getByRole("button", { name: "Da approvare (2)" }).click();
  const list = desk.page.getByRole("list", { name: "Prenotazioni da approvare" });
  await list.getByText("Il cliente non riceve messaggi: chiama Anna Verdi al +39 340 111 2222.").waitFor();
  expect(await list.getByRole("link", { name: "+39 340 111 2222" }).getAttribute("href")).toBe("tel:+393401112222");
  await screenshot(desk.page, "calendario-da-approvare-1440");
  const mobileDesk = await newPage(browser, server.base, PHONE);
  await signInFast(mobileDesk.context, server.base);
  await mobileDesk.page.goto(`/calendar?view=day&date=${day}`);
  await mobileDesk.page.getByRole("button", { name: "Da approvare (2)" }).click();
  await mobileDesk.page.getByRole("list", { name: "Prenotazioni da approvare" }).waitFor();
  await screenshot(mobileDesk.page, "calendario-da-approvare-390");

  // Approva confirms Anna; Rifiuta (asked first) frees Sara's time.
  await list.getByRole("button", { name: /^Approva la prenotazione di Anna Verdi/ }).click();
  await desk.page.getByRole("button", { name: "Da approvare (1)" }).waitFor();
  await list.getByRole("button", { name: /^Rifiuta la prenotazione di Sara Neri/ }).click();
  const dialog = desk.page.getByRole("dialog", { name: "Rifiuta prenotazione" });
  await dialog.getByRole("button", { name: "Rifiuta" }).click();
  await desk.page.getByRole("button", { name: /Da approvare/ }).waitFor({ state: "detached" });
  const rows = (await call<any[]>("GET", `/api/appointments?date=${day}`)).map((a) => [a.startTime, a.status, a.cancelledBy]);
  expect(rows.sort()).toEqual([
    ["10:00", "confirmed", null],
    ["11:00", "cancelled", "staff"],
  ]);
  for (const page of [owner, ownerPhone, phone, wide, desk, mobileDesk]) await page.context.close();
});
