import { beforeEach, describe, expect, test } from "bun:test";
import { signInAs } from "../../test/staff";
import { productLine, serviceLine, tillKit, visit, type Kit } from "./sales-test-kit";

let kit: Kit;
beforeEach(async () => {
  kit = await tillKit();
});
const post = (body: unknown) => kit.env.json("POST", "/api/sales", body);

describe("POST /api/sales", () => {
  test("a colour + cut visit plus a shampoo, 50 € cash and the rest by card: document, VAT, change, stock, visit Completato", async () => {
    const id = await visit(kit);
    kit.events.length = 0;
    const res = await post({
      appointmentId: id,
      lines: [serviceLine(kit.b.colore, 5500, { stylistId: kit.b.giulia }), serviceLine(kit.b.taglio, 3500, { stylistId: kit.b.giulia }), productLine(kit.shampoo, 1)],
      payments: [
        { method: "cash", amountCents: 5000 },
        { method: "card", amountCents: 5800 },
      ],
      cashGivenCents: 6000,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: "sale",
      number: "2026/000001",
      date: "2026-03-10",
      time: "10:00",
      operator: "Amministratore Salone",
      clientId: kit.b.maria,
      clientName: "Maria Rossi",
      appointmentId: id,
      totalCents: 10800,
      changeCents: 1000,
      balanceCents: 0,
      vat: [{ ratePercent: 22, vatCents: 992 + 631 + 325, taxableCents: 10800 - 1948 }],
      warnings: [],
    });
    expect(res.body.lines.map((l: any) => [l.description, l.netCents, l.vatCents])).toEqual([
      ["Colore", 5500, 992],
      ["Taglio Donna", 3500, 631],
      ["Shampoo Nutriente", 1800, 325],
    ]);
    expect((await kit.env.json("GET", `/api/products/${kit.shampoo}`)).body.stock).toBe(4);
    expect((await kit.env.json("GET", `/api/appointments/${id}`)).body.status).toBe("completed");
    expect(kit.events.map((e) => e.topic)).toEqual(expect.arrayContaining(["sales", "products", "appointments"]));
    expect(kit.events.find((e) => e.topic === "sales")?.dates).toEqual(["2026-03-10"]);
    const trail = await kit.env.json("GET", "/api/activity?entity=sale");
    expect(JSON.stringify(trail.body)).toContain("Vendita 2026/000001 · 108,00 €");
  });

  test("a discount on the total is shared across VAT rates and the lines add up to it", async () => {
    const res = await post({
      lines: [serviceLine(kit.b.taglio, 3500), productLine(kit.shampoo, 1)],
      discountPercent: 10,
      discountReason: "Cliente fedele",
      payments: [{ method: "card", amountCents: 4770 }],
    });
    expect(res.status).toBe(201);
    expect(res.body.discountCents).toBe(530);
    expect(res.body.lines.map((l: any) => l.totalDiscountShareCents)).toEqual([350, 180]);
    expect(res.body.totalCents).toBe(4770);
  });

  test.each([
    [{ lines: [serviceLine(1, 3500)], payments: [{ method: "cash", amountCents: 3000 }] }, "payments", "I pagamenti (30,00 €) non corrispondono al totale (35,00 €)"],
    [{ lines: [serviceLine(1, 3500, { quantity: -1 })], payments: [] }, "lines.0.quantity", "La quantità deve essere un numero intero maggiore di zero"],
    [{ lines: [], payments: [] }, "lines", "Aggiungi almeno un servizio o un prodotto"],
    [{ lines: [serviceLine(1, 3500, { discountCents: 4000 })], payments: [] }, "lines.0.discountCents", "Lo sconto supera l'importo della riga"],
    [{ lines: [serviceLine(1, 3500)], payments: [{ method: "bitcoin", amountCents: 3500 }] }, "payments.0.method", "Metodo di pagamento non valido"],
    [{ lines: [serviceLine(1, 3500)], payments: [], leaveBalance: true }, "clientId", "Per lasciare un saldo da pagare scegli la cliente"],
    [{ lines: [{ kind: "product", quantity: 1, unitPriceCents: 100 }], payments: [] }, "lines.0.productId", "Scegli un prodotto"],
    [{ lines: [serviceLine(1, 35.5)], payments: [] }, "lines.0.unitPriceCents", "Il prezzo non è valido"],
  ])("bad input → 400 in Italian with the field (%#)", async (body, field, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fields[field]).toBe(message);
  });

  test("a cancelled visit cannot be cashed; a cashed one answers 409 with the sale's number", async () => {
    const id = await visit(kit);
    const first = await post({ appointmentId: id, lines: [serviceLine(kit.b.colore, 5500)], payments: [{ method: "card", amountCents: 5500 }] });
    expect(first.status).toBe(201);
    const again = await post({ appointmentId: id, lines: [serviceLine(kit.b.colore, 5500)], payments: [{ method: "card", amountCents: 5500 }] });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "already_cashed", saleNumber: "2026/000001", message: "Visita già incassata (vendita 2026/000001)" });
    const other = await visit(kit, { startTime: "12:00", endTime: "13:30" });
    await kit.env.json("PUT", `/api/appointments/${other}/status`, { status: "cancelled" });
    const cancelled = await post({ appointmentId: other, lines: [serviceLine(kit.b.colore, 5500)], payments: [{ method: "card", amountCents: 5500 }] });
    expect(cancelled.status).toBe(409);
  });

  test("a product sold below zero stock is sold, with a warning", async () => {
    const res = await post({ lines: [productLine(kit.shampoo, 7)], payments: [{ method: "cash", amountCents: 12600 }] });
    expect(res.status).toBe(201);
    expect(res.body.warnings).toEqual(["Giacenza di Shampoo Nutriente sotto zero (-2): ricorda di caricare il prodotto"]);
  });

  test("PUT, PATCH and DELETE on a sale answer 405", async () => {
    const sale = await post({ lines: [serviceLine(kit.b.taglio, 3500)], payments: [{ method: "cash", amountCents: 3500 }] });
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const res = await kit.env.json(method, `/api/sales/${sale.body.id}`, method === "DELETE" ? undefined : {});
      expect(res.status).toBe(405);
    }
    expect((await kit.env.json("GET", `/api/sales/${sale.body.id}`)).body.totalCents).toBe(3500);
  });
});

describe("balance owed ('Da saldare')", () => {
  test("left on a sale, shown per client, paid later, never overpaid", async () => {
    const sale = await post({ clientId: kit.b.maria, lines: [serviceLine(kit.b.colore, 5500)], payments: [{ method: "cash", amountCents: 2000 }], leaveBalance: true });
    expect(sale.status).toBe(201);
    expect(sale.body.balanceCents).toBe(3500);
    expect((await kit.env.json("GET", `/api/sales/balances/${kit.b.maria}`)).body).toMatchObject({ balanceCents: 3500, sales: [{ id: sale.body.id, balanceCents: 3500 }] });
    const over = await kit.env.json("POST", `/api/sales/${sale.body.id}/payments`, { payments: [{ method: "card", amountCents: 3600 }] });
    expect(over.status).toBe(400);
    const paid = await kit.env.json("POST", `/api/sales/${sale.body.id}/payments`, { payments: [{ method: "card", amountCents: 3500 }] });
    expect(paid.status).toBe(200);
    expect(paid.body.balanceCents).toBe(0);
    expect((await kit.env.json("GET", `/api/sales/balances/${kit.b.maria}`)).body.balanceCents).toBe(0);
  });
});

describe("visit states for the calendar", () => {
  test("paid with the sale's number, due for an arrived visit, none for a booked one; a void makes it due again", async () => {
    const paid = await visit(kit);
    const arrived = await visit(kit, { startTime: "12:00", endTime: "13:30" });
    await visit(kit, { startTime: "14:00", endTime: "15:30" });
    await kit.env.json("PUT", `/api/appointments/${arrived}/status`, { status: "arrived" });
    const sale = await post({ appointmentId: paid, lines: [serviceLine(kit.b.colore, 9000)], payments: [{ method: "card", amountCents: 9000 }] });
    const states = await kit.env.json("GET", "/api/sales/visit-states?from=2026-03-10&to=2026-03-10");
    expect(states.body).toEqual([
      { appointmentId: paid, state: "paid", totalCents: 9000, saleId: sale.body.id, saleNumber: "2026/000001" },
      { appointmentId: arrived, state: "due", totalCents: 5500, saleId: null, saleNumber: null },
    ]);
    await kit.env.json("POST", `/api/sales/${sale.body.id}/void`, { reason: "Prezzo sbagliato" });
    const after = await kit.env.json("GET", "/api/sales/visit-states?from=2026-03-10&to=2026-03-10");
    expect(after.body[0]).toMatchObject({ appointmentId: paid, state: "due" });
    const recash = await post({ appointmentId: paid, lines: [serviceLine(kit.b.colore, 5500)], payments: [{ method: "card", amountCents: 5500 }] });
    expect(recash.body.number).toBe("2026/000003");
  });

  test("a stylist reads the states but cannot take payment, see sales or products", async () => {
    const stylist = await signInAs(kit.env, "stylist", { stylistId: kit.b.giulia });
    expect((await stylist.json("GET", "/api/sales/visit-states?from=2026-03-10&to=2026-03-10")).status).toBe(200);
    expect((await stylist.json("POST", "/api/sales", { lines: [serviceLine(kit.b.taglio, 3500)], payments: [{ method: "cash", amountCents: 3500 }] })).status).toBe(403);
    expect((await stylist.json("GET", "/api/sales?date=2026-03-10")).status).toBe(403);
    expect((await stylist.json("GET", "/api/products")).status).toBe(403);
  });

  test("a range in bad shape is a 400 on its field", async () => {
    const res = await kit.env.json("GET", "/api/sales/visit-states?from=2026-03-10&to=ieri");
    expect(res.status).toBe(400);
    expect(res.body.fields.to).toBe("Data non valida (AAAA-MM-GG)");
  });
});

describe("GET /api/sales/balances: every client who owes, for the client list", () => {
  test("sums each client's open balances; paid, voided and refunded debt drop out; the same figures as her own balance", async () => {
    expect((await kit.env.json("GET", "/api/sales/balances")).body).toEqual([]);
    const a = await post({ clientId: kit.b.maria, lines: [serviceLine(kit.b.colore, 5500)], payments: [{ method: "cash", amountCents: 2000 }], leaveBalance: true });
    await post({ clientId: kit.b.maria, lines: [productLine(kit.shampoo, 1)], payments: [{ method: "card", amountCents: 800 }], leaveBalance: true });
    const voided = await post({ clientId: kit.b.luca, lines: [serviceLine(kit.b.taglio, 3500)], payments: [], leaveBalance: true });
    const paidUp = await post({ clientId: kit.b.luca, lines: [serviceLine(kit.b.taglio, 3500)], payments: [{ method: "cash", amountCents: 1500 }], leaveBalance: true });
    expect((await kit.env.json("GET", "/api/sales/balances")).body).toEqual([
      { clientId: kit.b.maria, balanceCents: 3500 + 1000 },
      { clientId: kit.b.luca, balanceCents: 3500 + 2000 },
    ]);
    expect((await kit.env.json("POST", `/api/sales/${voided.body.id}/void`, { reason: "Errore" })).status).toBe(201);
    expect((await kit.env.json("POST", `/api/sales/${paidUp.body.id}/payments`, { payments: [{ method: "card", amountCents: 2000 }] })).status).toBe(200);
    const partly = await kit.env.json("POST", `/api/sales/${a.body.id}/payments`, { payments: [{ method: "card", amountCents: 500 }] });
    expect(partly.status).toBe(200);
    const list = (await kit.env.json("GET", "/api/sales/balances")).body;
    expect(list).toEqual([{ clientId: kit.b.maria, balanceCents: 3000 + 1000 }]);
    expect((await kit.env.json("GET", `/api/sales/balances/${kit.b.maria}`)).body.balanceCents).toBe(list[0].balanceCents);
  });

  test("a refund that hands back no money cancels that much debt", async () => {
    const s = await post({ clientId: kit.b.maria, lines: [serviceLine(kit.b.taglio, 3500), productLine(kit.shampoo, 1)], payments: [{ method: "cash", amountCents: 1000 }], leaveBalance: true });
    const line = s.body.lines[1];
    const r = await kit.env.json("POST", `/api/sales/${s.body.id}/refunds`, { lines: [{ lineId: line.id, quantity: 1 }], payments: [], reason: "Mai ritirato" });
    expect(r.status).toBe(201);
    const own = (await kit.env.json("GET", `/api/sales/balances/${kit.b.maria}`)).body.balanceCents;
    expect(own).toBe(5300 - 1000 - 1800);
    expect((await kit.env.json("GET", "/api/sales/balances")).body).toEqual([{ clientId: kit.b.maria, balanceCents: own }]);
  });
});
