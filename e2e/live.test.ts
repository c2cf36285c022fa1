import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import { apiClient, launchBrowser, newPage, nextMonday, signIn, startServer, TALL, type Server } from "./harness";

let server: Server;
let browser: Browser;
const day = nextMonday();

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test("two screens on the same day: a create, a move and a delete in one appear in the other within a second", async () => {
  const call = await apiClient(server.base);
  const giulia = await call("POST", "/api/stylists", { name: "Giulia", phone: "", email: "" });
  const marco = await call("POST", "/api/stylists", { name: "Marco", phone: "", email: "" });
  const taglio = await call("POST", "/api/services", { name: "Taglio donna", duration: 45, price: 3500, description: "" });
  const client = await call("POST", "/api/clients", { firstName: "Lucia", lastName: "Verdi", phone: "3401112222", email: "", notes: "" });
  const desk = await newPage(browser, server.base, TALL);
  const tablet = await newPage(browser, server.base, TALL);
  await signIn(desk.page, `/calendar?view=day&date=${day}`);
  await signIn(tablet.page, `/calendar?view=day&date=${day}`);
  await tablet.page.locator(`[data-slot="${giulia.id}@10:00"]`).waitFor();

  // Create on the desk through the dialog.
  await desk.page.locator(`[data-slot="${giulia.id}@10:00"]`).click();
  const dialog = desk.page.getByRole("dialog");
  await dialog.getByRole("combobox", { name: "Cliente" }).fill("Paola Neri");
  await dialog.getByLabel("Telefono").fill("3209998888");
  await dialog.getByLabel("Servizio", { exact: true }).selectOption({ label: "Taglio donna (45 min)" });
  const t0 = Date.now();
  await dialog.getByRole("button", { name: "Crea appuntamento" }).click();
  await tablet.page.getByText("Paola Neri").waitFor({ timeout: 1000 });
  expect(Date.now() - t0).toBeLessThan(1500);

  // Move through the API (another screen), then delete: the tablet follows without reload.
  const [row] = await call<any[]>("GET", `/api/appointments?date=${day}`);
  await call("PUT", `/api/appointments/${row.id}`, { date: day, startTime: "15:00", endTime: "15:45", stylistId: marco.id });
  await tablet.page.locator(`[data-appointment="${row.id}"]`).getByText("15:00–15:45").waitFor({ timeout: 1000 });
  await call("DELETE", `/api/appointments/${row.id}`);
  await tablet.page.locator(`[data-appointment="${row.id}"]`).waitFor({ state: "detached", timeout: 1000 });
  expect(client.id).toBeGreaterThan(0);
  expect(taglio.id).toBeGreaterThan(0);
  await desk.context.close();
  await tablet.context.close();
});

test("the server restarts under an open page: it shows offline, reconnects and catches up", async () => {
  const call = await apiClient(server.base);
  const [giulia] = await call<any[]>("GET", "/api/stylists");
  const [service] = await call<any[]>("GET", "/api/services");
  const [client] = await call<any[]>("GET", "/api/clients");
  const { context, page } = await newPage(browser, server.base, TALL);
  await signIn(page, `/calendar?view=day&date=${day}`);
  await page.locator(`[data-slot="${giulia.id}@10:00"]`).waitFor();

  await server.restart();
  // While it was down the page may have noticed; after it is back, a write elsewhere shows up.
  const again = await apiClient(server.base);
  await again("POST", "/api/appointments", { clientId: client.id, stylistId: giulia.id, serviceId: service.id, date: day, startTime: "11:00", endTime: "11:45", notes: "" });
  await page.getByText(`${client.firstName} ${client.lastName}`).first().waitFor({ timeout: 10_000 });
  expect(await page.getByText("Non connesso — riconnessione…").count()).toBe(0);
  await context.close();
});

test("while the server is down the page says it is offline", async () => {
  const { context, page } = await newPage(browser, server.base, TALL);
  await signIn(page, `/calendar?view=day&date=${day}`);
  await page.getByRole("heading", { name: "Appuntamenti" }).waitFor();
  await server.stopProcessOnly();
  await page.getByText("Non connesso — riconnessione…").waitFor({ timeout: 5000 });
  await server.startProcessOnly();
  await page.getByText("Non connesso — riconnessione…").waitFor({ state: "detached", timeout: 10_000 });
  await context.close();
});

test("an appointment open in a dialog and changed on another screen says so instead of overwriting blindly", async () => {
  const call = await apiClient(server.base);
  const [giulia] = await call<any[]>("GET", "/api/stylists");
  const [service] = await call<any[]>("GET", "/api/services");
  const [client] = await call<any[]>("GET", "/api/clients");
  const row = await call("POST", "/api/appointments", { clientId: client.id, stylistId: giulia.id, serviceId: service.id, date: day, startTime: "17:00", endTime: "17:45", notes: "" });
  const { context, page } = await newPage(browser, server.base, TALL);
  await signIn(page, `/calendar?view=day&date=${day}`);
  await page.locator(`[data-appointment="${row.id}"]`).click();
  await page.getByRole("dialog").getByRole("button", { name: "Modifica" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText(/^MODIFICA ·/).waitFor();
  // Another desk moves it.
  await call("PUT", `/api/appointments/${row.id}`, { date: day, startTime: "17:15", endTime: "18:00" });
  await dialog.getByText("Questo appuntamento è stato modificato da un'altra postazione", { exact: false }).first().waitFor({ timeout: 2000 });
  // Saving anyway is refused by the version check; the dialog stays with what was typed.
  await dialog.getByLabel("Note").fill("Cliente in ritardo");
  await dialog.getByRole("button", { name: "Salva modifiche" }).click();
  await page.getByText("Impossibile aggiornare l'appuntamento").waitFor();
  expect(await dialog.getByLabel("Note").inputValue()).toBe("Cliente in ritardo");
  const [now] = await call<any[]>("GET", `/api/appointments?date=${day}`).then((rows) => rows.filter((r) => r.id === row.id));
  expect(now).toMatchObject({ startTime: "17:15", notes: "" });
  await context.close();
});
