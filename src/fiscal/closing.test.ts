import { describe, expect, test } from "bun:test";
import { agentTurn, fiscalKit, fiscalOf, sell } from "./fiscal-test-kit";

describe("voids, refunds and the day's Z report", () => {
  test("a void and a refund print their documents, referring to the sale as the RT printed it", async () => {
    const kit = await fiscalKit();
    const sale = await sell(kit, 3000);
    const other = await sell(kit, 2000);
    const voided = (await kit.env.json("POST", `/api/sales/${sale.id}/void`, {})).body;
    const refund = (await kit.env.json("POST", `/api/sales/${other.id}/refunds`, { lines: [{ lineId: other.lines[0].id, quantity: 1 }], payments: [{ method: "cash", amountCents: 2000 }], reason: "Cliente insoddisfatta" })).body;
    expect(voided.fiscal.status).toBe("pending");
    expect(refund.fiscal.status).toBe("pending");
    while (await agentTurn(kit));
    expect(kit.rt.journal.map((d) => d.job.kind)).toEqual(["sale", "sale", "void", "refund"]);
    expect(kit.rt.journal[2]!.job).toMatchObject({ reference: { zRepNumber: 42, documentNumber: 1, date: "2026-03-10", serial: "99MEY000042" } });
    expect(kit.rt.journal[3]!.job).toMatchObject({ reference: { zRepNumber: 42, documentNumber: 2 } });
    expect((await fiscalOf(kit, voided.id)).documentNumber).toBe("0042-0003");
  });

  test("closing with documents not printed: 409 fiscal_pending, then ?force=1; the Z report is queued and stored", async () => {
    const kit = await fiscalKit();
    kit.rt.set("off");
    await sell(kit, 1000);
    await agentTurn(kit);
    const body = { date: "2026-03-10", openingFloatCents: 0, countedCashCents: 1000 };
    const refused = await kit.env.json("POST", "/api/cash-closings", body);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "fiscal_pending", message: "C'è 1 documento non ancora stampato dal registratore telematico: stampali o chiudi comunque" });
    expect((await kit.env.json("GET", "/api/cash-closings/2026-03-10")).body.fiscalPending).toBe(1);
    const forced = await kit.env.json("POST", "/api/cash-closings?force=1", body);
    expect(forced.status).toBe(201);
    // The Z report waits behind the sale the RT did not print: "da stampare", not "in stampa".
    expect(forced.body.fiscal).toMatchObject({ status: "failed", error: "In coda dopo un documento non stampato: Stampante spenta o non raggiungibile" });
    kit.rt.set("on");
    kit.env.clock.advance(5_001);
    while (await agentTurn(kit));
    expect(kit.rt.journal.map((d) => d.job.kind)).toEqual(["sale", "z-report"]);
    const closing = (await kit.env.json("GET", "/api/cash-closings/2026-03-10")).body;
    expect(closing.fiscal).toMatchObject({ status: "printed", zRepNumber: 42 });
    expect(closing.fiscalPending).toBe(0);
  });

  test("a reopened day with new documents prints a second Z report when closed again; without them, none", async () => {
    const kit = await fiscalKit();
    await sell(kit, 1000);
    while (await agentTurn(kit));
    const body = { date: "2026-03-10", openingFloatCents: 0, countedCashCents: 1000 };
    expect((await kit.env.json("POST", "/api/cash-closings", body)).status).toBe(201);
    while (await agentTurn(kit));
    expect((await kit.env.json("DELETE", "/api/cash-closings/2026-03-10")).status).toBe(200);
    expect((await kit.env.json("POST", "/api/cash-closings", body)).status).toBe(201);
    while (await agentTurn(kit));
    // Nothing sold since the Z report: closing again prints no second one.
    expect(kit.rt.journal.map((d) => d.job.kind)).toEqual(["sale", "z-report"]);
    expect((await kit.env.json("DELETE", "/api/cash-closings/2026-03-10")).status).toBe(200);
    await sell(kit, 2500);
    while (await agentTurn(kit));
    const again = await kit.env.json("POST", "/api/cash-closings", { ...body, countedCashCents: 3500 });
    expect(again.status).toBe(201);
    while (await agentTurn(kit));
    expect(kit.rt.journal.map((d) => d.job.kind)).toEqual(["sale", "z-report", "sale", "z-report"]);
    const closing = (await kit.env.json("GET", "/api/cash-closings/2026-03-10")).body;
    expect(closing.fiscal).toMatchObject({ status: "printed", zRepNumber: 43 });
  });

  test("printing off: the closing has no Z report and is not held back", async () => {
    const kit = await fiscalKit({ enabled: false });
    await sell(kit, 1000);
    const res = await kit.env.json("POST", "/api/cash-closings", { date: "2026-03-10", openingFloatCents: 0, countedCashCents: 1000 });
    expect(res.status).toBe(201);
    expect(res.body.fiscal).toBeNull();
  });
});
