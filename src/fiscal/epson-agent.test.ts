import { afterEach, expect, test } from "bun:test";
import { seedBasics } from "../test/seed-basics";
import { createTestEnv } from "../test/test-app";
import { workOn } from "./agent";
import { fiscalDriverFor } from "./drivers";
import { startFakeRt, type FakeRt } from "./epson/fake-rt";
import { createHttpPort } from "./http-port";
import { DEFAULT_FISCAL_SETTINGS } from "./rules";

let rt: FakeRt | null = null;
afterEach(async () => {
  await rt?.stop();
  rt = null;
});

// `salone rt-agent`'s path: the agent API over HTTP, the Epson driver, the fake RT on a port.
test("Z reports through the agent API: recorded; one whose agent died unsent prints; one printed but unanswered is not printed twice", async () => {
  const env = await createTestEnv({ fiscalDriver: fiscalDriverFor("Europe/Rome") });
  rt = await startFakeRt({ zRepNumber: 42, timeZone: "Europe/Rome", now: () => env.clock.now() });
  const b = seedBasics(env.app.ctx.db);
  await env.json("PUT", "/api/settings/fiscal-printer", { ...DEFAULT_FISCAL_SETTINGS, enabled: true, url: rt.url, timeoutMs: 1_000 });
  const { token } = (await env.json("POST", "/api/fiscal-agents", { name: "PC cassa" })).body;
  const port = createHttpPort({ server: "http://salone.test", token, fetch: (request) => env.app.handle(request), wait: false });
  const driverFor = fiscalDriverFor("Europe/Rome");
  const turn = async () => {
    const claim = await port.claim();
    if (!claim) return false;
    await port.report(claim.id, await workOn(claim, driverFor(claim.printer)));
    return true;
  };
  const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(env.clock.now());
  const close = async () => {
    const open = (await env.json("GET", `/api/cash-closings/${today()}`)).body;
    const res = await env.json("POST", "/api/cash-closings", { date: today(), openingFloatCents: 0, countedCashCents: open.expectedCashCents });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  };
  const z = async () => (await env.json("GET", `/api/cash-closings/${today()}`)).body.fiscal;
  // A day in three steps, the session kept alive in between (it lapses after 12 idle hours).
  const nextDay = async () => {
    for (let i = 0; i < 3; i++) {
      env.clock.advance(8 * 3600_000);
      await env.json("GET", "/api/auth/user");
    }
  };

  const sale = (await env.json("POST", "/api/sales", { lines: [{ kind: "service", serviceId: b.colore, quantity: 1, unitPriceCents: 3000 }], payments: [{ method: "cash", amountCents: 3000 }] })).body;
  expect(await turn()).toBe(true);
  expect((await env.json("GET", `/api/sales/${sale.id}`)).body.fiscal).toMatchObject({ status: "printed", documentNumber: "0042-0001" });
  await close();
  expect(await turn()).toBe(true);
  expect(await z()).toMatchObject({ status: "printed", zRepNumber: 42 });

  // A day without sales: the agent claims its Z and dies before sending it; after the lease the
  // check finds the RT still in day 43, so the Z prints.
  await nextDay();
  await close();
  expect(await port.claim()).not.toBeNull();
  env.clock.advance(60_001);
  expect(await turn()).toBe(true);
  expect(await z()).toMatchObject({ status: "printed", zRepNumber: 43 });

  // Another: the RT prints the Z but answers after the agent's timeout; the check finds the RT's
  // day moved on and records it without a second Z.
  await nextDay();
  await close();
  await rt.setMode("slow");
  rt.setSlowMs(1_500);
  expect(await turn()).toBe(true);
  expect((await z()).status).toBe("failed");
  await rt.setMode("on");
  env.clock.advance(5_001);
  await Bun.sleep(600);
  expect(await turn()).toBe(true);
  expect(await z()).toMatchObject({ status: "printed", zRepNumber: 44 });
  expect(rt.journal.map((d) => d.kind)).toEqual(["sale", "z-report", "z-report", "z-report"]);
}, 20_000);
