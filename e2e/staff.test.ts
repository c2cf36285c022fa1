import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { navFor } from "../web/app/nav";
import { ADMIN, apiClient, launchBrowser, newPage, nextMonday, PHONE, screenshot, startServer, TALL, type Server } from "./harness";

// The owner (the first user) makes two accounts in "Utenti"; each person then works in their own
// browser with only what their role allows, and the trail says who did what.
let server: Server;
let browser: Browser;
let owner: Awaited<ReturnType<typeof apiClient>>;
let giulia: { id: number };
let marco: { id: number };
let taglio: { id: number };
let anna: { id: number };
const day = nextMonday();
const WIDE = { width: 1440, height: 900 };
const RECEPTION = { username: "giulia.b", password: "Reception-pass-1" };
const STYLIST = { username: "marco.n", password: "" };
let receptionUserId = 0;
const opened: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  owner = await apiClient(server.base);
  giulia = await owner("POST", "/api/stylists", { name: "Giulia", phone: "", email: "" });
  marco = await owner("POST", "/api/stylists", { name: "Marco", phone: "", email: "" });
  taglio = await owner("POST", "/api/services", { name: "Taglio donna", duration: 45, price: 3500, description: "" });
  anna = await owner("POST", "/api/clients", { firstName: "Anna", lastName: "Gallo", phone: "3331234567", email: "", notes: "" });
});
afterAll(async () => {
  for (const context of opened) await context.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

async function open(viewport = TALL) {
  const made = await newPage(browser, server.base, viewport);
  opened.push(made.context);
  return made;
}

async function signInAs(page: Page, who: { username: string; password: string }, path = "/") {
  await page.goto(path);
  await page.getByLabel("Username").fill(who.username);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Accedi al Salone" }).click();
  await page.getByText("Benvenuta!").waitFor();
}

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Menu principale" }).first();
const sections = async (page: Page) => (await sidebar(page).getByRole("link").allInnerTexts()).map((t) => t.trim());

async function drag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + 15, a.y + 8);
  await page.mouse.down();
  await page.mouse.move(a.x + 30, a.y + 25, { steps: 4 });
  await page.mouse.move(b.x + 15, b.y + 8, { steps: 12 });
  await page.waitForTimeout(100);
  await page.mouse.up();
}

describe("staff accounts and roles", () => {
  test("the owner creates a reception user and a stylist user in Utenti; the generated password is shown once", async () => {
    const { page } = await open(WIDE);
    await signInAs(page, ADMIN, "/users");
    await page.getByRole("heading", { name: "Utenti" }).waitFor();

    await page.getByRole("button", { name: "Nuovo utente" }).click();
    let dialog = page.getByRole("dialog", { name: "Nuovo utente" });
    await dialog.getByLabel("Username").fill(RECEPTION.username);
    await dialog.getByLabel("Nome", { exact: true }).fill("Giulia");
    await dialog.getByLabel("Cognome").fill("Bianchi");
    await dialog.getByLabel("Ruolo").selectOption({ label: "Reception" });
    await dialog.getByLabel("Password iniziale").fill(RECEPTION.password);
    await dialog.getByRole("button", { name: "Crea utente" }).click();
    await page.getByTestId("user-card").filter({ hasText: "Giulia Bianchi" }).waitFor();

    await page.getByRole("button", { name: "Nuovo utente" }).click();
    dialog = page.getByRole("dialog", { name: "Nuovo utente" });
    await dialog.getByLabel("Username").fill(STYLIST.username);
    await dialog.getByLabel("Nome", { exact: true }).fill("Marco");
    await dialog.getByLabel("Cognome").fill("Neri");
    await dialog.getByLabel("Ruolo").selectOption({ label: "Collaboratore" });
    await dialog.getByLabel("Stilista collegato").selectOption({ label: "Marco" });
    await dialog.getByRole("button", { name: "Crea utente" }).click();
    const shown = page.getByRole("dialog", { name: "Password generata" });
    STYLIST.password = (await shown.getByTestId("generated-password").innerText()).trim();
    expect(STYLIST.password.length).toBeGreaterThanOrEqual(8);
    await screenshot(page, "staff-generated-password");
    await shown.getByRole("button", { name: "Ho annotato la password" }).click();
    await expect(page.getByText(STYLIST.password).count()).resolves.toBe(0);

    const marcoCard = page.getByTestId("user-card").filter({ hasText: "Marco Neri" });
    await marcoCard.getByText("Collaboratore").waitFor();
    expect(await marcoCard.innerText()).toContain("Marco");
    const users = await owner<any[]>("GET", "/api/users");
    expect(users.map((u) => [u.username, u.role, u.stylistId])).toEqual(
      expect.arrayContaining([
        [RECEPTION.username, "reception", null],
        [STYLIST.username, "stylist", marco.id],
      ]),
    );
    receptionUserId = users.find((u) => u.username === RECEPTION.username).id;
    await screenshot(page, "staff-users-1440");
    await page.setViewportSize(PHONE);
    await screenshot(page, "staff-users-390");
  });

  test("reception sees the desk's sections only; Utenti answers 'non hai accesso'", async () => {
    const { page } = await open(WIDE);
    await signInAs(page, RECEPTION);
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    // The unit test of the nav table checks the list itself; here the browser must show exactly it.
    expect(await sections(page)).toEqual(navFor("reception").map((item) => item.label));
    await page.goto("/users");
    await page.getByRole("heading", { name: "Non hai accesso a questa pagina" }).waitFor();
    await page.goto("/services");
    await page.getByText("Taglio donna").waitFor();
    expect(await page.getByRole("button", { name: "Nuovo Servizio" }).count()).toBe(0);
    const forbidden = await page.context().request.get(`${server.base}/api/users`);
    expect(forbidden.status()).toBe(403);
    expect(await forbidden.json()).toEqual({ message: "Non hai i permessi per questa operazione", code: "forbidden" });
  });

  test("a collaborator lands on La mia agenda; the calendar refuses to move a colleague's appointment", async () => {
    const reception = await apiClient(server.base, RECEPTION);
    const theirs = await reception("POST", "/api/appointments", { clientId: anna.id, stylistId: giulia.id, serviceId: taglio.id, date: day, startTime: "10:00", endTime: "10:45" });
    const mine = await reception("POST", "/api/appointments", { clientId: anna.id, stylistId: marco.id, serviceId: taglio.id, date: day, startTime: "11:00", endTime: "11:45" });

    const { page } = await open(WIDE);
    await signInAs(page, STYLIST, `/my-agenda?date=${day}`);
    await page.getByRole("heading", { name: "La mia agenda" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/my-agenda");
    expect(await sections(page)).toEqual(["La mia agenda", "Appuntamenti", "Clienti", "Il mio profilo"]);
    // Their own day: their appointment, not the colleague's.
    await page.locator(`[data-agenda-item="${mine.id}"]`).waitFor();
    expect(await page.locator(`[data-agenda-item="${theirs.id}"]`).count()).toBe(0);
    await screenshot(page, "staff-my-agenda-1440");
    await page.setViewportSize(PHONE);
    await screenshot(page, "staff-my-agenda-390");
    await page.setViewportSize(TALL);

    await page.goto("/settings");
    await page.getByRole("heading", { name: "Non hai accesso a questa pagina" }).waitFor();

    await page.goto(`/calendar?view=day&date=${day}`);
    const colleague = page.locator(`[data-appointment="${theirs.id}"]`);
    await colleague.waitFor();
    await drag(page, colleague, page.locator(`[data-slot="${giulia.id}@14:00"]`));
    await page.getByText("Non hai i permessi per questa operazione").waitFor();
    const [stored] = await owner<any[]>("GET", `/api/appointments?date=${day}&stylistId=${giulia.id}`).then((rows) => rows.filter((r) => r.id === theirs.id));
    expect(stored.startTime).toBe("10:00");
    // The server says the same to a request that skips the screen.
    const refused = await page.context().request.put(`${server.base}/api/appointments/${theirs.id}`, { data: { startTime: "14:00", endTime: "14:45" } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe("Non hai i permessi per questa operazione");
    // Their own appointment moves; the receptionist's open calendar is told who did it.
    const desk = await open(TALL);
    await signInAs(desk.page, RECEPTION, `/calendar?view=day&date=${day}`);
    await desk.page.locator(`[data-appointment="${mine.id}"]`).waitFor();
    await drag(page, page.locator(`[data-appointment="${mine.id}"]`), page.locator(`[data-slot="${marco.id}@15:00"]`));
    await page.getByText("Appuntamento aggiornato").waitFor();
    await desk.page.getByText("Marco ha spostato l'appuntamento di Anna Gallo").waitFor();

    // The details dialog tells who created it and who moved it.
    await page.locator(`[data-appointment="${mine.id}"]`).click();
    const details = page.getByRole("dialog");
    const history = details.getByRole("list", { name: "Storico dell'appuntamento" });
    await history.getByText(/^Spostato da Marco Neri: (.* )?11:00 → (.* )?15:00 · /).waitFor();
    await history.getByText(/^Creato da Giulia Bianchi · \d\d\/\d\d \d\d:\d\d$/).waitFor();
    await screenshot(page, "staff-history");
  });

  test("Il mio profilo and Registro attività", async () => {
    const { page } = await open(WIDE);
    await signInAs(page, ADMIN, "/profile");
    await page.getByRole("heading", { name: "Il mio profilo" }).waitFor();
    await page.getByRole("button", { name: "Esci da questo dispositivo" }).first().waitFor();
    await screenshot(page, "staff-profile-1440");
    await page.setViewportSize(PHONE);
    await screenshot(page, "staff-profile-390");
    await page.setViewportSize(WIDE);
    await page.goto("/activity");
    await page.getByRole("heading", { name: "Registro attività" }).waitFor();
    await page.getByTestId("activity-entry").first().waitFor();
    await page.getByLabel("Persona").selectOption({ label: "Marco Neri" });
    await page.getByTestId("activity-entry").filter({ hasText: "spostato" }).first().waitFor();
    expect(await page.getByTestId("activity-entry").filter({ hasText: "Giulia Bianchi" }).count()).toBe(0);
    await page.getByRole("button", { name: "Azzera filtri" }).click();
    await screenshot(page, "staff-activity-1440");
    await page.setViewportSize(PHONE);
    await screenshot(page, "staff-activity-390");
  });

  test("disabling a user signs their open screen out within a second", async () => {
    const desk = await open(WIDE);
    await signInAs(desk.page, RECEPTION, "/clients");
    await desk.page.getByRole("heading", { name: "Clienti" }).waitFor();

    const { page } = await open(WIDE);
    await signInAs(page, ADMIN, "/users");
    await page.getByRole("button", { name: "Disattiva Giulia Bianchi" }).click();
    const confirm = page.getByRole("dialog", { name: "Disattivare Giulia Bianchi?" });
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/users/${receptionUserId}`) && r.request().method() === "PUT");
    await confirm.getByRole("button", { name: "Disattiva" }).click();
    expect((await saved).status()).toBe(200);
    await desk.page.getByRole("button", { name: "Accedi al Salone" }).waitFor({ timeout: 1000 });
    await page.getByTestId("user-card").filter({ hasText: "Giulia Bianchi" }).getByText("Disattivato").waitFor();
    // And the account cannot come back in.
    const again = await fetch(`${server.base}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(RECEPTION),
    });
    expect(again.status).toBe(401);
  });
});
