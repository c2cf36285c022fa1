// The Clienti screen in Chromium with `count` clients (`bun scripts/bench-clients.ts --browser`,
// after `bun run build`): time from navigation to the first cards and the count, and from the
// last key of a search to its answer on screen. Median of several runs each.
import { Database } from "bun:sqlite";
import { join } from "node:path";
import { launchBrowser, newPage, signInFast, startServer } from "../e2e/harness";

const RUNS = 5;
const SCREEN_BUDGET_MS = 1500;
const SEARCH_BUDGET_MS = 150;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function benchScreen(count: number): Promise<boolean> {
  const server = await startServer({ LOG_REQUESTS: "false" });
  const browser = await launchBrowser();
  try {
    const db = new Database(join(server.dir, "salone.db"));
    db.exec("PRAGMA busy_timeout = 5000");
    const insert = db.query("INSERT INTO clients (first_name, last_name, phone, email) VALUES (?, ?, ?, ?)");
    const first = ["Giulia", "Niccolò", "Chiara", "Élodie", "Anna", "Marco", "Luca", "Sara"];
    const last = ["Rossi", "Bianchi", "Esposito", "Ferrari", "D'Amico", "Èrcole", "Ricci", "Marino"];
    db.transaction(() => {
      for (let i = 0; i < count; i++) insert.run(first[i % 8]!, `${last[(i * 3) % 8]} ${i}`, `3${String(200_000_000 + i * 13)}`, i % 2 ? "" : `c${i}@example.it`);
    })();
    db.close();

    const { context, page } = await newPage(browser, server.base, { width: 1440, height: 900 });
    await signInFast(context, server.base);
    const shown: number[] = [];
    const answered: number[] = [];
    let nodes = 0;
    for (let run = 0; run < RUNS; run++) {
      await page.goto("/");
      await page.getByText("Benvenuta!").or(page.getByRole("heading", { name: "Dashboard" })).first().waitFor();
      // From the click on "Clienti" in the menu to the first cards and the count on screen.
      const t0 = Date.now();
      await page.getByRole("link", { name: "Clienti" }).first().click();
      await page.getByTestId("client-card").first().waitFor();
      await page.getByTestId("clients-count").getByText(/clienti$/).waitFor();
      shown.push(Date.now() - t0);
      nodes = await page.locator("*").count();
      // Typing a surname; timed from the last key to its count on screen.
      const search = page.getByRole("searchbox", { name: "Cerca clienti" });
      const word = ["ross", "nicc", "ercol", "ferr", "amic"][run]!;
      await search.pressSequentially(word.slice(0, -1), { delay: 40 });
      const t1 = Date.now();
      await search.press(word.slice(-1));
      await page.waitForFunction((w) => document.querySelector("#clients-search") instanceof HTMLInputElement && (document.querySelector("[data-testid=clients-count]")?.textContent ?? "").includes("trovat") && (document.querySelector("#clients-search") as HTMLInputElement).value === w, word);
      await page.waitForFunction(() => !document.querySelector("[aria-busy=true]"));
      answered.push(Date.now() - t1);
      await search.fill("");
    }
    await context.close();
    const screenMs = median(shown);
    const searchMs = median(answered);
    console.log(`Clienti screen in Chromium with ${count.toLocaleString("it-IT")} clients (median of ${RUNS}):`);
    console.log(`  shown (menu click to cards and count): ${screenMs} ms (each: ${shown.join(", ")}); ${nodes} DOM nodes`);
    console.log(`  search answer on screen after the last key: ${searchMs} ms (each: ${answered.join(", ")})`);
    const ok = screenMs < SCREEN_BUDGET_MS && searchMs < SEARCH_BUDGET_MS;
    console.log(ok ? "OK: within budgets" : `OVER BUDGET (screen ${SCREEN_BUDGET_MS} ms, search ${SEARCH_BUDGET_MS} ms)`);
    return ok;
  } finally {
    await browser.close();
    await server.stop();
  }
}
