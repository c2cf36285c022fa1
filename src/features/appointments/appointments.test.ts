import { beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { appointments, clients, services, stylists } from "../../../db/schema";
import type { LiveEvent } from "../../domain/live-events";
import { type TestEnv, OWNER_ACTOR } from "../../test/test-app";
import { envWithBasics, type Basics } from "../../test/seed-basics";

let env: TestEnv;
let b: Basics;
let events: LiveEvent[];

beforeEach(async () => {
  ({ env, b, events } = await envWithBasics());
});

const booking = (over: Record<string, unknown> = {}) => ({
  clientId: b.maria,
  stylistId: b.giulia,
  serviceId: b.taglio,
  date: "2026-03-10",
  startTime: "10:00",
  endTime: "10:45",
  notes: "",
  ...over,
});

async function create(over: Record<string, unknown> = {}) {
  const res = await env.json("POST", "/api/appointments", booking(over));
  expect(res.status).toBe(201);
  return res.body;
}

describe("POST /api/appointments", () => {
  test("creates and answers the row as the list shows it, with nested client, service, stylist and version 1", async () => {
    const res = await env.json("POST", "/api/appointments", booking({ startTime: "10:00:00", endTime: "10:45:00", notes: "Prima volta" }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: 1,
      clientId: b.maria,
      stylistId: b.giulia,
      serviceId: b.taglio,
      date: "2026-03-10",
      startTime: "10:00",
      endTime: "10:45",
      notes: "Prima volta",
      version: 1,
      updatedAt: "2026-03-10T09:00:00.000Z",
      client: {
        firstName: "Maria",
        lastName: "Rossi",
        phone: "+393331234567",
        email: "maria.rossi@example.it",
        notes: "Allergica all'ammoniaca",
      },
      service: { name: "Taglio Donna", duration: 45, price: 3500 },
      stylist: { name: "Giulia" },
      status: "booked",
      statusChangedAt: null,
      cancelledBy: null,
      source: "staff",
      clientMessage: null,
      onlineName: null,
      wrongNumberAt: null,
      // The spec's body makes a one-item visit copied from the service.
      items: [
        {
          id: expect.any(Number),
          serviceId: b.taglio,
          serviceName: "Taglio Donna",
          stylistId: b.giulia,
          stylistName: "Giulia",
          startTime: "10:00",
          endTime: "10:45",
          processingMinutes: 0,
          finishingMinutes: 0,
          priceCents: 3500,
        },
      ],
      totalCents: 3500,
      cleanupMinutes: 0,
    });
    const stored = env.app.ctx.db.select().from(appointments).where(eq(appointments.id, 1)).get();
    expect(stored?.startTime).toBe("10:00");
    expect(stored?.endTime).toBe("10:45");
  });

  test.each([
    ["no body fields", {}, { clientId: "Cliente è richiesto", stylistId: "Stilista è richiesto", serviceId: "Servizio è richiesto", date: "Data è richiesta", startTime: "Ora di inizio è richiesta", endTime: "Ora di fine è richiesta" }],
    ["clientId 0", { clientId: 0 }, { clientId: "Cliente è richiesto" }],
    ["clientId negative", { clientId: -3 }, { clientId: "Cliente è richiesto" }],
    ["clientId fractional", { clientId: 1.5 }, { clientId: "Cliente è richiesto" }],
    ["stylistId text", { stylistId: "Giulia" }, { stylistId: "Stilista è richiesto" }],
    ["serviceId null", { serviceId: null }, { serviceId: "Servizio è richiesto" }],
    ["empty date", { date: "" }, { date: "Data è richiesta" }],
    ["31 April", { date: "2026-04-31" }, { date: "Data non valida" }],
    ["29 Feb in a common year", { date: "2026-02-29" }, { date: "Data non valida" }],
    ["Italian date format", { date: "10/03/2026" }, { date: "Data non valida" }],
    ["start 24:00", { startTime: "24:00" }, { startTime: "Ora di inizio non valida (HH:mm)" }],
    ["start 9:00 (one digit)", { startTime: "9:00" }, { startTime: "Ora di inizio non valida (HH:mm)" }],
    ["end missing", { endTime: undefined }, { endTime: "Ora di fine è richiesta" }],
    ["end 10:61", { endTime: "10:61" }, { endTime: "Ora di fine non valida (HH:mm)" }],
    ["end before start", { startTime: "11:00", endTime: "10:00" }, { endTime: "L'ora di fine deve essere successiva all'ora di inizio" }],
    ["end equal to start", { startTime: "10:00", endTime: "10:00:00" }, { endTime: "L'ora di fine deve essere successiva all'ora di inizio" }],
    ["notes not text", { notes: 12 }, { notes: "Deve essere un testo" }],
  ])("400 for %s, with the field's Italian message", async (_, over, fields) => {
    const body = _ === "no body fields" ? {} : booking(over);
    const res = await env.json("POST", "/api/appointments", body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation");
    expect(res.body.fields).toEqual(fields);
    expect(res.body.message).toBe(Object.values(fields)[0]);
    expect(events).toEqual([]);
  });

  test("a 29 February of a leap year and HH:mm:ss times are fine; ids as numeric strings are accepted", async () => {
    const row = await create({ date: "2028-02-29", startTime: "09:15:00", endTime: "10:00:59", stylistId: String(b.giulia) });
    expect(row).toMatchObject({ date: "2028-02-29", startTime: "09:15", endTime: "10:00", stylistId: b.giulia });
  });

  test("a missing client, stylist or service is a 400 naming the field", async () => {
    const res = await env.json("POST", "/api/appointments", booking({ clientId: 999, stylistId: 998, serviceId: 997 }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "Cliente non trovato",
      code: "invalid_reference",
      fields: { clientId: "Cliente non trovato", stylistId: "Stilista non trovato", serviceId: "Servizio non trovato" },
    });
  });

  test("an archived stylist or service takes no new bookings", async () => {
    const s = await env.json("POST", "/api/appointments", booking({ stylistId: b.paola }));
    expect(s.status).toBe(400);
    expect(s.body.fields).toEqual({ stylistId: "Lo stilista non è più attivo: scegline un altro" });
    const v = await env.json("POST", "/api/appointments", booking({ serviceId: b.permanente }));
    expect(v.status).toBe(400);
    expect(v.body.fields).toEqual({ serviceId: "Il servizio non è più disponibile: scegline un altro" });
    expect(events).toEqual([]);
  });

  test("malformed JSON is a 400", async () => {
    const res = await env.call("POST", "/api/appointments", "{oops", { "content-type": "application/json" });
    expect(res.status).toBe(400);
  });
});

describe("no double booking", () => {
  test.each([
    ["the same slot", "10:00", "10:45"],
    ["starting inside", "10:30", "11:15"],
    ["ending inside", "09:30", "10:15"],
    ["covering it", "09:00", "12:00"],
    ["inside it", "10:15", "10:30"],
  ])("%s is a 409 naming the stylist and the clash", async (_, startTime, endTime) => {
    const first = await create();
    events.length = 0;
    const res = await env.json("POST", "/api/appointments", booking({ clientId: b.luca, startTime, endTime }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Giulia ha già un appuntamento dalle 10:00 alle 10:45");
    expect(res.body.code).toBe("slot_taken");
    expect(res.body.conflict).toEqual(first);
    expect(events).toEqual([]);
    expect(env.app.ctx.db.select().from(appointments).all()).toHaveLength(1);
  });

  test("back-to-back is fine: 10:00-10:45 then 10:45-11:30 and 09:15-10:00", async () => {
    await create();
    await create({ startTime: "10:45", endTime: "11:30", clientId: b.luca });
    await create({ startTime: "09:15", endTime: "10:00", clientId: b.luca });
  });

  test("another stylist or another day at the same time is fine", async () => {
    await create();
    await create({ stylistId: b.marco, clientId: b.luca });
    await create({ date: "2026-03-11" });
  });

  test("the server does not refuse a break, a day off or a closed day: the receptionist may override", async () => {
    // 13:00-14:00 is Giulia's default break and 2026-03-15 is a Sunday (default: not working).
    await create({ startTime: "13:00", endTime: "13:30" });
    await create({ date: "2026-03-15", startTime: "21:00", endTime: "21:30" });
  });
});

describe("GET /api/appointments", () => {
  beforeEach(async () => {
    await create({ date: "2026-03-10", startTime: "11:00", endTime: "11:45", stylistId: b.marco });
    await create({ date: "2026-03-10", startTime: "11:00", endTime: "11:45" });
    await create({ date: "2026-03-10", startTime: "09:00", endTime: "09:45", clientId: b.luca, stylistId: b.marco });
    await create({ date: "2026-03-31", startTime: "09:00", endTime: "10:30", serviceId: b.colore });
    await create({ date: "2026-04-01", startTime: "09:00", endTime: "09:45" });
    await create({ date: "2026-02-28", startTime: "09:00", endTime: "09:45", clientId: b.luca });
  });
  const summary = (rows: any[]) => rows.map((r) => `${r.date} ${r.startTime} ${r.stylist.name}`);

  test("?date= gives that day sorted by start time, then stylist name", async () => {
    const res = await env.json("GET", "/api/appointments?date=2026-03-10");
    expect(res.status).toBe(200);
    expect(summary(res.body)).toEqual(["2026-03-10 09:00 Marco", "2026-03-10 11:00 Giulia", "2026-03-10 11:00 Marco"]);
    expect(res.body[0].client).toEqual({ firstName: "Luca", lastName: "Bianchi", phone: "+393479876543", email: "", notes: "" });
  });

  test("?startDate&endDate includes both ends", async () => {
    const res = await env.json("GET", "/api/appointments?startDate=2026-03-01&endDate=2026-03-31");
    expect(summary(res.body)).toEqual([
      "2026-03-10 09:00 Marco",
      "2026-03-10 11:00 Giulia",
      "2026-03-10 11:00 Marco",
      "2026-03-31 09:00 Giulia",
    ]);
    const one = await env.json("GET", "/api/appointments?startDate=2026-04-01&endDate=2026-04-01");
    expect(summary(one.body)).toEqual(["2026-04-01 09:00 Giulia"]);
  });

  test("?clientId gives the client's history; it may also narrow a day or a range", async () => {
    const all = await env.json("GET", `/api/appointments?clientId=${b.luca}`);
    expect(summary(all.body)).toEqual(["2026-02-28 09:00 Giulia", "2026-03-10 09:00 Marco"]);
    const march = await env.json("GET", `/api/appointments?clientId=${b.luca}&startDate=2026-03-01&endDate=2026-03-31`);
    expect(summary(march.body)).toEqual(["2026-03-10 09:00 Marco"]);
    const day = await env.json("GET", `/api/appointments?clientId=${b.maria}&date=2026-03-10`);
    expect(summary(day.body)).toEqual(["2026-03-10 11:00 Giulia", "2026-03-10 11:00 Marco"]);
  });

  test("an appointment keeps its archived stylist and service in the list", async () => {
    env.app.ctx.db.update(stylists).set({ archivedAt: "2026-03-20T00:00:00.000Z" }).where(eq(stylists.id, b.marco)).run();
    env.app.ctx.db.update(services).set({ archivedAt: "2026-03-20T00:00:00.000Z" }).where(eq(services.id, b.taglio)).run();
    const res = await env.json("GET", "/api/appointments?date=2026-03-10");
    expect(res.body).toHaveLength(3);
    expect(res.body[0]).toMatchObject({ stylist: { name: "Marco" }, service: { name: "Taglio Donna" } });
  });

  test("a client's new name shows at once", async () => {
    env.app.ctx.db.update(clients).set({ lastName: "Verdi" }).where(eq(clients.id, b.luca)).run();
    const res = await env.json("GET", "/api/appointments?date=2026-03-10");
    expect(res.body[0].client.lastName).toBe("Verdi");
  });

  test("lists are JSON, revalidated by the browser before every use, and carry the security headers", async () => {
    const res = await env.call("GET", "/api/appointments?date=2026-03-10");
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-cache, private");
    expect(res.headers.get("etag")).toMatch(/^"[0-9a-f]+"$/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  test("an empty day is an empty list", async () => {
    expect((await env.json("GET", "/api/appointments?date=2026-05-05")).body).toEqual([]);
  });

  test.each([
    ["", "Specifica una data, un intervallo o un cliente", undefined],
    ["?date=2026-02-30", "Data non valida", { date: "Data non valida" }],
    ["?date=oggi", "Data non valida", { date: "Data non valida" }],
    ["?startDate=2026-03-01", "Specifica sia startDate sia endDate", { endDate: "Specifica sia startDate sia endDate" }],
    ["?endDate=2026-03-01", "Specifica sia startDate sia endDate", { startDate: "Specifica sia startDate sia endDate" }],
    ["?startDate=2026-03-10&endDate=2026-03-01", "La data di fine non può precedere la data di inizio", { endDate: "La data di fine non può precedere la data di inizio" }],
    ["?startDate=2026-01-01&endDate=2027-01-02", "L'intervallo può coprire al massimo 366 giorni", { endDate: "L'intervallo può coprire al massimo 366 giorni" }],
    ["?date=2026-03-10&startDate=2026-03-01&endDate=2026-03-31", "Usa date oppure startDate e endDate, non entrambi", { date: "Usa date oppure startDate e endDate, non entrambi" }],
    ["?clientId=abc", "Cliente non valido", { clientId: "Cliente non valido" }],
    ["?clientId=0", "Cliente non valido", { clientId: "Cliente non valido" }],
  ])("GET /api/appointments%s is a 400", async (query, message, fields) => {
    for (const path of ["/api/appointments", "/api/appointments/suggested"]) {
      const res = await env.json("GET", `${path}${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, code: "invalid_query", ...(fields ? { fields } : {}) });
    }
  });

  test("GET /api/appointments/{id}: the row, 404 when missing, 400 when malformed", async () => {
    expect((await env.json("GET", "/api/appointments/2")).body).toMatchObject({ id: 2, stylist: { name: "Giulia" } });
    expect(await env.json("GET", "/api/appointments/999")).toEqual({
      status: 404,
      body: { message: "Appuntamento non trovato", code: "not_found" },
    });
    expect((await env.json("GET", "/api/appointments/abc")).status).toBe(400);
  });

  test("/api/appointments/suggested is its own route, never read as an id", async () => {
    const res = await env.json("GET", "/api/appointments/suggested?date=2026-03-10");
    expect(res).toEqual({ status: 200, body: [] });
  });
});

describe("PUT /api/appointments/{id}", () => {
  test("a move (date, times, stylist) keeps the rest, bumps the version and checks the new slot", async () => {
    const row = await create({ notes: "Colore 6.3" });
    await create({ stylistId: b.marco, startTime: "15:00", endTime: "15:30", clientId: b.luca });
    events.length = 0;
    const moved = await env.json("PUT", `/api/appointments/${row.id}`, {
      date: "2026-03-12",
      startTime: "14:00",
      endTime: "14:45",
      stylistId: b.marco,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      id: row.id,
      date: "2026-03-12",
      startTime: "14:00",
      endTime: "14:45",
      stylistId: b.marco,
      stylist: { name: "Marco" },
      clientId: b.maria,
      serviceId: b.taglio,
      notes: "Colore 6.3",
      version: 2,
    });
    expect(events).toEqual([
      { type: "event", seq: expect.any(Number), topic: "appointments", action: "updated", ids: [row.id], dates: ["2026-03-10", "2026-03-12"], actor: OWNER_ACTOR },
    ]);
  });

  test("a move onto another appointment of the stylist is a 409; onto its own old slot (overlapping itself) is fine", async () => {
    const row = await create();
    await create({ startTime: "11:00", endTime: "11:45", clientId: b.luca });
    const clash = await env.json("PUT", `/api/appointments/${row.id}`, { startTime: "10:30", endTime: "11:15" });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ message: "Giulia ha già un appuntamento dalle 11:00 alle 11:45", code: "slot_taken" });
    const nudge = await env.json("PUT", `/api/appointments/${row.id}`, { startTime: "10:15", endTime: "11:00" });
    expect(nudge.status).toBe(200);
  });

  test("a full edit with the spec's body (no version) works and bumps the version", async () => {
    const row = await create();
    const res = await env.json("PUT", `/api/appointments/${row.id}`, booking({ clientId: b.luca, serviceId: b.colore, endTime: "11:30", notes: "Nuovo colore" }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ clientId: b.luca, client: { firstName: "Luca" }, service: { name: "Colore" }, endTime: "11:30", version: 2 });
    const again = await env.json("PUT", `/api/appointments/${row.id}`, { notes: "" });
    expect(again.body.version).toBe(3);
  });

  test("a stale version is a 409 with the current row; the right one goes through", async () => {
    const row = await create();
    const other = await env.json("PUT", `/api/appointments/${row.id}`, { startTime: "11:00", endTime: "11:45", version: 1 });
    expect(other.body.version).toBe(2);
    events.length = 0;
    const stale = await env.json("PUT", `/api/appointments/${row.id}`, { startTime: "12:00", endTime: "12:45", version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      message: "L'appuntamento è stato modificato da un'altra postazione",
      code: "stale_version",
      current: other.body,
    });
    expect(events).toEqual([]);
    const fresh = await env.json("PUT", `/api/appointments/${row.id}`, { startTime: "12:00", endTime: "12:45", version: 2 });
    expect(fresh.body).toMatchObject({ startTime: "12:00", version: 3 });
  });

  test("only one end time sent: checked against the stored start", async () => {
    const row = await create();
    const res = await env.json("PUT", `/api/appointments/${row.id}`, { endTime: "09:30" });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ endTime: "L'ora di fine deve essere successiva all'ora di inizio" });
    expect((await env.json("PUT", `/api/appointments/${row.id}`, { endTime: "11:00" })).body.endTime).toBe("11:00");
  });

  test("validation, references and archived rules apply to what changes", async () => {
    const row = await create();
    expect((await env.json("PUT", `/api/appointments/${row.id}`, { date: "2026-13-01" })).body.fields).toEqual({ date: "Data non valida" });
    expect((await env.json("PUT", `/api/appointments/${row.id}`, { stylistId: null })).body.fields).toEqual({ stylistId: "Stilista è richiesto" });
    expect((await env.json("PUT", `/api/appointments/${row.id}`, { version: 0, notes: "x" })).body.fields).toEqual({ version: "Versione non valida" });
    expect((await env.json("PUT", `/api/appointments/${row.id}`, {})).body).toEqual({
      message: "Nessun campo da aggiornare",
      code: "validation",
      fields: { _: "Nessun campo da aggiornare" },
    });
    expect((await env.json("PUT", `/api/appointments/${row.id}`, { clientId: 404 })).body.fields).toEqual({ clientId: "Cliente non trovato" });
    expect((await env.json("PUT", `/api/appointments/${row.id}`, { stylistId: b.paola })).body.fields).toEqual({
      stylistId: "Lo stilista non è più attivo: scegline un altro",
    });
  });

  test("an appointment whose stylist and service were archived can still be moved and edited", async () => {
    const row = await create();
    env.app.ctx.db.update(stylists).set({ archivedAt: "2026-03-01T00:00:00.000Z" }).where(eq(stylists.id, b.giulia)).run();
    env.app.ctx.db.update(services).set({ archivedAt: "2026-03-01T00:00:00.000Z" }).where(eq(services.id, b.taglio)).run();
    const res = await env.json("PUT", `/api/appointments/${row.id}`, booking({ startTime: "16:00", endTime: "16:45" }));
    expect(res.status).toBe(200);
  });

  test("editing only the notes never fails on a clash the appointment did not create", async () => {
    const row = await create();
    // An overlap written behind the API's back (an import, an old database).
    env.app.ctx.db.insert(appointments).values({ ...booking({ startTime: "10:30", endTime: "11:00" }) } as typeof appointments.$inferInsert).run();
    expect((await env.json("PUT", `/api/appointments/${row.id}`, { notes: "Nota" })).status).toBe(200);
    expect((await env.json("PUT", `/api/appointments/${row.id}`, { startTime: "10:15", endTime: "11:00" })).status).toBe(409);
  });

  test("404 for a missing id, 400 for a malformed one", async () => {
    expect(await env.json("PUT", "/api/appointments/999", { notes: "x" })).toEqual({
      status: 404,
      body: { message: "Appuntamento non trovato", code: "not_found" },
    });
    for (const id of ["abc", "0", "-1", "1.5", "99999999999999999999"]) {
      const res = await env.json("PUT", `/api/appointments/${id}`, { notes: "x" });
      expect({ id, status: res.status, code: res.body.code }).toEqual({ id, status: 400, code: "invalid_id" });
    }
    expect(events).toEqual([]);
  });
});

describe("DELETE /api/appointments/{id}", () => {
  test("deletes, publishes once, then 404", async () => {
    const row = await create();
    events.length = 0;
    expect(await env.json("DELETE", `/api/appointments/${row.id}`)).toEqual({
      status: 200,
      body: { id: row.id, message: "Appuntamento cancellato" },
    });
    expect(events).toEqual([
      { type: "event", seq: expect.any(Number), topic: "appointments", action: "deleted", ids: [row.id], dates: ["2026-03-10"], actor: OWNER_ACTOR },
    ]);
    expect((await env.json("DELETE", `/api/appointments/${row.id}`)).status).toBe(404);
    expect((await env.json("DELETE", "/api/appointments/abc")).status).toBe(400);
    expect(events).toHaveLength(1);
  });

  test("an optional ?version= guards the delete too", async () => {
    const row = await create();
    await env.json("PUT", `/api/appointments/${row.id}`, { notes: "spostato" });
    const stale = await env.json("DELETE", `/api/appointments/${row.id}?version=1`);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("stale_version");
    expect(stale.body.current.version).toBe(2);
    expect((await env.json("DELETE", `/api/appointments/${row.id}?version=2`)).status).toBe(200);
  });
});

describe("live events", () => {
  test("exactly one per committed write, none for a refused one", async () => {
    const row = await create();
    await env.json("POST", "/api/appointments", booking({ clientId: b.luca })); // 409
    await env.json("POST", "/api/appointments", booking({ date: "2026-02-30" })); // 400
    await env.json("PUT", `/api/appointments/${row.id}`, { startTime: "12:00", endTime: "12:45" });
    await env.json("PUT", `/api/appointments/${row.id}`, { notes: "x", version: 1 }); // stale
    await env.json("GET", "/api/appointments?date=2026-03-10");
    await env.json("DELETE", `/api/appointments/${row.id}`);
    expect(events.map((e) => [e.topic, e.action, e.ids, e.dates])).toEqual([
      ["appointments", "created", [row.id], ["2026-03-10"]],
      ["appointments", "updated", [row.id], ["2026-03-10"]],
      ["appointments", "deleted", [row.id], ["2026-03-10"]],
    ]);
    expect(events.map((e) => e.seq)).toEqual([events[0]!.seq, events[0]!.seq + 1, events[0]!.seq + 2]);
  });

  test("the event is published after the commit: a listener already reads the new row", async () => {
    const seen: unknown[] = [];
    env.app.ctx.events.subscribe((e) => {
      seen.push(env.app.ctx.db.select().from(appointments).where(eq(appointments.id, e.ids[0]!)).get()?.startTime);
    });
    await create({ startTime: "16:00", endTime: "16:30" });
    expect(seen).toEqual(["16:00"]);
  });
});
