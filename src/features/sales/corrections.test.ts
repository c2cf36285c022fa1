import { beforeEach, describe, expect, test } from "bun:test";
import { signInAs } from "../../test/staff";
import { productLine, serviceLine, tillKit, type Kit } from "./sales-test-kit";

let kit: Kit;
beforeEach(async () => {
  kit = await tillKit();
});
/**
 * To 00:30 of 2026-03-11 in Rome (23:30Z) without letting a session idle past its 12 hours: each
 * session is used at 20:00Z first.
 */
async function tomorrow(...sessions: { json: (m: string, p: string) => Promise<unknown> }[]) {
  kit.env.clock.set("2026-03-10T20:00:00.000Z");
  for (const s of [kit.env, ...sessions]) await s.json("GET", "/api/auth/user");
  kit.env.clock.set("2026-03-10T23:30:00.000Z");
}
const post = (body: unknown) => kit.env.json("POST", "/api/sales", body);
const stock = async () => (await kit.env.json("GET", `/api/products/${kit.shampoo}`)).body.stock;
const sale = () =>
  post({ lines: [serviceLine(kit.b.taglio, 3500), productLine(kit.shampoo, 2)], payments: [{ method: "cash", amountCents: 4000 }, { method: "card", amountCents: 3100 }] });

describe("void ('Annulla vendita')", () => {
  test("a new document in the same series, referring to the sale; stock back; money given back by method", async () => {
    const s = await sale();
    expect(await stock()).toBe(3);
    const v = await kit.env.json("POST", `/api/sales/${s.body.id}/void`, { reason: "Errore di battitura" });
    expect(v.status).toBe(201);
    expect(v.body).toMatchObject({ kind: "void", number: "2026/000002", refersTo: { id: s.body.id, number: "2026/000001" }, totalCents: 7100, reason: "Errore di battitura" });
    expect(v.body.payments.map((p: any) => [p.method, p.amountCents])).toEqual([["cash", 4000], ["card", 3100]]);
    expect(await stock()).toBe(5);
    const again = await kit.env.json("GET", `/api/sales/${s.body.id}`);
    expect(again.body.voidedBy).toMatchObject({ id: v.body.id, number: "2026/000002" });
    expect((await kit.env.json("POST", `/api/sales/${s.body.id}/void`, {})).status).toBe(409);
  });

  test("only the same day, and only by the owner or the operator who made it", async () => {
    const reception = await signInAs(kit.env, "reception");
    const other = await signInAs(kit.env, "reception");
    const s = await reception.json("POST", "/api/sales", { lines: [serviceLine(kit.b.taglio, 3500)], payments: [{ method: "cash", amountCents: 3500 }] });
    expect((await other.json("POST", `/api/sales/${s.body.id}/void`, {})).status).toBe(403);
    await tomorrow(reception);
    const late = await reception.json("POST", `/api/sales/${s.body.id}/void`, {});
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("Si annulla solo una vendita di oggi: per la vendita del 10/03/2026 fai un reso");
  });
});

describe("refund ('Reso')", () => {
  test("the shampoo the next day: stock back, amounts by line, reason required, never more than sold", async () => {
    const s = await sale();
    const line = s.body.lines[1];
    await tomorrow();
    const noReason = await kit.env.json("POST", `/api/sales/${s.body.id}/refunds`, { lines: [{ lineId: line.id, quantity: 1 }], payments: [{ method: "cash", amountCents: 1800 }] });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields.reason).toBe("Il motivo del reso è richiesto");
    const tooMany = await kit.env.json("POST", `/api/sales/${s.body.id}/refunds`, { lines: [{ lineId: line.id, quantity: 3 }], payments: [], reason: "Allergia" });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields["lines.0.quantity"]).toBe("Quantità resa superiore a quella venduta");
    const wrongMoney = await kit.env.json("POST", `/api/sales/${s.body.id}/refunds`, { lines: [{ lineId: line.id, quantity: 1 }], payments: [{ method: "cash", amountCents: 1000 }], reason: "Allergia" });
    expect(wrongMoney.status).toBe(400);
    const r = await kit.env.json("POST", `/api/sales/${s.body.id}/refunds`, { lines: [{ lineId: line.id, quantity: 1 }], payments: [{ method: "cash", amountCents: 1800 }], reason: "Allergia" });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ kind: "refund", number: "2026/000002", date: "2026-03-11", totalCents: 1800, vat: [{ ratePercent: 22, vatCents: 325, taxableCents: 1475 }] });
    expect(await stock()).toBe(4);
    const after = await kit.env.json("GET", `/api/sales/${s.body.id}`);
    expect(after.body.refunds).toEqual([{ id: r.body.id, number: "2026/000002", date: "2026-03-11" }]);
    expect(after.body.lines[1].refundedQuantity).toBe(1);
    // A sale with refunds is not voided (the refunded part would go back twice).
    expect((await kit.env.json("POST", `/api/sales/${s.body.id}/void`, {})).status).toBe(409);
  });

  test("reception may not refund (owner only)", async () => {
    const s = await sale();
    const reception = await signInAs(kit.env, "reception");
    expect((await reception.json("POST", `/api/sales/${s.body.id}/refunds`, { lines: [{ lineId: s.body.lines[0].id, quantity: 1 }], payments: [], reason: "x" })).status).toBe(403);
  });
});

describe("the day's closing", () => {
  test("totals by method net of voids and refunds, expected and counted cash, the day locked, the owner reopens", async () => {
    await sale();
    const voided = await post({ lines: [serviceLine(kit.b.taglio, 3500)], payments: [{ method: "cash", amountCents: 3500 }] });
    await kit.env.json("POST", `/api/sales/${voided.body.id}/void`, {});
    const open = await kit.env.json("GET", "/api/cash-closings/2026-03-10");
    expect(open.body).toMatchObject({ status: "open", salesCount: 2, voidsCount: 1, refundsCount: 0, totalCents: 7100, expectedCashCents: 4000 });
    const closed = await kit.env.json("POST", "/api/cash-closings", { date: "2026-03-10", openingFloatCents: 10000, countedCashCents: 14500, note: "5 € in più" });
    expect(closed.status).toBe(201);
    expect(closed.body).toMatchObject({ status: "closed", openingFloatCents: 10000, expectedCashCents: 14000, countedCashCents: 14500, differenceCents: 500, note: "5 € in più", closedBy: "Amministratore Salone" });
    const locked = await post({ lines: [serviceLine(kit.b.taglio, 3500)], payments: [{ method: "cash", amountCents: 3500 }] });
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ code: "day_closed", message: "La cassa del 10/03/2026 è chiusa" });
    expect((await kit.env.json("POST", "/api/cash-closings", { date: "2026-03-10", openingFloatCents: 0, countedCashCents: 0 })).status).toBe(409);
    const reception = await signInAs(kit.env, "reception");
    expect((await reception.json("DELETE", "/api/cash-closings/2026-03-10")).status).toBe(403);
    const reopened = await kit.env.json("DELETE", "/api/cash-closings/2026-03-10");
    expect(reopened.body.status).toBe("open");
    expect((await post({ lines: [serviceLine(kit.b.taglio, 3500)], payments: [{ method: "cash", amountCents: 3500 }] })).status).toBe(201);
  });

  test("a future day cannot be closed; a bad date is a 400", async () => {
    expect((await kit.env.json("POST", "/api/cash-closings", { date: "2026-03-11", openingFloatCents: 0, countedCashCents: 0 })).status).toBe(400);
    expect((await kit.env.json("GET", "/api/cash-closings/2026-02-30")).status).toBe(400);
  });
});
