import { describe, expect, test } from "bun:test";
import { createAgentLoop } from "./agent";
import { fiscalKit, fiscalOf, sell } from "./fiscal-test-kit";
import { createHttpPort } from "./http-port";
import { createInServerAgent } from "./in-server-agent";
import { DEFAULT_FISCAL_SETTINGS } from "./rules";

describe("settings", () => {
  test("defaults until saved; bad input is a 400 in Italian on its field", async () => {
    const kit = await fiscalKit({ enabled: false });
    expect((await kit.env.json("GET", "/api/settings/fiscal-printer")).body).toEqual(DEFAULT_FISCAL_SETTINGS);
    const noUrl = await kit.env.json("PUT", "/api/settings/fiscal-printer", { ...DEFAULT_FISCAL_SETTINGS, enabled: true });
    expect(noUrl.status).toBe(400);
    expect(noUrl.body.fields.url).toBe("Indica l'indirizzo del registratore telematico");
    const twice = await kit.env.json("PUT", "/api/settings/fiscal-printer", { ...DEFAULT_FISCAL_SETTINGS, departments: [...DEFAULT_FISCAL_SETTINGS.departments, { vatRatePercent: 22, department: 6 }] });
    expect(twice.body.fields.departments).toBe("Ogni aliquota IVA va indicata una sola volta");
    const badUrl = await kit.env.json("PUT", "/api/settings/fiscal-printer", { ...DEFAULT_FISCAL_SETTINGS, url: "ftp://rt" });
    expect(badUrl.body.fields.url).toBe("Indirizzo non valido: scrivi ad esempio http://192.168.1.50");
    const slow = await kit.env.json("PUT", "/api/settings/fiscal-printer", { ...DEFAULT_FISCAL_SETTINGS, timeoutMs: 120_000 });
    expect(slow.body.fields.timeoutMs).toBe("Il tempo di attesa deve essere tra 1.000 e 30.000 millisecondi");
    const ok = await kit.env.json("PUT", "/api/settings/fiscal-printer", { ...DEFAULT_FISCAL_SETTINGS, enabled: true, url: "http://127.0.0.1:8080/" });
    expect(ok.status).toBe(200);
    expect(ok.body.url).toBe("http://127.0.0.1:8080");
  });

  test("status and test print reach the RT from the server while no agent is registered", async () => {
    const kit = await fiscalKit();
    expect((await kit.env.json("GET", "/api/settings/fiscal-printer/status")).body).toMatchObject({ online: true, zRepNumber: 42 });
    expect((await kit.env.json("POST", "/api/settings/fiscal-printer/test")).status).toBe(200);
    kit.rt.set("off");
    const off = await kit.env.json("POST", "/api/settings/fiscal-printer/test");
    expect(off.status).toBe(409);
    expect(off.body.message).toBe("Stampante spenta o non raggiungibile");
    await kit.env.json("POST", "/api/fiscal-agents", { name: "PC cassa" });
    expect((await kit.env.json("GET", "/api/settings/fiscal-printer/status")).body.code).toBe("agent_printer");
  });
});

describe("agents", () => {
  test("a token shown once, stored hashed; it opens the agent API and nothing else; deleting revokes it", async () => {
    const kit = await fiscalKit();
    const created = await kit.env.json("POST", "/api/fiscal-agents", { name: "PC cassa" });
    expect(created.status).toBe(201);
    const { id, token } = created.body;
    expect(token).toMatch(/^rta_/);
    const list = await kit.env.json("GET", "/api/fiscal-agents");
    expect(list.body).toEqual([{ id, name: "PC cassa", lastSeenAt: null, createdAt: expect.any(String) }]);
    expect(JSON.stringify(kit.env.app.ctx.db.$client.query("SELECT * FROM fiscal_agents").all())).not.toContain(token);
    const as = (path: string, method = "GET") => kit.env.anonymous(method, path, method === "GET" ? undefined : {}, { authorization: `Bearer ${token}` });
    expect((await as("/api/fiscal-agent/config")).status).toBe(200);
    expect((await as("/api/sales?date=2026-03-10")).status).toBe(401);
    expect((await as("/api/fiscal-agents")).status).toBe(401);
    // A session token does not open the agent API.
    expect((await kit.env.call("GET", "/api/fiscal-agent/config")).status).toBe(401);
    expect((await kit.env.json("GET", "/api/fiscal-agents")).body[0].lastSeenAt).toBe("2026-03-10T09:00:00.000Z");
    expect((await kit.env.json("POST", "/api/fiscal-agents", { name: " " })).status).toBe(400);
    expect((await kit.env.json("DELETE", `/api/fiscal-agents/${id}`)).status).toBe(200);
    expect((await as("/api/fiscal-agent/config")).status).toBe(401);
    const trail = (await kit.env.json("GET", "/api/activity")).body;
    expect(JSON.stringify(trail)).toContain("Agente stampante fiscale «PC cassa» creato");
  });

  test("while an agent is registered the server does not print itself", async () => {
    const kit = await fiscalKit();
    await kit.env.json("POST", "/api/fiscal-agents", { name: "PC cassa" });
    const agent = createInServerAgent({ db: kit.env.app.ctx.db, queue: kit.env.app.fiscal.queue, waiter: kit.env.app.fiscal.waiter, driverFor: () => kit.rt.driver, log: () => {} });
    agent.start();
    const sale = await sell(kit);
    await Bun.sleep(100);
    await agent.stop();
    expect(kit.rt.prints()).toBe(0);
    expect((await fiscalOf(kit, sale.id)).status).toBe("pending");
  });

  test("an agent registered while the server's loop waits for a job: the server stops printing at once", async () => {
    const kit = await fiscalKit();
    const agent = createInServerAgent({ db: kit.env.app.ctx.db, queue: kit.env.app.fiscal.queue, waiter: kit.env.app.fiscal.waiter, driverFor: () => kit.rt.driver, log: () => {} });
    agent.start();
    // The server's claim is waiting (a long-poll) when the owner creates the agent.
    await Bun.sleep(20);
    await kit.env.json("POST", "/api/fiscal-agents", { name: "PC cassa" });
    const sale = await sell(kit);
    await Bun.sleep(100);
    await agent.stop();
    expect(kit.rt.prints()).toBe(0);
    expect((await fiscalOf(kit, sale.id)).status).toBe("pending");
  });

  test("an agent deleted while its claim waits gets no job: the wait ends, its next call is refused", async () => {
    const kit = await fiscalKit();
    const { id, token } = (await kit.env.json("POST", "/api/fiscal-agents", { name: "PC cassa" })).body;
    const port = createHttpPort({ server: "http://localhost", token, fetch: (request: Request) => kit.env.app.handle(request) });
    const waiting = port.claim();
    await Bun.sleep(20);
    expect((await kit.env.json("DELETE", `/api/fiscal-agents/${id}`)).status).toBe(200);
    const sale = await sell(kit);
    expect(await waiting).toBeNull();
    expect((await fiscalOf(kit, sale.id)).status).toBe("pending");
    await expect(port.claim()).rejects.toMatchObject({ status: 401 });
  });

  test("two agents (the server's and one over HTTP) and 100 sales: each printed exactly once, in order", async () => {
    const kit = await fiscalKit({ delayMs: () => Math.floor(Math.random() * 3) });
    const { token } = (await kit.env.json("POST", "/api/fiscal-agents", { name: "PC cassa" })).body;
    const fetch = (request: Request) => kit.env.app.handle(request);
    const printsBy = { remote: 0, local: 0 };
    const counting = (who: keyof typeof printsBy) => () => ({ ...kit.rt.driver, print: (...args: Parameters<typeof kit.rt.driver.print>) => (printsBy[who]++, kit.rt.driver.print(...args)) });
    const remote = createAgentLoop({ port: createHttpPort({ server: "http://localhost", token, fetch }), driverFor: counting("remote"), log: () => {}, retryMs: 5 });
    // The server's own loop, made to run despite the registered agent: both long-poll and race
    // for every job while the sales come in.
    const queue = kit.env.app.fiscal.queue;
    const abort = new AbortController();
    const local = createAgentLoop({
      port: {
        claim: () => kit.env.app.fiscal.waiter.claim("server", 2_000, abort.signal),
        report: async (id, report) => void queue.report(id, report, "server"),
        cancel: () => abort.abort(),
      },
      driverFor: counting("local"),
      log: () => {},
    });
    remote.start();
    local.start();
    const sales = [];
    for (let i = 1; i <= 100; i++) sales.push(await sell(kit, 100 + i));
    for (let i = 0; i < 400 && kit.rt.prints() < 100; i++) await Bun.sleep(10);
    await Bun.sleep(50);
    await Promise.all([remote.stop(), local.stop()]);
    expect(kit.rt.prints()).toBe(100);
    // Both agents worked: the race was real.
    expect(printsBy.remote).toBeGreaterThan(0);
    expect(printsBy.local).toBeGreaterThan(0);
    expect(kit.rt.journal.map((d) => d.amountCents)).toEqual(sales.map((s) => s.totalCents));
    const states = await Promise.all(sales.map((s) => fiscalOf(kit, s.id)));
    expect(states.every((f) => f.status === "printed")).toBe(true);
    expect(new Set(states.map((f) => f.documentNumber)).size).toBe(100);
  }, 30_000);
});
