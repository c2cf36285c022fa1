import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { apiClient, launchBrowser, newPage, PHONE, romeToday, screenshot, signInFast, startServer, type Server } from "./harness";

// The RT's harder cases in a real browser: the compiled app, and the fake Epson RT as its own
// process (like the salon's printer on the network), switched off or slow through its control port.
const RT_PORT = 19_900 + Math.floor(Math.random() * 500);
const CONTROL = `http://127.0.0.1:${RT_PORT + 1}`;
const TIMEOUT_MS = 2_000;
let rt: ReturnType<typeof Bun.spawn>;
let server: Server;
let browser: Browser;
let call: Awaited<ReturnType<typeof apiClient>>;
let taglio: number;
let piega: number;

type Reference = { zRepNumber: number; documentNumber: number; date: string; serial: string };
type Entry = { kind: "sale" | "void" | "refund" | "z-report"; number?: string; zRepNumber: number; documentNumber?: number; date: string; amountCents: number; reference?: Reference };

const rtState = async () => (await (await fetch(`${CONTROL}/journal`)).json()) as { serial: string; journal: Entry[] };
const journal = async () => (await rtState()).journal;
const setMode = async (mode: string, slowMs?: number) => {
  const res = await fetch(`${CONTROL}/mode`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ mode, slowMs }) });
  expect(res.status).toBe(200);
};
const sale = (lines: { serviceId: number; cents: number }[]) =>
  call("POST", "/api/sales", {
    lines: lines.map((l) => ({ kind: "service", serviceId: l.serviceId, quantity: 1, unitPriceCents: l.cents })),
    payments: [{ method: "cash", amountCents: lines.reduce((a, l) => a + l.cents, 0) }],
  });
const fiscalOf = async (id: number) => (await call("GET", `/api/sales/${id}`)).fiscal;
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await Bun.sleep(200);
  }
}
const printed = (id: number) => until(() => fiscalOf(id), (f) => f?.status === "printed", `document ${id} printed`);
/** "Documento commerciale n. 0001-0003 del 26/11/2026" for the RT's journal entry. */
const fiscalLine = (entry: Entry) => `Documento commerciale n. ${entry.number} del ${entry.date.split("-").reverse().join("/")}`;
const fiscalStatus = (page: Page) => page.getByRole("status", { name: "Stato fiscale" });

/**
 * Goes to `path` (or reloads) and waits for the page's live socket to be welcomed: from then on
 * the RT's results reach the page as live events, which the test waits to see.
 */
async function openLive(page: Page, path: string | null) {
  const welcomed = new Promise<void>((resolve) => page.once("websocket", (ws) => ws.once("framereceived", () => resolve())));
  if (path === null) await page.reload();
  else await page.goto(path);
  await welcomed;
}

async function bothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

beforeAll(async () => {
  rt = Bun.spawn(["bun", "src/fiscal/epson/fake-rt.ts", "--port", String(RT_PORT)], { stdout: "ignore", stderr: "inherit" });
  await until(() => fetch(`${CONTROL}/journal`).then((r) => r.ok, () => false), Boolean, "fake RT started", 10_000);
  server = await startServer();
  browser = await launchBrowser();
  call = await apiClient(server.base);
  const settings = await call("GET", "/api/settings/fiscal-printer");
  await call("PUT", "/api/settings/fiscal-printer", { ...settings, enabled: true, url: `http://127.0.0.1:${RT_PORT}`, timeoutMs: TIMEOUT_MS });
  taglio = (await call("POST", "/api/services", { name: "Taglio donna", duration: 30, price: 3500, description: "" })).id;
  piega = (await call("POST", "/api/services", { name: "Piega", duration: 30, price: 2000, description: "" })).id;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rt?.kill();
});

test("a slow RT that answers after the timeout: the sale is found on the RT, printed once", async () => {
  const { context, page } = await newPage(browser, server.base, { width: 1440, height: 900 });
  await signInFast(context, server.base);
  await setMode("slow", TIMEOUT_MS + 3_000);
  const doc = await sale([{ serviceId: taglio, cents: 3300 }]);
  await openLive(page, `/cassa/documenti/${doc.id}`);
  // The RT printed at once, but Salone had no answer in time: the outcome is unknown.
  await until(journal, (j) => j.some((e) => e.amountCents === 3300), "the RT printed the sale");
  await fiscalStatus(page).getByText("La stampante non ha risposto in tempo: esito da verificare").waitFor({ timeout: 20_000 });
  await setMode("on");
  // The next attempt reads the RT's last document first, finds the sale there and prints nothing.
  const entry = (await journal()).find((e) => e.amountCents === 3300)!;
  await fiscalStatus(page).getByText(fiscalLine(entry), { exact: true }).waitFor({ timeout: 30_000 });
  expect((await fiscalOf(doc.id)).documentNumber).toBe(entry.number);
  await Bun.sleep(TIMEOUT_MS + 1_000);
  expect((await journal()).filter((e) => e.kind === "sale" && e.amountCents === 3300).length).toBe(1);
  await context.close();
});

test("Reso and Annulla vendita print their documents, referring to the sale as the RT printed it", async () => {
  const { context, page } = await newPage(browser, server.base, { width: 1440, height: 900 });
  await signInFast(context, server.base);
  const { serial } = await rtState();
  const original = (number: string | null) => (e: Entry) => e.kind === "sale" && e.number === number;

  const x = await sale([{ serviceId: taglio, cents: 3500 }, { serviceId: piega, cents: 2000 }]);
  const xFiscal = await printed(x.id);
  await openLive(page, `/cassa/documenti/${x.id}`);
  await page.getByRole("button", { name: "Reso" }).click();
  const refundDialog = page.getByRole("dialog");
  await refundDialog.getByLabel("Quantità da rendere: Piega").fill("1");
  await refundDialog.getByLabel("Motivo del reso").fill("Piega da rifare");
  await refundDialog.getByRole("button", { name: "Conferma reso" }).click();
  await page.getByRole("heading", { name: /^Reso / }).waitFor();
  await fiscalStatus(page).getByText(/^Documento commerciale n\. \d{4}-\d{4} del \d{2}\/\d{2}\/\d{4}$/).waitFor({ timeout: 30_000 });
  const xEntry = (await journal()).find(original(xFiscal.documentNumber))!;
  const refund = (await journal()).find((e) => e.kind === "refund")!;
  expect(refund).toMatchObject({ amountCents: 2000, reference: { zRepNumber: xEntry.zRepNumber, documentNumber: xEntry.documentNumber, date: xEntry.date, serial } });
  expect(await fiscalStatus(page).textContent()).toBe(fiscalLine(refund));
  await bothWidths(page, "fiscal-refund");

  const y = await sale([{ serviceId: taglio, cents: 4100 }]);
  const yFiscal = await printed(y.id);
  await openLive(page, `/cassa/documenti/${y.id}`);
  await fiscalStatus(page).getByText(`Documento commerciale n. ${yFiscal.documentNumber}`, { exact: false }).waitFor();
  await page.getByRole("button", { name: "Annulla vendita" }).click();
  const voidDialog = page.getByRole("dialog");
  await voidDialog.getByLabel("Motivo").fill("Importo sbagliato");
  await voidDialog.getByRole("button", { name: "Annulla vendita" }).click();
  await page.getByRole("heading", { name: /^Annullo / }).waitFor();
  await fiscalStatus(page).getByText(/^Documento commerciale n\. /).waitFor({ timeout: 30_000 });
  const yEntry = (await journal()).find(original(yFiscal.documentNumber))!;
  const voided = (await journal()).find((e) => e.kind === "void")!;
  expect(voided).toMatchObject({ amountCents: 4100, reference: { zRepNumber: yEntry.zRepNumber, documentNumber: yEntry.documentNumber, date: yEntry.date, serial } });
  expect(await fiscalStatus(page).textContent()).toBe(fiscalLine(voided));
  // Each printed once.
  expect((await journal()).filter((e) => e.kind !== "sale").map((e) => e.kind)).toEqual(["refund", "void"]);
  await context.close();
});

test("printer off, two sales: both «Da stampare» (the second waits behind the first); «Riprova» prints each once", async () => {
  const { context, page } = await newPage(browser, server.base, { width: 1440, height: 900 });
  await signInFast(context, server.base);
  await setMode("off");
  const a = await sale([{ serviceId: taglio, cents: 1200 }]);
  const b = await sale([{ serviceId: piega, cents: 1300 }]);
  await openLive(page, `/cassa/documenti/${a.id}`);
  await fiscalStatus(page).getByText("Da stampare", { exact: true }).waitFor({ timeout: 20_000 });
  await fiscalStatus(page).getByText(/^Stampante spenta o non raggiungibile/).waitFor();
  await page.goto(`/cassa/documenti/${b.id}`);
  await fiscalStatus(page).getByText("Da stampare", { exact: true }).waitFor();
  await fiscalStatus(page).getByText("In coda dopo un documento non stampato: Stampante spenta o non raggiungibile (connessione rifiutata)", { exact: true }).waitFor();
  expect(await page.getByText("In stampa…").count()).toBe(0);
  await bothWidths(page, "fiscal-waiting");
  // The day's list marks both.
  await page.goto(`/cassa?date=${romeToday()}`);
  await page.getByText("Da stampare", { exact: true }).nth(1).waitFor();
  expect(await page.getByText("Da stampare", { exact: true }).count()).toBe(2);

  await setMode("on");
  await openLive(page, `/cassa/documenti/${b.id}`);
  await fiscalStatus(page).getByRole("button", { name: "Riprova" }).click();
  await fiscalStatus(page).getByText(/^Documento commerciale n\. /).waitFor({ timeout: 30_000 });
  await printed(a.id);
  const sales = (await journal()).filter((e) => e.amountCents === 1200 || e.amountCents === 1300);
  expect(sales.map((e) => e.amountCents)).toEqual([1200, 1300]);
  expect(await fiscalStatus(page).textContent()).toBe(fiscalLine(sales[1]!));
  await context.close();
});

test("Chiusura cassa: with a document not printed it warns and closes only when asked; the Z report prints once and shows its number", async () => {
  const { context, page } = await newPage(browser, server.base, { width: 1440, height: 900 });
  await signInFast(context, server.base);
  const today = romeToday();
  await setMode("off");
  const c = await sale([{ serviceId: taglio, cents: 2700 }]);
  await until(() => fiscalOf(c.id), (f) => f.status === "failed", "the sale failed to print");
  const expected = (await call("GET", `/api/cash-closings/${today}`)).expectedCashCents as number;
  const counted = (expected / 100).toFixed(2).replace(".", ",");

  await openLive(page, `/cassa/chiusura/${today}`);
  await page.getByRole("heading", { name: "Chiusura cassa" }).waitFor();
  await page.getByLabel("Contanti contati").fill(counted);
  await page.getByRole("button", { name: "Chiudi cassa" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Chiudi cassa" }).click();
  // 409 fiscal_pending: the owner is told and decides.
  const warning = page.getByRole("dialog", { name: "Documenti non stampati" });
  await warning.getByText("Ci sono documenti non ancora stampati dal registratore telematico (1). Chiudere comunque la cassa?").waitFor();
  expect((await call("GET", `/api/cash-closings/${today}`)).status).toBe("open");
  await warning.getByRole("button", { name: "Chiudi comunque" }).click();
  await page.getByText("Chiusa", { exact: true }).waitFor();
  // The Z report waits behind the sale the RT has not printed.
  await page.getByText("Chiusura fiscale da stampare", { exact: true }).waitFor({ timeout: 20_000 });
  await page.getByText(/^In coda dopo un documento non stampato: Stampante spenta o non raggiungibile \(connessione rifiutata\)$/).waitFor();
  await openLive(page, null);
  await page.getByText("Chiusura fiscale da stampare", { exact: true }).waitFor();
  await bothWidths(page, "fiscal-closing-pending");
  expect((await journal()).some((e) => e.kind === "z-report")).toBe(false);

  await setMode("on");
  // "Riprova" (409 while an attempt is in flight: then ask again, unless that attempt printed it).
  const retried = async () => call("POST", `/api/sales/${c.id}/fiscal/retry`).then(() => true, async () => (await fiscalOf(c.id)).status === "printed");
  await until(retried, Boolean, "the sale retried");
  await page.getByText(/^Chiusura fiscale \(Z\) n\. \d+$/).waitFor({ timeout: 30_000 });
  const after = await journal();
  const z = after.filter((e) => e.kind === "z-report");
  expect(z.length).toBe(1);
  // The sale printed first, in the day the Z report closed.
  expect(after.at(-1)!.kind).toBe("z-report");
  expect(after.at(-2)).toMatchObject({ kind: "sale", amountCents: 2700, zRepNumber: z[0]!.zRepNumber });
  expect(await page.getByText(/^Chiusura fiscale \(Z\) n\. /).textContent()).toBe(`Chiusura fiscale (Z) n. ${z[0]!.zRepNumber}`);
  await page.reload();
  await page.getByText(/^Chiusura fiscale \(Z\) n\. \d+$/).waitFor();
  await bothWidths(page, "fiscal-closing");

  // Everything printed: reopening and closing again asks nothing, and the day's Z is not printed twice.
  await page.getByRole("button", { name: "Riapri" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Riapri" }).click();
  await page.getByText("Aperta", { exact: true }).waitFor();
  await page.getByLabel("Contanti contati").fill(counted);
  await page.getByRole("button", { name: "Chiudi cassa" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Chiudi cassa" }).click();
  await page.getByText("Chiusa", { exact: true }).waitFor();
  expect(await page.getByRole("dialog", { name: "Documenti non stampati" }).count()).toBe(0);
  await Bun.sleep(1_000);
  expect((await journal()).filter((e) => e.kind === "z-report").length).toBe(1);
  await context.close();
});
