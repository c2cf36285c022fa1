import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { appointments, clients, services, stylists } from "../../../db/schema";
import type { LiveEvent } from "../../domain/live-events";
import { DURATION_MAX, DURATION_WHOLE, PRICE_CENTS, PRICE_REQUIRED } from "../../domain/schemas/services";
import { createTestEnv, type TestEnv } from "../../test/test-app";

const TAGLIO = { name: "Taglio donna", duration: 45, price: 3500, description: "Shampoo, taglio e piega" };
/** What the answers add when the request leaves the posa, finishing, category and stylists out. */
const DEFAULTS = { processingMinutes: 0, finishingMinutes: 0, category: "", stylistIds: [], vatRatePercent: 22, patchTestRequired: false };

function recordEvents(env: TestEnv) {
  const events: LiveEvent[] = [];
  env.app.ctx.events.subscribe((e) => events.push(e));
  return events;
}

describe("POST /api/services", () => {
  test("answers 201 with the created row; minutes and cents are kept as integers", async () => {
    const env = await createTestEnv();
    const events = recordEvents(env);
    const res = await env.json("POST", "/api/services", TAGLIO);
    expect(res).toEqual({ status: 201, body: { id: expect.any(Number), ...TAGLIO, ...DEFAULTS } });
    expect(events).toEqual([expect.objectContaining({ topic: "services", action: "created", ids: [res.body.id] })]);
  });

  test("a free service (price 0) and a missing description are fine", async () => {
    const env = await createTestEnv();
    const res = await env.json("POST", "/api/services", { name: "Consulenza", duration: 15, price: 0 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ price: 0, description: "" });
  });

  test("an empty body gives each field its Italian message", async () => {
    const env = await createTestEnv();
    const res = await env.json("POST", "/api/services", {});
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ name: "Nome è richiesto", duration: "Durata è richiesta", price: PRICE_REQUIRED });
  });

  test.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["a blank name", { name: "  " }, { name: "Nome è richiesto" }],
    ["duration 0", { duration: 0 }, { duration: "Durata è richiesta" }],
    ["a negative duration", { duration: -30 }, { duration: "Durata è richiesta" }],
    ["fractional minutes", { duration: 30.5 }, { duration: DURATION_WHOLE }],
    ["minutes as a string", { duration: "30" }, { duration: "Durata è richiesta" }],
    ["more than 12 hours", { duration: 721 }, { duration: DURATION_MAX }],
    ["a negative price", { price: -1 }, { price: "Prezzo deve essere maggiore di 0" }],
    ["fractional cents", { price: 35.5 }, { price: PRICE_CENTS }],
    ["a price as text", { price: "35,00" }, { price: PRICE_REQUIRED }],
    ["NaN-like null price", { price: null }, { price: PRICE_REQUIRED }],
  ])("%s: 400 with the field's message", async (_, patch, fields) => {
    const env = await createTestEnv();
    const res = await env.json("POST", "/api/services", { ...TAGLIO, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(fields);
  });
});

describe("GET /api/services", () => {
  test("sorted by name in Italian order", async () => {
    const env = await createTestEnv();
    for (const name of ["Taglio uomo", "colore", "Piega", "Éclat viso", "Barba", "Taglio 10 anni", "Taglio 2 anni"]) {
      await env.json("POST", "/api/services", { ...TAGLIO, name });
    }
    const list = (await env.json<{ name: string }[]>("GET", "/api/services")).body.map((s) => s.name);
    expect(list).toEqual(["Barba", "colore", "Éclat viso", "Piega", "Taglio 2 anni", "Taglio 10 anni", "Taglio uomo"]);
  });
});

describe("PUT /api/services/{id}", () => {
  test("updates and answers the row", async () => {
    const env = await createTestEnv();
    const { body } = await env.json("POST", "/api/services", TAGLIO);
    const events = recordEvents(env);
    const res = await env.json("PUT", `/api/services/${body.id}`, { ...TAGLIO, price: 4050 });
    expect(res).toEqual({ status: 200, body: { ...body, price: 4050 } });
    expect(events).toEqual([expect.objectContaining({ topic: "services", action: "updated", ids: [body.id] })]);
  });

  test("missing or archived is a 404, malformed a 400", async () => {
    const env = await createTestEnv();
    const { body } = await env.json("POST", "/api/services", TAGLIO);
    expect((await env.json("DELETE", `/api/services/${body.id}`)).status).toBe(200);
    expect(await env.json("PUT", `/api/services/${body.id}`, TAGLIO)).toEqual({
      status: 404,
      body: { message: "Servizio non trovato", code: "not_found" },
    });
    expect((await env.json("PUT", "/api/services/424242", TAGLIO)).status).toBe(404);
    expect((await env.json("PUT", "/api/services/x", TAGLIO)).status).toBe(400);
  });
});

describe("DELETE /api/services/{id}", () => {
  test("archives: gone from the list, but appointments keep the service's name and price", async () => {
    const env = await createTestEnv();
    const { body: taglio } = await env.json("POST", "/api/services", TAGLIO);
    const { body: piega } = await env.json("POST", "/api/services", { ...TAGLIO, name: "Piega" });
    const db = env.app.ctx.db;
    const client = db.insert(clients).values({ firstName: "Giulia", lastName: "Rossi", phone: "+393331234567" }).returning().get();
    const stylist = db.insert(stylists).values({ name: "Marco" }).returning().get();
    for (const date of ["2026-01-10", "2026-04-10"]) {
      db.insert(appointments)
        .values({ clientId: client.id, stylistId: stylist.id, serviceId: taglio.id, date, startTime: "10:00", endTime: "10:45" })
        .run();
    }

    const events = recordEvents(env);
    expect(await env.json("DELETE", `/api/services/${taglio.id}`)).toEqual({ status: 200, body: { id: taglio.id, archived: true } });
    expect(events).toEqual([expect.objectContaining({ topic: "services", action: "deleted", ids: [taglio.id] })]);
    expect((await env.json("GET", "/api/services")).body).toEqual([piega]);

    const kept = db
      .select({ name: services.name, price: services.price, archivedAt: services.archivedAt })
      .from(appointments)
      .innerJoin(services, eq(services.id, appointments.serviceId))
      .all();
    expect(kept).toEqual([
      { name: "Taglio donna", price: 3500, archivedAt: env.clock.now().toISOString() },
      { name: "Taglio donna", price: 3500, archivedAt: env.clock.now().toISOString() },
    ]);
    expect((await env.json("DELETE", `/api/services/${taglio.id}`)).status).toBe(404);
    expect((await env.json("DELETE", "/api/services/0")).status).toBe(400);
  });
});

describe("hostile input", () => {
  test("HTML, quotes and SQL are stored verbatim", async () => {
    const env = await createTestEnv();
    const hostile = { ...TAGLIO, name: `<b>Taglio</b> "speciale"`, description: `'); DELETE FROM services; -- <script>x</script>` };
    const { body } = await env.json("POST", "/api/services", hostile);
    expect((await env.json("GET", "/api/services")).body).toEqual([{ ...hostile, ...DEFAULTS, id: body.id }]);
  });
});

describe("posa, finishing, category and stylists", () => {
  test("are stored, answered, kept by a PUT that leaves them out, and refused when wrong", async () => {
    const env = await createTestEnv();
    const giulia = env.app.ctx.db.insert(stylists).values({ name: "Giulia" }).returning().get().id;
    const colore = { name: "Colore", duration: 75, price: 5500, description: "", processingMinutes: 30, finishingMinutes: 15, category: "  Colore ", stylistIds: [giulia, giulia] };
    const created = await env.json("POST", "/api/services", colore);
    expect(created).toMatchObject({ status: 201, body: { processingMinutes: 30, finishingMinutes: 15, category: "Colore", stylistIds: [giulia] } });
    const put = await env.json("PUT", `/api/services/${created.body.id}`, { name: "Colore", duration: 80, price: 6000 });
    expect(put.body).toMatchObject({ duration: 80, processingMinutes: 30, finishingMinutes: 15, category: "Colore", stylistIds: [giulia] });
    expect((await env.json("PUT", `/api/services/${created.body.id}`, { name: "Colore", duration: 45, price: 6000 })).body).toMatchObject({
      fields: { processingMinutes: "Posa e finitura insieme devono durare meno del servizio" },
    });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ processingMinutes: 60 }, { processingMinutes: "Posa e finitura insieme devono durare meno del servizio" }],
      [{ processingMinutes: -5 }, { processingMinutes: "La posa va indicata in minuti interi, 0 o più" }],
      [{ finishingMinutes: 2.5 }, { finishingMinutes: "La finitura va indicata in minuti interi, 0 o più" }],
      [{ category: "x".repeat(41) }, { category: "La categoria può avere al massimo 40 caratteri" }],
      [{ stylistIds: "Giulia" }, { stylistIds: "Scegli gli stilisti dall'elenco" }],
      [{ stylistIds: [999] }, { stylistIds: "Stilista non trovato" }],
    ];
    for (const [patch, fields] of cases) {
      const res = await env.json("POST", "/api/services", { ...colore, ...patch });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual(fields);
    }
  });
});

describe("vatRatePercent", () => {
  test("22 by default; 10, 5, 4 and 0 stored and answered; a PUT that leaves it out keeps it; the trail records it", async () => {
    const env = await createTestEnv();
    expect((await env.json("POST", "/api/services", TAGLIO)).body.vatRatePercent).toBe(22);
    for (const rate of [10, 5, 4, 0]) {
      const created = await env.json("POST", "/api/services", { ...TAGLIO, name: `Servizio ${rate}`, vatRatePercent: rate });
      expect(created).toMatchObject({ status: 201, body: { vatRatePercent: rate } });
      const kept = await env.json("PUT", `/api/services/${created.body.id}`, { ...TAGLIO, name: `Servizio ${rate}` });
      expect(kept.body.vatRatePercent).toBe(rate);
    }
    const first = (await env.json<{ id: number; vatRatePercent: number }[]>("GET", "/api/services")).body.find((s) => s.vatRatePercent === 22)!;
    expect((await env.json("PUT", `/api/services/${first.id}`, { ...TAGLIO, vatRatePercent: 10 })).body.vatRatePercent).toBe(10);
    const row = env.app.ctx.db.select({ rate: services.vatRatePercent }).from(services).where(eq(services.id, first.id)).get();
    expect(row).toEqual({ rate: 10 });
  });

  test.each<[string, unknown]>([
    ["a rate not in the list", 21],
    ["a negative rate", -22],
    ["a fractional rate", 4.5],
    ["a rate as text", "22"],
    ["null", null],
  ])("%s: 400 with the Italian message on vatRatePercent", async (_, vatRatePercent) => {
    const env = await createTestEnv();
    const res = await env.json("POST", "/api/services", { ...TAGLIO, vatRatePercent });
    expect(res).toEqual({
      status: 400,
      body: expect.objectContaining({ code: "validation", fields: { vatRatePercent: "L'aliquota IVA può essere 22, 10, 5, 4 o 0" } }),
    });
    const { body } = await env.json("POST", "/api/services", TAGLIO);
    expect((await env.json("PUT", `/api/services/${body.id}`, { ...TAGLIO, vatRatePercent })).status).toBe(400);
  });

  test("a sale of the service carries its rate", async () => {
    const env = await createTestEnv();
    const { body: service } = await env.json("POST", "/api/services", { ...TAGLIO, vatRatePercent: 10 });
    const sale = await env.json("POST", "/api/sales", {
      lines: [{ kind: "service", serviceId: service.id, quantity: 1, unitPriceCents: 1100 }],
      payments: [{ method: "card", amountCents: 1100 }],
    });
    expect(sale.status).toBe(201);
    expect(sale.body.vat).toEqual([{ ratePercent: 10, taxableCents: 1000, vatCents: 100 }]);
  });
});

describe("patchTestRequired ('Richiede test della pelle')", () => {
  test("false by default; stored and answered; a PUT that leaves it out keeps it; not a boolean is a 400", async () => {
    const env = await createTestEnv();
    expect((await env.json("POST", "/api/services", TAGLIO)).body.patchTestRequired).toBe(false);
    const colore = await env.json("POST", "/api/services", { ...TAGLIO, name: "Colore", patchTestRequired: true });
    expect(colore).toMatchObject({ status: 201, body: { patchTestRequired: true } });
    expect((await env.json("PUT", `/api/services/${colore.body.id}`, { ...TAGLIO, name: "Colore" })).body.patchTestRequired).toBe(true);
    expect((await env.json("PUT", `/api/services/${colore.body.id}`, { ...TAGLIO, name: "Colore", patchTestRequired: false })).body.patchTestRequired).toBe(false);
    const bad = await env.json("POST", "/api/services", { ...TAGLIO, name: "Meches", patchTestRequired: "sì" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.patchTestRequired).toBe("Test della pelle: scegli sì o no");
  });
});
