import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Subprocess } from "bun";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { apiClient, launchBrowser, newPage, romeToday, screenshot, signInFast, startServer, type Server } from "./harness";

// The whole path with the printer agent as its own process: the compiled server, the fake Epson
// RT in a second process (the salon's printer), and `dist/salone rt-agent` in a third (a computer
// in the salon), which reaches the server over HTTP with the token the owner created in
// Impostazioni. While that agent is registered the server never prints itself.

const BINARY = join(import.meta.dir, "..", "dist", "salone");
const RT_PORT = 20_000 + Math.floor(Math.random() * 500) * 2;
const CONTROL = `http://127.0.0.1:${RT_PORT + 1}`;
const WIDE = { width: 1440, height: 900 };

type Printed = { kind: string; amountCents: number; number?: string; zRepNumber: number; reference?: { documentNumber: number } };

let rt: Subprocess;
let server: Server;
let browser: Browser;
let call: Awaited<ReturnType<typeof apiClient>>;
let serviceId: number;
let token = "";
let agent: Subprocess | null = null;

const journal = async (): Promise<Printed[]> => ((await (await fetch(`${CONTROL}/journal`)).json()) as { journal: Printed[] }).journal;
const sales = async () => (await journal()).filter((d) => d.kind === "sale").map((d) => d.amountCents);
async function setMode(mode: string, slowMs?: number) {
  const res = await fetch(`${CONTROL}/mode`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ mode, slowMs }) });
  if (!res.ok) throw new Error(`fake RT mode ${mode}: ${res.status}`);
}
const sale = (cents: number) => call("POST", "/api/sales", { lines: [{ kind: "service", serviceId, quantity: 1, unitPriceCents: cents }], payments: [{ method: "cash", amountCents: cents }] });
const fiscalOf = async (id: number) => (await call("GET", `/api/sales/${id}`)).fiscal;

/** Polls `check` every 100 ms until it returns something truthy; fails after `timeoutMs`. */
async function until<T>(what: string, check: () => Promise<T | false | null | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(100);
  }
}

/** `salone rt-agent --server …` with the token in SALONE_AGENT_TOKEN, as the docs recommend (not on the command line). */
function startAgent(): Subprocess {
  return Bun.spawn([BINARY, "rt-agent", "--server", server.base], {
    env: { PATH: process.env.PATH ?? "", SALONE_AGENT_TOKEN: token },
    stdout: "ignore",
    stderr: "inherit",
  });
}
async function killAgent() {
  if (!agent) return;
  agent.kill("SIGKILL");
  await agent.exited;
  agent = null;
}

beforeAll(async () => {
  rt = Bun.spawn(["bun", "src/fiscal/epson/fake-rt.ts", "--port", String(RT_PORT)], { stdout: "ignore", stderr: "inherit" });
  await until("the fake RT", () => fetch(`${CONTROL}/journal`).then((r) => r.ok, () => false), 10_000);
  server = await startServer();
  browser = await launchBrowser();
  call = await apiClient(server.base);
  serviceId = (await call("POST", "/api/services", { name: "Taglio donna", duration: 30, price: 3500, description: "" })).id;
  const settings = await call("GET", "/api/settings/fiscal-printer");
  // The agent waits up to 10 s for each answer: the slow RT below is cut off by the kill, not by the timeout.
  await call("PUT", "/api/settings/fiscal-printer", { ...settings, enabled: true, url: `http://127.0.0.1:${RT_PORT}`, timeoutMs: 10_000 });
});

afterAll(async () => {
  await killAgent();
  await browser?.close();
  await server?.stop();
  rt?.kill();
});

async function cashInBrowser(page: Page, euros: string) {
  await page.goto("/cassa/nuova");
  await page.getByLabel("Aggiungi servizio").selectOption({ label: "Taglio donna · 35,00 €" });
  await page.getByRole("button", { name: "+ Contanti" }).click();
  await page.getByLabel("Contanti", { exact: true }).fill(euros);
  await page.getByLabel("Contante ricevuto").fill(euros);
  await page.getByRole("button", { name: new RegExp(`^Incassa ${euros}`) }).click();
  await page.waitForURL(/\/cassa\/documenti\/\d+$/);
  return Number(new URL(page.url()).pathname.split("/").at(-1));
}

describe("salone rt-agent as its own process", () => {
  test("the owner creates the agent in Impostazioni; the server stops printing; the agent prints the sale cashed in the browser", async () => {
    const { context, page } = await newPage(browser, server.base, WIDE);
    await signInFast(context, server.base);
    await page.goto("/settings");
    await page.getByRole("heading", { name: "Agenti di stampa" }).waitFor();
    await page.getByLabel("Nome del nuovo agente").fill("PC cassa");
    await page.getByRole("button", { name: "Nuovo agente" }).click();
    const command = (await page.getByLabel("Comando dell'agente").textContent()) ?? "";
    expect(command).toStartWith(`salone rt-agent --server ${server.base} --token rta_`);
    token = command.split("--token ")[1]!.trim();
    await page.getByRole("list", { name: "Agenti di stampa" }).getByText("Ultimo contatto: mai").waitFor();

    // Registered but not running: the sale waits, the server does not print it although it reaches the RT.
    const id = await cashInBrowser(page, "35,00");
    await page.getByText("In stampa…").waitFor();
    const watchUntil = Date.now() + 1_500;
    while (Date.now() < watchUntil) {
      expect((await fiscalOf(id)).status).toBe("pending");
      await Bun.sleep(100);
    }
    expect(await journal()).toEqual([]);

    agent = startAgent();
    await page.getByText(/Documento commerciale n\. \d{4}-\d{4} del \d{2}\/\d{2}\/\d{4}/).waitFor({ timeout: 20_000 });
    const printed = await fiscalOf(id);
    expect(printed).toMatchObject({ status: "printed", error: null });
    expect(await sales()).toEqual([3500]);
    expect((await journal())[0]!.number).toBe(printed.documentNumber);
    await screenshot(page, "agent-document-1440");

    // Impostazioni shows the agent's last contact.
    await page.goto("/settings");
    const contact = page.getByRole("list", { name: "Agenti di stampa" }).getByText(/^Ultimo contatto: \d{1,2} \w+ \d{4}/);
    await contact.waitFor();
    const [agentRow] = await call<{ lastSeenAt: string | null }[]>("GET", "/api/fiscal-agents");
    expect(Date.now() - Date.parse(agentRow!.lastSeenAt!)).toBeLessThan(60_000);
    await screenshot(page, "agent-settings-1440");
    await context.close();
  });

  test("RT off: two sales are «Da stampare»; back on, the agent prints each once", async () => {
    const { context, page } = await newPage(browser, server.base, WIDE);
    await signInFast(context, server.base);
    await setMode("off");
    const a = await sale(2000);
    const b = await sale(2500);
    await page.goto(`/cassa/documenti/${a.id}`);
    await page.getByText("Da stampare", { exact: true }).waitFor({ timeout: 20_000 });
    expect((await fiscalOf(a.id)).error).toBeTruthy();
    // The second waits behind the first (documents print in order) and reads "Da stampare" too.
    expect(await fiscalOf(b.id)).toMatchObject({ status: "failed", error: expect.stringContaining("In coda dopo un documento non stampato") });
    await setMode("on");
    await page.getByText(/Documento commerciale n\./).waitFor({ timeout: 30_000 });
    await until("the second sale printed", async () => (await fiscalOf(b.id)).status === "printed");
    expect(await sales()).toEqual([3500, 2000, 2500]);
    await context.close();
  });

  test("the agent killed mid-print: a new one resumes after the lease, reads the RT's last document, prints nothing twice", async () => {
    // The RT prints at once but answers late; the agent dies while it waits for the answer.
    await setMode("slow", 30_000);
    const held = await sale(4100);
    const behind = [await sale(4200), await sale(4300)];
    await until("the RT printed the first while the agent waits", async () => (await sales()).includes(4100));
    expect((await fiscalOf(held.id)).status).toBe("printing");
    await killAgent();
    const killedAt = Date.now();
    await setMode("on");

    agent = startAgent();
    // The lease (60 s) holds the job; nothing prints meanwhile — neither the new agent nor the server.
    await until("the job resumed", async () => (await fiscalOf(held.id)).status === "printed", 75_000);
    const resumedAfter = Date.now() - killedAt;
    expect(resumedAfter).toBeLessThanOrEqual(60_000 + 10_000);
    // Recorded from the RT's last document: the number the RT gave it while the agent was dead.
    const documents = (await journal()).filter((d) => d.kind === "sale");
    expect((await fiscalOf(held.id)).documentNumber).toBe(documents.find((d) => d.amountCents === 4100)!.number);
    for (const next of behind) await until("the queue behind printed", async () => (await fiscalOf(next.id)).status === "printed");
    expect(await sales()).toEqual([3500, 2000, 2500, 4100, 4200, 4300]);
  }, 120_000);

  test("a void prints its document on the RT, naming the sale it voids", async () => {
    const original = await sale(1500);
    await until("the sale printed", async () => (await fiscalOf(original.id)).status === "printed");
    const { context, page } = await newPage(browser, server.base, WIDE);
    await signInFast(context, server.base);
    await page.goto(`/cassa/documenti/${original.id}`);
    await page.getByRole("button", { name: "Annulla vendita" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Motivo").fill("Battuta due volte");
    await dialog.getByRole("button", { name: "Annulla vendita" }).click();
    await page.getByRole("heading", { name: /^Annullo / }).waitFor();
    await page.getByText(/Documento commerciale n\. \d{4}-\d{4}/).waitFor({ timeout: 20_000 });
    const voids = (await journal()).filter((d) => d.kind === "void");
    expect(voids).toHaveLength(1);
    const printedSale = (await journal()).find((d) => d.kind === "sale" && d.amountCents === 1500)!;
    expect(voids[0]!.reference?.documentNumber).toBe(Number(printedSale.number!.split("-")[1]));
    await context.close();
  });

  test("the day's closing prints the Z report through the agent", async () => {
    const today = romeToday();
    const open = await call("GET", `/api/cash-closings/${today}`);
    await call("POST", "/api/cash-closings", { date: today, openingFloatCents: 0, countedCashCents: open.expectedCashCents, note: "" });
    const { context, page } = await newPage(browser, server.base, WIDE);
    await signInFast(context, server.base);
    await page.goto(`/cassa/chiusura/${today}`);
    await page.getByText(/^Chiusura fiscale \(Z\) n\. \d+$/).waitFor({ timeout: 20_000 });
    const z = (await journal()).filter((d) => d.kind === "z-report");
    expect(z).toHaveLength(1);
    expect((await call("GET", `/api/cash-closings/${today}`)).fiscal).toMatchObject({ status: "printed", zRepNumber: z[0]!.zRepNumber });
    await screenshot(page, "agent-closing-1440");
    await context.close();
  });

  test("«Elimina» in Impostazioni: the running agent stops (exit 1) and the server prints by itself again", async () => {
    const { context, page } = await newPage(browser, server.base, WIDE);
    await signInFast(context, server.base);
    await page.goto("/settings");
    await page.getByRole("button", { name: "Elimina l'agente PC cassa" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Elimina" }).click();
    await page.getByText("Agente eliminato").waitFor();
    const exited = await Promise.race([agent!.exited, Bun.sleep(15_000).then(() => "still running")]);
    expect(exited).toBe(1);
    agent = null;
    expect(await call("GET", "/api/fiscal-agents")).toEqual([]);
    // The day was closed with its Z report: reopened, a late sale goes to the RT's next fiscal day.
    await call("DELETE", `/api/cash-closings/${romeToday()}`);
    const after = await sale(1700);
    await until("the server printed it", async () => (await fiscalOf(after.id)).status === "printed");
    expect((await sales()).filter((cents) => cents === 1700)).toHaveLength(1);
    await context.close();
  });
});
