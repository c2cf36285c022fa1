import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { addDays } from "../src/domain/time";
import { apiClient, launchBrowser, newPage, nextMonday, PHONE, screenshot, signIn, startServer, type Server } from "./harness";

let server: Server;
let browser: Browser;
let call: Awaited<ReturnType<typeof apiClient>>;
let giulia: { id: number };
let marco: { id: number };
let colore: { id: number };
let taglio: { id: number };
let anna: { id: number };
let bea: { id: number };
const day = nextMonday();
const WIDE = { width: 1440, height: 1400 };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  call = await apiClient(server.base);
  giulia = await call("POST", "/api/stylists", { name: "Giulia", phone: "", email: "" });
  marco = await call("POST", "/api/stylists", { name: "Marco", phone: "", email: "" });
  // Colore, 75 min: 30 application, 30 posa, 15 rinse.
  colore = await call("POST", "/api/services", { name: "Colore", duration: 75, price: 6000, description: "", processingMinutes: 30, finishingMinutes: 15, category: "Colore" });
  taglio = await call("POST", "/api/services", { name: "Taglio", duration: 30, price: 3000, description: "", category: "Taglio" });
  anna = await call("POST", "/api/clients", { firstName: "Anna", lastName: "Bianchi", phone: "3331112233", email: "", notes: "" });
  bea = await call("POST", "/api/clients", { firstName: "Beatrice", lastName: "Neri", phone: "3334445566", email: "", notes: "" });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function clearDays(...dates: string[]) {
  for (const d of dates) for (const a of await call<{ id: number }[]>("GET", `/api/appointments?date=${d}`)) await call("DELETE", `/api/appointments/${a.id}`);
}
const slot = (page: Page, stylistId: number, time: string) => page.locator(`[data-slot="${stylistId}@${time}"]`);
const column = (page: Page, name: string) => page.locator(`section[aria-label="${name}"]`);

async function drag(page: Page, from: ReturnType<Page["locator"]>, to: ReturnType<Page["locator"]>) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + 15, a.y + 8);
  await page.mouse.down();
  await page.mouse.move(a.x + 30, a.y + 25, { steps: 4 });
  await page.mouse.move(b.x + 15, b.y + 8, { steps: 12 });
  await page.waitForTimeout(100);
  await page.mouse.up();
}

describe("a visit on the calendar", () => {
  test("colour and cut show as two blocks with the posa; another client's cut dragged into the posa is saved and drawn there", async () => {
    await clearDays(day);
    const visit = await call("POST", "/api/appointments", {
      clientId: anna.id,
      date: day,
      items: [
        { serviceId: colore.id, stylistId: giulia.id, startTime: "09:00", processingMinutes: 30, finishingMinutes: 15 },
        { serviceId: taglio.id, stylistId: marco.id, startTime: "10:15" },
      ],
      notes: "",
    });
    const cut = await call("POST", "/api/appointments", { clientId: bea.id, stylistId: giulia.id, serviceId: taglio.id, date: day, startTime: "14:00", endTime: "14:30", notes: "" });
    const { context, page } = await newPage(browser, server.base, WIDE);
    await signIn(page, `/calendar?view=day&date=${day}`);
    const colour = column(page, "Giulia").locator(`[data-appointment="${visit.id}"]`);
    await colour.getByText("1/2").waitFor();
    await colour.locator("[data-posa]").getByText("posa").waitFor();
    await column(page, "Marco").locator(`[data-appointment="${visit.id}"]`).getByText("2/2").waitFor();
    await column(page, "Marco").locator(`[data-appointment="${visit.id}"]`).getByText("Anna Bianchi").waitFor();

    // Beatrice's 30-minute cut into the colour's 30-minute posa (09:30–10:00).
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/appointments/${cut.id}`) && r.request().method() === "PUT");
    await drag(page, page.locator(`[data-appointment="${cut.id}"]`), slot(page, giulia.id, "09:30"));
    expect((await saved).status()).toBe(200);
    await page.getByText("Appuntamento aggiornato").waitFor();
    const moved = await call("GET", `/api/appointments/${cut.id}`);
    expect(moved).toMatchObject({ stylistId: giulia.id, startTime: "09:30", endTime: "10:00" });
    // Drawn in the posa: its top at the 09:30 row, inset over the colour's hatched part.
    const cutBlock = page.locator(`[data-appointment="${cut.id}"]`);
    await cutBlock.getByText("09:30–10:00").waitFor();
    const posaBox = (await colour.locator("[data-posa]").boundingBox())!;
    const cutBox = (await cutBlock.boundingBox())!;
    expect(Math.abs(cutBox.y - posaBox.y)).toBeLessThan(4);
    expect(cutBox.x).toBeGreaterThan(posaBox.x);
    await screenshot(page, "visit-day-posa-1440");

    // A 45-minute cut does not fit the posa: the drop is refused before it is sent.
    await call("PUT", `/api/appointments/${cut.id}`, { startTime: "14:00", endTime: "14:45" });
    await page.locator(`[data-appointment="${cut.id}"]`).getByText("14:00–14:45").waitFor();
    await drag(page, page.locator(`[data-appointment="${cut.id}"]`), slot(page, giulia.id, "09:30"));
    await page.getByText("Slot occupato").first().waitFor();
    expect(await call("GET", `/api/appointments/${cut.id}`)).toMatchObject({ startTime: "14:00" });

    // Dragging the visit's second item moves that item only: the colour stays.
    const taglioBlock = column(page, "Marco").locator(`[data-appointment="${visit.id}"]`);
    const itemsSaved = page.waitForResponse((r) => r.url().endsWith(`/api/appointments/${visit.id}`) && r.request().method() === "PUT");
    await drag(page, taglioBlock, slot(page, marco.id, "11:00"));
    const put = await itemsSaved;
    expect(put.status()).toBe(200);
    expect(put.request().postDataJSON().items).toHaveLength(2);
    expect((await call("GET", `/api/appointments/${visit.id}`)).items.map((i: any) => [i.stylistId, i.startTime, i.endTime])).toEqual([
      [giulia.id, "09:00", "10:15"],
      [marco.id, "11:00", "11:30"],
    ]);
    await taglioBlock.getByText("11:00–11:30").waitFor();
    await context.close();

    const phone = await newPage(browser, server.base, PHONE);
    await signIn(phone.page, `/calendar?view=day&date=${day}`);
    await column(phone.page, "Giulia").locator("[data-posa]").getByText("posa").waitFor();
    // The welcome toast would cover the colour in the picture.
    await phone.page.getByRole("button", { name: "Chiudi" }).click();
    await screenshot(phone.page, "visit-day-posa-390");
    await phone.context.close();
  });

  test("the week view shows the week's visits, compact for all stylists or one stylist's seven days", async () => {
    const wednesday = addDays(day, 2);
    await clearDays(day, wednesday);
    const monday = await call("POST", "/api/appointments", { clientId: anna.id, stylistId: giulia.id, serviceId: taglio.id, date: day, startTime: "10:00", endTime: "10:30", notes: "" });
    const midweek = await call("POST", "/api/appointments", { clientId: bea.id, stylistId: marco.id, serviceId: taglio.id, date: wednesday, startTime: "15:00", endTime: "15:30", notes: "" });
    const { context, page } = await newPage(browser, server.base, WIDE);
    await signIn(page, `/calendar?view=day&date=${day}`);
    await page.getByRole("button", { name: "Settimanale" }).click();
    await page.waitForURL(/view=week/);
    const compact = page.locator("[data-week-compact]");
    await compact.locator(`section[data-date="${day}"] [data-appointment="${monday.id}"]`).getByText("Anna Bianchi").waitFor();
    await compact.locator(`section[data-date="${wednesday}"] [data-appointment="${midweek.id}"]`).getByLabel("Marco").waitFor();
    await screenshot(page, "visit-week-all-1440");

    // A visit booked elsewhere appears live.
    const live = await call("POST", "/api/appointments", { clientId: anna.id, stylistId: marco.id, serviceId: taglio.id, date: wednesday, startTime: "17:00", endTime: "17:30", notes: "" });
    await compact.locator(`[data-appointment="${live.id}"]`).waitFor();

    // One stylist: her seven days on a grid; a click on a visit opens it, on a free slot books.
    await page.getByLabel("Stilista").selectOption({ label: "Marco" });
    const grid = page.locator("[data-week-grid]");
    await grid.locator(`section[data-date="${wednesday}"] [data-appointment="${midweek.id}"]`).getByText("15:00–15:30").waitFor();
    expect(await grid.locator(`[data-appointment="${monday.id}"]`).count()).toBe(0);
    await screenshot(page, "visit-week-marco-1440");
    await grid.locator(`section[data-date="${wednesday}"] [data-appointment="${midweek.id}"]`).click();
    await page.getByRole("dialog").getByText("Beatrice Neri").first().waitFor();
    await page.keyboard.press("Escape");
    await grid.locator(`section[data-date="${wednesday}"] [data-slot="${marco.id}@11:00"]`).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(/^NUOVO ·/).waitFor();
    expect(await dialog.getByLabel("Data").inputValue()).toBe(wednesday.split("-").reverse().join("/"));
    await context.close();

    const phone = await newPage(browser, server.base, PHONE);
    await signIn(phone.page, `/calendar?view=week&date=${day}`);
    await phone.page.locator(`[data-week-compact] [data-appointment="${midweek.id}"]`).waitFor();
    // The page itself never scrolls sideways on a phone.
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(phone.page, "visit-week-all-390");
    await phone.page.goto(`/calendar?view=week&date=${day}&stylist=${marco.id}`);
    await phone.page.locator(`[data-week-grid] [data-appointment="${midweek.id}"]`).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(phone.page, "visit-week-marco-390");
    await phone.context.close();
  });
});
