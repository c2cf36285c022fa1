// Deleting a client keeps the salon's records: with visits she is anonymised, never deleted.
import { beforeEach, describe, expect, test } from "bun:test";
import { eq, inArray } from "drizzle-orm";
import { activity, appointments, clients, recurringReminders } from "../../../db/schema";
import { appointmentItems } from "../../../db/schema-visits";
import { incomingMessages } from "../../../db/schema-messages";
import type { LiveEvent } from "../../domain/live-events";
import { envWithBasics, type Basics } from "../../test/seed-basics";
import type { TestEnv } from "../../test/test-app";

let env: TestEnv;
let b: Basics;
let events: LiveEvent[];

beforeEach(async () => {
  ({ env, b, events } = await envWithBasics());
});

const db = () => env.app.ctx.db;
// Today is 2026-03-10 in Rome (the test clock): the 2nd is past, the 10th and the 20th to come.
const book = async (clientId: number, date: string, startTime: string, endTime: string) => {
  const res = await env.json("POST", "/api/appointments", { clientId, date, startTime, endTime, stylistId: b.giulia, serviceId: b.taglio, notes: "Maria Rossi vuole la frangia" });
  expect(res.status).toBe(201);
  return res.body.id as number;
};
const trailText = () => JSON.stringify(db().select().from(activity).all());
const priceOf = (ids: number[]) => db().select({ p: appointmentItems.priceCents }).from(appointmentItems).where(inArray(appointmentItems.appointmentId, ids)).all().reduce((s, r) => s + r.p, 0);

describe("DELETE /api/clients/{id} of a client with visits", () => {
  test("anonymises her: visits, items, prices and counts stay; her name leaves the trail, the delete's entry included", async () => {
    await env.json("PUT", `/api/clients/${b.maria}`, { firstName: "Maria", lastName: "Rossi", phone: "3331234567", email: "maria.rossi@example.it", notes: "Allergica all'ammoniaca", whatsappConsent: true });
    const past = await book(b.maria, "2026-03-02", "10:00", "10:45");
    const older = await book(b.maria, "2026-02-20", "11:00", "11:45");
    await env.json("PUT", `/api/appointments/${past}/status`, { status: "completed" });
    await env.json("POST", "/api/recurring-reminders", { clientId: b.maria, serviceId: b.taglio, stylistId: b.giulia, frequency: "weekly", dayOfWeek: 2 });
    const before = (await env.json("GET", `/api/clients/${b.maria}/summary`)).body;
    expect(trailText()).toContain("Maria Rossi");

    events.length = 0;
    const res = await env.json("DELETE", `/api/clients/${b.maria}`);
    expect(res).toEqual({ status: 200, body: { id: b.maria, appointmentCount: 2, reminderCount: 1, anonymised: true, cancelled: 0 } });

    const row = db().select().from(clients).where(eq(clients.id, b.maria)).get()!;
    expect(row).toMatchObject({
      firstName: "Cliente", lastName: "eliminato", phone: "", email: "", notes: "",
      whatsappConsent: false, whatsappConsentAt: null, whatsappConsentRequestedAt: null, erasedAt: "2026-03-10T09:00:00.000Z",
    });
    expect(db().select().from(appointments).where(eq(appointments.clientId, b.maria)).all().map((a) => a.id).sort()).toEqual([past, older].sort());
    // The price each visit was sold at stays (Taglio Donna, 35,00 € each).
    expect(priceOf([past, older])).toBe(7000);
    expect((await env.json("GET", `/api/appointments/${older}`)).body.totalCents).toBe(3500);
    expect(db().select().from(recurringReminders).all()).toEqual([]);
    const summary = (await env.json("GET", `/api/clients/${b.maria}/summary`)).body;
    expect(summary).toMatchObject({ appointmentCount: 2, pastVisits: before.pastVisits, reminderCount: 0 });

    // Her visits read "Cliente eliminato"; nothing in the trail names her, her phone or her notes.
    const visit = (await env.json("GET", `/api/appointments/${past}`)).body;
    expect(visit.client).toMatchObject({ firstName: "Cliente", lastName: "eliminato", phone: "" });
    const text = trailText();
    for (const gone of ["Maria Rossi", "3331234567", "maria.rossi@example.it", "ammoniaca"]) expect(text).not.toContain(gone);
    const entries = db().select().from(activity).all();
    expect(entries.at(-1)).toMatchObject({ action: "deleted", entity: "client", entityId: b.maria, summary: "Cliente eliminato" });
    expect(entries.filter((e) => e.entity === "appointment" && e.entityId === past).map((e) => e.summary)[0]).toBe("Cliente eliminato · Taglio Donna · 02/03/2026 10:00");
    // Someone else's entries keep their names.
    expect(text).toContain("Giulia");

    expect(events.map((e) => [e.topic, e.action])).toEqual([["clients", "deleted"], ["appointments", "updated"], ["reminders", "deleted"]]);
    expect(events[1]).toMatchObject({ ids: expect.arrayContaining([past, older]), dates: expect.arrayContaining(["2026-03-02", "2026-02-20"]) });
  });

  test("she leaves the list, the search and the duplicates; a second delete or an edit is a 404", async () => {
    await book(b.maria, "2026-03-02", "10:00", "10:45");
    // A namesake makes a duplicate group with her until she is erased.
    await env.json("POST", "/api/clients", { firstName: "Maria", lastName: "Rossi", phone: "3330000001" });
    expect((await env.json("GET", "/api/clients/duplicates")).body.total).toBe(1);
    await env.json("DELETE", `/api/clients/${b.maria}`);
    const list = (await env.json("GET", "/api/clients")).body as { id: number }[];
    expect(list.map((c) => c.id)).not.toContain(b.maria);
    expect((await env.json("GET", "/api/clients?q=eliminato")).body.clients).toEqual([]);
    expect((await env.json("GET", "/api/clients?q=Rossi")).body.clients).toHaveLength(1);
    expect((await env.json("GET", "/api/clients/duplicates")).body.total).toBe(0);
    expect((await env.json("DELETE", `/api/clients/${b.maria}`)).status).toBe(404);
    expect((await env.json("PUT", `/api/clients/${b.maria}`, { firstName: "A", lastName: "B", phone: "3331234567" })).status).toBe(404);
  });

  test("no new visit or sale can name her; a visit she kept still moves and is cashed", async () => {
    const kept = await book(b.maria, "2026-03-20", "10:00", "10:45");
    const other = await book(b.luca, "2026-03-21", "10:00", "10:45");
    expect((await env.json("DELETE", `/api/clients/${b.maria}?futureVisits=keep`)).status).toBe(200);
    const booked = await env.json("POST", "/api/appointments", { clientId: b.maria, date: "2026-03-22", startTime: "10:00", endTime: "10:45", stylistId: b.giulia, serviceId: b.taglio });
    expect(booked).toMatchObject({ status: 400, body: { fields: { clientId: "Cliente non trovato" } } });
    const given = await env.json("PUT", `/api/appointments/${other}`, { clientId: b.maria });
    expect(given).toMatchObject({ status: 400, body: { fields: { clientId: "Cliente non trovato" } } });
    const sale = await env.json("POST", "/api/sales", { clientId: b.maria, lines: [{ kind: "service", serviceId: b.taglio, quantity: 1, unitPriceCents: 3500 }], leaveBalance: true });
    expect(sale).toMatchObject({ status: 400, body: { fields: { clientId: "Cliente non trovata" } } });
    expect((await env.json("PUT", `/api/appointments/${kept}`, { startTime: "11:00", endTime: "11:45" })).status).toBe(200);
    const cashed = await env.json("POST", "/api/sales", { appointmentId: kept, clientId: b.maria, lines: [{ kind: "service", serviceId: b.taglio, quantity: 1, unitPriceCents: 3500 }], leaveBalance: true });
    expect(cashed).toMatchObject({ status: 201, body: { clientId: b.maria, clientName: "Cliente eliminato" } });
  });

  test("no recurring reminder can name her again", async () => {
    await book(b.maria, "2026-03-02", "10:00", "10:45");
    expect((await env.json("DELETE", `/api/clients/${b.maria}`)).status).toBe(200);
    const res = await env.json("POST", "/api/recurring-reminders", { clientId: b.maria, serviceId: b.taglio, stylistId: b.giulia, frequency: "weekly", dayOfWeek: 2 });
    expect(res).toMatchObject({ status: 400, body: { fields: { clientId: expect.any(String) } } });
    expect(db().select().from(recurringReminders).all()).toEqual([]);
  });

  test("her WhatsApp messages to the salon lose her number and her words", async () => {
    const visit = await book(b.maria, "2026-03-20", "10:00", "10:45");
    const row = (providerMessageId: string, appointmentId: number | null, fromPhone: string) => ({
      providerMessageId, fromPhone, fromUserId: "IT.1349", type: "text", body: "Sono Maria, arrivo tardi", appointmentId, outcome: "message", receivedAt: "2026-03-09T10:00:00.000Z",
    });
    db().insert(incomingMessages).values([row("wamid.1", visit, "393331234567"), row("wamid.2", null, "393331234567"), row("wamid.3", null, "393200000000")]).run();
    expect((await env.json("DELETE", `/api/clients/${b.maria}?futureVisits=keep`)).status).toBe(200);
    const left = db().select().from(incomingMessages).orderBy(incomingMessages.id).all();
    expect(left.map((m) => [m.providerMessageId, m.fromPhone, m.fromUserId, m.body, m.appointmentId])).toEqual([
      ["wamid.1", "", null, null, visit],
      ["wamid.2", "", null, null, null],
      ["wamid.3", "393200000000", "IT.1349", "Sono Maria, arrivo tardi", null],
    ]);
  });

  test("a client without any visit is deleted for real, her reminders with her, and the entry does not name her", async () => {
    await env.json("POST", "/api/recurring-reminders", { clientId: b.luca, serviceId: b.taglio, stylistId: b.giulia, frequency: "weekly", dayOfWeek: 2 });
    const res = await env.json("DELETE", `/api/clients/${b.luca}`);
    expect(res.body).toEqual({ id: b.luca, appointmentCount: 0, reminderCount: 1, anonymised: false, cancelled: 0 });
    expect(db().select().from(clients).where(eq(clients.id, b.luca)).all()).toEqual([]);
    expect(trailText()).not.toContain("Luca Bianchi");
  });

  test("no code path can delete a client who has visits: the database refuses", async () => {
    await book(b.maria, "2026-03-02", "10:00", "10:45");
    expect(() => db().delete(clients).where(eq(clients.id, b.maria)).run()).toThrow("client_has_visits");
    expect(db().select().from(appointments).where(eq(appointments.clientId, b.maria)).all()).toHaveLength(1);
  });
});

describe("visits still to come", () => {
  test("a plain delete answers 409 future_visits listing them (today's included), and changes nothing", async () => {
    await book(b.maria, "2026-03-02", "10:00", "10:45");
    const today = await book(b.maria, "2026-03-10", "15:00", "15:45");
    const later = await book(b.maria, "2026-03-20", "09:30", "10:15");
    const cancelled = await book(b.maria, "2026-03-21", "09:30", "10:15");
    await env.json("PUT", `/api/appointments/${cancelled}/status`, { status: "cancelled" });
    events.length = 0;
    const res = await env.json("DELETE", `/api/clients/${b.maria}`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: "future_visits",
      message: "Maria Rossi ha 2 appuntamenti in programma: scegli se annullarli o mantenerli per il cliente eliminato",
      visits: [
        { id: today, date: "2026-03-10", startTime: "15:00", endTime: "15:45", status: "booked", services: ["Taglio Donna"], stylists: ["Giulia"] },
        { id: later, date: "2026-03-20", startTime: "09:30", endTime: "10:15", status: "booked", services: ["Taglio Donna"], stylists: ["Giulia"] },
      ],
    });
    expect(db().select().from(clients).where(eq(clients.id, b.maria)).get()!.erasedAt).toBeNull();
    expect(events).toEqual([]);
    expect((await env.json("DELETE", `/api/clients/${b.maria}?futureVisits=maybe`)).status).toBe(400);
  });

  test("?futureVisits=cancel cancels them as the salon, in the trail without her name, and tells the calendars", async () => {
    const later = await book(b.maria, "2026-03-20", "09:30", "10:15");
    events.length = 0;
    const res = await env.json("DELETE", `/api/clients/${b.maria}?futureVisits=cancel`);
    expect(res.body).toMatchObject({ anonymised: true, cancelled: 1, appointmentCount: 1 });
    const visit = (await env.json("GET", `/api/appointments/${later}`)).body;
    expect(visit).toMatchObject({ status: "cancelled", cancelledBy: "staff", version: 2, client: { firstName: "Cliente", lastName: "eliminato" } });
    const entry = db().select().from(activity).all().find((e) => e.action === "status" && e.entityId === later)!;
    expect(entry.summary).toBe("Cliente eliminato · Taglio Donna · 20/03/2026 09:30 · Annullato");
    expect(events.find((e) => e.topic === "appointments")).toMatchObject({ ids: [later], dates: ["2026-03-20"] });
  });

  test("?futureVisits=keep keeps them, booked, for the anonymised client", async () => {
    const later = await book(b.maria, "2026-03-20", "09:30", "10:15");
    const res = await env.json("DELETE", `/api/clients/${b.maria}?futureVisits=keep`);
    expect(res.body).toMatchObject({ anonymised: true, cancelled: 0 });
    expect((await env.json("GET", `/api/appointments/${later}`)).body).toMatchObject({ status: "booked", client: { firstName: "Cliente", lastName: "eliminato" } });
  });
});
