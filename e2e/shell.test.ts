import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import { ADMIN, PHONE, launchBrowser, newPage, screenshot, signIn, startServer, type Server } from "./harness";

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

describe("login", () => {
  test("a wrong password shows the Italian error toast and stays on the login screen", async () => {
    const { context, page } = await newPage(browser, server.base);
    await page.goto("/");
    await expect(page.title()).resolves.toBe("Gestione Salone - Sistema Appuntamenti");
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill("sbagliata");
    await page.getByRole("button", { name: "Accedi al Salone" }).click();
    await page.getByText("Errore di accesso").waitFor();
    await page.getByText("Username o password non validi.").waitFor();
    expect(await page.getByRole("button", { name: "Accedi al Salone" }).isVisible()).toBe(true);
    await context.close();
  });

  test("empty fields are refused in the form, with messages under them", async () => {
    const { context, page } = await newPage(browser, server.base);
    await page.goto("/");
    await page.getByRole("button", { name: "Accedi al Salone" }).click();
    await page.getByText("Username è richiesto").waitFor();
    await page.getByText("Password è richiesta").waitFor();
    await context.close();
  });

  test("signing in greets, shows the user and lands on the requested screen", async () => {
    const { context, page } = await newPage(browser, server.base);
    await signIn(page, "/services");
    await page.getByText("Accesso effettuato con successo al tuo salone!").waitFor();
    await page.getByRole("heading", { name: "Servizi" }).waitFor();
    expect(await page.getByTestId("user-name").first().textContent()).toBe(`${ADMIN.firstName} ${ADMIN.lastName}`);
    // The first user is the owner, shown with the role's Italian name.
    await page.getByText("Titolare", { exact: true }).first().waitFor();
    await screenshot(page, "shell-desktop");
    await context.close();
  });
});

describe("signed out", () => {
  test("every listed route shows the login screen", async () => {
    const { context, page } = await newPage(browser, server.base);
    for (const path of ["/", "/dashboard", "/calendar", "/clients", "/settings", "/recurring-reminders?client=3"]) {
      await page.goto(path);
      await page.getByRole("button", { name: "Accedi al Salone" }).waitFor();
    }
    await context.close();
  });

  test("an unknown path shows the 404 screen", async () => {
    const { context, page } = await newPage(browser, server.base);
    await page.goto("/pagina-che-non-esiste");
    await page.getByText("404 Page Not Found").waitFor();
    await page.getByText("Did you forget to add the page to the router?").waitFor();
    await context.close();
  });
});

describe("navigation", () => {
  test("the sidebar lists the sections in order and highlights the current one", async () => {
    const { context, page } = await newPage(browser, server.base);
    await signIn(page, "/");
    const nav = page.getByRole("navigation", { name: "Menu principale" });
    // The links come with the signed-in user's permissions: wait for the last one before reading.
    await nav.getByRole("link", { name: "Il mio profilo" }).waitFor();
    const labels = (await nav.getByRole("link").allTextContents()).map((t) => t.trim());
    expect(labels).toEqual([
      "Dashboard", "Appuntamenti", "Clienti", "Cassa", "Servizi", "Prodotti", "Stilisti",
      "Orari di Lavoro", "Ferie Stilisti", "Giorni Straordinari", "Promemoria", "Impostazioni",
      // The first user is the owner: the staff screens follow the salon's ten sections.
      "Utenti", "Statistiche", "Registro attività", "Il mio profilo",
    ]);
    expect(await nav.getByRole("link", { name: "Dashboard", exact: true }).getAttribute("aria-current")).toBe("page");
    await nav.getByRole("link", { name: "Stilisti", exact: true }).click();
    await page.getByRole("heading", { name: "Staff" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/stylists");
    expect(await nav.getByRole("link", { name: "Stilisti", exact: true }).getAttribute("aria-current")).toBe("page");
    expect(await nav.getByRole("link", { name: "Dashboard", exact: true }).getAttribute("aria-current")).toBeNull();
    await nav.getByRole("link", { name: "Giorni Straordinari" }).click();
    await page.getByRole("heading", { name: "Giorni Straordinari" }).waitFor();
    await context.close();
  });

  test("on a 390 px phone the menu slides over and the header names the section", async () => {
    const { context, page } = await newPage(browser, server.base, PHONE);
    await signIn(page, "/clients");
    expect(await page.getByTestId("mobile-section").textContent()).toBe("Clienti");
    expect(await page.getByRole("navigation", { name: "Menu principale" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Apri menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    await screenshot(page, "shell-phone-menu");
    await menu.getByRole("link", { name: "Promemoria" }).click();
    await menu.waitFor({ state: "detached" });
    await page.getByTestId("mobile-section").getByText("Promemoria", { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/recurring-reminders");
    // Escape closes the menu and no horizontal scrolling of the page.
    await page.getByRole("button", { name: "Apri menu" }).click();
    await menu.waitFor();
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe("theme and logout", () => {
  test("the theme choice survives a reload", async () => {
    const { context, page } = await newPage(browser, server.base);
    await signIn(page, "/");
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
    expect(await isDark()).toBe(false);
    await page.getByRole("button", { name: "Scuro" }).first().click();
    expect(await isDark()).toBe(true);
    await page.reload();
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    expect(await isDark()).toBe(true);
    await screenshot(page, "shell-dark");
    await page.getByRole("button", { name: "Chiaro" }).first().click();
    await page.reload();
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    expect(await isDark()).toBe(false);
    await context.close();
  });

  test("Esci signs out; the old cookie no longer opens anything", async () => {
    const { context, page } = await newPage(browser, server.base);
    await signIn(page, "/calendar");
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === "salone_session");
    expect(session?.httpOnly).toBe(true);
    await page.getByRole("button", { name: "Esci" }).first().click();
    await page.getByRole("button", { name: "Accedi al Salone" }).waitFor();
    // The login form can be drawn a moment before the address changes back to "/".
    await page.waitForURL((url) => url.pathname === "/");
    expect(new URL(page.url()).pathname).toBe("/");
    const replay = await fetch(`${server.base}/api/auth/user`, { headers: { cookie: `salone_session=${session!.value}` } });
    expect(replay.status).toBe(401);
    await page.reload();
    await page.getByRole("button", { name: "Accedi al Salone" }).waitFor();
    await context.close();
  });
});
