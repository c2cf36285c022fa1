import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { apiClient, launchBrowser, newPage, nextMonday, PHONE, screenshot, signIn, startServer, type Server } from "./harness";

let server: Server;
let browser: Browser;
let call: Awaited<ReturnType<typeof apiClient>>;
const stylists: { id: number; name: string }[] = [];
let taglio: { id: number };
let maria: { id: number };
const day = nextMonday();
const WIDE = { width: 1440, height: 900 };
// The day view lists stylists by name: Elena, Giulia, Luca, Marco, Paolo, Sara.
const NAMES = ["Elena", "Giulia", "Luca", "Marco", "Paolo", "Sara"];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  call = await apiClient(server.base);
  for (const name of NAMES) stylists.push(await call("POST", "/api/stylists", { name, phone: "", email: "" }));
  taglio = await call("POST", "/api/services", { name: "Taglio donna", duration: 45, price: 3500, description: "" });
  maria = await call("POST", "/api/clients", { firstName: "Maria", lastName: "Rossi", phone: "3331234567", email: "", notes: "" });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function clearDay() {
  for (const a of await call<{ id: number }[]>("GET", `/api/appointments?date=${day}`)) await call("DELETE", `/api/appointments/${a.id}`);
}
const book = (stylist: number, startTime: string, endTime: string) =>
  call<{ id: number }>("POST", "/api/appointments", { clientId: maria.id, stylistId: stylists[stylist]!.id, serviceId: taglio.id, date: day, startTime, endTime, notes: "" });
/** A normal Monday: every stylist has a few bookings spread over the day. */
async function normalDay() {
  await clearDay();
  const times = [["09:00", "09:45"], ["10:30", "11:15"], ["14:00", "14:45"], ["16:15", "17:00"]] as const;
  for (let s = 0; s < stylists.length; s++) for (const [from, to] of times.slice(s % 2)) await book(s, from, to);
}
const grid = (page: Page) => page.locator("[data-day-grid]");
const block = (page: Page, id: number) => page.locator(`[data-appointment="${id}"]`);
const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;
const scrollGrid = (page: Page, to: { top?: number; left?: number }) =>
  grid(page).evaluate((el, to) => {
    el.scrollTo({ ...to, behavior: "instant" });
  }, to);
/** The slot cell under a point of the page (the dragged block and overlays let it through). */
const slotAt = (page: Page, x: number, y: number) =>
  page.evaluate(([x, y]) => document.elementsFromPoint(x!, y!).find((el) => el.hasAttribute("data-slot"))?.getAttribute("data-slot") ?? null, [x, y]);

describe("desktop day view", () => {
  test("the stylists' names and the date stay in view while the day scrolls down and across", async () => {
    await normalDay();
    const { context, page } = await newPage(browser, server.base, WIDE);
    await signIn(page, `/calendar?view=day&date=${day}`);
    await page.locator("[data-day-header]").first().waitFor();
    const gridBox = (await grid(page).boundingBox())!;
    const sizes = await grid(page).evaluate((el) => ({ content: el.scrollHeight, shown: el.clientHeight }));
    console.log(`  vista giorno 1440×900: griglia ${sizes.content} px di contenuto (${(sizes.content / 900).toFixed(2)} schermi), ${sizes.shown} px visibili`);
    expect(sizes.content).toBeLessThanOrEqual(2 * WIDE.height);
    await scrollGrid(page, { top: 600 });
    await page.waitForTimeout(100);
    expect(await grid(page).evaluate((el) => el.scrollTop)).toBeGreaterThan(500);
    const header = await box(page, "[data-day-header]");
    expect(Math.abs(header.y - gridBox.y)).toBeLessThanOrEqual(2);
    expect(await page.locator("[data-day-header]").first().textContent()).toBe("Elena");
    // What is on top at the header's middle is the header itself, not a block or a slot.
    const onTop = await page.evaluate(([x, y]) => !!document.elementFromPoint(x!, y!)?.closest("[data-day-header]"), [header.x + header.width / 2, header.y + header.height / 2]);
    expect(onTop).toBe(true);
    await screenshot(page, "day-view-1440-scrolled");
    await context.close();

    // A narrower screen scrolls across too: the hour gutter and the date stay on the left.
    const narrow = await newPage(browser, server.base, { width: 1024, height: 768 });
    await signIn(narrow.page, `/calendar?view=day&date=${day}`);
    await narrow.page.locator("[data-day-header]").first().waitFor();
    const before = (await grid(narrow.page).boundingBox())!;
    expect(await grid(narrow.page).evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await scrollGrid(narrow.page, { top: 400, left: 300 });
    await narrow.page.waitForTimeout(100);
    const corner = (await narrow.page.getByText("lun", { exact: true }).boundingBox())!;
    expect(corner.x - before.x).toBeLessThan(48);
    expect(corner.y - before.y).toBeLessThan(48);
    expect(Math.abs((await box(narrow.page, "[data-day-header]")).y - before.y)).toBeLessThanOrEqual(2);
    await narrow.context.close();
  });

  test("a drag held at the grid's top edge scrolls the day and lands on the slot under the block", async () => {
    await clearDay();
    const a = await book(1, "17:00", "17:45");
    const { context, page } = await newPage(browser, server.base, WIDE);
    await signIn(page, `/calendar?view=day&date=${day}`);
    await block(page, a.id).waitFor();
    await scrollGrid(page, { top: 10_000 });
    await page.waitForTimeout(100);
    const bottom = await grid(page).evaluate((el) => el.scrollTop);
    expect(bottom).toBeGreaterThan(300);
    const from = (await block(page, a.id).boundingBox())!;
    const gridBox = (await grid(page).boundingBox())!;
    const x = from.x + 15;
    await page.mouse.move(x, from.y + 8);
    await page.mouse.down();
    await page.mouse.move(x, from.y - 20, { steps: 4 });
    // Held just under the stylists' header: the grid scrolls up by itself.
    await page.mouse.move(x, gridBox.y + 60, { steps: 10 });
    await page.waitForFunction(() => document.querySelector("[data-day-grid]")!.scrollTop === 0, undefined, { timeout: 15_000 });
    // Down to the middle (no more scrolling), then drop where the block's top edge is.
    const y = gridBox.y + gridBox.height / 2;
    await page.mouse.move(x, y, { steps: 6 });
    await page.waitForTimeout(300);
    expect(await grid(page).evaluate((el) => el.scrollTop)).toBe(0);
    const target = await slotAt(page, x, y - 8 + 4);
    expect(target).toMatch(new RegExp(`^${stylists[1]!.id}@(09|10|11|12):`));
    await page.locator('[data-drop-verdict="free"]').waitFor();
    await page.mouse.up();
    await page.getByText("Appuntamento aggiornato").waitFor();
    const [moved] = await call<any[]>("GET", `/api/appointments?date=${day}`);
    expect(`${moved.stylistId}@${moved.startTime}`).toBe(target!);
    await context.close();
  });

  test("'Taglia' from the appointment's details, then a click on a free slot pastes it there", async () => {
    await clearDay();
    const a = await book(0, "09:00", "09:45");
    const { context, page } = await newPage(browser, server.base, WIDE);
    await signIn(page, `/calendar?view=day&date=${day}`);
    await block(page, a.id).click();
    await page.getByRole("dialog").getByRole("button", { name: "Taglia" }).click();
    await page.getByText("Appuntamento tagliato").waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    await page.locator(`[data-slot="${stylists[2]!.id}@11:30"]`).click();
    await page.getByText("Appuntamento incollato").waitFor();
    const [moved] = await call<any[]>("GET", `/api/appointments?date=${day}`);
    expect(moved).toMatchObject({ id: a.id, stylistId: stylists[2]!.id, startTime: "11:30", endTime: "12:15" });
    await context.close();
  });
});

describe("phone day view", () => {
  test("one stylist at a time, the switcher changes it, the header stays above the blocks", async () => {
    await normalDay();
    const { context, page } = await newPage(browser, server.base, PHONE);
    await signIn(page, `/calendar?view=day&date=${day}`);
    const shown = () => page.locator("[data-day-grid] section").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    await page.locator("[data-day-header]").first().waitFor();
    expect(await shown()).toEqual(["Elena"]);
    await page.getByRole("button", { name: "Collaboratore successivo" }).click();
    expect(await shown()).toEqual(["Giulia"]);
    await page.getByLabel("Collaboratore mostrato").selectOption({ label: "Sara (6 di 6)" });
    expect(await shown()).toEqual(["Sara"]);
    const sizes = await page.evaluate(() => ({ page: document.documentElement.scrollHeight, width: document.documentElement.scrollWidth, grid: document.querySelector("[data-day-grid]")!.scrollHeight }));
    console.log(`  vista giorno 390×844, 6 stilisti: pagina ${sizes.page} px (prima 15.841 px), griglia ${sizes.grid} px`);
    expect(sizes.page).toBeLessThanOrEqual(2.5 * PHONE.height);
    expect(sizes.width).toBeLessThanOrEqual(PHONE.width);
    // The hour gutter is whole, on screen at the left.
    const hour = (await page.locator('[data-day-grid] [aria-hidden="true"]').getByText("10:00", { exact: true }).boundingBox())!;
    expect(hour.x).toBeGreaterThanOrEqual(0);
    // The page scrolls (one column needs no sideways scroll): the header sticks under the top bar
    // and a booking scrolled under it never paints over it.
    const [sara] = (await call<any[]>("GET", `/api/appointments?date=${day}`)).filter((r) => r.stylistId === stylists[5]!.id);
    const header = await box(page, "[data-day-header]");
    const blockY = (await block(page, sara.id).boundingBox())!.y;
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), blockY - (56 + header.height) + 20);
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(header.y);
    const after = await box(page, "[data-day-header]");
    expect(Math.abs(after.y - 56)).toBeLessThanOrEqual(2);
    const onTop = await page.evaluate(([x, y]) => !!document.elementFromPoint(x!, y!)?.closest("[data-day-header]"), [after.x + after.width / 2, after.y + after.height - 4]);
    expect(onTop).toBe(true);
    expect(await page.getByText("lun", { exact: true }).isVisible()).toBe(true);
    await screenshot(page, "day-view-390-scrolled");
    await context.close();
  });

  test("a long press then a drag with a finger moves an appointment (touch emulation)", async () => {
    await clearDay();
    const a = await book(0, "09:00", "09:45"); // Elena, the first stylist a phone shows
    const context = await browser.newContext({ baseURL: server.base, viewport: PHONE, hasTouch: true, isMobile: true, locale: "it-IT", timezoneId: "Europe/Rome" });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await signIn(page, `/calendar?view=day&date=${day}`);
    await block(page, a.id).waitFor();
    // The grid at the top of the screen, so the drag stays clear of the edges that scroll the page.
    await grid(page).evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 56, behavior: "instant" }));
    await page.waitForTimeout(100);
    const from = (await block(page, a.id).boundingBox())!;
    const to = (await page.locator(`[data-slot="${stylists[0]!.id}@11:00"]`).boundingBox())!;
    const cdp = await context.newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x = 0, y = 0) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
    const x = from.x + 20;
    await touch("touchStart", x, from.y + 8);
    await page.waitForTimeout(450); // the long press that tells a drag from a scroll
    const steps = 12;
    for (let i = 1; i <= steps; i++) {
      await touch("touchMove", x, from.y + 8 + ((to.y - from.y) * i) / steps);
      await page.waitForTimeout(30);
    }
    await page.locator('[data-drop-verdict="free"]').waitFor();
    await touch("touchEnd");
    await page.getByText("Appuntamento aggiornato").waitFor();
    const [moved] = await call<any[]>("GET", `/api/appointments?date=${day}`);
    expect(moved).toMatchObject({ id: a.id, stylistId: stylists[0]!.id, startTime: "11:00", endTime: "11:45" });
    await context.close();
  });
});
