import { describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { openDatabase } from "../../db/client";
import { seedBasics } from "../test/seed-basics";
import { createTestEnv } from "../test/test-app";
import { workOn } from "./agent";
import { createFakeRt } from "./fake-driver";
import { agentTurn, fiscalKit, fiscalOf, sell } from "./fiscal-test-kit";
import { DEFAULT_FISCAL_SETTINGS } from "./rules";

describe("a sale's documento commerciale", () => {
  test("printing off: no job, fiscal null", async () => {
    const kit = await fiscalKit({ enabled: false });
    const sale = await sell(kit);
    expect(sale.fiscal).toBeNull();
    expect(await agentTurn(kit)).toBe(false);
    expect(kit.rt.prints()).toBe(0);
  });

  test("a sale is queued with the document, printed by the agent, and shows its number", async () => {
    const kit = await fiscalKit();
    const sale = await sell(kit, 5500, { lotteryCode: "ab12cd34" });
    expect(sale.fiscal).toEqual({ status: "pending", documentNumber: null, zRepNumber: null, printedAt: null, error: null });
    expect(sale.lotteryCode).toBe("AB12CD34");
    kit.events.length = 0;
    expect(await agentTurn(kit)).toBe(true);
    const fiscal = await fiscalOf(kit, sale.id);
    expect(fiscal).toMatchObject({ status: "printed", documentNumber: "0042-0001", zRepNumber: 42, error: null });
    expect(typeof fiscal.printedAt).toBe("string");
    const printed = kit.rt.journal[0]!.job;
    expect(printed).toMatchObject({ kind: "sale", lotteryCode: "AB12CD34", lines: [{ department: 1, unitPriceCents: 5500, quantity: 1, discountCents: 0 }], payments: [{ paymentType: 0, index: 0, amountCents: 5500 }] });
    // Screens follow: a sales event for the document when it went to printing and when it printed.
    expect(kit.events.filter((e) => e.topic === "sales" && e.ids.includes(sale.id)).length).toBe(2);
    expect(await agentTurn(kit)).toBe(false);
  });

  test("discounts and a balance left owed: items minus discounts equal the payments", async () => {
    const kit = await fiscalKit();
    const sale = await sell(kit, 5000, { clientId: kit.b.maria, discountPercent: 10, payments: [{ method: "card", amountCents: 3000 }], leaveBalance: true });
    await agentTurn(kit);
    const job = kit.rt.journal[0]!.job as { lines: { unitPriceCents: number; quantity: number; discountCents: number }[]; payments: unknown[] };
    const items = job.lines.reduce((a, l) => a + l.unitPriceCents * l.quantity - l.discountCents, 0);
    expect(items).toBe(sale.totalCents);
    expect(job.payments).toEqual([
      { paymentType: 2, index: 1, amountCents: 3000, description: "Carta" },
      { paymentType: 5, index: 0, amountCents: 1500, description: "Non riscosso" },
    ]);
  });

  test("a bad lottery code is a 400 in Italian", async () => {
    const kit = await fiscalKit();
    const res = await kit.env.json("POST", "/api/sales", { lines: [{ kind: "service", serviceId: kit.b.colore, quantity: 1, unitPriceCents: 100 }], payments: [{ method: "cash", amountCents: 100 }], lotteryCode: "ABC" });
    expect(res.status).toBe(400);
    expect(res.body.fields.lotteryCode).toBe("Il codice lotteria è di 8 caratteri, lettere e cifre");
  });
});

describe("printer off, paper out: nothing lost, each printed once when it is back", () => {
  test("two sales while off stay failed with the reason; back on, each prints once, in order", async () => {
    const kit = await fiscalKit();
    kit.rt.set("off");
    const a = await sell(kit, 1000);
    const b = await sell(kit, 2000);
    expect(await agentTurn(kit)).toBe(true);
    expect(await fiscalOf(kit, a.id)).toMatchObject({ status: "failed", error: "Stampante spenta o non raggiungibile" });
    // The failed head blocks the queue: b is not printed before a, and says why.
    expect(await agentTurn(kit)).toBe(false);
    expect(await fiscalOf(kit, b.id)).toMatchObject({ status: "failed", error: "In coda dopo un documento non stampato: Stampante spenta o non raggiungibile" });
    kit.rt.set("on");
    // Retried by itself once the delay passes (5 s after the first failure).
    kit.env.clock.advance(5_001);
    expect(await agentTurn(kit)).toBe(true);
    expect(await agentTurn(kit)).toBe(true);
    expect(await agentTurn(kit)).toBe(false);
    expect((await fiscalOf(kit, a.id)).documentNumber).toBe("0042-0001");
    expect((await fiscalOf(kit, b.id)).documentNumber).toBe("0042-0002");
    expect(kit.rt.journal.map((d) => d.amountCents)).toEqual([1000, 2000]);
  });

  test("a job behind one that did not print is «Da stampare» too, in the day's list as well; «Riprova» on it tries the first at once", async () => {
    const kit = await fiscalKit();
    kit.rt.set("paper-out");
    const a = await sell(kit, 1000);
    const b = await sell(kit, 2000);
    // Queued, nothing tried yet: both wait to print.
    expect((await fiscalOf(kit, b.id)).status).toBe("pending");
    await agentTurn(kit);
    const waiting = { status: "failed", documentNumber: null, error: "In coda dopo un documento non stampato: Carta esaurita" };
    expect(await fiscalOf(kit, b.id)).toMatchObject(waiting);
    const day = (await kit.env.json("GET", `/api/sales?date=${a.date}`)).body as { id: number; fiscal: { status: string } }[];
    expect(day.map((d) => d.fiscal.status).sort()).toEqual(["failed", "failed"]);
    kit.rt.set("on");
    // Before the first one's retry falls due: «Riprova» on the second brings the first forward.
    expect(await agentTurn(kit)).toBe(false);
    const retry = await kit.env.json("POST", `/api/sales/${b.id}/fiscal/retry`);
    expect(retry.body.status).toBe("pending");
    expect((await fiscalOf(kit, a.id)).status).toBe("pending");
    expect(await agentTurn(kit)).toBe(true);
    expect(await agentTurn(kit)).toBe(true);
    expect((await fiscalOf(kit, a.id)).documentNumber).toBe("0042-0001");
    expect((await fiscalOf(kit, b.id)).documentNumber).toBe("0042-0002");
    expect(kit.rt.prints()).toBe(2);
  });

  test("paper out: failed with «Carta esaurita»; «Riprova» tries at once", async () => {
    const kit = await fiscalKit();
    kit.rt.set("paper-out");
    const sale = await sell(kit);
    await agentTurn(kit);
    expect(await fiscalOf(kit, sale.id)).toMatchObject({ status: "failed", error: "Carta esaurita" });
    kit.rt.set("on");
    expect(await agentTurn(kit)).toBe(false);
    const retry = await kit.env.json("POST", `/api/sales/${sale.id}/fiscal/retry`);
    expect(retry.status).toBe(200);
    expect(retry.body.status).toBe("pending");
    expect(await agentTurn(kit)).toBe(true);
    expect((await fiscalOf(kit, sale.id)).status).toBe("printed");
    const again = await kit.env.json("POST", `/api/sales/${sale.id}/fiscal/retry`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("already_printed");
    expect(kit.rt.prints()).toBe(1);
  });

  test("«Stampa» on request: with autoPrint off a sale has no job until asked", async () => {
    const kit = await fiscalKit({ autoPrint: false });
    const sale = await sell(kit);
    expect(sale.fiscal).toBeNull();
    expect((await kit.env.json("POST", `/api/sales/${sale.id}/fiscal/retry`)).body.status).toBe("pending");
    await agentTurn(kit);
    expect((await fiscalOf(kit, sale.id)).status).toBe("printed");
  });

  test("«Riprova» with printing off is a 409", async () => {
    const kit = await fiscalKit({ enabled: false });
    const sale = await sell(kit);
    const res = await kit.env.json("POST", `/api/sales/${sale.id}/fiscal/retry`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("fiscal_disabled");
  });
});

describe("exactly once when the outcome is unknown", () => {
  test("a slow RT printed it but answered late: the check finds it, nothing prints twice", async () => {
    const kit = await fiscalKit();
    kit.rt.set("slow");
    const sale = await sell(kit, 3300);
    await agentTurn(kit);
    expect(await fiscalOf(kit, sale.id)).toMatchObject({ status: "failed", error: "Nessuna risposta dalla stampante" });
    kit.rt.set("on");
    kit.env.clock.advance(5_001);
    const claim = kit.env.app.fiscal.queue.claim("server");
    expect(claim?.check).toEqual({ kind: "sale", amountCents: 3300, dates: ["2026-03-10"], after: null });
    kit.env.app.fiscal.queue.report(claim!.id, { leaseId: claim!.lease.id, checked: false, result: { ok: false, outcome: "unreachable", code: "x", message: "Stampante spenta o non raggiungibile" } }, "server");
    kit.env.clock.advance(10_001);
    expect(await agentTurn(kit)).toBe(true);
    expect(kit.rt.prints()).toBe(1);
    expect(await fiscalOf(kit, sale.id)).toMatchObject({ status: "printed", documentNumber: "0042-0001" });
  });

  test("the request never reached the RT: the check finds another document, so it prints", async () => {
    const kit = await fiscalKit();
    const first = await sell(kit, 1000);
    await agentTurn(kit);
    kit.rt.set("lost-request");
    const sale = await sell(kit, 1000);
    await agentTurn(kit);
    kit.rt.set("on");
    kit.env.clock.advance(5_001);
    // Same amount and day as the RT's last document, but that one is the earlier sale's number.
    expect(kit.env.app.fiscal.queue.claim("server")?.check?.after).toEqual({ zRepNumber: 42, number: 1 });
    kit.env.clock.advance(60_001);
    expect(await agentTurn(kit)).toBe(true);
    expect(kit.rt.prints()).toBe(2);
    expect((await fiscalOf(kit, first.id)).documentNumber).toBe("0042-0001");
    expect((await fiscalOf(kit, sale.id)).documentNumber).toBe("0042-0002");
  });

  test("an agent that died mid-print: its lease holds the queue for 60 s, then the next claim checks first", async () => {
    const kit = await fiscalKit();
    const sale = await sell(kit, 4200);
    const claim = kit.env.app.fiscal.queue.claim("agent:1")!;
    // It printed, then died before reporting.
    await kit.rt.driver.print(claim.job, 1000);
    kit.env.clock.advance(59_000);
    expect(kit.env.app.fiscal.queue.claim("server")).toBeNull();
    expect((await fiscalOf(kit, sale.id)).status).toBe("printing");
    kit.env.clock.advance(1_001);
    const next = kit.env.app.fiscal.queue.claim("server")!;
    expect(next.check).not.toBeNull();
    // A late failure from the dead agent's lease is refused: another agent holds the job now.
    const late = () => kit.env.app.fiscal.queue.report(claim.id, { leaseId: claim.lease.id, checked: false, result: { ok: false, outcome: "unknown", code: "timeout", message: "x" } }, "agent:1");
    expect(late).toThrow("La stampa è passata a un altro agente");
    kit.env.app.fiscal.queue.report(next.id, await workOn(next, kit.rt.driver), "server");
    expect(kit.rt.prints()).toBe(1);
    expect(await fiscalOf(kit, sale.id)).toMatchObject({ status: "printed", documentNumber: "0042-0001" });
  });

  test("after a restart (a new app on the same database) a job left printing is resumed with a check", async () => {
    const path = `${mkdtempSync(`${tmpdir()}/fiscal-`)}/salone.db`;
    const rt = createFakeRt();
    const first = await createTestEnv({ db: openDatabase(path), fiscalDriver: () => rt.driver });
    const b = seedBasics(first.app.ctx.db);
    await first.json("PUT", "/api/settings/fiscal-printer", { ...DEFAULT_FISCAL_SETTINGS, enabled: true, url: "http://127.0.0.1:9100" });
    const sale = (await first.json("POST", "/api/sales", { lines: [{ kind: "service", serviceId: b.colore, quantity: 1, unitPriceCents: 700 }], payments: [{ method: "cash", amountCents: 700 }] })).body;
    const claim = first.app.fiscal.queue.claim("server")!;
    await rt.driver.print(claim.job, 1000);
    first.app.ctx.db.$client.close();
    // The server comes back a minute later.
    const clock = first.clock;
    clock.advance(61_000);
    const second = await createTestEnv({ db: openDatabase(path), clock, fiscalDriver: () => rt.driver });
    const next = second.app.fiscal.queue.claim("server")!;
    expect(next.check).not.toBeNull();
    second.app.fiscal.queue.report(next.id, await workOn(next, rt.driver), "server");
    expect(rt.prints()).toBe(1);
    expect((await second.json("GET", `/api/sales/${sale.id}`)).body.fiscal).toMatchObject({ status: "printed", documentNumber: "0042-0001" });
  });
});
