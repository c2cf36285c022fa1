import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { formatItalianDate } from "../src/domain/italian-date";
import type { Browser, Page } from "playwright-core";
import { apiClient, launchBrowser, newPage, nextMonday, romeToday, screenshot, signIn, startServer, TALL, type Server } from "./harness";

let server: Server;
let browser: Browser;
let call: Awaited<ReturnType<typeof apiClient>>;
let giulia: { id: number };
let marco: { id: number };
let taglio: { id: number };
let colore: { id: number };
let maria: { id: number };
const day = nextMonday();

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  call = await apiClient(server.base);
  giulia = await call("POST", "/api/stylists", { name: "Giulia", phone: "", email: "" });
  marco = await call("POST", "/api/stylists", { name: "Marco", phone: "", email: "" });
  taglio = await call("POST", "/api/services", { name: "Taglio donna", duration: 45, price: 3500, description: "" });
  colore = await call("POST", "/api/services", { name: "Colore", duration: 90, price: 5500, description: "" });
  maria = await call("POST", "/api/clients", { firstName: "Maria", lastName: "Rossi", phone: "3331234567", email: "maria@example.it", notes: "" });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function clearDay(date = day) {
  for (const a of await call<{ id: number }[]>("GET", `/api/appointments?date=${date}`)) await call("DELETE", `/api/appointments/${a.id}`);
}
const slot = (page: Page, stylistId: number, time: string) => page.locator(`[data-slot="${stylistId}@${time}"]`);
const block = (page: Page, id: number) => page.locator(`[data-appointment="${id}"]`);

async function drag(page: Page, from: ReturnType<Page["locator"]>, to: ReturnType<Page["locator"]>, beforeDrop?: () => Promise<void>) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + 15, a.y + 8);
  await page.mouse.down();
  await page.mouse.move(a.x + 30, a.y + 25, { steps: 4 });
  await page.mouse.move(b.x + 15, b.y + 8, { steps: 12 });
  await page.waitForTimeout(100);
  await beforeDrop?.();
  await page.mouse.up();
}

describe("the appointment book", () => {
  test("create from an empty slot for a new client; see it in day view, month view and dashboard; edit; delete", async () => {
    await clearDay();
    const { context, page } = await newPage(browser, server.base, TALL);
    await signIn(page, `/calendar?view=day&date=${day}`);
    await slot(page, giulia.id, "10:00").click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(/^NUOVO ·/).waitFor();
    // Submitting empty shows the client rule and the service rule, and keeps the dialog open.
    await dialog.getByRole("button", { name: "Crea appuntamento" }).click();
    await dialog.getByText("Dati cliente richiesti").waitFor();
    await dialog.getByText("Servizio è richiesto").waitFor();
    await dialog.getByRole("combobox", { name: "Cliente" }).fill("Anna Maria Bianchi");
    await dialog.getByLabel("Telefono").fill("347 765 4321");
    expect(await dialog.getByLabel("Telefono").inputValue()).toBe("347 765 4321");
    await dialog.getByLabel("Servizio", { exact: true }).selectOption({ label: "Colore (1 h 30 min)" });
    await dialog.getByText("Fine: 11:30").waitFor();
    await screenshot(page, "calendar-new-dialog");
    await dialog.getByRole("button", { name: "Crea appuntamento" }).click();
    await page.getByText("Appuntamento creato con successo").waitFor();
    const created = (await call<any[]>("GET", `/api/appointments?date=${day}`))[0];
    expect(created).toMatchObject({ startTime: "10:00", endTime: "11:30", stylistId: giulia.id, client: { firstName: "Anna", lastName: "Maria Bianchi", phone: "+393477654321" } });
    await block(page, created.id).getByText("Anna Maria Bianchi").waitFor();
    await screenshot(page, "calendar-day");

    // Month view: the day shows it.
    await page.getByRole("button", { name: "Mensile" }).click();
    await page.locator(`[data-day="${day}"]`).getByText("10:00 Anna Maria Bianchi").waitFor();
    await screenshot(page, "calendar-month");

    // Details → edit: move to 15:00 with Marco.
    await page.locator(`[data-day="${day}"]`).getByText("10:00 Anna Maria Bianchi").click();
    const details = page.getByRole("dialog");
    await details.getByText("+39 347 765 4321").waitFor();
    await details.getByRole("button", { name: "Modifica" }).click();
    const edit = page.getByRole("dialog");
    await edit.getByText(/^MODIFICA ·/).waitFor();
    await edit.getByLabel("Stilista").selectOption({ label: "Marco" });
    await edit.getByLabel("Ora").selectOption("15");
    await edit.getByRole("button", { name: "Salva modifiche" }).click();
    await page.getByText("Appuntamento aggiornato").waitFor();
    const edited = await call<any[]>("GET", `/api/appointments?date=${day}`);
    expect(edited[0]).toMatchObject({ stylistId: marco.id, startTime: "15:00", endTime: "16:30" });

    // Delete with the spec's confirmation.
    await page.locator(`[data-day="${day}"]`).getByText("15:00 Anna Maria Bianchi").click();
    await page.getByRole("dialog").getByRole("button", { name: "Elimina" }).click();
    await page.getByText("Sei sicuro di voler cancellare l'appuntamento di Anna Maria Bianchi?").waitFor();
    await page.getByRole("button", { name: "Cancella" }).click();
    await page.getByText("Appuntamento cancellato").waitFor();
    expect(await call<any[]>("GET", `/api/appointments?date=${day}`)).toEqual([]);
    await context.close();
  });

  test("today's appointment shows on the dashboard", async () => {
    const today = romeToday();
    await clearDay(today);
    await call("POST", "/api/appointments", { clientId: maria.id, stylistId: giulia.id, serviceId: taglio.id, date: today, startTime: "23:00", endTime: "23:45", notes: "" }).catch(() => null);
    const rows = await call<any[]>("GET", `/api/appointments?date=${today}`);
    const { context, page } = await newPage(browser, server.base);
    await signIn(page, "/dashboard");
    if (rows.length) {
      await page.getByRole("list", { name: "Appuntamenti di oggi" }).getByText("Maria Rossi").waitFor();
      await page.getByText("45 min").waitFor();
    } else {
      await page.getByText("Nessun appuntamento per oggi").waitFor();
    }
    await context.close();
    await clearDay(today);
  });

  test("a break warns and can be overridden; a non-working hour is refused", async () => {
    await clearDay();
    const { context, page } = await newPage(browser, server.base, TALL);
    await signIn(page, `/calendar?view=day&date=${day}`);
    await slot(page, giulia.id, "08:00").click();
    await page.getByText("Il dipendente non lavora in questo orario").waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    await slot(page, giulia.id, "13:00").click();
    await page.getByText("Il dipendente è in pausa").waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    await slot(page, giulia.id, "13:00").getByText("Clicca per sovrascrivere").waitFor();
    await slot(page, giulia.id, "13:00").click();
    await page.getByRole("dialog").getByText(/^NUOVO ·/).waitFor();
    await context.close();
  });

  test("a 409 shows the server's message and keeps what was typed", async () => {
    await clearDay();
    const { context, page } = await newPage(browser, server.base, TALL);
    await signIn(page, `/calendar?view=day&date=${day}`);
    await slot(page, giulia.id, "10:00").click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("combobox", { name: "Cliente" }).fill("333 123");
    await dialog.getByRole("option", { name: /Maria Rossi/ }).click();
    await dialog.getByLabel("Servizio", { exact: true }).selectOption({ label: "Taglio donna (45 min)" });
    await dialog.getByLabel("Note").fill("Porta la foto del taglio");
    // Someone else books Giulia at 10:15 meanwhile.
    await call("POST", "/api/appointments", { clientId: maria.id, stylistId: giulia.id, serviceId: taglio.id, date: day, startTime: "10:15", endTime: "11:00", notes: "" });
    await dialog.getByRole("button", { name: "Crea appuntamento" }).click();
    await dialog.getByText("Giulia ha già un appuntamento dalle 10:15 alle 11:00").waitFor();
    expect(await dialog.getByLabel("Note").inputValue()).toBe("Porta la foto del taglio");
    await dialog.getByTestId("client-panel").waitFor();
    expect(await dialog.getByText("Maria Rossi", { exact: true }).count()).toBe(1);
    await context.close();
  });
});

test("a suggested appointment shows in orange and opens the new-appointment dialog prefilled", async () => {
  const lucia = await call("POST", "/api/clients", { firstName: "Lucia", lastName: "Ferri", phone: "3470001111", email: "", notes: "" });
  await call("POST", "/api/recurring-reminders", {
    clientId: lucia.id, serviceId: colore.id, stylistId: giulia.id, frequency: "weekly", dayOfWeek: 2,
    dayOfMonth: null, preferredTime: "16:00", isActive: true,
  });
  const reminders = await call<any[]>("GET", "/api/recurring-reminders");
  const date = reminders.find((r) => r.clientId === lucia.id).nextReminderDate;
  const [suggestion] = await call<any[]>("GET", `/api/appointments/suggested?date=${date}`);
  expect(suggestion).toMatchObject({ type: "suggested", clientId: lucia.id, stylistId: giulia.id, startTime: "16:00" });
  const { context, page } = await newPage(browser, server.base, TALL);
  await signIn(page, `/calendar?view=day&date=${date}`);
  const block = page.locator(`[data-appointment="${suggestion.id}"]`);
  await block.getByText("(Suggerito)").waitFor();
  await block.click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText(/^NUOVO ·/).waitFor();
  await dialog.getByText("Lucia Ferri", { exact: true }).waitFor();
  expect(await dialog.getByLabel("Stilista").inputValue()).toBe(String(giulia.id));
  expect(await dialog.getByLabel("Ora").inputValue()).toBe("16");
  await context.close();
});

describe("moving appointments", () => {
  test("drag a block to another stylist and time", async () => {
    await clearDay();
    const a = await call("POST", "/api/appointments", { clientId: maria.id, stylistId: marco.id, serviceId: taglio.id, date: day, startTime: "09:00", endTime: "09:45", notes: "" });
    const { context, page } = await newPage(browser, server.base, TALL);
    await signIn(page, `/calendar?view=day&date=${day}`);
    await drag(page, block(page, a.id), slot(page, giulia.id, "14:30"));
    await page.getByText("Appuntamento aggiornato").waitFor();
    const [moved] = await call<any[]>("GET", `/api/appointments?date=${day}`);
    expect(moved).toMatchObject({ id: a.id, stylistId: giulia.id, startTime: "14:30", endTime: "15:15" });
    await context.close();
  });

  test("dropping on an occupied slot says 'Slot occupato' and changes nothing", async () => {
    await clearDay();
    const a = await call("POST", "/api/appointments", { clientId: maria.id, stylistId: marco.id, serviceId: taglio.id, date: day, startTime: "09:00", endTime: "09:45", notes: "" });
    await call("POST", "/api/appointments", { clientId: maria.id, stylistId: giulia.id, serviceId: taglio.id, date: day, startTime: "11:00", endTime: "11:45", notes: "" });
    const { context, page } = await newPage(browser, server.base, TALL);
    await signIn(page, `/calendar?view=day&date=${day}`);
    await drag(page, block(page, a.id), slot(page, giulia.id, "10:30"), async () => {
      await page.locator('[data-drop-verdict="occupied"]').waitFor();
    });
    await page.getByRole("status").getByText("Slot occupato").or(page.getByRole("alert").getByText("Slot occupato")).first().waitFor();
    const rows = await call<any[]>("GET", `/api/appointments?date=${day}`);
    expect(rows.find((r) => r.id === a.id)).toMatchObject({ stylistId: marco.id, startTime: "09:00" });
    await context.close();
  });

  test("a move the server refuses goes back and says why", async () => {
    await clearDay();
    const a = await call("POST", "/api/appointments", { clientId: maria.id, stylistId: marco.id, serviceId: taglio.id, date: day, startTime: "09:00", endTime: "09:45", notes: "" });
    const { context, page } = await newPage(browser, server.base, TALL);
    await signIn(page, `/calendar?view=day&date=${day}`);
    // Another desk books Giulia at 15:15 after this page judged 15:00 free and sent the move, and
    // before the move reaches the server: the page cannot know, so only the server can refuse.
    let clashes = 0;
    await page.route(`**/api/appointments/${a.id}`, async (route) => {
      if (route.request().method() === "PUT") {
        clashes++;
        await call("POST", "/api/appointments", { clientId: maria.id, stylistId: giulia.id, serviceId: taglio.id, date: day, startTime: "15:15", endTime: "16:00", notes: "" });
      }
      await route.continue();
    });
    await drag(page, block(page, a.id), slot(page, giulia.id, "15:00"));
    await page.getByText("Impossibile aggiornare l'appuntamento").waitFor();
    await page.getByText("Giulia ha già un appuntamento dalle 15:15 alle 16:00").waitFor();
    await block(page, a.id).getByText("09:00–09:45").waitFor();
    expect(clashes).toBe(1);
    await context.close();
  });

  test("drag to another day in the month view keeps time and stylist", async () => {
    await clearDay();
    const target = new Date(`${day}T12:00:00Z`);
    target.setUTCDate(target.getUTCDate() + 2);
    const wednesday = target.toISOString().slice(0, 10);
    await clearDay(wednesday);
    const a = await call("POST", "/api/appointments", { clientId: maria.id, stylistId: marco.id, serviceId: taglio.id, date: day, startTime: "09:00", endTime: "09:45", notes: "" });
    const { context, page } = await newPage(browser, server.base, { width: 1280, height: 1100 });
    await signIn(page, `/calendar?view=month&date=${day}`);
    const item = page.locator(`[data-day="${day}"]`).getByText("09:00 Maria Rossi");
    await drag(page, item, page.locator(`[data-day="${wednesday}"]`));
    await page.getByText("Appuntamento aggiornato").waitFor();
    const all = await call<any[]>("GET", `/api/appointments?startDate=${day}&endDate=${wednesday}`);
    const moved = all.find((r) => r.id === a.id);
    expect(moved?.date).toBe(wednesday);
    expect(moved).toMatchObject({ id: a.id, stylistId: marco.id, startTime: "09:00", endTime: "09:45" });
    await context.close();
  });

  test("move with the keyboard: Space, arrows, Space", async () => {
    await clearDay();
    const a = await call("POST", "/api/appointments", { clientId: maria.id, stylistId: giulia.id, serviceId: taglio.id, date: day, startTime: "09:00", endTime: "09:45", notes: "" });
    const { context, page } = await newPage(browser, server.base, TALL);
    await signIn(page, `/calendar?view=day&date=${day}`);
    const handle = page.locator('[aria-roledescription="appuntamento trascinabile"]').first();
    await handle.focus();
    await page.keyboard.press("Space");
    await page.waitForTimeout(150);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("ArrowDown");
      await page.waitForTimeout(80);
    }
    await page.keyboard.press("Space");
    await page.getByText("Appuntamento aggiornato").waitFor();
    const [moved] = await call<any[]>("GET", `/api/appointments?date=${day}`);
    expect(moved).toMatchObject({ id: a.id, stylistId: giulia.id, startTime: "10:00", endTime: "10:45" });
    await context.close();
  });

  test("cut and paste onto another day and then onto a slot; a cut can be cancelled", async () => {
    await clearDay();
    const next = new Date(`${day}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const tuesday = next.toISOString().slice(0, 10);
    await clearDay(tuesday);
    const a = await call("POST", "/api/appointments", { clientId: maria.id, stylistId: giulia.id, serviceId: taglio.id, date: day, startTime: "09:00", endTime: "09:45", notes: "" });
    const { context, page } = await newPage(browser, server.base, TALL);
    await signIn(page, `/calendar?view=day&date=${day}`);
    const cutIt = async () => {
      await block(page, a.id).click();
      await page.getByRole("dialog").getByRole("button", { name: "Modifica" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Taglia" }).click();
      await page.getByText("Appuntamento tagliato").waitFor();
    };
    await cutIt();
    // Cancel first.
    await page.getByRole("region", { name: "Appuntamento tagliato" }).getByRole("button", { name: "Annulla" }).click();
    await page.getByText("Operazione annullata").waitFor();
    expect(await page.getByRole("region", { name: "Appuntamento tagliato" }).count()).toBe(0);
    // Cut again, go to Tuesday, paste on the day (keeps time and stylist).
    await cutIt();
    await page.getByRole("button", { name: "Giorno successivo" }).click();
    await page.getByRole("button", { name: /Incolla qui/ }).click();
    await page.getByText("Appuntamento incollato").waitFor();
    let [moved] = await call<any[]>("GET", `/api/appointments?date=${tuesday}`);
    expect(moved).toMatchObject({ id: a.id, startTime: "09:00", stylistId: giulia.id });
    // Cut from Tuesday and paste on Marco's 16:00 slot.
    await block(page, a.id).click();
    await page.getByRole("dialog").getByRole("button", { name: "Modifica" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Taglia" }).click();
    await slot(page, marco.id, "16:00").click();
    await page.getByText("Appuntamento incollato").waitFor();
    [moved] = await call<any[]>("GET", `/api/appointments?date=${tuesday}`);
    expect(moved).toMatchObject({ id: a.id, startTime: "16:00", endTime: "16:45", stylistId: marco.id });
    await context.close();
  });
});

describe("a calendar that does not go blank", () => {
  test("clearing the date in the dialog keeps the app: the header and the field say what is wrong", async () => {
    await clearDay();
    const { context, page } = await newPage(browser, server.base, TALL);
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await signIn(page, `/calendar?view=day&date=${day}`);
    await slot(page, giulia.id, "10:00").click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(/^NUOVO · lunedì/).waitFor();
    await dialog.getByLabel("Data", { exact: true }).fill("");
    await dialog.getByText("NUOVO · DATA NON VALIDA").waitFor();
    await dialog.getByRole("button", { name: "Crea appuntamento" }).click();
    await dialog.getByText("Data è richiesta").waitFor();
    await screenshot(page, "calendar-dialog-date-cleared");
    expect(await page.getByText("Qualcosa è andato storto").count()).toBe(0);
    expect(await page.locator("aside nav").isVisible()).toBe(true);
    expect(pageErrors).toEqual([]);
    // Typing the day back gives the day's hours again.
    await dialog.getByLabel("Data", { exact: true }).fill(formatItalianDate(day));
    await dialog.getByText(/^NUOVO · lunedì/).waitFor();
    await context.close();
  });

  test("a screen whose code cannot be downloaded shows the fallback beside the sidebar, reports it, and Ricarica brings it back", async () => {
    const { context, page } = await newPage(browser, server.base);
    await signIn(page, "/");
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    // The calendar's code is fetched on first visit; the connection drops just then.
    await page.route("**/*.js", (route) => route.abort("internetdisconnected"));
    const reported = page.waitForResponse((r) => r.url().endsWith("/api/client-errors"));
    await page.locator("aside").getByRole("link", { name: "Appuntamenti" }).click();
    await page.getByText("Qualcosa è andato storto").waitFor();
    const report = await reported;
    expect(report.status()).toBe(204);
    expect(report.request().postDataJSON()).toMatchObject({ path: "/calendar", message: expect.any(String) });
    expect(await page.locator("aside nav").isVisible()).toBe(true);
    await screenshot(page, "error-boundary-fallback");
    // Back online: Ricarica loads the screen (the page reloads, since the failed download stays failed).
    await page.unroute("**/*.js");
    await page.getByRole("button", { name: "Ricarica" }).click();
    await page.getByRole("button", { name: "Mensile" }).waitFor();
    expect(await page.getByText("Qualcosa è andato storto").count()).toBe(0);
    await context.close();
  });
});
