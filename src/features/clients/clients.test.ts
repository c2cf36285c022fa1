import { describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { EMPTY_FILE, listRow } from "../../test/client-file";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { appointments, clients, recurringReminders, services, stylists } from "../../../db/schema";
import { reminderMessages } from "../../../db/schema-messages";
import type { LiveEvent } from "../../domain/live-events";
import { PHONE_DIGITS_ONLY, PHONE_LENGTH } from "../../domain/schemas/clients";
import { openDatabase } from "../../../db/client";
import { createTestEnv, type TestEnv } from "../../test/test-app";

const GIULIA = { firstName: "Giulia", lastName: "Rossi", phone: "333 123 4567", email: "giulia@example.it", notes: "Allergica all'ammoniaca" };

function recordEvents(env: TestEnv) {
  const events: LiveEvent[] = [];
  env.app.ctx.events.subscribe((e) => events.push(e));
  return events;
}

/** An appointment and a reminder for a client, written straight to the tables the other features own. */
function seedHistory(env: TestEnv, clientId: number, dates: string[]) {
  const db = env.app.ctx.db;
  const stylist = db.insert(stylists).values({ name: "Marco" }).returning().get();
  const service = db.insert(services).values({ name: "Taglio", duration: 30, price: 3500 }).returning().get();
  for (const date of dates) {
    db.insert(appointments)
      .values({ clientId, stylistId: stylist.id, serviceId: service.id, date, startTime: "10:00", endTime: "10:30" })
      .run();
  }
  const reminder = db
    .insert(recurringReminders)
    .values({ clientId, serviceId: service.id, stylistId: stylist.id, frequency: "weekly", dayOfWeek: 2, nextReminderDate: "2026-03-17" })
    .returning()
    .get();
  db.insert(reminderMessages).values({ reminderId: reminder.id, occurrenceDate: "2026-03-10", status: "sent" }).run();
}

describe("POST /api/clients", () => {
  test("answers 201 with the created row and its id; the phone is stored as digits", async () => {
    const env = await createTestEnv();
    const events = recordEvents(env);
    const res = await env.json("POST", "/api/clients", { ...GIULIA, phone: "+39 333 123 4567" });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), ...GIULIA, phone: "+393331234567", whatsappConsent: false, whatsappConsentAt: null, walkIn: false, ...EMPTY_FILE });
    expect(events).toEqual([expect.objectContaining({ topic: "clients", action: "created", ids: [res.body.id] })]);
    expect((await env.json("GET", "/api/clients")).body).toEqual([listRow(res.body)]);
  });

  test("email and notes may be missing or null: they become empty", async () => {
    const env = await createTestEnv();
    const res = await env.json("POST", "/api/clients", { firstName: "Anna", lastName: "Bianchi", phone: "+393331234567", email: null });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: "", notes: "" });
  });

  test("trims names and email", async () => {
    const env = await createTestEnv();
    const res = await env.json("POST", "/api/clients", { ...GIULIA, firstName: "  Giulia ", email: " giulia@example.it " });
    expect(res.body).toMatchObject({ firstName: "Giulia", email: "giulia@example.it" });
  });

  test("an empty body gives each required field its Italian message", async () => {
    const env = await createTestEnv();
    const res = await env.json("POST", "/api/clients", {});
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "validation",
      fields: { firstName: "Nome è richiesto", lastName: "Cognome è richiesto", phone: "Telefono è richiesto" },
    });
  });

  test.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["blank names", { firstName: "   ", lastName: "" }, { firstName: "Nome è richiesto", lastName: "Cognome è richiesto" }],
    ["a non-string name", { firstName: 42 }, { firstName: "Nome è richiesto" }],
    ["an invalid email", { email: "giulia@" }, { email: "Email non valida" }],
    ["an email with spaces", { email: "giulia rossi@example.it" }, { email: "Email non valida" }],
    ["letters in the phone", { phone: "333-abc-4567" }, { phone: PHONE_DIGITS_ONLY }],
    ["a phone of 5 digits", { phone: "12345" }, { phone: PHONE_LENGTH }],
    ["a phone of 11 digits", { phone: "33312345678" }, { phone: PHONE_LENGTH }],
    ["a blank phone", { phone: "  " }, { phone: "Telefono è richiesto" }],
    ["a name over 100 characters", { lastName: "x".repeat(101) }, { lastName: "Massimo 100 caratteri" }],
    ["notes over 20,000 characters", { notes: "x".repeat(20_001) }, { notes: "Massimo 20000 caratteri" }],
  ])("%s: 400 with the field's message", async (_, patch, fields) => {
    const env = await createTestEnv();
    const res = await env.json("POST", "/api/clients", { ...GIULIA, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(fields);
    expect(res.body.message).toBe(Object.values(fields)[0]);
    expect((await env.json("GET", "/api/clients")).body).toEqual([]);
  });

  test.each<[string, string]>([
    ["an array", "[]"],
    ["a string", '"Giulia"'],
    ["null", "null"],
    ["malformed JSON", "{firstName:"],
  ])("%s as body is a 400, never a 500", async (_, raw) => {
    const env = await createTestEnv();
    const res = await env.call("POST", "/api/clients", raw, { "content-type": "application/json" });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBeString();
  });
});

describe("GET /api/clients", () => {
  test("sorted by last name then first name in Italian order, ignoring case and accents", async () => {
    const env = await createTestEnv();
    const names: [string, string][] = [
      ["Zeno", "Esposito"],
      ["Luca", "de Santis"],
      ["Anna", "Èrcole"],
      ["Marta", "D'Amico"],
      ["Bruno", "Rossi"],
      ["Anna", "Rossi"],
      ["Paolo", "De Luca"],
      ["Carla", "Dalla Valle"],
    ];
    for (const [i, [firstName, lastName]] of names.entries()) {
      expect((await env.json("POST", "/api/clients", { firstName, lastName, phone: `33312345${10 + i}` })).status).toBe(201);
    }
    const list = (await env.json<{ firstName: string; lastName: string }[]>("GET", "/api/clients")).body;
    expect(list.map((c) => `${c.lastName} ${c.firstName}`)).toEqual([
      "D'Amico Marta",
      "Dalla Valle Carla",
      "De Luca Paolo",
      "de Santis Luca",
      "Èrcole Anna",
      "Esposito Zeno",
      "Rossi Anna",
      "Rossi Bruno",
    ]);
  });
});

describe("PUT /api/clients/{id}", () => {
  test("updates every field and answers the row", async () => {
    const env = await createTestEnv();
    const { body: created } = await env.json("POST", "/api/clients", GIULIA);
    const events = recordEvents(env);
    const next = { firstName: "Giulia", lastName: "Verdi", phone: "06 1234 5678", email: "", notes: "" };
    const res = await env.json("PUT", `/api/clients/${created.id}`, next);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: created.id, ...next, phone: "+390612345678", whatsappConsent: false, whatsappConsentAt: null, walkIn: false, ...EMPTY_FILE });
    expect(events).toEqual([expect.objectContaining({ topic: "clients", action: "updated", ids: [created.id] })]);
    expect((await env.json("GET", "/api/clients")).body).toEqual([listRow(res.body)]);
  });

  test("a missing id is a 404; a malformed id is a 400", async () => {
    const env = await createTestEnv();
    const missing = await env.json("PUT", "/api/clients/999", GIULIA);
    expect(missing).toEqual({ status: 404, body: { message: "Cliente non trovato", code: "not_found" } });
    for (const bad of ["abc", "0", "-1", "1.5", "1e3", "99999999999999999999"]) {
      const res = await env.json("PUT", `/api/clients/${bad}`, GIULIA);
      expect({ bad, status: res.status, code: res.body.code }).toEqual({ bad, status: 400, code: "invalid_id" });
    }
  });

  test("invalid data on an existing client is a 400 and changes nothing", async () => {
    const env = await createTestEnv();
    const { body: created } = await env.json("POST", "/api/clients", GIULIA);
    const res = await env.json("PUT", `/api/clients/${created.id}`, { ...GIULIA, phone: "abc" });
    expect(res.status).toBe(400);
    expect((await env.json("GET", "/api/clients")).body).toEqual([listRow(created)]);
  });
});

describe("DELETE /api/clients/{id}", () => {
  test("the summary says what she has; a client without visits goes with her reminders and their messages", async () => {
    const env = await createTestEnv();
    const { body: giulia } = await env.json("POST", "/api/clients", GIULIA);
    const { body: other } = await env.json("POST", "/api/clients", { ...GIULIA, firstName: "Anna", phone: "+393339990000" });
    seedHistory(env, giulia.id, []);
    seedHistory(env, other.id, ["2026-04-03"]);

    const summary = await env.json("GET", `/api/clients/${giulia.id}/summary`);
    expect(summary).toMatchObject({ status: 200, body: { id: giulia.id, appointmentCount: 0, reminderCount: 1 } });

    const events = recordEvents(env);
    const res = await env.json("DELETE", `/api/clients/${giulia.id}`);
    expect(res).toEqual({ status: 200, body: { id: giulia.id, appointmentCount: 0, reminderCount: 1, anonymised: false, cancelled: 0 } });
    expect(events).toEqual([
      expect.objectContaining({ topic: "clients", action: "deleted", ids: [giulia.id] }),
      expect.objectContaining({ topic: "reminders", action: "deleted" }),
    ]);

    const db = env.app.ctx.db;
    expect(db.select().from(clients).where(eq(clients.id, giulia.id)).all()).toEqual([]);
    expect(db.select().from(appointments).all().map((a) => a.clientId)).toEqual([other.id]);
    expect(db.select().from(recurringReminders).all().map((r) => r.clientId)).toEqual([other.id]);
    expect(db.select().from(reminderMessages).all()).toHaveLength(1);
    expect((await env.json("GET", "/api/clients")).body).toEqual([listRow(other)]);
  });

  test("a second delete, or a summary of a deleted client, is a 404; a malformed id a 400", async () => {
    const env = await createTestEnv();
    const { body } = await env.json("POST", "/api/clients", GIULIA);
    expect((await env.json("DELETE", `/api/clients/${body.id}`)).status).toBe(200);
    const events = recordEvents(env);
    expect(await env.json("DELETE", `/api/clients/${body.id}`)).toEqual({
      status: 404,
      body: { message: "Cliente non trovato", code: "not_found" },
    });
    expect((await env.json("GET", `/api/clients/${body.id}/summary`)).status).toBe(404);
    expect((await env.json("DELETE", "/api/clients/abc")).status).toBe(400);
    expect((await env.json("GET", "/api/clients/0/summary")).status).toBe(400);
    expect(events).toEqual([]);
  });
});

describe("hostile input", () => {
  const HOSTILE = {
    firstName: `<script>alert("x")</script>`,
    lastName: `O'Brien"; DROP TABLE clients; --`,
    phone: "333 123 4567",
    email: "a'b\"c@example.it",
    // A right-to-left override is ordinary Unicode and kept; NUL and other controls are refused
    // (src/http/request-shape.test.ts).
    notes: `<img src=x onerror=alert(1)> ' OR 1=1 -- \u202e\n\t${"Nota lunga, con accènti e emoji 💇‍♀️. ".repeat(300)}`,
  };

  test("HTML, quotes, SQL fragments and 10 KB notes are stored and returned verbatim", async () => {
    const env = await createTestEnv();
    expect(HOSTILE.notes.length).toBeGreaterThan(10 * 1024);
    const created = await env.json("POST", "/api/clients", HOSTILE);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: created.body.id, ...HOSTILE, phone: "+393331234567", whatsappConsent: false, whatsappConsentAt: null, walkIn: false, ...EMPTY_FILE });
    const list = await env.call("GET", "/api/clients");
    expect(list.headers.get("content-type")).toContain("application/json");
    expect(await list.json()).toEqual([listRow(created.body)]);
    // The table is still there and still has its one row.
    expect(env.app.ctx.db.select().from(clients).all()).toHaveLength(1);
  });
});

describe("the cached list", () => {
  test("every write through the API shows in the next GET", async () => {
    const env = await createTestEnv();
    const list = async () => (await env.json<{ lastName: string }[]>("GET", "/api/clients")).body.map((c) => c.lastName);
    expect(await list()).toEqual([]);
    const { body } = await env.json("POST", "/api/clients", GIULIA);
    expect(await list()).toEqual(["Rossi"]);
    await env.json("PUT", `/api/clients/${body.id}`, { ...GIULIA, lastName: "Verdi" });
    expect(await list()).toEqual(["Verdi"]);
    await env.json("DELETE", `/api/clients/${body.id}`);
    expect(await list()).toEqual([]);
  });

  test("a write by another feature that publishes a clients event shows too", async () => {
    const env = await createTestEnv();
    await env.json("POST", "/api/clients", GIULIA);
    expect((await env.json("GET", "/api/clients")).body).toHaveLength(1);
    const row = env.app.ctx.db.insert(clients).values({ firstName: "Anna", lastName: "Bianchi", phone: "+393330000000" }).returning().get();
    env.app.ctx.events.publish({ topic: "clients", action: "created", ids: [row.id] });
    expect((await env.json("GET", "/api/clients")).body).toHaveLength(2);
  });

  test("a write by another process on the same file (the CLI, a seed script) shows too", async () => {
    const dir = mkdtempSync(join(tmpdir(), "salone-clients-"));
    const path = join(dir, "salone.db");
    const db = openDatabase(path);
    try {
      const { call } = await createTestEnv({ db });
      const count = async () => ((await (await call("GET", "/api/clients")).json()) as unknown[]).length;
      expect(await count()).toBe(0);
      const other = new Database(path);
      other.run("INSERT INTO clients (first_name, last_name, phone) VALUES ('Carla', 'Verdi', '3331111111')");
      other.close();
      expect(await count()).toBe(1);
    } finally {
      db.$client.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a big list is gzipped for clients that accept it", async () => {
    const env = await createTestEnv();
    const notes = "x".repeat(2000);
    for (let i = 0; i < 20; i++) await env.json("POST", "/api/clients", { ...GIULIA, phone: `33312300${10 + i}`, notes });
    const plain = await env.call("GET", "/api/clients");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const text = await plain.text();
    const zipped = await env.call("GET", "/api/clients", undefined, { "accept-encoding": "gzip, deflate, br" });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toContain("Accept-Encoding");
    expect(zipped.headers.get("cache-control")).toBe("no-cache, private");
    expect(zipped.headers.get("etag")).not.toBe(plain.headers.get("etag"));
    const bytes = new Uint8Array(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(text.length / 10);
    expect(new TextDecoder().decode(Bun.gunzipSync(bytes))).toBe(text);
  });
});

describe("the summary's patch test, for the booking dialog's warning", () => {
  test("her patch-test day (null when missing) and the owner's limit in months", async () => {
    const env = await createTestEnv();
    const maria = (await env.json("POST", "/api/clients", { firstName: "Maria", lastName: "Rossi", phone: "3331234567" })).body;
    expect((await env.json("GET", `/api/clients/${maria.id}/summary`)).body).toMatchObject({ patchTestDate: null, patchTestMonths: 6 });
    env.app.ctx.db.update(clients).set({ patchTestDate: "2025-08-31" }).where(eq(clients.id, maria.id)).run();
    const settings = (await env.json("GET", "/api/settings/privacy")).body;
    expect((await env.json("PUT", "/api/settings/privacy", { noticeText: settings.noticeText, retentionYears: settings.retentionYears, patchTestMonths: 3 })).status).toBe(200);
    expect((await env.json("GET", `/api/clients/${maria.id}/summary`)).body).toMatchObject({ patchTestDate: "2025-08-31", patchTestMonths: 3 });
  });
});
