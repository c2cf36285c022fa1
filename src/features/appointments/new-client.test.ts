// Booking someone who is not a client yet is one request: the client and the appointment are
// written in one transaction, so a refused slot leaves no client behind.
import { beforeEach, describe, expect, test } from "bun:test";
import { clients } from "../../../db/schema";
import type { LiveEvent } from "../../domain/live-events";
import { CLIENT_REQUIRED, CLIENT_TWICE } from "../../domain/schemas/appointments";
import { PHONE_LENGTH } from "../../domain/schemas/clients";
import { createTestEnv, type TestEnv } from "../../test/test-app";
import { seedBasics, type Basics } from "../../test/seed-basics";

let env: TestEnv;
let b: Basics;
let events: LiveEvent[];

beforeEach(async () => {
  env = await createTestEnv();
  b = seedBasics(env.app.ctx.db);
  events = [];
  env.app.ctx.events.subscribe((e) => events.push(e));
});

const ANNA = { firstName: "Anna", lastName: "Neri", phone: "333 555 6666", email: "", notes: "" };
const booking = (over: Record<string, unknown> = {}) => ({ date: "2026-03-10", startTime: "10:00", endTime: "10:45", stylistId: b.giulia, serviceId: b.taglio, notes: "", ...over });
const clientCount = () => env.app.ctx.db.select({ id: clients.id }).from(clients).all().length;

describe("POST /api/appointments with newClient", () => {
  test("creates the client and the appointment, and tells both screens", async () => {
    const before = clientCount();
    const res = await env.json("POST", "/api/appointments", booking({ newClient: ANNA }));
    expect(res.status).toBe(201);
    expect(res.body.client).toMatchObject({ firstName: "Anna", lastName: "Neri", phone: "+393335556666" });
    expect(clientCount()).toBe(before + 1);
    const listed = (await env.json("GET", "/api/clients")).body as { id: number; firstName: string }[];
    expect(listed.find((c) => c.id === res.body.clientId)?.firstName).toBe("Anna");
    expect(events.map((e) => [e.topic, e.action, e.ids])).toEqual([
      ["clients", "created", [res.body.clientId]],
      ["appointments", "created", [res.body.id]],
    ]);
  });

  test("a taken slot is a 409 and leaves no client behind", async () => {
    expect((await env.json("POST", "/api/appointments", booking({ clientId: b.maria }))).status).toBe(201);
    const before = clientCount();
    events.length = 0;
    const res = await env.json("POST", "/api/appointments", booking({ newClient: ANNA, startTime: "10:30", endTime: "11:00" }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("slot_taken");
    expect(clientCount()).toBe(before);
    expect(events).toEqual([]);
  });

  test("the new client's invalid fields are a 400 naming each one, and nothing is written", async () => {
    const before = clientCount();
    const res = await env.json("POST", "/api/appointments", booking({ newClient: { ...ANNA, lastName: "", phone: "12" } }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ "newClient.lastName": "Cognome è richiesto", "newClient.phone": PHONE_LENGTH });
    expect(clientCount()).toBe(before);
  });

  test("neither clientId nor newClient, or both, is a 400 on clientId", async () => {
    const none = await env.json("POST", "/api/appointments", booking());
    expect(none.status).toBe(400);
    expect(none.body.fields.clientId).toBe(CLIENT_REQUIRED);
    const both = await env.json("POST", "/api/appointments", booking({ clientId: b.maria, newClient: ANNA }));
    expect(both.status).toBe(400);
    expect(both.body.fields.clientId).toBe(CLIENT_TWICE);
    expect(clientCount()).toBe(2);
  });
});

describe("PUT /api/appointments/{id} with newClient", () => {
  test("moves the appointment to a new client in one request", async () => {
    const created = (await env.json("POST", "/api/appointments", booking({ clientId: b.maria }))).body;
    const res = await env.json("PUT", `/api/appointments/${created.id}`, { newClient: ANNA, version: created.version });
    expect(res.status).toBe(200);
    expect(res.body.clientId).not.toBe(b.maria);
    expect(res.body.client.firstName).toBe("Anna");
    expect(events.at(-2)).toMatchObject({ topic: "clients", action: "created", ids: [res.body.clientId] });
  });

  test("a refused move leaves no client behind", async () => {
    await env.json("POST", "/api/appointments", booking({ clientId: b.maria }));
    const other = (await env.json("POST", "/api/appointments", booking({ clientId: b.luca, startTime: "11:00", endTime: "11:45" }))).body;
    const before = clientCount();
    const res = await env.json("PUT", `/api/appointments/${other.id}`, { newClient: ANNA, startTime: "10:15", endTime: "11:00" });
    expect(res.status).toBe(409);
    expect(clientCount()).toBe(before);
  });
});
