import { expect, test } from "bun:test";
import { workOn } from "./agent";
import { fiscalKit, fiscalOf, sell, type FiscalKit } from "./fiscal-test-kit";

/** Two agents with their tokens; each one's calls over HTTP. */
async function twoAgents(kit: FiscalKit) {
  const agent = async (name: string) => {
    const { token } = (await kit.env.json("POST", "/api/fiscal-agents", { name })).body;
    const call = (method: string, path: string, body?: unknown) => kit.env.anonymous(method, path, body, { authorization: `Bearer ${token}` });
    return {
      claim: async () => (await (await call("POST", "/api/fiscal-agent/claim?wait=0", {})).json()).job,
      report: async (id: number, body: unknown) => {
        const res = await call("POST", `/api/fiscal-agent/jobs/${id}/result`, body);
        return { status: res.status, body: await res.json() };
      },
    };
  };
  return { a: await agent("PC cassa"), b: await agent("PC retro") };
}

test("a result is taken only from the agent holding the job's lease, while the lease lasts", async () => {
  const kit = await fiscalKit();
  const { a, b } = await twoAgents(kit);
  const sale = await sell(kit, 4200);
  const claim = await a.claim();
  expect(claim.id).toBeGreaterThan(0);
  const printed = await workOn(claim, kit.rt.driver);
  expect(printed.result.ok).toBe(true);
  // Another agent, even with the lease's id, may not report the job (printed or failed).
  expect(await b.report(claim.id, printed)).toMatchObject({ status: 409, body: { code: "lease_lost" } });
  expect(await b.report(claim.id, { ...printed, result: { ok: false, outcome: "refused", code: "x", message: "x" } })).toMatchObject({ status: 409, body: { code: "lease_lost" } });
  expect((await fiscalOf(kit, sale.id)).status).toBe("printing");
  // The holder may; a repeated report changes nothing.
  expect((await a.report(claim.id, printed)).status).toBe(200);
  expect((await a.report(claim.id, printed)).status).toBe(200);
  expect(await fiscalOf(kit, sale.id)).toMatchObject({ status: "printed", documentNumber: "0042-0001" });
});

test("a job never claimed cannot be reported printed; an expired lease's result is refused and the next claim checks the RT", async () => {
  const kit = await fiscalKit();
  const { a, b } = await twoAgents(kit);
  const sale = await sell(kit, 4200);
  const fake = { leaseId: "x", checked: false, result: { ok: true, documentNumber: "0001-0001", zRepNumber: 1, amountCents: 1, date: "2026-03-10", time: "10:00", serial: "X" } };
  const jobId = (kit.env.app.ctx.db.$client.query("SELECT id FROM fiscal_jobs").get() as { id: number }).id;
  expect(await b.report(jobId, fake)).toMatchObject({ status: 409, body: { code: "lease_lost" } });
  expect((await fiscalOf(kit, sale.id)).status).toBe("pending");

  const claim = await a.claim();
  const printed = await workOn(claim, kit.rt.driver);
  kit.env.clock.advance(60_001);
  await kit.env.json("GET", "/api/auth/user");
  expect(await a.report(claim.id, printed)).toMatchObject({ status: 409, body: { code: "lease_lost" } });
  const next = await b.claim();
  expect(next.check).not.toBeNull();
  expect((await b.report(next.id, await workOn(next, kit.rt.driver))).status).toBe(200);
  expect(kit.rt.prints()).toBe(1);
  expect(await fiscalOf(kit, sale.id)).toMatchObject({ status: "printed", documentNumber: "0042-0001" });
});
