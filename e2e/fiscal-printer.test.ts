import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import { apiClient, launchBrowser, newPage, screenshot, signInFast, startServer, type Server } from "./harness";

// The fake Epson RT runs as its own process, like the salon's printer on the network.
const RT_PORT = 19_400 + Math.floor(Math.random() * 500);
const CONTROL = `http://127.0.0.1:${RT_PORT + 1}`;
let rt: ReturnType<typeof Bun.spawn>;
let server: Server;
let browser: Browser;
let call: Awaited<ReturnType<typeof apiClient>>;
let serviceId: number;

const journal = async (): Promise<{ kind: string; amountCents: number }[]> => ((await (await fetch(`${CONTROL}/journal`)).json()) as { journal: { kind: string; amountCents: number }[] }).journal;
const setMode = (mode: string) => fetch(`${CONTROL}/mode`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ mode }) });
const sale = (cents: number) => call("POST", "/api/sales", { lines: [{ kind: "service", serviceId, quantity: 1, unitPriceCents: cents }], payments: [{ method: "cash", amountCents: cents }] });

beforeAll(async () => {
  rt = Bun.spawn(["bun", "src/fiscal/epson/fake-rt.ts", "--port", String(RT_PORT)], { stdout: "ignore", stderr: "inherit" });
  for (let i = 0; i < 50; i++) {
    if (await fetch(`${CONTROL}/journal`).then((r) => r.ok, () => false)) break;
    await Bun.sleep(100);
  }
  server = await startServer();
  browser = await launchBrowser();
  call = await apiClient(server.base);
  const settings = await call("GET", "/api/settings/fiscal-printer");
  await call("PUT", "/api/settings/fiscal-printer", { ...settings, enabled: true, url: `http://127.0.0.1:${RT_PORT}`, timeoutMs: 2000 });
  serviceId = (await call("POST", "/api/services", { name: "Taglio donna", duration: 30, price: 3500, description: "" })).id;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rt?.kill();
});

test("a sale prints on the RT and its page shows the number; printer off → Da stampare; back on → printed once", async () => {
  const { context, page } = await newPage(browser, server.base, { width: 1440, height: 900 });
  await signInFast(context, server.base);
  const first = await sale(3500);
  await page.goto(`/cassa/documenti/${first.id}`);
  await page.getByText(/Documento commerciale n\. \d{4}-\d{4} del \d{2}\/\d{2}\/\d{4}/).waitFor({ timeout: 20_000 });
  await screenshot(page, "fiscal-document-1440");

  await setMode("off");
  const a = await sale(2000);
  const b = await sale(2500);
  await page.goto(`/cassa/documenti/${a.id}`);
  await page.getByText("Da stampare", { exact: true }).waitFor({ timeout: 20_000 });
  // The second waits behind the first (jobs print in document order): "Da stampare" too, not "In stampa…".
  expect((await call("GET", `/api/sales/${b.id}`)).fiscal).toMatchObject({ status: "failed", error: expect.stringMatching(/^In coda dopo un documento non stampato: Stampante spenta o non raggiungibile/) });
  await screenshot(page, "fiscal-failed-1440");
  await setMode("on");
  await page.getByText(/Documento commerciale n\./).waitFor({ timeout: 60_000 });
  for (let i = 0; i < 100 && (await call("GET", `/api/sales/${b.id}`)).fiscal.status !== "printed"; i++) await Bun.sleep(200);
  expect((await call("GET", `/api/sales/${b.id}`)).fiscal.status).toBe("printed");
  const printed = (await journal()).filter((d) => d.kind === "sale");
  expect(printed.map((d) => d.amountCents)).toEqual([3500, 2000, 2500]);

  await page.goto("/settings");
  await page.getByRole("heading", { name: "Registratore telematico" }).waitFor();
  await screenshot(page, "fiscal-settings-1440");
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "fiscal-settings-390");
  await context.close();
});
