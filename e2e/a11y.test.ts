// axe-core (from npm, injected into the page) on every screen, light and dark, desktop and phone:
// any violation fails with its rule id, the elements it found and axe's explanation.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { addDays } from "../src/domain/time";
import { apiClient, launchBrowser, newPage, nextMonday, PHONE, screenshot, signInFast, startServer, type Server } from "./harness";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type Violation = { id: string; help: string; nodes: { target: unknown[] }[] };

/** Runs axe on the page as it is now (WCAG 2.x A and AA plus best practices). */
export async function axeViolations(page: Page): Promise<Violation[]> {
  // Evaluated through the DevTools protocol, so the app's Content-Security-Policy (script-src 'self') stays as it is.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
}

const describeViolations = (where: string, violations: Violation[]) =>
  violations.map((v) => `${where}: ${v.id} (${v.nodes.length}) — ${v.help}\n    ${v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)).join("\n    ")}`);

let server: Server;
let browser: Browser;
const day = nextMonday();
/** Giulia is off sick that Tuesday, after her appointments were booked: a day of conflicts. */
const conflictDay = addDays(day, 1);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const call = await apiClient(server.base);
  const giulia = await call("POST", "/api/stylists", { name: "Giulia", phone: "", email: "" });
  const marco = await call("POST", "/api/stylists", { name: "Marco", phone: "", email: "" });
  const taglio = await call("POST", "/api/services", { name: "Taglio donna", duration: 45, price: 3500, description: "" });
  const maria = await call("POST", "/api/clients", { firstName: "Maria", lastName: "Rossi", phone: "3331234567", email: "maria@example.it", notes: "" });
  const ids: number[] = [];
  for (const [stylist, start, end] of [[giulia.id, "09:00", "09:45"], [marco.id, "10:00", "10:45"], [giulia.id, "11:00", "11:45"], [marco.id, "14:00", "14:45"]] as const)
    ids.push((await call("POST", "/api/appointments", { clientId: maria.id, stylistId: stylist, serviceId: taglio.id, date: day, startTime: start, endTime: end, notes: "" })).id);
  // Statuses on the grid and one cancelled appointment for the day's "Annullati" list.
  await call("PUT", `/api/appointments/${ids[0]}/status`, { status: "confirmed" });
  await call("PUT", `/api/appointments/${ids[1]}/status`, { status: "arrived" });
  await call("PUT", `/api/appointments/${ids[3]}/status`, { status: "cancelled", cancelledBy: "client" });
  await call("POST", "/api/stylists/vacations", { stylistId: giulia.id, startDate: "2099-01-10", endDate: "2099-01-12", reason: "Ferie", notes: "" });
  await call("PUT", "/api/settings/online-booking", { enabled: true, serviceIds: [taglio.id], stylistIds: [giulia.id, marco.id] });
  // Short and long blocks in conflict (a 15-minute one is the tightest the grid draws whole).
  for (const [start, end] of [["09:00", "09:15"], ["10:00", "10:30"], ["15:00", "15:45"]] as const)
    await call("POST", "/api/appointments", { clientId: maria.id, stylistId: giulia.id, serviceId: taglio.id, date: conflictDay, startTime: start, endTime: end, notes: "" });
  await call("POST", "/api/stylists/vacations?confirm=1", { stylistId: giulia.id, startDate: conflictDay, endDate: conflictDay, reason: "Malattia", notes: "" });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Step = { name: string; path: string; open?: (page: Page) => Promise<void> };

const openDialog = (button: string) => async (page: Page) => {
  await page.getByRole("button", { name: button }).first().click();
  await page.getByRole("dialog").waitFor();
};

/** The public booking page's day grid: the step with the most states (free, full) on one screen. */
const openBookingDays = async (page: Page) => {
  await page.getByRole("link", { name: /Taglio donna/ }).click();
  await page.getByRole("link", { name: /Nessuna preferenza/ }).click();
  await page.locator("[data-day]").first().waitFor();
};

/** The details form, reached by links: the first free day, its first time. */
const openBookingForm = async (page: Page) => {
  await openBookingDays(page);
  await page.locator("a[data-day]").first().click();
  await page.getByRole("region", { name: "Scegli l'orario" }).getByRole("link").first().click();
  await page.getByRole("heading", { level: 2, name: "I tuoi dati" }).waitFor();
};

const STEPS: Step[] = [
  { name: "dashboard", path: "/dashboard" },
  { name: "calendario mese", path: `/calendar?view=month&date=${day}` },
  { name: "calendario giorno", path: `/calendar?view=day&date=${day}` },
  { name: "nuovo appuntamento", path: `/calendar?view=day&date=${day}`, open: openDialog("Nuovo Appuntamento") },
  { name: "clienti", path: "/clients" },
  { name: "nuovo cliente", path: "/clients", open: openDialog("Nuovo Cliente") },
  { name: "servizi", path: "/services" },
  { name: "nuovo servizio", path: "/services", open: openDialog("Nuovo Servizio") },
  { name: "staff", path: "/stylists" },
  { name: "orari", path: "/stylist-hours" },
  { name: "ferie", path: "/stylist-vacations" },
  { name: "giorni straordinari", path: "/salon-extraordinary-days" },
  { name: "promemoria", path: "/recurring-reminders" },
  { name: "nuovo promemoria", path: "/recurring-reminders", open: openDialog("Nuovo Promemoria") },
  { name: "impostazioni", path: "/settings" },
  { name: "prima disponibilità", path: `/calendar?view=day&date=${day}`, open: openDialog("Prima disponibilità") },
  { name: "da ricollocare", path: `/calendar?view=day&date=${day}`, open: openDialog("Da ricollocare") },
  {
    name: "annullati",
    path: `/calendar?view=day&date=${day}`,
    open: async (page) => {
      await page.getByRole("button", { name: "Annullati (1)" }).click();
      await page.getByRole("list", { name: "Appuntamenti annullati" }).waitFor();
    },
  },
  {
    name: "dettagli appuntamento",
    path: `/calendar?view=day&date=${day}`,
    open: async (page) => {
      await page.locator('[data-status="confirmed"]').first().click();
      await page.getByRole("group", { name: "Segna come" }).waitFor();
    },
  },
  { name: "giorno con conflitti", path: `/calendar?view=day&date=${conflictDay}` },
  {
    name: "dettagli appuntamento in conflitto",
    path: `/calendar?view=day&date=${conflictDay}`,
    open: async (page) => {
      await page.locator("[data-conflict]").first().click();
      await page.getByRole("dialog").getByText("Conflitto").waitFor();
    },
  },
  { name: "utenti", path: "/users" },
  { name: "nuovo utente", path: "/users", open: openDialog("Nuovo utente") },
  { name: "registro attività", path: "/activity" },
  { name: "il mio profilo", path: "/profile" },
  { name: "prenota online", path: "/prenota" },
  { name: "prenota online: il giorno", path: "/prenota", open: openBookingDays },
  { name: "prenota online: i dati", path: "/prenota", open: openBookingForm },
];

/** Screens pictured (light theme) when E2E_SCREENSHOTS names a folder. */
const SHOTS = new Set(["dashboard", "giorno con conflitti", "dettagli appuntamento in conflitto", "da ricollocare", "prima disponibilità", "registro attività", "promemoria"]);

for (const theme of ["light", "dark"] as const) {
  for (const [size, viewport] of [["1440", { width: 1440, height: 900 }], ["390", PHONE]] as const) {
    describe(`axe, ${theme}, ${size} px`, () => {
      test("the login screen has no violation", async () => {
        const { context, page } = await newPage(browser, server.base, viewport);
        await context.addInitScript((t) => localStorage.setItem("salone-theme", t), theme);
        await page.goto("/");
        await page.getByRole("button", { name: "Accedi al Salone" }).waitFor();
        const found = describeViolations("login", await axeViolations(page));
        await context.close();
        expect(found).toEqual([]);
      });

      test("every signed-in screen and main dialog has no violation", async () => {
        const { context, page } = await newPage(browser, server.base, viewport);
        await context.addInitScript((t) => localStorage.setItem("salone-theme", t), theme);
        await signInFast(context, server.base);
        const found: string[] = [];
        for (const step of STEPS) {
          await page.goto(step.path);
          await page.locator("main#contenuto h1, main#contenuto h2").first().waitFor();
          await page.waitForLoadState("networkidle");
          if (step.name === "clienti") await page.getByText("Maria Rossi").first().waitFor();
          await step.open?.(page);
          // Let transitions finish: axe measures colours as painted.
          await page.waitForTimeout(300);
          found.push(...describeViolations(step.name, await axeViolations(page)));
          if (theme === "light" && SHOTS.has(step.name)) await screenshot(page, `${step.name.replaceAll(" ", "-")}-${size}`);
        }
        await context.close();
        if (found.length) console.log(`[${theme} ${size}]\n${found.join("\n")}`);
        expect(found).toEqual([]);
      });
    });
  }
}

test("the skip link is the first stop for the keyboard and lands on the main content", async () => {
  const { context, page } = await newPage(browser, server.base);
  await signInFast(context, server.base);
  await page.goto("/clients");
  await page.getByRole("heading", { name: "Clienti" }).waitFor();
  await page.keyboard.press("Tab");
  const link = page.getByRole("link", { name: "Vai al contenuto" });
  expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await link.isVisible()).toBe(true);
  await page.keyboard.press("Enter");
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("contenuto");
  await context.close();
});

test("a 15-minute block in conflict shows its client first, and its whole reason once focused", async () => {
  const { context, page } = await newPage(browser, server.base, { width: 1440, height: 900 });
  await signInFast(context, server.base);
  await page.goto(`/calendar?view=day&date=${conflictDay}`);
  const block = page.locator("[data-conflict]").first();
  await block.waitFor();
  expect((await block.innerText()).startsWith("⚠\nMaria Rossi") || (await block.innerText()).startsWith("⚠ Maria Rossi")).toBe(true);
  const short = (await block.boundingBox())!;
  await block.focus();
  await page.waitForTimeout(100);
  const grown = (await block.boundingBox())!;
  const reason = (await block.locator("[data-conflict-reason]").boundingBox())!;
  expect(grown.height).toBeGreaterThan(short.height);
  expect(reason.y + reason.height).toBeLessThanOrEqual(grown.y + grown.height + 1);
  await screenshot(page, "conflitto-breve-a-fuoco-1440");
  await context.close();
});
