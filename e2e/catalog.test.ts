// Clients, services and staff through the real binary and Chromium: create, edit, search and
// delete each, with their Italian toasts and formats, on a desktop and on a 390 px phone.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, signInFast, startServer, type Server } from "./harness";

let server: Server;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, server.base, viewport);
  await signInFast(context, server.base);
  // A script that ran would set this; nothing hostile on these screens may run.
  page.on("dialog", (dialog) => {
    throw new Error(`unexpected browser dialog: ${dialog.message()}`);
  });
  await page.goto(path);
  return { context, page };
}

/** Writes straight into the server's database file, as another process would. */
function sql(statement: string, ...params: (string | number)[]) {
  const db = new Database(join(server.dir, "salone.db"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    return db.query(statement).run(...params);
  } finally {
    db.close();
  }
}

function row<T>(statement: string): T {
  const db = new Database(join(server.dir, "salone.db"), { readonly: true });
  try {
    return db.query(statement).get() as T;
  } finally {
    db.close();
  }
}

/** What the phone's screen shows (a full-page shot of 100 cards is too tall to look at). */
async function viewportShot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: join(process.env.E2E_SCREENSHOTS, `${name}.png`) });
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
/** Intl puts a no-break space before "€". */
const text = async (page: Page, testId: string, i = 0) =>
  ((await page.getByTestId(testId).nth(i).textContent()) ?? "").replaceAll("\u00a0", " ");

describe("Servizi", () => {
  test("create, validate, edit, close with Escape, and delete a service", async () => {
    const { context, page } = await open("/services");
    await page.getByRole("heading", { name: "Servizi", level: 1 }).waitFor();
    await page.getByText("Nessun servizio ancora").waitFor();
    await screenshot(page, "services-empty");

    await page.getByRole("button", { name: "Nuovo Servizio" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Nuovo Servizio" });
    await dialog.waitFor();
    await page.keyboard.press("Enter"); // Enter submits, even empty
    await dialog.getByText("Nome è richiesto").waitFor();
    await dialog.getByText("Prezzo è richiesto").waitFor();
    expect(await focusedId(page)).toBe("service-name");

    await dialog.getByLabel("Nome").fill("Taglio donna");
    await dialog.getByLabel("Durata").fill("45");
    await dialog.getByLabel("Prezzo").fill("trentacinque");
    await dialog.getByLabel("Descrizione").fill("Shampoo, taglio e piega");
    await dialog.getByLabel("Prezzo").press("Enter");
    await dialog.getByText("Prezzo non valido: scrivi ad esempio 35 oppure 35,50").waitFor();
    expect(await focusedId(page)).toBe("service-price");
    await dialog.getByLabel("Prezzo").fill("35");
    await screenshot(page, "services-dialog");
    await dialog.getByLabel("Prezzo").press("Enter");
    await toast(page, "Servizio creato con successo");
    await dialog.waitFor({ state: "detached" });
    expect(await text(page, "service-card")).toContain("35,00 €");
    expect(await text(page, "service-card")).toContain("45 min");

    await page.getByRole("button", { name: "Modifica Taglio donna" }).click();
    const edit = page.getByRole("dialog", { name: "Modifica Servizio" });
    expect(await edit.getByLabel("Prezzo").inputValue()).toBe("35,00");
    await edit.getByLabel("Prezzo").fill("40,5");
    await edit.getByLabel("Prezzo").press("Enter");
    await toast(page, "Servizio aggiornato con successo");
    await page.getByText(/40,50\s€/).waitFor();

    await page.getByRole("button", { name: "Modifica Taglio donna" }).click();
    await edit.getByLabel("Nome").fill("Non salvato");
    await page.keyboard.press("Escape");
    await edit.waitFor({ state: "detached" });
    expect(await page.getByText("Non salvato").count()).toBe(0);

    await page.getByRole("button", { name: "Nuovo Servizio" }).first().click();
    await dialog.getByLabel("Nome").fill("Piega");
    await dialog.getByLabel("Durata").fill("30");
    await dialog.getByLabel("Prezzo").fill("18.50");
    await dialog.getByLabel("Prezzo").press("Enter");
    await toast(page, "Servizio creato con successo");
    await page.getByText(/18,50\s€/).waitFor();
    // Sorted by name: Piega before Taglio donna.
    expect(await page.getByTestId("service-card").locator("h2").allTextContents()).toEqual(["Piega", "Taglio donna"]);
    await screenshot(page, "services-desktop");

    await page.getByRole("button", { name: "Elimina Piega" }).click();
    const confirm = page.getByRole("dialog", { name: "Sei sicuro di voler eliminare questo servizio?" });
    await confirm.waitFor();
    await confirm.getByRole("button", { name: "Elimina" }).click();
    await toast(page, "Servizio eliminato con successo");
    await page.getByRole("button", { name: "Elimina Piega" }).waitFor({ state: "detached" });
    expect(await page.getByTestId("service-card").count()).toBe(1);
    await context.close();
  });
});

describe("Staff", () => {
  test("add, edit, refuse to remove with a future appointment, then remove a stylist", async () => {
    const { context, page } = await open("/stylists");
    await page.getByRole("heading", { name: "Staff", level: 1 }).waitFor();
    await page.getByText("Nessuno stilista ancora").waitFor();

    await page.getByRole("button", { name: "Nuovo Stilista" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Nuovo Stilista" });
    await dialog.getByLabel("Nome").fill("Marco");
    await dialog.getByLabel("Telefono").pressSequentially("333abc9876543");
    expect(await dialog.getByLabel("Telefono").inputValue()).toBe("333 987 6543");
    await dialog.getByLabel("Email").fill("marco@salone");
    await dialog.getByLabel("Email").press("Enter");
    await dialog.getByText("Email non valida").waitFor();
    expect(await focusedId(page)).toBe("stylist-email");
    await dialog.getByLabel("Email").fill("marco@salone.it");
    await dialog.getByLabel("Email").press("Enter");
    await toast(page, "Stilista aggiunto con successo");
    const card = page.getByTestId("stylist-card").first();
    await card.getByText("+39 333 987 6543").waitFor();
    expect(await card.getByRole("link", { name: "Gestisci Orari" }).getAttribute("href")).toMatch(/^\/stylist-hours\?stylist=\d+$/);

    await page.getByRole("button", { name: "Modifica Marco" }).click();
    const edit = page.getByRole("dialog", { name: "Modifica Stilista" });
    expect(await edit.getByLabel("Telefono").inputValue()).toBe("333 987 6543");
    await edit.getByLabel("Nome").fill("Marco Bianchi");
    await edit.getByRole("button", { name: "Salva Modifiche" }).click();
    await toast(page, "Stilista aggiornato con successo");
    await page.getByRole("heading", { name: "Marco Bianchi" }).waitFor();
    await screenshot(page, "stylists-desktop");

    // A future appointment (written straight into the database) blocks the removal.
    const { id: stylistId } = row<{ id: number }>("SELECT id FROM stylists WHERE name = 'Marco Bianchi'");
    const clientId = Number(sql("INSERT INTO clients (first_name, last_name, phone) VALUES ('Anna', 'Prova', '3330001111')").lastInsertRowid);
    const serviceId = Number(sql("INSERT INTO services (name, duration, price) VALUES ('Prova', 30, 1000)").lastInsertRowid);
    const appointmentId = Number(
      sql(
        "INSERT INTO appointments (client_id, stylist_id, service_id, date, start_time, end_time) VALUES (?, ?, ?, '2099-01-05', '10:00', '10:30')",
        clientId,
        stylistId,
        serviceId,
      ).lastInsertRowid,
    );
    await page.getByRole("button", { name: "Rimuovi Marco Bianchi" }).click();
    const confirm = page.getByRole("dialog", { name: "Sei sicuro di voler rimuovere questo stilista?" });
    await confirm.getByRole("button", { name: "Rimuovi" }).click();
    const alert = page.getByRole("alert");
    await alert.getByText("Impossibile rimuovere lo stilista").waitFor();
    await alert.getByText("Lo stilista ha 1 appuntamento futuro").waitFor();
    await confirm.waitFor({ state: "detached" });
    await page.getByRole("heading", { name: "Marco Bianchi" }).waitFor();
    await alert.getByRole("button", { name: "Chiudi" }).click();

    sql("DELETE FROM appointments WHERE id = ?", appointmentId);
    sql("DELETE FROM clients WHERE id = ?", clientId);
    await page.getByRole("button", { name: "Rimuovi Marco Bianchi" }).click();
    await confirm.getByRole("button", { name: "Rimuovi" }).click();
    await toast(page, "Stilista rimosso con successo");
    await page.getByText("Nessuno stilista ancora").waitFor();
    await context.close();
  });
});

describe("Clienti", () => {
  test("create with a grouped phone, search, edit, open the history, delete; hostile notes stay text", async () => {
    const { context, page } = await open("/clients");
    await page.getByRole("heading", { name: "Clienti", level: 1 }).waitFor();

    await page.getByRole("button", { name: "Nuovo Cliente" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Nuovo Cliente" });
    await dialog.getByRole("button", { name: "Crea Cliente" }).click();
    for (const message of ["Nome è richiesto", "Cognome è richiesto", "Telefono è richiesto"]) {
      await dialog.getByText(message, { exact: true }).waitFor();
    }
    expect(await focusedId(page)).toBe("client-firstName");

    const hostile = `<img src=x onerror="alert('xss')"> <b>grassetto</b> '; DROP TABLE clients; --`;
    await dialog.getByLabel("Nome", { exact: true }).fill("Niccolò");
    await dialog.getByLabel("Cognome").fill("D'Amico");
    await dialog.getByLabel("Telefono").pressSequentially("3331234567");
    expect(await dialog.getByLabel("Telefono").inputValue()).toBe("333 123 4567");
    await dialog.getByLabel("Note").fill(hostile);
    await dialog.getByLabel("Email").fill("nico@example.it");
    await screenshot(page, "clients-dialog");
    await dialog.getByLabel("Email").press("Enter");
    await toast(page, "Cliente creato con successo");

    const card = page.getByTestId("client-card").filter({ hasText: "Niccolò D'Amico" });
    await card.getByText("+39 333 123 4567").waitFor();
    await card.getByText(hostile).waitFor();
    expect(await card.locator("img, b").count()).toBe(0);
    const reminders = card.getByRole("link", { name: /Promemoria di Niccolò D'Amico/ });
    expect(await reminders.getAttribute("href")).toMatch(/^\/recurring-reminders\?client=\d+$/);
    // Links stay in the same tab.
    expect(await reminders.getAttribute("target")).toBeNull();

    // A server failure keeps the dialog and what was typed.
    await page.route("**/api/clients", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Errore interno del server","code":"internal"}' })
        : route.fallback(),
    );
    await page.getByRole("button", { name: "Nuovo Cliente" }).first().click();
    await dialog.getByLabel("Nome", { exact: true }).fill("Giulia");
    await dialog.getByLabel("Cognome").fill("Rossi");
    await dialog.getByLabel("Telefono").fill("347 111 2233");
    await dialog.getByLabel("Telefono").press("Enter");
    await page.getByRole("alert").getByText("Impossibile creare il cliente").waitFor();
    expect(await dialog.getByLabel("Nome", { exact: true }).inputValue()).toBe("Giulia");
    await page.unroute("**/api/clients");
    await dialog.getByRole("button", { name: "Crea Cliente" }).click();
    await toast(page, "Cliente creato con successo");
    await dialog.waitFor({ state: "detached" });

    // Search: accents and case do not matter; phones match as typed.
    const search = page.getByRole("searchbox", { name: "Cerca clienti" });
    const count = page.getByTestId("clients-count");
    await search.fill("NICCOLO");
    await page.getByText("1 cliente trovato su 2").waitFor();
    expect(await page.getByTestId("client-card").locator("h2").allTextContents()).toEqual(["Niccolò D'Amico"]);
    await search.fill("347 111");
    // Same count as before: wait for the card itself to change.
    await page.getByTestId("client-card").locator("h2", { hasText: "Giulia Rossi" }).waitFor();
    expect(await page.getByTestId("client-card").locator("h2").allTextContents()).toEqual(["Giulia Rossi"]);
    await search.fill("nessuno");
    await page.getByText("Nessun cliente trovato per «nessuno»").waitFor();
    await page.getByRole("button", { name: "Cancella ricerca" }).click();
    // The list filters a frame behind the input (deferred): wait for it rather than read at once.
    await count.filter({ hasText: /^2 clienti$/ }).waitFor();
    // Sorted by last name: D'Amico before Rossi.
    expect(await page.getByTestId("client-card").locator("h2").allTextContents()).toEqual(["Niccolò D'Amico", "Giulia Rossi"]);

    await page.getByRole("button", { name: "Modifica Giulia Rossi" }).click();
    const edit = page.getByRole("dialog", { name: "Modifica Cliente" });
    expect(await edit.getByLabel("Telefono").inputValue()).toBe("347 111 2233");
    await edit.getByLabel("Email").fill("giulia@example.it");
    await edit.getByLabel("Email").press("Enter");
    await toast(page, "Cliente aggiornato con successo");
    await page.getByText("giulia@example.it").waitFor();

    // The history of a client with no appointments: both sections, empty, and the total.
    const giulia = page.getByTestId("client-card").filter({ hasText: "Giulia Rossi" });
    await giulia.getByRole("button", { name: "Storico appuntamenti" }).click();
    await giulia.getByText("Nessun appuntamento in programma.").waitFor();
    await giulia.getByText("Nessun appuntamento passato.").waitFor();
    await giulia.getByText("In tutto 0 appuntamenti").waitFor();
    await screenshot(page, "clients-desktop");
    await page.getByRole("button", { name: "Scuro" }).first().click();
    await page.waitForTimeout(400); // let the buttons' colour transition finish
    await screenshot(page, "clients-dark");
    await page.getByRole("button", { name: "Chiaro" }).first().click();

    await page.getByRole("button", { name: "Elimina Giulia Rossi" }).click();
    const confirm = page.getByRole("dialog", { name: "Sei sicuro di voler eliminare questo cliente?" });
    await confirm.getByText(/Giulia Rossi non ha appuntamenti né promemoria/).waitFor();
    await confirm.getByRole("button", { name: "Elimina" }).click();
    await toast(page, "Cliente eliminato con successo");
    await page.getByText("1 cliente", { exact: true }).waitFor();
    await context.close();
  });

  test("20,000 clients: 30 cards first, 100 more at a time, and the search answers as you type", async () => {
    const db = new Database(join(server.dir, "salone.db"));
    db.exec("PRAGMA busy_timeout = 5000");
    const insert = db.query("INSERT INTO clients (first_name, last_name, phone, email) VALUES (?, ?, ?, ?)");
    const last = ["Rossi", "Bianchi", "Esposito", "Ferrari", "Romano", "Colombo", "Ricci", "Marino"];
    db.transaction(() => {
      for (let i = 0; i < 20_000; i++) {
        insert.run(`Cliente${i}`, `${last[i % last.length]}${i % 97}`, `3${String(200_000_000 + i)}`, `c${i}@example.it`);
      }
    })();
    db.close();

    const { context, page } = await open("/clients");
    const count = page.getByTestId("clients-count");
    await page.getByText(/^20\.\d{3} clienti$/).waitFor({ timeout: 20_000 });
    // A search's first page is 30 cards; reaching their end fills in the next 100 by itself.
    await page.getByTestId("client-card").nth(29).scrollIntoViewIfNeeded();
    await page.getByTestId("client-card").nth(129).waitFor();
    expect(await page.getByTestId("client-card").count()).toBe(130);
    await page.getByRole("button", { name: /Mostra altri 100/ }).click();
    // The next page comes from the server: wait for its last card.
    await page.getByTestId("client-card").nth(229).waitFor();
    expect(await page.getByTestId("client-card").count()).toBe(230);

    const search = page.getByRole("searchbox", { name: "Cerca clienti" });
    const started = Date.now();
    await search.pressSequentially("cliente12345", { delay: 30 });
    await page.getByText(/^1 cliente trovato su 20\.\d{3}$/).waitFor();
    const elapsed = Date.now() - started;
    // 12 keystrokes 30 ms apart are ~360 ms of typing; the answer follows the last one closely.
    expect(elapsed).toBeLessThan(3000);
    console.log(`20,000 clients: typed "cliente12345" and saw its 1 result ${elapsed} ms after the first key (typing took ~360 ms)`);
    expect(await page.getByTestId("client-card").locator("h2").allTextContents()).toEqual([expect.stringMatching(/^Cliente12345 /)]);
    expect(await count.textContent()).toMatch(/^1 cliente trovato su 20\.\d{3}$/);
    await context.close();
  });
});

describe("on a 390 px phone", () => {
  for (const [path, name, heading] of [
    ["/clients", "clients", "Clienti"],
    ["/services", "services", "Servizi"],
    ["/stylists", "stylists", "Staff"],
  ] as const) {
    test(`${heading}: no sideways scrolling, the dialog fits`, async () => {
      const { context, page } = await open(path, PHONE);
      if (name === "stylists") {
        const created = await context.request.post(`${server.base}/api/stylists`, {
          data: { name: "Sara Colombo-Esposito", phone: "3471234567", email: "sara.colombo.esposito@salone-esempio.it" },
        });
        expect(created.status()).toBe(201);
        await page.reload();
      }
      await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
      await page.waitForLoadState("networkidle");
      expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
      await viewportShot(page, `${name}-phone`);
      if (name === "clients") {
        // Its own client, so this test needs nothing an earlier one made.
        const created = await context.request.post(`${server.base}/api/clients`, {
          data: { firstName: "Niccolò", lastName: "D'Amico-Marchetti", phone: "3339876543", email: "niccolo.damico@salone-esempio.it" },
        });
        expect(created.status()).toBe(201);
        await page.reload();
        await page.getByRole("searchbox", { name: "Cerca clienti" }).fill("marchetti");
        // The search answers from the server: wait for her card, not the first of the list shown before.
        const card = page.getByTestId("client-card").filter({ hasText: "D'Amico-Marchetti" }).first();
        await card.getByRole("button", { name: "Storico appuntamenti" }).click();
        await card.getByText("Nessun appuntamento in programma.").waitFor();
        expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
        await viewportShot(page, "clients-phone-card");
      }
      const button = page.getByRole("button", { name: /^Nuovo (Cliente|Servizio|Stilista)$/ }).first();
      await button.click();
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
      await viewportShot(page, `${name}-phone-dialog`);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await context.close();
    });
  }
});
