// Privacy on the client card in a real browser: consents recorded at the desk, her data exported
// (a download), then erased for good.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { apiClient, launchBrowser, newPage, PHONE, screenshot, signInFast, startServer, type Server } from "./harness";

let server: Server;
let browser: Browser;
let call: Awaited<ReturnType<typeof apiClient>>;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  call = await apiClient(server.base);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("privacy on the client card", () => {
  for (const [label, viewport, n] of [["1440", { width: 1440, height: 900 }, 1], ["390", PHONE, 2]] as const) {
    test(`consents, export and erasure (${label} px)`, async () => {
      const client = await call<{ id: number }>("POST", "/api/clients", { firstName: "Zoe", lastName: `Privata${n}`, phone: `347 555 000${n}` });
      const { context, page } = await newPage(browser, server.base, viewport);
      await signInFast(context, server.base);
      await page.goto(`/clients?q=Privata${n}`);
      const card = page.getByTestId("client-card").filter({ hasText: `Zoe Privata${n}` });
      await card.getByRole("button", { name: "Privacy e consensi" }).click();
      await card.getByRole("button", { name: "Registra: Messaggi sugli appuntamenti · WhatsApp" }).click();
      await card.locator('[data-consent="appointments"]').getByText(/^Dato il .* al banco/).waitFor();
      await card.getByRole("button", { name: "Registra: Dati sanitari (allergie)" }).click();
      await card.getByLabel("Allergie", { exact: true }).fill("Nichel");
      await card.getByLabel("Codice fiscale").fill("RSSMRA85T10A562S");
      await card.getByRole("button", { name: "Salva dati" }).click();
      await page.getByText("Dati salvati").first().waitFor();
      await screenshot(page, `privacy-card-${label}`);
      const stored = await call<{ consents: { purpose: string; given: boolean }[]; allergies: string; codiceFiscale: string }>("GET", `/api/clients/${client.id}`);
      expect(stored.consents.map((c) => [c.purpose, c.given])).toEqual([["appointments", true], ["health", true]]);
      expect(stored).toMatchObject({ allergies: "Nichel", codiceFiscale: "RSSMRA85T10A562S" });

      const [download] = await Promise.all([page.waitForEvent("download"), card.getByRole("link", { name: "Esporta dati" }).click()]);
      expect(download.suggestedFilename()).toBe(`cliente-${client.id}.json`);
      const exported = JSON.parse(await (await import("node:fs/promises")).readFile((await download.path())!, "utf8"));
      expect(exported.client).toMatchObject({ id: client.id, lastName: `Privata${n}`, allergies: "Nichel" });

      await card.getByRole("button", { name: "Elimina definitivamente" }).click();
      await page.getByRole("button", { name: "Elimina", exact: true }).last().click();
      await card.waitFor({ state: "detached" });
      // Without visits she is deleted outright.
      expect(await call("GET", `/api/clients/${client.id}`).catch((e: Error) => e.message)).toContain("404");
      await context.close();
    });
  }
});

describe("lapsed marketing consent in Clienti", () => {
  test("her card says Marketing scaduto (1440 and 390 px)", async () => {
    const client = await call<{ id: number }>("POST", "/api/clients", { firstName: "Ada", lastName: "Scaduta", phone: "347 555 0099" });
    // A marketing consent given at the desk three years ago, and no visit since: lapsed. Written
    // beside the running server, as a consent recorded back then would be.
    const db = new Database(join(server.dir, "salone.db"));
    db.query("INSERT INTO client_consents (client_id, purpose, channel, given, at, source, text_version, author_name) VALUES (?, 'marketing', 'email', 1, ?, 'banco', 1, '')").run(
      client.id,
      new Date(Date.now() - 3 * 365 * 86_400_000).toISOString(),
    );
    db.close();
    for (const [label, viewport] of [["1440", { width: 1440, height: 900 }], ["390", PHONE]] as const) {
      const { context, page } = await newPage(browser, server.base, viewport);
      await signInFast(context, server.base);
      await page.goto("/clients?q=Scaduta");
      const card = page.getByTestId("client-card").filter({ hasText: "Ada Scaduta" });
      await expect(card.getByTestId("marketing-lapsed").innerText()).resolves.toContain("Marketing scaduto");
      await screenshot(page, `clients-marketing-lapsed-${label}`);
      await context.close();
    }
  });
});
