// What the fiscal queue's tests share: an app whose RT is the in-memory fake, printing switched on,
// a sale in one call, and one turn of an agent (claim, print, report).
import type { LiveEvent } from "../domain/live-events";
import { seedBasics, type Basics } from "../test/seed-basics";
import { createTestEnv, type TestEnv } from "../test/test-app";
import { workOn } from "./agent";
import { createFakeRt } from "./fake-driver";
import { DEFAULT_FISCAL_SETTINGS } from "./rules";

export type FiscalKit = { env: TestEnv; b: Basics; rt: ReturnType<typeof createFakeRt>; events: LiveEvent[] };

export async function fiscalKit(opts: { enabled?: boolean; autoPrint?: boolean; delayMs?: () => number } = {}): Promise<FiscalKit> {
  const rt = createFakeRt({ delayMs: opts.delayMs });
  const env = await createTestEnv({ fiscalDriver: () => rt.driver });
  const b = seedBasics(env.app.ctx.db);
  const events: LiveEvent[] = [];
  env.app.ctx.events.subscribe((e) => events.push(e));
  if (opts.enabled !== false) {
    const res = await env.json("PUT", "/api/settings/fiscal-printer", { ...DEFAULT_FISCAL_SETTINGS, enabled: true, url: "http://192.168.1.50", autoPrint: opts.autoPrint ?? true });
    if (res.status !== 200) throw new Error(`settings not saved: ${JSON.stringify(res.body)}`);
  }
  return { env, b, rt, events };
}

/** A cash sale of Colore at `cents`; returns the document's answer. */
export async function sell(kit: FiscalKit, cents = 5500, over: Record<string, unknown> = {}) {
  const res = await kit.env.json("POST", "/api/sales", {
    lines: [{ kind: "service", serviceId: kit.b.colore, quantity: 1, unitPriceCents: cents }],
    payments: [{ method: "cash", amountCents: cents }],
    ...over,
  });
  if (res.status !== 201) throw new Error(`sale not made: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** One turn of the server's agent: claim the head job, print it on the fake RT, report. False when there was nothing to do. */
export async function agentTurn(kit: FiscalKit, agent = "server"): Promise<boolean> {
  const claim = kit.env.app.fiscal.queue.claim(agent);
  if (!claim) return false;
  kit.env.app.fiscal.queue.report(claim.id, await workOn(claim, kit.rt.driver), agent);
  return true;
}

export const fiscalOf = async (kit: FiscalKit, id: number) => (await kit.env.json("GET", `/api/sales/${id}`)).body.fiscal;
