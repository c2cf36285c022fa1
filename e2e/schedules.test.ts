// Who works when: stylist hours, vacations, extraordinary days and the settings screen, in a
// real browser against dist/salone.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { formatItalianDate } from "../src/domain/italian-date";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { addDays, todayIn } from "../src/domain/time";
import { longDate } from "../web/lib/format";
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, signInFast, startServer, type Server } from "./harness";
import { articled } from "../src/domain/italian-prepositions";

let server: Server;
let browser: Browser;
const stylistIds: Record<string, number> = {};

const TODAY = todayIn("Europe/Rome", new Date());
const IN_10 = addDays(TODAY, 10);
const IN_12 = addDays(TODAY, 12);
const IN_20 = addDays(TODAY, 20);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const { context } = await newPage(browser, server.base);
  await signInFast(context, server.base);
  for (const name of ["Giulia", "Marco"]) {
    const response = await context.request.post(`${server.base}/api/stylists`, { data: { name, phone: "", email: "" } });
    if (!response.ok()) throw new Error(`POST /api/stylists ${response.status()}`);
    stylistIds[name] = ((await response.json()) as { id: number }).id;
  }
  await context.close();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, server.base, viewport);
  await signInFast(opened.context, server.base);
  await opened.page.goto(path);
  return opened;
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe("Orari di Lavoro", () => {
  test("apply the part-time preset, save seven days, and find them after a reload", async () => {
    const { context, page } = await open("/stylist-hours");
    await page.getByRole("heading", { name: "Orari di Lavoro", level: 1 }).waitFor();
    expect(await page.getByLabel("Stilista").inputValue()).toBe(String(stylistIds.Giulia));
    const monday = page.getByRole("group", { name: "Lunedì" });
    await monday.getByLabel("Inizio", { exact: true }).waitFor();
    expect(await monday.getByLabel("Inizio", { exact: true }).inputValue()).toBe("09:00");
    await screenshot(page, "hours-desktop");

    await page.getByRole("button", { name: "Part Time (Mar-Ven 10-15)" }).click();
    await page.getByText("Modifiche non salvate").waitFor();
    const saves: string[] = [];
    page.on("request", (r) => r.method() === "POST" && r.url().endsWith("/api/stylists/working-hours") && saves.push(r.url()));
    await page.getByRole("button", { name: "Salva Orari" }).click();
    await page.getByText("Orari salvati").waitFor();
    expect(saves).toHaveLength(7);

    await page.reload();
    const tuesday = page.getByRole("group", { name: "Martedì" });
    await tuesday.getByLabel("Inizio", { exact: true }).waitFor();
    expect(await tuesday.getByLabel("Inizio", { exact: true }).inputValue()).toBe("10:00");
    expect(await tuesday.getByLabel("Fine pausa").inputValue()).toBe("13:00");
    expect(await page.getByRole("group", { name: "Lunedì" }).getByRole("switch").getAttribute("aria-checked")).toBe("false");
    const saved = await context.request.get(`${server.base}/api/stylists/working-hours?stylistId=${stylistIds.Giulia}`);
    const rows = (await saved.json()) as { dayOfWeek: number; isWorking: boolean; breakStartTime: string | null }[];
    expect(rows.map((r) => r.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(rows.filter((r) => r.isWorking).map((r) => r.dayOfWeek)).toEqual([2, 3, 4, 5]);
    expect(rows.find((r) => r.dayOfWeek === 1)?.breakStartTime).toBeNull();

    // The other employee still has the defaults.
    await page.getByLabel("Stilista").selectOption(String(stylistIds.Marco));
    await page.getByRole("group", { name: "Lunedì" }).getByRole("switch", { checked: true }).waitFor();
    await context.close();
  });

  test("at 390 px: readable, no horizontal scrolling", async () => {
    const { context, page } = await open("/stylist-hours", PHONE);
    await page.getByRole("group", { name: "Domenica" }).waitFor();
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "hours-phone");
    await context.close();
  });
});

describe("Ferie Stilisti", () => {
  test("add a vacation, see it in Italian long dates, delete it", async () => {
    const { context, page } = await open("/stylist-vacations");
    await page.getByRole("heading", { name: "Ferie Stilisti", level: 1 }).waitFor();
    const form = page.getByRole("form", { name: "Aggiungi ferie" });
    await form.getByLabel("Stilista").selectOption(String(stylistIds.Marco));
    await page.getByText("Nessuna ferie programmata").waitFor();

    // Empty dates: the spec's message under the fields.
    await form.getByRole("button", { name: "Aggiungi Ferie" }).click();
    expect(await form.getByText("Tutti i campi sono richiesti").count()).toBe(2);

    await form.getByLabel("Tipo").selectOption("Permesso");
    await form.getByLabel("Data inizio").fill(formatItalianDate(IN_10));
    await form.getByLabel("Data fine").fill(formatItalianDate(IN_12));
    await form.getByLabel("Note (facoltative)").fill("Matrimonio della sorella");
    await form.getByLabel("Data fine").press("Enter");
    await page.getByText("Ferie aggiunte").waitFor();
    const list = page.getByRole("list", { name: "Ferie di Marco" });
    // "dal lunedì …", but "dalla domenica …": the article follows the weekday the dates fall on.
    const range = `${articled("da", longDate(IN_10))} ${articled("a", longDate(IN_12))}`;
    await list.getByText(range, { exact: false }).waitFor();
    await list.getByText("Permesso").waitFor();
    await list.getByText("Matrimonio della sorella").waitFor();
    await screenshot(page, "vacations-desktop");

    // After a reload the first employee is preselected again; back to Marco.
    await page.reload();
    await page.getByRole("form", { name: "Aggiungi ferie" }).getByLabel("Stilista").selectOption(String(stylistIds.Marco));
    await page.getByRole("list", { name: "Ferie di Marco" }).getByText("Permesso").waitFor();
    await page.getByRole("button", { name: `Elimina permesso ${range}` }).click();
    const dialog = page.getByRole("dialog", { name: "Eliminare queste ferie?" });
    await dialog.getByRole("button", { name: "Elimina" }).click();
    await page.getByText("Ferie eliminate").waitFor();
    await page.getByText("Nessuna ferie programmata").waitFor();
    await context.close();
  });

  test("at 390 px: the form and the list stack, no horizontal scrolling", async () => {
    const { context, page } = await open("/stylist-vacations", PHONE);
    const form = page.getByRole("form", { name: "Aggiungi ferie" });
    await form.getByRole("button", { name: "Aggiungi Ferie" }).click();
    await form.getByText("Tutti i campi sono richiesti").first().waitFor();
    await screenshot(page, "vacations-errors-phone");
    await form.getByLabel("Data inizio").fill(formatItalianDate(IN_20));
    await form.getByRole("button", { name: "Aggiungi Ferie" }).click();
    await page.getByText("Ferie aggiunte").waitFor();
    await page.getByRole("status").getByRole("button", { name: "Chiudi" }).click();
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "vacations-phone");
    await context.close();
  });
});

describe("Giorni Straordinari", () => {
  test("add a closed day, edit it into special hours, delete it", async () => {
    const { context, page } = await open("/salon-extraordinary-days");
    await page.getByRole("heading", { name: "Giorni Straordinari", level: 1 }).waitFor();
    const form = page.getByRole("form", { name: "Aggiungi giorno straordinario" });
    await form.getByLabel("Data").fill(formatItalianDate(IN_10));
    await form.getByLabel("Tipo").selectOption("Chiusura Straordinaria");
    await form.getByLabel("Descrizione").fill("Inventario");
    await form.getByLabel("Descrizione").press("Enter");
    await page.getByText("Giorno straordinario aggiunto").waitFor();
    const list = page.getByRole("list", { name: "Giorni straordinari" });
    await list.getByText("Chiusura Straordinaria - Inventario").waitFor();
    await list.getByText("Chiuso", { exact: true }).waitFor();

    // The same date again is refused with the Italian message under the field.
    await form.getByLabel("Data").fill(formatItalianDate(IN_10));
    await form.getByLabel("Descrizione").fill("Doppione");
    await form.getByRole("button", { name: "Aggiungi Giorno" }).click();
    await form.getByText("Esiste già un giorno straordinario", { exact: false }).waitFor();

    await page.getByRole("button", { name: `Modifica ${longDate(IN_10)}` }).click();
    const edit = page.getByRole("form", { name: "Modifica giorno straordinario" });
    expect(await edit.getByLabel("Descrizione").inputValue()).toBe("Inventario");
    await edit.getByRole("button", { name: "Annulla" }).waitFor();
    await edit.getByText("Aperto con orari speciali").click();
    await edit.getByLabel("Orario apertura").selectOption("09:00");
    await edit.getByLabel("Orario chiusura").selectOption("13:00");
    await edit.getByLabel("Tipo").selectOption("Orario Ridotto");
    await screenshot(page, "xdays-edit-desktop");
    await edit.getByRole("button", { name: "Salva Modifiche" }).click();
    await page.getByText("Giorno straordinario aggiornato").waitFor();
    await list.getByText("Orario Ridotto - Inventario").waitFor();
    await list.getByText("Orario Speciale 09:00–13:00").waitFor();
    await screenshot(page, "xdays-desktop");

    await page.getByRole("button", { name: `Elimina ${longDate(IN_10)}` }).click();
    await page.getByRole("dialog", { name: "Eliminare il giorno straordinario?" }).getByRole("button", { name: "Elimina" }).click();
    await page.getByText("Giorno straordinario eliminato").waitFor();
    await page.getByText("Nessun giorno straordinario").waitFor();
    await context.close();
  });

  test("at 390 px: no horizontal scrolling", async () => {
    const { context, page } = await open("/salon-extraordinary-days", PHONE);
    const form = page.getByRole("form", { name: "Aggiungi giorno straordinario" });
    await form.getByLabel("Data").fill(formatItalianDate(IN_20));
    await form.getByLabel("Descrizione").fill("Festa del Patrono");
    await form.getByText("Aperto con orari speciali").click();
    await form.getByRole("button", { name: "Aggiungi Giorno" }).click();
    await page.getByText("Giorno straordinario aggiunto").waitFor();
    await page.getByRole("status").getByRole("button", { name: "Chiudi" }).click();
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "xdays-phone");
    await context.close();
  });
});

describe("Impostazioni", () => {
  test("save the weekly opening hours and see them reloaded; WhatsApp not configured", async () => {
    const { context, page } = await open("/settings");
    await page.getByRole("heading", { name: "Impostazioni", level: 1 }).waitFor();
    await page.getByText("Non configurato").waitFor();
    await page.getByText("WHATSAPP_ACCESS_TOKEN").waitFor();
    const sunday = page.getByRole("group", { name: "Domenica" });
    await sunday.getByRole("switch").waitFor();
    expect(await sunday.getByLabel("Apertura").isDisabled()).toBe(true);
    await sunday.getByRole("switch").click();
    await sunday.getByLabel("Apertura").selectOption("09:30");
    await sunday.getByLabel("Chiusura").selectOption("13:00");
    await page.getByRole("group", { name: "Lunedì" }).getByLabel("Chiusura").selectOption("19:00");
    await page.getByRole("group", { name: "Mercoledì" }).getByRole("switch").click();
    await page.getByRole("button", { name: "Salva Orari Settimanali" }).click();
    await page.getByText("Orari settimanali salvati con successo").waitFor();
    await page.getByText("Il calendario si aggiornerà automaticamente").waitFor();
    await screenshot(page, "settings-desktop");

    await page.reload();
    const sundayAgain = page.getByRole("group", { name: "Domenica" });
    await sundayAgain.getByRole("switch", { checked: true }).waitFor();
    expect(await sundayAgain.getByLabel("Apertura").inputValue()).toBe("09:30");
    expect(await sundayAgain.getByLabel("Chiusura").inputValue()).toBe("13:00");
    expect(await page.getByRole("group", { name: "Lunedì" }).getByLabel("Chiusura").inputValue()).toBe("19:00");
    expect(await page.getByRole("group", { name: "Mercoledì" }).getByRole("switch").getAttribute("aria-checked")).toBe("false");

    // An open day without a time: the message under the field, nothing saved.
    await page.getByRole("group", { name: "Martedì" }).getByLabel("Apertura").selectOption("");
    await page.getByRole("button", { name: "Salva Orari Settimanali" }).click();
    await page.getByRole("group", { name: "Martedì" }).getByText("Orario di apertura è richiesto").waitFor();
    await context.close();
  });

  test("Esegui backup ora: the card shows the new backup (when, size, where) and a toast", async () => {
    const { context, page } = await open("/settings", { width: 1440, height: 1100 });
    const card = page.getByRole("heading", { name: "Backup", level: 2 });
    await card.waitFor();
    await page.getByRole("button", { name: "Esegui backup ora" }).click();
    await page.getByText("Backup completato").waitFor();
    const list = page.getByLabel("Ultimo backup");
    await list.getByText(/\/backups\/salone-\d{4}-\d{2}-\d{2}T[\d-]+Z\.db$/).waitFor();
    expect(await list.locator("dd").nth(1).textContent()).toMatch(/^\d+(,\d)? kB$/);
    await screenshot(page, "settings-backup-desktop");
    await context.close();

    const phone = await open("/settings", PHONE);
    await phone.page.getByLabel("Ultimo backup").waitFor();
    await phone.page.getByRole("button", { name: "Esegui backup ora" }).scrollIntoViewIfNeeded();
    expect(await noHorizontalScroll(phone.page)).toBeLessThanOrEqual(0);
    await screenshot(phone.page, "settings-backup-phone");
    await phone.context.close();
  });

  test("at 390 px: the cards stack, no horizontal scrolling", async () => {
    const { context, page } = await open("/settings", PHONE);
    await page.getByRole("group", { name: "Domenica" }).getByRole("switch").waitFor();
    await page.getByText("Non configurato").waitFor();
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "settings-phone");
    await context.close();
  });

  test("with the WhatsApp variables set the status says configured, without showing them", async () => {
    const configured = await startServer({ WHATSAPP_ACCESS_TOKEN: "EAAG-e2e-token", WHATSAPP_PHONE_NUMBER_ID: "123456789" });
    try {
      const { context, page } = await newPage(browser, configured.base);
      await signInFast(context, configured.base);
      await page.goto("/settings");
      await page.getByText("Configurato", { exact: true }).waitFor();
      await page.getByText("Mancante: facoltativo, l'invio funziona anche senza").waitFor();
      expect(await page.content()).not.toContain("EAAG-e2e-token");
      await context.close();
    } finally {
      await configured.stop();
    }
  });
});
