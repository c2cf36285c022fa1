// A visit of several services: items on create, read, update and move; the snapshot of prices.
import { beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { services } from "../../../db/schema";
import { appointmentItems } from "../../../db/schema-visits";
import type { LiveEvent } from "../../domain/live-events";
import type { TestEnv } from "../../test/test-app";
import { envWithBasics, type Basics } from "../../test/seed-basics";
import { signInAs } from "../../test/staff";
import type { Appointment } from "../../domain/schemas/appointments";

let env: TestEnv;
let b: Basics;
let events: LiveEvent[];
const DAY = "2026-03-10";

beforeEach(async () => {
  ({ env, b, events } = await envWithBasics());
  // Colore, 90 minutes: 30 application, 45 posa, 15 rinse and finish.
  env.app.ctx.db.update(services).set({ processingMinutes: 45, finishingMinutes: 15 }).where(eq(services.id, b.colore)).run();
});

const colourAndCut = (over: Record<string, unknown> = {}) => ({
  clientId: b.maria,
  date: DAY,
  items: [
    { serviceId: b.colore, stylistId: b.giulia, startTime: "09:00" },
    { serviceId: b.taglio, stylistId: b.marco, startTime: "10:30" },
  ],
  ...over,
});

async function createVisit(over: Record<string, unknown> = {}): Promise<Appointment> {
  const res = await env.json<Appointment>("POST", "/api/appointments", colourAndCut(over));
  expect(res.status).toBe(201);
  return res.body;
}

describe("POST /api/appointments with items", () => {
  test("copies each service's name, price, posa and finishing; the row keeps the first item's stylist and the span", async () => {
    const visit = await createVisit({ cleanupMinutes: 15 });
    expect(visit.items).toEqual([
      { id: expect.any(Number), serviceId: b.colore, serviceName: "Colore", stylistId: b.giulia, stylistName: "Giulia", startTime: "09:00", endTime: "10:30", processingMinutes: 45, finishingMinutes: 15, priceCents: 5500 },
      { id: expect.any(Number), serviceId: b.taglio, serviceName: "Taglio Donna", stylistId: b.marco, stylistName: "Marco", startTime: "10:30", endTime: "11:15", processingMinutes: 0, finishingMinutes: 0, priceCents: 3500 },
    ]);
    expect(visit).toMatchObject({ stylistId: b.giulia, serviceId: b.colore, startTime: "09:00", endTime: "11:15", totalCents: 9000, cleanupMinutes: 15 });
    expect(events.filter((e) => e.topic === "appointments")).toEqual([expect.objectContaining({ action: "created", ids: [visit.id], dates: [DAY] })]);
    // Every reader gives the same visit: by id, the day, a range, the client's history.
    const reads = await Promise.all([
      env.json("GET", `/api/appointments/${visit.id}`),
      env.json("GET", `/api/appointments?date=${DAY}`),
      env.json("GET", `/api/appointments?startDate=2026-03-01&endDate=2026-03-31`),
      env.json("GET", `/api/appointments?clientId=${b.maria}`),
    ]);
    expect(reads[0]!.body).toEqual(visit);
    for (const list of reads.slice(1)) expect(list.body).toEqual([visit]);
  });

  test("values sent win over the service's: a custom end, posa, finishing and price", async () => {
    const visit = await createVisit({
      items: [{ serviceId: b.colore, stylistId: b.giulia, startTime: "09:00", endTime: "10:00", processingMinutes: 20, finishingMinutes: 10, priceCents: 4000 }],
    });
    expect(visit.items[0]).toMatchObject({ endTime: "10:00", processingMinutes: 20, finishingMinutes: 10, priceCents: 4000 });
    expect(visit.totalCents).toBe(4000);
  });

  test("the spec's body keeps a custom duration and fits the service's posa into it", async () => {
    const res = await env.json<Appointment>("POST", "/api/appointments", {
      clientId: b.maria, stylistId: b.giulia, serviceId: b.colore, date: DAY, startTime: "09:00", endTime: "09:40",
    });
    expect(res.status).toBe(201);
    expect(res.body.items).toEqual([expect.objectContaining({ startTime: "09:00", endTime: "09:40", finishingMinutes: 15, processingMinutes: 24, priceCents: 5500 })]);
  });

  test.each<[string, Record<string, unknown>[], Record<string, string>]>([
    ["no items", [], { items: "Aggiungi almeno un servizio" }],
    ["a missing service and stylist", [{ startTime: "09:00" }], { "items.0.serviceId": "Servizio è richiesto", "items.0.stylistId": "Stilista è richiesto" }],
    ["a bad start", [{ serviceId: 1, stylistId: 1, startTime: "9" }], { "items.0.startTime": "Ora di inizio non valida (HH:mm)" }],
    ["an end before the start", [{ serviceId: 1, stylistId: 1, startTime: "10:00", endTime: "09:00" }], { "items.0.endTime": "L'ora di fine deve essere successiva all'ora di inizio" }],
    ["a posa as long as the service", [{ serviceId: 1, stylistId: 1, startTime: "10:00", endTime: "10:30", processingMinutes: 20, finishingMinutes: 10 }], { "items.0.processingMinutes": "Posa e finitura insieme devono durare meno del servizio" }],
    ["a negative price", [{ serviceId: 1, stylistId: 1, startTime: "10:00", priceCents: -1 }], { "items.0.priceCents": "Il prezzo va indicato in centesimi interi, 0 o più" }],
    ["fractional cents", [{ serviceId: 1, stylistId: 1, startTime: "10:00", priceCents: 10.5 }], { "items.0.priceCents": "Il prezzo va indicato in centesimi interi, 0 o più" }],
    ["eleven items", Array.from({ length: 11 }, (_, i) => ({ serviceId: 1, stylistId: 1, startTime: `${String(8 + i).padStart(2, "0")}:00` })), { items: "Al massimo 10 servizi per appuntamento" }],
  ])("%s: 400 with the item's field message", async (_, items, fields) => {
    const res = await env.json("POST", "/api/appointments", colourAndCut({ items }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(fields);
  });

  test("cleanupMinutes other than 0, 15 or 30 is refused", async () => {
    const res = await env.json("POST", "/api/appointments", colourAndCut({ cleanupMinutes: 20 }));
    expect(res).toMatchObject({ status: 400, body: { fields: { cleanupMinutes: "Tempo di pulizia non valido: 0, 15 o 30 minuti" } } });
  });

  test("unknown, archived and not-performing references are refused per item, and nothing is stored", async () => {
    const res = await env.json("POST", "/api/appointments", colourAndCut({
      items: [
        { serviceId: b.permanente, stylistId: b.giulia, startTime: "09:00" },
        { serviceId: 999, stylistId: b.paola, startTime: "12:00" },
      ],
    }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      "items.0.serviceId": "Il servizio non è più disponibile: scegline un altro",
      "items.1.serviceId": "Servizio non trovato",
      "items.1.stylistId": "Lo stilista non è più attivo: scegline un altro",
    });
    env.app.ctx.db.update(services).set({ stylistIds: JSON.stringify([b.giulia]) }).where(eq(services.id, b.colore)).run();
    const notHers = await env.json("POST", "/api/appointments", colourAndCut({ items: [{ serviceId: b.colore, stylistId: b.marco, startTime: "09:00" }] }));
    expect(notHers).toMatchObject({ status: 400, body: { message: "Marco non esegue Colore", fields: { "items.0.stylistId": "Marco non esegue Colore" } } });
    expect(env.app.ctx.db.select().from(appointmentItems).all()).toEqual([]);
  });

  test("two items of one stylist may not be busy at once; one inside the other's posa is fine", async () => {
    const clash = await env.json("POST", "/api/appointments", colourAndCut({
      items: [
        { serviceId: b.colore, stylistId: b.giulia, startTime: "09:00" },
        { serviceId: b.taglio, stylistId: b.giulia, startTime: "09:15" },
      ],
    }));
    expect(clash).toMatchObject({ status: 400, body: { fields: { "items.1.startTime": "Giulia è già occupato con Colore in quell'orario della stessa visita" } } });
    // The cut (45) inside the colour's posa 09:30–10:15.
    const fits = await createVisit({ items: [{ serviceId: b.colore, stylistId: b.giulia, startTime: "09:00" }, { serviceId: b.taglio, stylistId: b.giulia, startTime: "09:30" }] });
    expect(fits.endTime).toBe("10:30");
  });
});

describe("the price snapshot", () => {
  test("changing the catalogue's price, name or posa leaves stored visits, their totals and the client's history alone", async () => {
    const visit = await createVisit();
    const put = await env.json("PUT", `/api/services/${b.colore}`, { name: "Colore Deluxe", duration: 120, price: 9900, description: "" });
    expect(put.status).toBe(200);
    const read = await env.json<Appointment>("GET", `/api/appointments/${visit.id}`);
    expect(read.body.items).toEqual(visit.items);
    expect(read.body.totalCents).toBe(9000);
    const history = await env.json<Appointment[]>("GET", `/api/appointments?clientId=${b.maria}`);
    expect(history.body.map((a) => [a.totalCents, a.items[0]!.serviceName, a.items[0]!.priceCents])).toEqual([[9000, "Colore", 5500]]);
  });
});

describe("PUT /api/appointments/{id}", () => {
  test("items replace the list: an item sent with its id keeps it, its price change is in the trail with before and after", async () => {
    const visit = await createVisit();
    const [colore, taglio] = visit.items;
    const res = await env.json<Appointment>("PUT", `/api/appointments/${visit.id}`, {
      items: [
        { id: colore!.id, serviceId: b.colore, stylistId: b.giulia, startTime: "09:00", priceCents: 5000 },
        { serviceId: b.taglio, stylistId: b.giulia, startTime: "10:30", endTime: "11:00" },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i) => [i.id === colore!.id, i.serviceName, i.stylistName, i.startTime, i.endTime, i.priceCents])).toEqual([
      [true, "Colore", "Giulia", "09:00", "10:30", 5000],
      [false, "Taglio Donna", "Giulia", "10:30", "11:00", 3500],
    ]);
    expect(res.body.items[1]!.id).not.toBe(taglio!.id);
    expect(res.body).toMatchObject({ endTime: "11:00", totalCents: 8500, version: 2 });
    const history = await env.json<any[]>("GET", `/api/appointments/${visit.id}/history`);
    expect(history.body[0].changes).toMatchObject({
      endTime: ["11:15", "11:00"],
      total: ["90,00\u00a0€", "85,00\u00a0€"],
      items: [
        "Colore 09:00–10:30 Giulia 55,00\u00a0€; Taglio Donna 10:30–11:15 Marco 35,00\u00a0€",
        "Colore 09:00–10:30 Giulia 50,00\u00a0€; Taglio Donna 10:30–11:00 Giulia 35,00\u00a0€",
      ],
    });
  });

  test("an item id of another visit is refused", async () => {
    const other = await createVisit({ date: "2026-03-11" });
    const visit = await createVisit();
    const res = await env.json("PUT", `/api/appointments/${visit.id}`, {
      items: [{ id: other.items[0]!.id, serviceId: b.colore, stylistId: b.giulia, startTime: "09:00" }],
    });
    expect(res).toMatchObject({ status: 400, body: { fields: { "items.0.id": "Voce dell'appuntamento non valida" } } });
  });

  test("one item id sent twice is refused, not a server error", async () => {
    const visit = await createVisit();
    const id = visit.items[0]!.id;
    const res = await env.json("PUT", `/api/appointments/${visit.id}`, {
      items: [
        { id, serviceId: b.colore, stylistId: b.giulia, startTime: "09:00" },
        { id, serviceId: b.taglio, stylistId: b.marco, startTime: "10:30" },
      ],
    });
    expect(res).toMatchObject({ status: 400, body: { fields: { "items.1.id": "Voce dell'appuntamento non valida" } } });
    expect((await env.json<Appointment>("GET", `/api/appointments/${visit.id}`)).body).toEqual(visit);
  });

  test("a kept item keeps its snapshot through a catalogue change; changing its service copies the new one", async () => {
    const visit = await createVisit();
    env.app.ctx.db.update(services).set({ price: 9900, name: "Colore Deluxe" }).where(eq(services.id, b.colore)).run();
    const kept = await env.json<Appointment>("PUT", `/api/appointments/${visit.id}`, {
      items: visit.items.map((i) => ({ id: i.id, serviceId: i.serviceId, stylistId: i.stylistId, startTime: i.startTime })),
    });
    expect(kept.body.items.map((i) => [i.serviceName, i.priceCents, i.endTime])).toEqual([["Colore", 5500, "10:30"], ["Taglio Donna", 3500, "11:15"]]);
    const swapped = await env.json<Appointment>("PUT", `/api/appointments/${visit.id}`, { serviceId: b.taglio });
    expect(swapped.body.items[0]).toMatchObject({ serviceName: "Taglio Donna", priceCents: 3500, processingMinutes: 0 });
  });

  test("the spec's move body on a visit of several items: a new start shifts them all, the stylist is the first item's, the end the last item's", async () => {
    const visit = await createVisit();
    const moved = await env.json<Appointment>("PUT", `/api/appointments/${visit.id}`, { date: "2026-03-12", startTime: "14:00", endTime: "16:15" });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ date: "2026-03-12", startTime: "14:00", endTime: "16:15" });
    expect(moved.body.items.map((i) => [i.id, i.startTime, i.endTime])).toEqual([
      [visit.items[0]!.id, "14:00", "15:30"],
      [visit.items[1]!.id, "15:30", "16:15"],
    ]);
    const rows = env.app.ctx.db.select({ date: appointmentItems.date }).from(appointmentItems).all();
    expect(rows).toEqual([{ date: "2026-03-12" }, { date: "2026-03-12" }]);
    const restyled = await env.json<Appointment>("PUT", `/api/appointments/${visit.id}`, { stylistId: b.marco, endTime: "16:30" });
    expect(restyled.body.items.map((i) => [i.stylistName, i.startTime, i.endTime])).toEqual([
      ["Marco", "14:00", "15:30"],
      ["Marco", "15:30", "16:30"],
    ]);
    expect(restyled.body.stylistId).toBe(b.marco);
  });

  test("a one-item visit moves like before, and a shift past midnight is refused", async () => {
    const one = await createVisit({ items: [{ serviceId: b.taglio, stylistId: b.giulia, startTime: "09:00" }] });
    const moved = await env.json<Appointment>("PUT", `/api/appointments/${one.id}`, { stylistId: b.marco, startTime: "11:00", endTime: "12:00" });
    expect(moved.body.items).toEqual([expect.objectContaining({ id: one.items[0]!.id, stylistId: b.marco, startTime: "11:00", endTime: "12:00", priceCents: 3500 })]);
    const visit = await createVisit({ date: "2026-03-13" });
    const late = await env.json("PUT", `/api/appointments/${visit.id}`, { startTime: "23:00" });
    expect(late).toMatchObject({ status: 400, body: { message: "Il servizio finirebbe dopo mezzanotte: scegli un orario prima" } });
  });

  test("the cleaning time is stored and checked", async () => {
    const visit = await createVisit();
    const res = await env.json<Appointment>("PUT", `/api/appointments/${visit.id}`, { cleanupMinutes: 30 });
    expect(res.body.cleanupMinutes).toBe(30);
  });
});

describe("a stylist's own visits", () => {
  test("a stylist may not book or edit a visit with an item of a colleague", async () => {
    const giulia = await signInAs(env, "stylist", { stylistId: b.giulia });
    expect((await giulia.json("POST", "/api/appointments", colourAndCut())).status).toBe(403);
    const own = await giulia.json<Appointment>("POST", "/api/appointments", colourAndCut({ items: [{ serviceId: b.colore, stylistId: b.giulia, startTime: "09:00" }] }));
    expect(own.status).toBe(201);
    const addColleague = await giulia.json("PUT", `/api/appointments/${own.body.id}`, {
      items: [{ id: own.body.items[0]!.id, serviceId: b.colore, stylistId: b.giulia, startTime: "09:00" }, { serviceId: b.taglio, stylistId: b.marco, startTime: "10:30" }],
    });
    expect(addColleague.status).toBe(403);
    const shared = await createVisit({ date: "2026-03-11" });
    expect((await giulia.json("PUT", `/api/appointments/${shared.id}`, { notes: "x" })).status).toBe(403);
  });

  test("a stylist whose item comes first may not cancel or delete a visit with a colleague's item", async () => {
    const giulia = await signInAs(env, "stylist", { stylistId: b.giulia });
    const shared = await createVisit();
    expect((await giulia.json("PUT", `/api/appointments/${shared.id}/status`, { status: "cancelled" })).status).toBe(403);
    expect((await giulia.json("DELETE", `/api/appointments/${shared.id}`)).status).toBe(403);
    expect((await env.json<Appointment>("GET", `/api/appointments/${shared.id}`)).body).toEqual(shared);
  });
});
