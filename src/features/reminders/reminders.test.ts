import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { recurringReminders, services, stylists } from "../../../db/schema";
import { reminderMessages } from "../../../db/schema-messages";
import type { LiveEvent } from "../../domain/live-events";
import type { ReminderView } from "../../domain/schemas/reminders";
import { createTestEnv, testClock, OWNER_ACTOR } from "../../test/test-app";
import { seedCatalog } from "./test-fixtures";

// testClock() starts on Tuesday 2026-03-10 at 09:00Z = 10:00 in Rome.
async function setup(start?: string) {
  const env = await createTestEnv({ clock: testClock(start) });
  const ids = seedCatalog(env.app.ctx.db);
  const events: LiveEvent[] = [];
  env.app.ctx.events.subscribe((e) => events.push(e));
  return { env, ids, events };
}

const weekly = (ids: ReturnType<typeof seedCatalog>, extra: Record<string, unknown> = {}) => ({
  ...ids,
  frequency: "weekly",
  dayOfWeek: 5,
  dayOfMonth: null,
  preferredTime: "10:30",
  isActive: true,
  ...extra,
});

describe("POST /api/recurring-reminders", () => {
  test("creates a reminder with the next date computed by the server, embedded names, one event", async () => {
    const { env, ids, events } = await setup();
    const res = await env.json<ReminderView>("POST", "/api/recurring-reminders", {
      ...weekly(ids),
      nextReminderDate: "2020-01-01", // never trusted
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      ...ids,
      frequency: "weekly",
      dayOfWeek: 5,
      dayOfMonth: null,
      preferredTime: "10:30",
      isActive: true,
      nextReminderDate: "2026-03-13",
      client: { firstName: "Maria", lastName: "Rossi", whatsappConsent: true },
      service: { name: "Colore" },
      stylist: { name: "Giulia" },
      lastMessage: null,
    });
    expect(events).toEqual([{ type: "event", seq: expect.any(Number), topic: "reminders", action: "created", ids: [res.body.id], actor: OWNER_ACTOR }]);
  });

  test.each<[string, Record<string, unknown>, string, string]>([
    ["monthly on the 31st in a 30-day month", { frequency: "monthly", dayOfWeek: null, dayOfMonth: 31 }, "2026-04-10T08:00:00Z", "2026-04-30"],
    ["monthly on the 31st in February", { frequency: "monthly", dayOfWeek: null, dayOfMonth: 31 }, "2026-02-03T08:00:00Z", "2026-02-28"],
    ["biweekly starts on the first matching weekday", { frequency: "biweekly", dayOfWeek: 1 }, "2026-03-10T08:00:00Z", "2026-03-16"],
    ["today's weekday before its time is today", { dayOfWeek: 2, preferredTime: "18:00" }, "2026-03-10T08:00:00Z", "2026-03-10"],
    ["today's weekday after its time is next week", { dayOfWeek: 2, preferredTime: "08:00" }, "2026-03-10T08:00:00Z", "2026-03-17"],
    ["'today' is Rome's: 23:30Z on New Year's Eve is already Friday 1 January", { dayOfWeek: 5, preferredTime: "10:00" }, "2026-12-31T23:30:00Z", "2027-01-01"],
  ])("%s", async (_label, extra, now, expected) => {
    const { env, ids } = await setup(now);
    const res = await env.json<ReminderView>("POST", "/api/recurring-reminders", weekly(ids, extra));
    expect(res.status).toBe(201);
    expect(res.body.nextReminderDate).toBe(expected);
  });

  test("isActive defaults to true and a null preferred time is kept (sent at 10:00)", async () => {
    const { env, ids } = await setup();
    const { isActive: _drop, ...body } = weekly(ids, { preferredTime: null });
    const res = await env.json<ReminderView>("POST", "/api/recurring-reminders", body);
    expect(res.body).toMatchObject({ isActive: true, preferredTime: null });
  });

  test.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["nothing at all", {}, {
      clientId: "Seleziona un cliente",
      serviceId: "Seleziona un servizio",
      stylistId: "Seleziona un parrucchiere",
      frequency: "Scegli una frequenza: settimanale, ogni 2 settimane o mensile",
    }],
    ["an unknown frequency", { frequency: "daily" }, { frequency: "Scegli una frequenza: settimanale, ogni 2 settimane o mensile" }],
    ["weekly without a weekday", { dayOfWeek: null }, { dayOfWeek: "Scegli il giorno della settimana" }],
    ["weekday 7", { dayOfWeek: 7 }, { dayOfWeek: "Scegli il giorno della settimana" }],
    ["weekly with a day of month", { dayOfMonth: 3 }, { dayOfMonth: "Il giorno del mese vale solo per i promemoria mensili" }],
    ["monthly without a day of month", { frequency: "monthly", dayOfWeek: null }, { dayOfMonth: "Il giorno del mese deve essere tra 1 e 31" }],
    ["monthly on day 32", { frequency: "monthly", dayOfWeek: null, dayOfMonth: 32 }, { dayOfMonth: "Il giorno del mese deve essere tra 1 e 31" }],
    ["monthly on day 0", { frequency: "monthly", dayOfWeek: null, dayOfMonth: 0 }, { dayOfMonth: "Il giorno del mese deve essere tra 1 e 31" }],
    ["monthly with a weekday", { frequency: "monthly", dayOfMonth: 3 }, { dayOfWeek: "Il giorno della settimana vale solo per i promemoria settimanali" }],
    ["a time without minutes", { preferredTime: "10" }, { preferredTime: "Orario non valido (HH:mm)" }],
    ["a time past midnight", { preferredTime: "24:00" }, { preferredTime: "Orario non valido (HH:mm)" }],
    ["a non-boolean isActive", { isActive: "sì" }, { isActive: "isActive deve essere vero o falso" }],
    ["a client id of 0", { clientId: 0 }, { clientId: "Seleziona un cliente" }],
  ])("refuses %s with the field's Italian message", async (_label, extra, fields) => {
    const { env, ids } = await setup();
    const body = _label === "nothing at all" ? {} : weekly(ids, extra);
    const res = await env.json("POST", "/api/recurring-reminders", body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation");
    expect(res.body.fields).toEqual(fields);
  });

  test("client, service and stylist must exist; archived services and stylists cannot be chosen", async () => {
    const { env, ids } = await setup();
    const missing = await env.json("POST", "/api/recurring-reminders", weekly(ids, { clientId: 999, serviceId: 998, stylistId: 997 }));
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({
      clientId: "Cliente non trovato",
      serviceId: "Servizio non trovato",
      stylistId: "Parrucchiere non trovato",
    });
    const db = env.app.ctx.db;
    db.update(services).set({ archivedAt: "2026-01-01T00:00:00.000Z" }).where(eq(services.id, ids.serviceId)).run();
    db.update(stylists).set({ archivedAt: "2026-01-01T00:00:00.000Z" }).where(eq(stylists.id, ids.stylistId)).run();
    const archived = await env.json("POST", "/api/recurring-reminders", weekly(ids));
    expect(archived.body.fields).toEqual({ serviceId: "Servizio non trovato", stylistId: "Parrucchiere non trovato" });
    expect(db.select().from(recurringReminders).all()).toHaveLength(0);
  });

  test("malformed JSON is a 400, not a 500", async () => {
    const { env } = await setup();
    const res = await env.call("POST", "/api/recurring-reminders", "{nope", { "content-type": "application/json" });
    expect(res.status).toBe(400);
  });
});

describe("GET /api/recurring-reminders", () => {
  test("lists soonest first with client, service and stylist names and the last send", async () => {
    const { env, ids } = await setup();
    const second = seedCatalog(env.app.ctx.db, { firstName: "Luca", lastName: "Bianchi" });
    await env.json("POST", "/api/recurring-reminders", weekly(ids, { dayOfWeek: 5 }));
    const luca = await env.json<ReminderView>("POST", "/api/recurring-reminders", weekly(second, { dayOfWeek: 3 }));
    env.app.ctx.db
      .insert(reminderMessages)
      .values({ reminderId: luca.body.id, occurrenceDate: "2026-03-04", status: "failed", errorCode: "131026", errorMessage: "numero non su WhatsApp" })
      .run();
    const res = await env.json<ReminderView[]>("GET", "/api/recurring-reminders");
    expect(res.status).toBe(200);
    expect(res.body.map((r) => [r.client.firstName, r.service.name, r.stylist.name, r.nextReminderDate])).toEqual([
      ["Luca", "Colore", "Giulia", "2026-03-11"],
      ["Maria", "Colore", "Giulia", "2026-03-13"],
    ]);
    expect(res.body[0]!.lastMessage).toMatchObject({ status: "failed", errorCode: "131026", errorMessage: "numero non su WhatsApp" });
    expect(res.body[1]!.lastMessage).toBeNull();
  });

  test("an empty list is []", async () => {
    const { env } = await setup();
    expect((await env.json("GET", "/api/recurring-reminders")).body).toEqual([]);
  });
});

describe("PUT /api/recurring-reminders/{id}", () => {
  test("updates, recomputes the date when the schedule changes, publishes one event", async () => {
    const { env, ids, events } = await setup();
    const created = await env.json<ReminderView>("POST", "/api/recurring-reminders", weekly(ids));
    events.length = 0;
    const res = await env.json<ReminderView>("PUT", `/api/recurring-reminders/${created.body.id}`, {
      ...weekly(ids, { frequency: "monthly", dayOfWeek: null, dayOfMonth: 31 }),
      nextReminderDate: "2030-01-01",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ frequency: "monthly", dayOfWeek: null, dayOfMonth: 31, nextReminderDate: "2026-03-31" });
    expect(events.map((e) => [e.topic, e.action, e.ids])).toEqual([["reminders", "updated", [created.body.id]]]);
  });

  test("keeps a biweekly reminder's fortnight when only the stylist or time changes", async () => {
    const { env, ids } = await setup();
    const created = await env.json<ReminderView>("POST", "/api/recurring-reminders", weekly(ids, { frequency: "biweekly", dayOfWeek: 1 }));
    expect(created.body.nextReminderDate).toBe("2026-03-16");
    // As if 16 March had been sent: the next is 30 March. Recomputing from today would say 16 March again.
    env.app.ctx.db.update(recurringReminders).set({ nextReminderDate: "2026-03-30" }).where(eq(recurringReminders.id, created.body.id)).run();
    const other = seedCatalog(env.app.ctx.db);
    const res = await env.json<ReminderView>("PUT", `/api/recurring-reminders/${created.body.id}`, {
      ...weekly(ids, { frequency: "biweekly", dayOfWeek: 1 }),
      stylistId: other.stylistId,
      preferredTime: "16:00",
    });
    expect(res.body).toMatchObject({ nextReminderDate: "2026-03-30", preferredTime: "16:00", stylistId: other.stylistId });
  });

  test("an unknown id is 404, a bad id 400, a bad body 400", async () => {
    const { env, ids } = await setup();
    expect((await env.json("PUT", "/api/recurring-reminders/999", weekly(ids))).status).toBe(404);
    expect((await env.json("PUT", "/api/recurring-reminders/abc", weekly(ids))).status).toBe(400);
    const created = await env.json<ReminderView>("POST", "/api/recurring-reminders", weekly(ids));
    const bad = await env.json("PUT", `/api/recurring-reminders/${created.body.id}`, weekly(ids, { frequency: "monthly" }));
    expect(bad.status).toBe(400);
  });

  test("a service archived after the reminder was made does not block editing it", async () => {
    const { env, ids } = await setup();
    const created = await env.json<ReminderView>("POST", "/api/recurring-reminders", weekly(ids));
    env.app.ctx.db.update(services).set({ archivedAt: "2026-03-01T00:00:00.000Z" }).where(eq(services.id, ids.serviceId)).run();
    const res = await env.json<ReminderView>("PUT", `/api/recurring-reminders/${created.body.id}`, weekly(ids, { preferredTime: "11:00" }));
    expect(res.status).toBe(200);
  });
});

describe("DELETE /api/recurring-reminders/{id}", () => {
  test("deletes with its message log, publishes one event; a second delete is 404", async () => {
    const { env, ids, events } = await setup();
    const created = await env.json<ReminderView>("POST", "/api/recurring-reminders", weekly(ids));
    env.app.ctx.db.insert(reminderMessages).values({ reminderId: created.body.id, occurrenceDate: "2026-03-06", status: "sent" }).run();
    events.length = 0;
    const res = await env.json("DELETE", `/api/recurring-reminders/${created.body.id}`);
    expect(res.status).toBe(200);
    expect(events.map((e) => [e.topic, e.action, e.ids])).toEqual([["reminders", "deleted", [created.body.id]]]);
    expect((await env.json("GET", "/api/recurring-reminders")).body).toEqual([]);
    expect(env.app.ctx.db.select().from(reminderMessages).all()).toEqual([]);
    expect((await env.json("DELETE", `/api/recurring-reminders/${created.body.id}`)).status).toBe(404);
  });
});

describe("access", () => {
  test("every reminders route needs a session", async () => {
    const { env } = await setup();
    for (const [method, path] of [
      ["GET", "/api/recurring-reminders"],
      ["POST", "/api/recurring-reminders"],
      ["PUT", "/api/recurring-reminders/1"],
      ["DELETE", "/api/recurring-reminders/1"],
      ["POST", "/api/recurring-reminders/service/trigger"],
    ] as const) {
      expect([method, path, (await env.anonymous(method, path, method === "GET" || method === "DELETE" ? undefined : {})).status]).toEqual([method, path, 401]);
    }
  });
});
