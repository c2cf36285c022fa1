// The owner imports a salon's client list from another system in a real browser: a 50-row
// Excel-style CSV (Windows-1252, ";") holding three clients the salon already has, written with
// other phone formats. "Prova" reports 47 new and the 3 duplicates; "Importa" stores the 47.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import type { Browser, Locator } from "playwright-core";
import { apiClient, launchBrowser, newPage, PHONE, screenshot, signInFast, startServer, type Server } from "./harness";

const DESK = { width: 1440, height: 900 };
/** The card alone: the settings page is several screens tall. */
const cardShot = async (card: Locator, name: string) => {
  if (process.env.E2E_SCREENSHOTS) await card.screenshot({ path: join(process.env.E2E_SCREENSHOTS, `${name}.png`) });
};
let server: Server;
let browser: Browser;
let call: Awaited<ReturnType<typeof apiClient>>;

const EXISTING = [
  { firstName: "Anna", lastName: "Rossi", phone: "333 100 0001" },
  { firstName: "Marta", lastName: "Neri", phone: "333 100 0002" },
  { firstName: "Sara", lastName: "Gallo", phone: "333 100 0003" },
];
const FIRST = ["Niccolò", "Chiara", "Élodie", "Giulia", "Francesca"];
const LAST = ["Dell'Orto", "Esposito", "Bianchi", "Mancini", "Caruso"];

/** Windows-1252 bytes, as Excel saves "CSV (delimitato dal separatore di elenco)" on an Italian PC. */
function excelCsv(): Buffer {
  const lines = ["Cognome;Nome;Cellulare;E-mail;Note"];
  for (let i = 0; i < 50; i++) {
    if (i === 10) lines.push("Rossi;Anna;+39 333 1000001;anna@example.it;");
    else if (i === 20) lines.push("Neri;Marta;0039 333 100 0002;;");
    else if (i === 30) lines.push("Gallo;Sara;3331000003;;\"Tinta 6.1; 30 g\"");
    else lines.push(`${LAST[i % 5]};${FIRST[i % 5]};347 200 ${String(1000 + i)};cliente${i}@example.it;${i % 7 === 0 ? "Più volume, già schiarita" : ""}`);
  }
  return Buffer.from(Uint8Array.from([...`${lines.join("\r\n")}\r\n`].map((ch) => ch.charCodeAt(0))));
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  call = await apiClient(server.base);
  for (const client of EXISTING) await call("POST", "/api/clients", { ...client, email: "", notes: "" });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("Importa clienti", () => {
  for (const [label, viewport] of [["390", PHONE], ["1440", DESK]] as const) {
    test(`the owner tries then imports a 50-row CSV with three duplicates (${label} px)`, async () => {
      const { context, page } = await newPage(browser, server.base, viewport);
      await signInFast(context, server.base);
      await page.goto("/settings");
      const card = page.getByRole("region", { name: "Importa clienti" });
      await card.getByLabel("File CSV").setInputFiles({ name: "clienti.csv", mimeType: "text/csv", buffer: excelCsv() });
      // Detected from the bytes and the header line; the columns guessed from their names.
      expect(await card.getByLabel("Codifica").inputValue()).toBe("windows-1252");
      expect(await card.getByLabel("Separatore").inputValue()).toBe(";");
      expect(await card.getByLabel("Campo per la colonna Cellulare").inputValue()).toBe("phone");
      expect(await card.getByLabel("Campo per la colonna E-mail").inputValue()).toBe("email");
      await card.getByRole("cell", { name: "Dell'Orto" }).first().waitFor();
      await card.getByRole("cell", { name: "Niccolò" }).first().waitFor();
      expect(await card.getByRole("button", { name: "Importa" }).isDisabled()).toBe(true);

      await card.getByRole("button", { name: "Prova" }).click();
      await card.getByText("Prova: 50 righe · 47 nuovi clienti · 3 doppioni da saltare · 0 righe rifiutate").waitFor();
      await card.getByText("Riga 11: Anna Rossi, +39 333 100 0001 — già cliente: Anna Rossi").waitFor();
      await card.getByText("Riga 31: Sara Gallo, +39 333 100 0003 — già cliente: Sara Gallo").waitFor();
      await screenshot(page, `import-dry-run-${label}`);
      await cardShot(card, `import-card-${label}`);
      // Nothing wider than the phone: a wide file scrolls inside its preview.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      if (label === "390") {
        await context.close();
        return;
      }
      await card.getByRole("button", { name: "Importa" }).click();
      await card.getByText("Importazione completata: 50 righe · 47 nuovi clienti · 3 doppioni saltati · 0 righe rifiutate").waitFor();
      await cardShot(card, `import-done-${label}`);
      const all = await call<{ firstName: string; lastName: string; phone: string }[]>("GET", "/api/clients");
      expect(all).toHaveLength(50);
      expect(all.filter((c) => c.phone === "+393331000001").map((c) => `${c.firstName} ${c.lastName}`)).toEqual(["Anna Rossi"]);
      expect(all.some((c) => c.firstName === "Niccolò" && c.lastName === "Dell'Orto")).toBe(true);
      await context.close();
    });
  }
});
