import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Db } from "../../../db/client";
import { recurringReminders } from "../../../db/schema";
import { reminderMessages } from "../../../db/schema-messages";
import type { ReminderView } from "../../domain/schemas/reminders";
import { graphError, startFakeGraphApi, type FakeGraphApi } from "../../messaging/fake-graph-api";
import { createTestEnv, testClock, type TestClock } from "../../test/test-app";
import { CLAIM_LEASE_MS } from "./dispatch";
import { messageLogStore } from "../../messaging/repo";
import { remindersRepo } from "./repo";
import { appOnFile, seedCatalog, whatsappEnv } from "./test-fixtures";

// Tuesday 2026-03-10. 09:00Z is 10:00 in Rome; the reminders below are due at 10:30 Rome = 09:30Z.
const BEFORE = "2026-03-10T09:00:00Z";
const DUE = "2026-03-10T09:30:00Z";
const MINUTE = 60_000;

let fake: FakeGraphApi;
beforeEach(() => {
  fake = startFakeGraphApi();
});
afterEach(async () => {
  await fake.stop();
});

async function setup(env: Record<string, string> = whatsappEnv(fake.url)) {
  const clock = testClock(BEFORE);
  const test = await createTestEnv({ clock, env });
  const ids = seedCatalog(test.app.ctx.db);
  return { env: test, clock, ids, db: test.app.ctx.db };
}

async function createDueReminder(env: Awaited<ReturnType<typeof setup>>["env"], ids: ReturnType<typeof seedCatalog>) {
  const res = await env.json<ReminderView>("POST", "/api/recurring-reminders", {
    ...ids,
    frequency: "weekly",
    dayOfWeek: 2,
    dayOfMonth: null,
    preferredTime: "10:30",
  });
  expect(res.body.nextReminderDate).toBe("2026-03-10");
  return res.body;
}

const messagesOf = (db: Db) => db.select().from(reminderMessages).all();
const reminderOf = (db: Db, id: number) => db.select().from(recurringReminders).where(eq(recurringReminders.id, id)).get()!;

describe("a due reminder goes out on WhatsApp", () => {
  test("nothing before its time; at its time one template message, logged, with the date moved on", async () => {
    const { env, clock, ids, db } = await setup();
    const reminder = await createDueReminder(env, ids);

    await env.app.reminderDispatcher.run();
    expect(fake.requests).toHaveLength(0);

    clock.set(DUE);
    const res = await env.json("POST", "/api/recurring-reminders/service/trigger");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ queued: 1, sent: 1, retrying: 0, failed: 0 });

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.method).toBe("POST");
    expect(request!.path).toBe("/v23.0/106540352242922/messages");
    expect(request!.authorization).toBe("Bearer token-di-prova");
    const [row] = messagesOf(db);
    expect(request!.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "393331234567",
      type: "template",
      template: {
        name: "promemoria_ricorrente",
        language: { code: "it" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "Maria" },
              { type: "text", text: "Colore" },
              { type: "text", text: "Salone Bella" },
            ],
          },
        ],
      },
      biz_opaque_callback_data: `salone-reminder-message:${row!.id}`,
    });

    expect(row).toMatchObject({ occurrenceDate: "2026-03-10", status: "sent", providerMessageId: "wamid.TEST1", attempts: 1, sentAt: new Date(DUE).toISOString() });
    expect(reminderOf(db, reminder.id).nextReminderDate).toBe("2026-03-17");
    const list = await env.json<ReminderView[]>("GET", "/api/recurring-reminders");
    expect(list.body[0]!.lastMessage).toMatchObject({ status: "sent", sentAt: new Date(DUE).toISOString(), errorMessage: null });
    expect(env.logs.join("\n")).toContain("promemoria inviato");
    expect(env.logs.join("\n")).toContain("controllo promemoria completato");

    // The next minute's check (and the one after) finds nothing to send.
    clock.advance(MINUTE);
    await env.app.reminderDispatcher.run();
    clock.advance(MINUTE);
    await env.app.reminderDispatcher.run();
    expect(fake.requests).toHaveLength(1);
  });

  test("an inactive reminder is never sent", async () => {
    const { env, clock, ids, db } = await setup();
    const reminder = await createDueReminder(env, ids);
    db.update(recurringReminders).set({ isActive: false }).where(eq(recurringReminders.id, reminder.id)).run();
    clock.set(DUE);
    await env.app.reminderDispatcher.run();
    expect(fake.requests).toHaveLength(0);
    expect(messagesOf(db)).toHaveLength(0);
  });

  test("a client phone that cannot be a number fails without calling WhatsApp", async () => {
    const { env, clock, db } = await setup();
    const ids = seedCatalog(db, { phone: "12" });
    await createDueReminder(env, ids);
    clock.set(DUE);
    await env.app.reminderDispatcher.run();
    expect(fake.requests).toHaveLength(0);
    expect(messagesOf(db)[0]).toMatchObject({ status: "failed", errorCode: "invalid_phone" });
  });
});

describe("temporary failures retry with backoff and stay queued", () => {
  test.each<[string, number, unknown, string]>([
    ["a 500", 500, { error: { message: "Internal", code: 1 } }, "1"],
    ["a 503 without a body we know", 503, null, "http_503"],
    ["the rate limit 130429", 400, graphError(130429, "Rate limit hit"), "130429"],
  ])("%s: queued with the reason, not retried before its time, then sent", async (_label, status, body, code) => {
    const { env, clock, ids, db } = await setup();
    await createDueReminder(env, ids);
    fake.reply({ status, body: body ?? { nope: true } });
    clock.set(DUE);
    const first = await env.app.reminderDispatcher.run();
    expect(first).toMatchObject({ queued: 1, sent: 0, retrying: 1 });
    expect(messagesOf(db)[0]).toMatchObject({
      status: "queued",
      errorCode: code,
      attempts: 1,
      nextAttemptAt: new Date(Date.parse(DUE) + MINUTE).toISOString(),
    });

    clock.advance(30_000);
    await env.app.reminderDispatcher.run();
    expect(fake.requests).toHaveLength(1);

    clock.advance(30_000);
    await env.app.reminderDispatcher.run();
    expect(fake.requests).toHaveLength(2);
    expect(messagesOf(db)).toHaveLength(1);
    expect(messagesOf(db)[0]).toMatchObject({ status: "sent", attempts: 2, errorCode: null, errorMessage: null });
  });

  test("a refused connection (API surely not reached) is retried", async () => {
    const closed = startFakeGraphApi();
    const url = closed.url;
    await closed.stop();
    const { env, clock, ids, db } = await setup(whatsappEnv(url));
    await createDueReminder(env, ids);
    clock.set(DUE);
    await env.app.reminderDispatcher.run();
    expect(messagesOf(db)[0]).toMatchObject({ status: "queued", errorCode: "network", attempts: 1 });
  });

  test("one temporary failure holds the rest of the batch: no storm against a rate-limited API", async () => {
    const { env, clock, ids, db } = await setup();
    await createDueReminder(env, ids);
    await createDueReminder(env, seedCatalog(db, { firstName: "Luca" }));
    await createDueReminder(env, seedCatalog(db, { firstName: "Sara" }));
    fake.reply({ status: 400, body: graphError(130429) });
    clock.set(DUE);
    const report = await env.app.reminderDispatcher.run();
    expect(report).toMatchObject({ queued: 3, retrying: 1, sent: 0 });
    expect(fake.requests).toHaveLength(1);
    // A minute later the other two go out, and the first once its backoff is over.
    clock.advance(MINUTE);
    await env.app.reminderDispatcher.run();
    expect(fake.requests).toHaveLength(4);
    expect(messagesOf(db).map((m) => m.status)).toEqual(["sent", "sent", "sent"]);
  });

  test("after 8 attempts over about two hours it gives up, failed with the reason", async () => {
    const { env, clock, ids, db } = await setup();
    await createDueReminder(env, ids);
    clock.set(DUE);
    for (let i = 0; i < 8; i++) {
      fake.reply({ status: 500, body: { error: { code: 131000, message: "Something went wrong" } } });
      await env.app.reminderDispatcher.run();
      clock.advance(61 * MINUTE);
    }
    expect(fake.requests).toHaveLength(8);
    expect(messagesOf(db)[0]).toMatchObject({
      status: "failed",
      attempts: 8,
      errorCode: "131000",
      errorMessage: "errore temporaneo di WhatsApp (dopo 8 tentativi)",
    });
    await env.app.reminderDispatcher.run();
    expect(fake.requests).toHaveLength(8);
  });
});

describe("permanent failures are marked failed with their reason, never retried", () => {
  test.each<[number, string]>([
    [131026, "numero non su WhatsApp"],
    [132000, "il modello del messaggio non corrisponde (numero di parametri)"],
    [132001, "modello del messaggio inesistente o non approvato in questa lingua"],
    [190, "token di accesso WhatsApp non valido o scaduto"],
  ])("error %p", async (code, reason) => {
    const { env, clock, ids, db } = await setup();
    await createDueReminder(env, ids);
    fake.reply({ status: code === 190 ? 401 : 400, body: graphError(code) });
    clock.set(DUE);
    const report = await env.app.reminderDispatcher.run();
    expect(report).toMatchObject({ failed: 1, retrying: 0 });
    expect(messagesOf(db)[0]).toMatchObject({ status: "failed", errorCode: String(code), errorMessage: reason, attempts: 1 });
    const list = await env.json<ReminderView[]>("GET", "/api/recurring-reminders");
    expect(list.body[0]!.lastMessage).toMatchObject({ status: "failed", errorMessage: reason });
    clock.advance(3 * 60 * MINUTE);
    await env.app.reminderDispatcher.run();
    expect(fake.requests).toHaveLength(1);
  });
});

describe("not configured", () => {
  test("sends nothing, logs what it would have sent once, and moves the date on", async () => {
    const { env, clock, ids, db } = await setup({ WHATSAPP_API_URL: fake.url, SALON_NAME: "Salone Bella" });
    const reminder = await createDueReminder(env, ids);
    clock.set(DUE);
    const res = await env.json("POST", "/api/recurring-reminders/service/trigger");
    expect(res.body).toMatchObject({ queued: 1, sent: 0, notConfigured: 1 });
    expect(fake.requests).toHaveLength(0);
    const line = env.logs.find((l) => l.includes("Avrei inviato"));
    expect(line).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({
      to: "39333****567",
      template: "promemoria_ricorrente",
      language: "it",
      parameters: ["Maria", "Colore", "Salone Bella"],
      occurrence: "2026-03-10",
    });
    expect(messagesOf(db)[0]).toMatchObject({ status: "failed", errorCode: "not_configured", errorMessage: "WhatsApp non configurato" });
    expect(reminderOf(db, reminder.id).nextReminderDate).toBe("2026-03-17");
    clock.advance(MINUTE);
    await env.app.reminderDispatcher.run();
    expect(env.logs.filter((l) => l.includes("Avrei inviato"))).toHaveLength(1);
  });
});

describe("exactly once", () => {
  test("two triggers at once against a slow API send one message", async () => {
    const { env, clock, ids, db } = await setup();
    await createDueReminder(env, ids);
    fake.reply({ status: 200, body: null, delayMs: 150 });
    clock.set(DUE);
    const [a, b] = await Promise.all([
      env.json("POST", "/api/recurring-reminders/service/trigger"),
      env.json("POST", "/api/recurring-reminders/service/trigger"),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(fake.requests).toHaveLength(1);
    expect(messagesOf(db)).toHaveLength(1);
  });

  describe("across processes sharing the database file", () => {
    let dir: string;
    let clock: TestClock;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), "salone-reminders-"));
      clock = testClock(DUE);
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    const seedDue = (db: Db, nextReminderDate = "2026-03-10") => {
      const ids = seedCatalog(db);
      return db
        .insert(recurringReminders)
        .values({ ...ids, frequency: "weekly", dayOfWeek: 2, preferredTime: "10:30", nextReminderDate })
        .returning()
        .get();
    };

    test("two servers checking at the same moment send one message", async () => {
      const one = appOnFile(join(dir, "salone.db"), whatsappEnv(fake.url), clock);
      const two = appOnFile(join(dir, "salone.db"), whatsappEnv(fake.url), clock);
      seedDue(one.db);
      fake.reply({ status: 200, body: null, delayMs: 100 });
      await Promise.all([one.app.reminderDispatcher.run(), two.app.reminderDispatcher.run(), one.app.reminderDispatcher.run()]);
      expect(fake.requests).toHaveLength(1);
      expect(messagesOf(one.db)).toMatchObject([{ status: "sent" }]);
    });

    test("the claim is a compare-and-set: of two processes that both saw the row queued, one gets it", () => {
      const one = appOnFile(join(dir, "salone.db"), whatsappEnv(fake.url), clock);
      const two = appOnFile(join(dir, "salone.db"), whatsappEnv(fake.url), clock);
      const reminder = seedDue(one.db);
      const row = one.db.insert(reminderMessages).values({ reminderId: reminder.id, occurrenceDate: "2026-03-10", status: "queued" }).returning().get();
      const now = clock.now().toISOString();
      const lease = new Date(clock.now().getTime() + CLAIM_LEASE_MS).toISOString();
      expect(messageLogStore(one.db, reminderMessages).queuedReady(now)).toEqual([{ id: row.id }]);
      expect(messageLogStore(two.db, reminderMessages).queuedReady(now)).toEqual([{ id: row.id }]);
      expect(messageLogStore(two.db, reminderMessages).claim(row.id, now, lease)).toMatchObject({ status: "sending", attempts: 1 });
      expect(messageLogStore(one.db, reminderMessages).claim(row.id, now, lease)).toBeUndefined();
    });

    test("the same occurrence cannot be logged twice (the unique key)", () => {
      const one = appOnFile(join(dir, "salone.db"), whatsappEnv(fake.url), clock);
      const reminder = seedDue(one.db);
      const repo = remindersRepo(one.db);
      const at = clock.now().toISOString();
      expect(repo.insertMessage(one.db, { reminderId: reminder.id, occurrenceDate: "2026-03-10", at })).toBeDefined();
      expect(repo.insertMessage(one.db, { reminderId: reminder.id, occurrenceDate: "2026-03-10", at })).toBeUndefined();
      expect(messagesOf(one.db)).toHaveLength(1);
    });

    test("a restart with a row still queued (waiting for its retry) sends it once", async () => {
      const before = appOnFile(join(dir, "salone.db"), whatsappEnv(fake.url), clock);
      const reminder = seedDue(before.db);
      fake.reply({ status: 503, body: null });
      await before.app.reminderDispatcher.run();
      expect(messagesOf(before.db)).toMatchObject([{ status: "queued" }]);
      before.db.$client.close(); // the process stops

      clock.advance(2 * MINUTE);
      const after = appOnFile(join(dir, "salone.db"), whatsappEnv(fake.url), clock);
      await after.app.reminderDispatcher.run();
      await after.app.reminderDispatcher.run();
      expect(fake.requests).toHaveLength(2); // the refused one and the one that went out
      expect(messagesOf(after.db)).toMatchObject([{ status: "sent", occurrenceDate: "2026-03-10", attempts: 2 }]);
      expect(reminderOf(after.db, reminder.id).nextReminderDate).toBe("2026-03-17");
    });

    test("a crash while the call is in flight never sends it again: the row ends 'esito sconosciuto'", async () => {
      const crashed = appOnFile(join(dir, "salone.db"), whatsappEnv(fake.url), clock);
      seedDue(crashed.db);
      fake.reply({ hang: true });
      void crashed.app.reminderDispatcher.run(); // this process "dies" with the call in flight
      for (let i = 0; i < 100 && fake.requests.length === 0; i++) await Bun.sleep(5);
      expect(messagesOf(crashed.db)).toMatchObject([{ status: "sending" }]);

      const restarted = appOnFile(join(dir, "salone.db"), whatsappEnv(fake.url), clock);
      // Within the lease the row may still be someone's live call: left alone.
      await restarted.app.reminderDispatcher.run();
      expect(messagesOf(restarted.db)).toMatchObject([{ status: "sending" }]);
      clock.advance(CLAIM_LEASE_MS + 1);
      const report = await restarted.app.reminderDispatcher.run();
      expect(report).toMatchObject({ abandoned: 1, sent: 0 });
      const [row] = messagesOf(restarted.db);
      expect(row).toMatchObject({ status: "failed", errorCode: "unknown_outcome" });
      expect(row!.errorMessage).toContain("esito sconosciuto");
      clock.advance(24 * 60 * MINUTE);
      await restarted.app.reminderDispatcher.run();
      expect(fake.requests).toHaveLength(1);
      expect(restarted.logs.join("\n")).toContain("non verrà ritentato");
      fake.release();
    });

    test("a timeout is treated like a crash: maybe delivered, so not sent again", async () => {
      const server = appOnFile(join(dir, "salone.db"), whatsappEnv(fake.url), clock, { sendTimeoutMs: 100 });
      seedDue(server.db);
      fake.reply({ hang: true });
      await server.app.reminderDispatcher.run();
      expect(messagesOf(server.db)).toMatchObject([{ status: "failed", errorCode: "unknown_outcome" }]);
      clock.advance(60 * MINUTE);
      await server.app.reminderDispatcher.run();
      expect(fake.requests).toHaveLength(1);
      fake.release();
    });

    test("a reminder due while the server was down for three weeks is sent once", async () => {
      const down = appOnFile(join(dir, "salone.db"), whatsappEnv(fake.url), clock);
      const reminder = seedDue(down.db, "2026-02-17");
      down.db.$client.close();

      const up = appOnFile(join(dir, "salone.db"), whatsappEnv(fake.url), clock);
      for (let minute = 0; minute < 5; minute++) {
        await up.app.reminderDispatcher.run();
        clock.advance(MINUTE);
      }
      expect(fake.requests).toHaveLength(1);
      expect(messagesOf(up.db)).toMatchObject([{ occurrenceDate: "2026-02-17", status: "sent" }]);
      expect(reminderOf(up.db, reminder.id).nextReminderDate).toBe("2026-03-17");
    });
  });

  test("an edit that brings the date back onto a handled occurrence does not send it twice", async () => {
    const { env, clock, ids, db } = await setup();
    const reminder = await createDueReminder(env, ids);
    clock.set(DUE);
    await env.app.reminderDispatcher.run();
    expect(fake.requests).toHaveLength(1);
    // Moved back onto today's handled date (as an edit of the schedule can do).
    db.update(recurringReminders).set({ nextReminderDate: "2026-03-10" }).where(eq(recurringReminders.id, reminder.id)).run();
    await env.app.reminderDispatcher.run();
    expect(fake.requests).toHaveLength(1);
    expect(reminderOf(db, reminder.id).nextReminderDate).toBe("2026-03-17");
    expect(env.logs.join("\n")).toContain("occorrenza già gestita");
  });
});
