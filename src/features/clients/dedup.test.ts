// One client is one client: a phone already on file proposes the existing client instead of a
// twin, and twins already stored can be merged into one with all their history.
import { beforeEach, describe, expect, test } from "bun:test";
import { EMPTY_FILE } from "../../test/client-file";
import { eq } from "drizzle-orm";
import { appointments, clients, recurringReminders } from "../../../db/schema";
import { reminderMessages } from "../../../db/schema-messages";
import type { LiveEvent } from "../../domain/live-events";
import { createTestEnv, type TestEnv } from "../../test/test-app";
import { seedBasics, type Basics } from "../../test/seed-basics";

let env: TestEnv;
let b: Basics;
let events: LiveEvent[];

beforeEach(async () => {
  env = await createTestEnv(); // the clock reads 2026-03-10 10:00 in Rome
  b = seedBasics(env.app.ctx.db);
  events = [];
  env.app.ctx.events.subscribe((e) => events.push(e));
});

const db = () => env.app.ctx.db;
const MARIA_AGAIN = { firstName: "Maria", lastName: "Rossi Bis", phone: "+39 333 123 4567", email: "", notes: "" };
const MARIA = { id: 0, firstName: "Maria", lastName: "Rossi", phone: "+393331234567", email: "maria.rossi@example.it", notes: "Allergica all'ammoniaca", whatsappConsent: false, whatsappConsentAt: null, walkIn: false };
const booking = (over: Record<string, unknown> = {}) => ({ date: "2026-03-12", startTime: "10:00", endTime: "10:45", stylistId: b.giulia, serviceId: b.taglio, notes: "", ...over });
const book = (clientId: number, date: string, startTime: string, stylistId: number, serviceId: number) =>
  db().insert(appointments).values({ clientId, stylistId, serviceId, date, startTime, endTime: `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, "0")}:00` }).returning().get();
const clientCount = () => db().select({ id: clients.id }).from(clients).all().length;

describe("a phone already on file", () => {
  test.each([["the same digits", "3331234567"], ["with +39 and spaces", "+39 333 123 4567"], ["with 0039 and dashes", "0039 333-123-4567"]])(
    "POST /api/clients with %s answers 409 naming the existing client",
    async (_label, phone) => {
      const res = await env.json("POST", "/api/clients", { ...MARIA_AGAIN, phone });
      expect(res).toEqual({
        status: 409,
        body: { code: "duplicate_phone", message: "Esiste già un cliente con questo telefono: Maria Rossi", client: { ...MARIA, id: b.maria } },
      });
      expect(clientCount()).toBe(2);
      expect(events).toEqual([]);
    },
  );

  test("allowDuplicatePhone creates her anyway (a family sharing a phone)", async () => {
    const res = await env.json("POST", "/api/clients", { ...MARIA_AGAIN, allowDuplicatePhone: true });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), firstName: "Maria", lastName: "Rossi Bis", phone: "+393331234567", email: "", notes: "", whatsappConsent: false, whatsappConsentAt: null, walkIn: false, ...EMPTY_FILE });
    expect(clientCount()).toBe(3);
  });

  test("allowDuplicatePhone must be a boolean", async () => {
    const res = await env.json("POST", "/api/clients", { ...MARIA_AGAIN, allowDuplicatePhone: "yes" });
    expect(res.status).toBe(400);
  });

  test("a booking with a newClient on that phone books nothing and proposes her", async () => {
    const res = await env.json("POST", "/api/appointments", booking({ newClient: MARIA_AGAIN }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "duplicate_phone", client: { id: b.maria, firstName: "Maria" } });
    expect(db().select().from(appointments).all()).toEqual([]);
    expect(clientCount()).toBe(2);
    expect(events).toEqual([]);
  });

  test("…and books with a new client when the salon says so", async () => {
    const res = await env.json("POST", "/api/appointments", booking({ newClient: { ...MARIA_AGAIN, allowDuplicatePhone: true } }));
    expect(res.status).toBe(201);
    expect(res.body.clientId).not.toBe(b.maria);
    expect(clientCount()).toBe(3);
  });

  test("editing a client keeps working on her own phone", async () => {
    const res = await env.json("PUT", `/api/clients/${b.maria}`, { ...MARIA, notes: "" });
    expect(res.status).toBe(200);
  });
});

describe("POST /api/clients/{id}/merge", () => {
  function twin() {
    const id = db().insert(clients).values({ firstName: "Maria", lastName: "Rossi", phone: "+393331234567", email: "", notes: "Capelli fini" }).returning().get().id;
    const a1 = book(id, "2026-02-01", "10:00", b.marco, b.colore);
    const a2 = book(id, "2026-03-20", "11:00", b.giulia, b.taglio);
    const reminder = db()
      .insert(recurringReminders)
      .values({ clientId: id, serviceId: b.taglio, stylistId: b.giulia, frequency: "weekly", dayOfWeek: 2, nextReminderDate: "2026-03-17" })
      .returning()
      .get();
    db().insert(reminderMessages).values({ reminderId: reminder.id, occurrenceDate: "2026-03-10", status: "sent" }).run();
    return { id, appointmentIds: [a1.id, a2.id], reminderId: reminder.id };
  }

  test("moves appointments and reminders to the survivor, keeps both notes, deletes the duplicate, tells every screen", async () => {
    const mine = book(b.maria, "2026-01-05", "09:00", b.giulia, b.taglio);
    const dup = twin();
    const res = await env.json("POST", `/api/clients/${b.maria}/merge`, { duplicateId: dup.id });
    expect(res).toEqual({
      status: 200,
      body: {
        client: { ...MARIA, id: b.maria, notes: "Allergica all'ammoniaca\nCapelli fini" },
        mergedId: dup.id,
        movedAppointments: 2,
        movedReminders: 1,
      },
    });
    const rows = db().select().from(appointments).all();
    expect(rows.map((a) => a.clientId)).toEqual([b.maria, b.maria, b.maria]);
    // A moved appointment is a changed appointment: a screen holding the old version must reload.
    expect(rows.filter((a) => a.id !== mine.id).map((a) => a.version)).toEqual([2, 2]);
    expect(db().select().from(recurringReminders).all().map((r) => r.clientId)).toEqual([b.maria]);
    expect(db().select().from(reminderMessages).all()).toHaveLength(1);
    expect(db().select().from(clients).where(eq(clients.id, dup.id)).all()).toEqual([]);
    expect(events.map((e) => [e.topic, e.action, e.ids, e.dates])).toEqual([
      ["clients", "updated", [b.maria], undefined],
      ["clients", "deleted", [dup.id], undefined],
      ["appointments", "updated", dup.appointmentIds, ["2026-02-01", "2026-03-20"]],
      ["reminders", "updated", [dup.reminderId], undefined],
    ]);
    const list = (await env.json("GET", "/api/clients")).body as { id: number }[];
    expect(list.map((c) => c.id)).not.toContain(dup.id);
  });

  test("an empty email is filled from the duplicate", async () => {
    const dup = db().insert(clients).values({ firstName: "Luca", lastName: "Bianchi", phone: "+393479876543", email: "luca@example.it" }).returning().get();
    const res = await env.json("POST", `/api/clients/${b.luca}/merge`, { duplicateId: dup.id });
    expect(res.body.client).toMatchObject({ id: b.luca, email: "luca@example.it" });
    expect(res.body).toMatchObject({ movedAppointments: 0, movedReminders: 0 });
  });

  test.each([
    ["itself", () => ({ path: b.maria, body: { duplicateId: b.maria } }), 400, "Non puoi unire un cliente con sé stesso"],
    ["a duplicate that does not exist", () => ({ path: b.maria, body: { duplicateId: 999 } }), 400, "Il cliente da unire non esiste più"],
    ["into a survivor that does not exist", () => ({ path: 999, body: { duplicateId: b.luca } }), 404, "Cliente non trovato"],
    ["without a duplicateId", () => ({ path: b.maria, body: {} }), 400, "Scegli il cliente da unire"],
    ["with a text duplicateId", () => ({ path: b.maria, body: { duplicateId: "due" } }), 400, "Scegli il cliente da unire"],
  ])("merging %s is refused and changes nothing", async (_label, make, status, message) => {
    const { path, body } = make();
    const res = await env.json("POST", `/api/clients/${path}/merge`, body);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(clientCount()).toBe(2);
    expect(events).toEqual([]);
  });

  test("a failure half-way rolls everything back: appointments, reminders and both clients stay as they were", async () => {
    const dup = twin();
    // The last step (deleting the duplicate) fails after the rows were moved.
    db().$client.run("CREATE TRIGGER refuse_delete BEFORE DELETE ON clients BEGIN SELECT RAISE(ABORT, 'disk full'); END");
    const res = await env.json("POST", `/api/clients/${b.maria}/merge`, { duplicateId: dup.id });
    expect(res.status).toBe(500);
    expect(db().select().from(appointments).all().map((a) => [a.clientId, a.version])).toEqual([
      [dup.id, 1],
      [dup.id, 1],
    ]);
    expect(db().select().from(recurringReminders).all().map((r) => r.clientId)).toEqual([dup.id]);
    expect(db().select().from(clients).where(eq(clients.id, b.maria)).get()?.notes).toBe("Allergica all'ammoniaca");
    expect(clientCount()).toBe(3);
    expect(events).toEqual([]);
  });
});

describe("GET /api/clients/{id}/summary", () => {
  test("last visit, usual stylist and service from her past visits", async () => {
    book(b.maria, "2026-01-10", "10:00", b.marco, b.colore);
    book(b.maria, "2026-02-10", "10:00", b.marco, b.taglio);
    const last = book(b.maria, "2026-03-01", "15:00", b.giulia, b.colore);
    book(b.maria, "2026-03-30", "10:00", b.giulia, b.taglio); // not yet: not a visit
    const res = await env.json("GET", `/api/clients/${b.maria}/summary`);
    expect(res).toEqual({
      status: 200,
      body: {
        id: b.maria,
        appointmentCount: 4,
        reminderCount: 0,
        lastVisit: { appointmentId: last.id, date: "2026-03-01", startTime: "15:00", endTime: "16:00", stylist: { id: b.giulia, name: "Giulia" }, service: { id: b.colore, name: "Colore" } },
        usualStylist: { id: b.marco, name: "Marco" },
        usualService: { id: b.colore, name: "Colore" },
        pastVisits: 3,
        patchTestDate: null,
        patchTestMonths: 6,
        noShows: 0,
      },
    });
  });

  test("an archived usual stylist or service is not proposed; the last visit still names them", async () => {
    book(b.luca, "2026-01-10", "10:00", b.paola, b.permanente);
    const res = await env.json("GET", `/api/clients/${b.luca}/summary`);
    expect(res.body).toMatchObject({ usualStylist: null, usualService: null, lastVisit: { stylist: { name: "Paola" }, service: { name: "Permanente" } } });
  });

  test("a client never seen: nothing known", async () => {
    const res = await env.json("GET", `/api/clients/${b.luca}/summary`);
    expect(res.body).toEqual({ id: b.luca, appointmentCount: 0, reminderCount: 0, lastVisit: null, usualStylist: null, usualService: null, pastVisits: 0, noShows: 0, patchTestDate: null, patchTestMonths: 6 });
  });
});
