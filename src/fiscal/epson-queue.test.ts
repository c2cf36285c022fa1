import { afterEach, expect, test } from "bun:test";
import { seedBasics } from "../test/seed-basics";
import { createTestEnv } from "../test/test-app";
import { workOn } from "./agent";
import { fiscalDriverFor } from "./drivers";
import { startFakeRt, type FakeRt } from "./epson/fake-rt";
import { DEFAULT_FISCAL_SETTINGS } from "./rules";

let rt: FakeRt | null = null;
afterEach(async () => {
  await rt?.stop();
  rt = null;
});

test("the queue with the Epson driver and the fake RT over HTTP: printed once, off → failed, slow → not printed twice", async () => {
  const env = await createTestEnv({ fiscalDriver: fiscalDriverFor("Europe/Rome") });
  // The RT's clock and the salon's agree (the RT stamps its own date on each document).
  rt = await startFakeRt({ zRepNumber: 42, timeZone: "Europe/Rome", now: () => env.clock.now() });
  const b = seedBasics(env.app.ctx.db);
  await env.json("PUT", "/api/settings/fiscal-printer", { ...DEFAULT_FISCAL_SETTINGS, enabled: true, url: rt.url, timeoutMs: 1_000 });
  const queue = env.app.fiscal.queue;
  const turn = async () => {
    const claim = queue.claim("server");
    if (!claim) return false;
    queue.report(claim.id, await workOn(claim, fiscalDriverFor("Europe/Rome")(claim.printer)), "server");
    return true;
  };
  const sell = async (cents: number) =>
    (await env.json("POST", "/api/sales", { lines: [{ kind: "service", serviceId: b.colore, quantity: 1, unitPriceCents: cents }], payments: [{ method: "card", amountCents: cents }] })).body;
  const fiscal = async (id: number) => (await env.json("GET", `/api/sales/${id}`)).body.fiscal;

  const first = await sell(5500);
  await turn();
  expect(await fiscal(first.id)).toMatchObject({ status: "printed", zRepNumber: 42 });

  await rt.setMode("off");
  const second = await sell(2000);
  await turn();
  expect((await fiscal(second.id)).status).toBe("failed");
  await rt.setMode("slow");
  rt.setSlowMs(1_500);
  env.clock.advance(5_001);
  await turn();
  expect((await fiscal(second.id)).status).toBe("failed");
  await rt.setMode("on");
  env.clock.advance(10_001);
  await Bun.sleep(600);
  await turn();
  expect((await fiscal(second.id)).status).toBe("printed");
  expect(rt.journal.filter((d) => d.kind !== "z-report").length).toBe(2);
}, 20_000);
