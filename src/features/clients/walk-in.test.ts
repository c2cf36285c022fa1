// "Cliente di passaggio": a visit for a first name only (or none), no phone, never merged,
// turned into a full client later by giving her a last name and a phone.
import { beforeEach, describe, expect, test } from "bun:test";
import { EMPTY_FILE } from "../../test/client-file";
import { activity } from "../../../db/schema";
import { envWithBasics, type Basics } from "../../test/seed-basics";
import type { TestEnv } from "../../test/test-app";

let env: TestEnv;
let b: Basics;

beforeEach(async () => {
  ({ env, b } = await envWithBasics());
});

const booking = (newClient: unknown, startTime = "10:00", endTime = "10:45") => ({ date: "2026-03-10", startTime, endTime, stylistId: b.giulia, serviceId: b.taglio, notes: "", newClient });

describe("a walk-in booked with newClient { walkIn: true }", () => {
  test("with a first name: a client with no last name, phone or consent, shown as 'Maria (Cliente di passaggio)'", async () => {
    const res = await env.json("POST", "/api/appointments", booking({ walkIn: true, firstName: " Maria " }));
    expect(res.status).toBe(201);
    expect(res.body.client).toEqual({ firstName: "Maria", lastName: "", phone: "", email: "", notes: "", walkIn: true });
    const client = (await env.json("GET", `/api/clients/${res.body.clientId}`)).body;
    expect(client).toEqual({ id: res.body.clientId, firstName: "Maria", lastName: "", phone: "", email: "", notes: "", whatsappConsent: false, whatsappConsentAt: null, walkIn: true, ...EMPTY_FILE });
    const summaries = env.app.ctx.db.select().from(activity).all().map((e) => e.summary);
    expect(summaries).toEqual(["Maria (Cliente di passaggio)", "Maria (Cliente di passaggio) · Taglio Donna · 10/03/2026 10:00"]);
  });

  test("without a name: 'Cliente di passaggio'; two of them are never offered as duplicates, nor with a namesake", async () => {
    const first = await env.json("POST", "/api/appointments", booking({ walkIn: true }));
    expect(first.status).toBe(201);
    expect(first.body.client).toMatchObject({ firstName: "", walkIn: true });
    await env.json("POST", "/api/appointments", booking({ walkIn: true }, "11:00", "11:45"));
    await env.json("POST", "/api/appointments", booking({ walkIn: true, firstName: "Maria" }, "12:00", "12:45"));
    await env.json("POST", "/api/appointments", booking({ walkIn: true, firstName: "Maria" }, "13:00", "13:45"));
    expect((await env.json("GET", "/api/clients/duplicates")).body).toEqual({ total: 0, groups: [] });
  });

  test("a bad first name is a 400 keyed to the field; walkIn must be true", async () => {
    const res = await env.json("POST", "/api/appointments", booking({ walkIn: true, firstName: "Ma\u202eria" }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toContain("newClient.firstName");
    const wrong = await env.json("POST", "/api/appointments", booking({ walkIn: "sì", firstName: "Maria" }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toMatchObject({ "newClient.walkIn": "Deve essere vero per un cliente di passaggio" });
    // walkIn false is an ordinary new client, who needs her phone.
    const ordinary = await env.json("POST", "/api/appointments", booking({ walkIn: false, firstName: "Maria", lastName: "Verdi" }));
    expect(ordinary.status).toBe(400);
    expect(ordinary.body.fields).toHaveProperty(["newClient.phone"]);
  });
});

describe("turning a walk-in into a full client", () => {
  test("saving her with a last name and a phone makes her a full client, in the trail too", async () => {
    const { body } = await env.json("POST", "/api/appointments", booking({ walkIn: true, firstName: "Maria" }));
    const missing = await env.json("PUT", `/api/clients/${body.clientId}`, { firstName: "Maria", lastName: "", phone: "" });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({ lastName: "Cognome è richiesto", phone: "Telefono è richiesto" });
    const saved = await env.json("PUT", `/api/clients/${body.clientId}`, { firstName: "Maria", lastName: "Verdi", phone: "333 444 5555" });
    expect(saved.body).toMatchObject({ firstName: "Maria", lastName: "Verdi", phone: "+393334445555", walkIn: false });
    const entry = env.app.ctx.db.select().from(activity).all().at(-1)!;
    expect(entry.summary).toBe("Maria Verdi");
    expect(JSON.parse(entry.changes)).toMatchObject({ lastName: ["", "Verdi"], walkIn: [true, false] });
    expect((await env.json("GET", `/api/appointments/${body.id}`)).body.client).toMatchObject({ lastName: "Verdi", walkIn: false });
  });
});
