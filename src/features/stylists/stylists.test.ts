import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { appointments, clients, services, stylists } from "../../../db/schema";
import type { LiveEvent } from "../../domain/live-events";
import { PHONE_DIGITS_ONLY, PHONE_LENGTH } from "../../domain/schemas/clients";
import { createTestEnv, testClock, type TestEnv } from "../../test/test-app";
import { futureAppointmentsMessage } from "./service";

const MARCO = { name: "Marco", phone: "333 987 6543", email: "marco@salone.it" };

function recordEvents(env: TestEnv) {
  const events: LiveEvent[] = [];
  env.app.ctx.events.subscribe((e) => events.push(e));
  return events;
}

function book(env: TestEnv, stylistId: number, slots: [date: string, start: string][]) {
  const db = env.app.ctx.db;
  const client = db.insert(clients).values({ firstName: "Giulia", lastName: "Rossi", phone: "+393331234567" }).returning().get();
  const service = db.insert(services).values({ name: "Taglio", duration: 30, price: 3500 }).returning().get();
  for (const [date, startTime] of slots) {
    db.insert(appointments)
      .values({ clientId: client.id, stylistId, serviceId: service.id, date, startTime, endTime: "23:59" })
      .run();
  }
}

describe("POST /api/stylists", () => {
  test("answers 201 with the row; phone as digits, phone and email optional", async () => {
    const env = await createTestEnv();
    const events = recordEvents(env);
    const res = await env.json("POST", "/api/stylists", MARCO);
    expect(res).toEqual({ status: 201, body: { id: expect.any(Number), ...MARCO, phone: "+393339876543" } });
    expect(events).toEqual([expect.objectContaining({ topic: "stylists", action: "created", ids: [res.body.id] })]);
    const bare = await env.json("POST", "/api/stylists", { name: "Sara" });
    expect(bare).toEqual({ status: 201, body: { id: expect.any(Number), name: "Sara", phone: "", email: "" } });
  });

  test.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["no name", { name: "" }, { name: "Nome è richiesto" }],
    ["an invalid email", { email: "marco.salone.it" }, { email: "Email non valida" }],
    ["letters in the phone", { phone: "tre tre tre" }, { phone: PHONE_DIGITS_ONLY }],
    ["a short phone", { phone: "333" }, { phone: PHONE_LENGTH }],
  ])("%s: 400 with the field's message", async (_, patch, fields) => {
    const env = await createTestEnv();
    const res = await env.json("POST", "/api/stylists", { ...MARCO, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(fields);
  });
});

describe("GET and PUT /api/stylists", () => {
  test("sorted by name in Italian order; PUT updates", async () => {
    const env = await createTestEnv();
    for (const name of ["Zoe", "élodie", "Marco", "anna"]) await env.json("POST", "/api/stylists", { name });
    const list = (await env.json<{ id: number; name: string }[]>("GET", "/api/stylists")).body;
    expect(list.map((s) => s.name)).toEqual(["anna", "élodie", "Marco", "Zoe"]);
    const marco = list.find((s) => s.name === "Marco")!;
    const res = await env.json("PUT", `/api/stylists/${marco.id}`, { ...MARCO, name: "Marco B." });
    expect(res).toEqual({ status: 200, body: { id: marco.id, name: "Marco B.", phone: "+393339876543", email: "marco@salone.it" } });
  });

  test("PUT on a missing id is a 404, on a malformed id a 400", async () => {
    const env = await createTestEnv();
    expect(await env.json("PUT", "/api/stylists/77", MARCO)).toEqual({
      status: 404,
      body: { message: "Stilista non trovato", code: "not_found" },
    });
    expect((await env.json("PUT", "/api/stylists/sette", MARCO)).status).toBe(400);
  });
});

describe("DELETE /api/stylists/{id}", () => {
  // 2026-03-10T09:00Z is 10:00 in Rome.
  test("with future appointments it is refused with 409 naming how many, and nothing changes", async () => {
    const env = await createTestEnv();
    const { body: marco } = await env.json("POST", "/api/stylists", MARCO);
    book(env, marco.id, [
      ["2026-03-10", "10:00"], // today, starting right now: still to come
      ["2026-03-11", "09:00"],
      ["2026-03-10", "09:45"], // today, already started: past
      ["2026-02-01", "15:00"],
    ]);
    const events = recordEvents(env);
    const res = await env.json("DELETE", `/api/stylists/${marco.id}`);
    expect(res).toEqual({
      status: 409,
      body: { message: "Lo stilista ha 2 appuntamenti futuri", code: "stylist_has_future_appointments", futureAppointments: 2 },
    });
    expect(events).toEqual([]);
    expect((await env.json("GET", "/api/stylists")).body).toEqual([marco]);
  });

  test("one future appointment is named in the singular", () => {
    expect(futureAppointmentsMessage(1)).toBe("Lo stilista ha 1 appuntamento futuro");
    expect(futureAppointmentsMessage(12)).toBe("Lo stilista ha 12 appuntamenti futuri");
  });

  test("with only past appointments it is archived: gone from the list, still named on the past ones", async () => {
    const env = await createTestEnv();
    const { body: marco } = await env.json("POST", "/api/stylists", MARCO);
    const { body: sara } = await env.json("POST", "/api/stylists", { name: "Sara" });
    book(env, marco.id, [["2026-03-10", "09:59"], ["2025-11-20", "16:00"]]);
    book(env, sara.id, [["2026-03-12", "10:00"]]); // someone else's future is not Marco's
    const events = recordEvents(env);
    expect(await env.json("DELETE", `/api/stylists/${marco.id}`)).toEqual({ status: 200, body: { id: marco.id, archived: true } });
    expect(events).toEqual([expect.objectContaining({ topic: "stylists", action: "deleted", ids: [marco.id] })]);
    expect((await env.json("GET", "/api/stylists")).body).toEqual([sara]);

    const named = env.app.ctx.db
      .select({ name: stylists.name })
      .from(appointments)
      .innerJoin(stylists, eq(stylists.id, appointments.stylistId))
      .where(eq(appointments.stylistId, marco.id))
      .all();
    expect(named).toEqual([{ name: "Marco" }, { name: "Marco" }]);
    expect((await env.json("DELETE", `/api/stylists/${marco.id}`)).status).toBe(404);
    expect((await env.json("PUT", `/api/stylists/${marco.id}`, MARCO)).status).toBe(404);
  });

  test("'today' is the salon's day: at 00:30 in Rome yesterday's 23:45 is past, even though UTC is still on that day", async () => {
    const env = await createTestEnv({ clock: testClock("2026-03-10T23:30:00.000Z") });
    const { body: marco } = await env.json("POST", "/api/stylists", MARCO);
    book(env, marco.id, [["2026-03-10", "23:45"]]);
    expect((await env.json("DELETE", `/api/stylists/${marco.id}`)).status).toBe(200);
  });

  test("an appointment later today in Rome blocks the delete across the DST switch", async () => {
    // 2026-03-29T01:30Z is 03:30 in Rome (already UTC+2); a 03:15 appointment is past, 03:30 is not.
    const env = await createTestEnv({ clock: testClock("2026-03-29T01:30:00.000Z") });
    const { body: marco } = await env.json("POST", "/api/stylists", MARCO);
    book(env, marco.id, [["2026-03-29", "03:15"], ["2026-03-29", "03:30"]]);
    expect((await env.json("DELETE", `/api/stylists/${marco.id}`)).body.futureAppointments).toBe(1);
  });

  test("missing is a 404, malformed a 400", async () => {
    const env = await createTestEnv();
    expect((await env.json("DELETE", "/api/stylists/5")).status).toBe(404);
    expect((await env.json("DELETE", "/api/stylists/-5")).status).toBe(400);
  });
});

describe("hostile input", () => {
  test("HTML and quotes in the name are stored verbatim", async () => {
    const env = await createTestEnv();
    const name = `<img src=x onerror="alert(1)"> Marco'); --`;
    const { body } = await env.json("POST", "/api/stylists", { name });
    expect((await env.json("GET", "/api/stylists")).body).toEqual([{ id: body.id, name, phone: "", email: "" }]);
  });
});
