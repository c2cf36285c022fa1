// No WhatsApp message goes to a client without her consent: the occurrence is closed as not sent,
// with the reason on the row, and the reminder goes on to its next date.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { clients, recurringReminders } from "../../../db/schema";
import { reminderMessages } from "../../../db/schema-messages";
import type { ReminderView } from "../../domain/schemas/reminders";
import { NO_CONSENT_CODE, NO_CONSENT_REASON } from "../../domain/whatsapp-consent";
import { startFakeGraphApi, type FakeGraphApi } from "../../messaging/fake-graph-api";
import { createTestEnv, testClock, type TestEnv } from "../../test/test-app";
import { seedCatalog, whatsappEnv } from "./test-fixtures";

// Tuesday 2026-03-10; the reminders are due at 10:30 Rome = 09:30Z, and again a week later.
const BEFORE = "2026-03-10T09:00:00Z";
const DUE = "2026-03-10T09:30:00Z";
const NEXT_WEEK = "2026-03-17T09:30:00Z";
const MINUTE = 60_000;

let fake: FakeGraphApi;
beforeEach(() => {
  fake = startFakeGraphApi();
});
afterEach(async () => {
  await fake.stop();
});

async function setup() {
  const clock = testClock(BEFORE);
  const env = await createTestEnv({ clock, env: whatsappEnv(fake.url) });
  return { env, clock, db: env.app.ctx.db };
}

async function dueReminder(env: TestEnv, ids: { clientId: number; serviceId: number; stylistId: number }) {
  const res = await env.json<ReminderView>("POST", "/api/recurring-reminders", { ...ids, frequency: "weekly", dayOfWeek: 2, preferredTime: "10:30" });
  expect(res.status).toBe(201);
  return res.body;
}

const messages = (db: Db) => db.select().from(reminderMessages).all();
const nextDate = (db: Db, id: number) => db.select().from(recurringReminders).where(eq(recurringReminders.id, id)).get()!.nextReminderDate;
const recipients = () => fake.requests.map((r) => (r.body as { to: string }).to);

describe("recurring reminders and WhatsApp consent", () => {
  test("without consent: nothing reaches WhatsApp, the row says why, the reminder moves on", async () => {
    const { env, clock, db } = await setup();
    const ids = seedCatalog(db, { whatsappConsent: false, whatsappConsentAt: null });
    const reminder = await dueReminder(env, ids);
    expect(reminder.client.whatsappConsent).toBe(false);

    clock.set(DUE);
    const report = await env.json("POST", "/api/recurring-reminders/service/trigger");
    expect(report.body).toMatchObject({ queued: 1, sent: 0, failed: 1, retrying: 0 });
    expect(fake.requests).toHaveLength(0);
    expect(messages(db)).toEqual([
      expect.objectContaining({ occurrenceDate: "2026-03-10", status: "failed", errorCode: NO_CONSENT_CODE, errorMessage: NO_CONSENT_REASON, sentAt: null }),
    ]);
    expect(nextDate(db, reminder.id)).toBe("2026-03-17");
    const [listed] = (await env.json<ReminderView[]>("GET", "/api/recurring-reminders")).body;
    expect(listed).toMatchObject({ client: { whatsappConsent: false }, lastMessage: { status: "failed", errorMessage: NO_CONSENT_REASON } });

    // Later runs do not try the closed occurrence again.
    clock.advance(MINUTE);
    await env.app.reminderDispatcher.run();
    expect(fake.requests).toHaveLength(0);
    expect(messages(db)).toHaveLength(1);
  });

  test("a client stored before consent was recorded has none, until the salon ticks it", async () => {
    const { env, clock, db } = await setup();
    const { serviceId, stylistId } = seedCatalog(db);
    // A row as it was written before the consent columns existed: their defaults apply.
    const clientId = (db.$client.query("INSERT INTO clients (first_name, last_name, phone) VALUES ('Anna', 'Gallo', '3471112222') RETURNING id").get() as { id: number }).id;
    const reminder = await dueReminder(env, { clientId, serviceId, stylistId });

    clock.set(DUE);
    await env.app.reminderDispatcher.run();
    expect(fake.requests).toHaveLength(0);

    const ticked = await env.json("PUT", `/api/clients/${clientId}`, { firstName: "Anna", lastName: "Gallo", phone: "3471112222", whatsappConsent: true });
    expect(ticked.body).toMatchObject({ whatsappConsent: true, whatsappConsentAt: new Date(DUE).toISOString() });

    clock.set(NEXT_WEEK);
    await env.app.reminderDispatcher.run();
    expect(recipients()).toEqual(["393471112222"]);
    expect(messages(db).map((m) => [m.occurrenceDate, m.status])).toEqual([
      ["2026-03-10", "failed"],
      ["2026-03-17", "sent"],
    ]);
    expect(nextDate(db, reminder.id)).toBe("2026-03-24");
  });

  test("in one run the client with consent gets her message and the one without gets nothing", async () => {
    const { env, clock, db } = await setup();
    const withConsent = seedCatalog(db); // consented (the fixture's default)
    const without = seedCatalog(db, { firstName: "Luca", phone: "3479998888", whatsappConsent: false, whatsappConsentAt: null });
    await dueReminder(env, withConsent);
    await dueReminder(env, without);

    clock.set(DUE);
    const report = await env.app.reminderDispatcher.run();
    expect(report).toMatchObject({ queued: 2, sent: 1, failed: 1 });
    expect(recipients()).toEqual(["393331234567"]);
    const body = fake.requests[0]!.body as { template: { components: { parameters: { text: string }[] }[] } };
    expect(body.template.components[0]!.parameters[0]!.text).toBe("Maria");
  });

  test("consent withdrawn while a message waits for a retry: the retry is not sent", async () => {
    const { env, clock, db } = await setup();
    const ids = seedCatalog(db);
    await dueReminder(env, ids);
    fake.reply({ status: 500, body: { error: { code: 131000, message: "Something went wrong" } } });
    clock.set(DUE);
    await env.app.reminderDispatcher.run();
    expect(messages(db)[0]).toMatchObject({ status: "queued", attempts: 1 });

    const withdrawn = await env.json("PUT", `/api/clients/${ids.clientId}`, { firstName: "Maria", lastName: "Rossi", phone: "3331234567", whatsappConsent: false });
    expect(withdrawn.status).toBe(200);
    clock.advance(5 * MINUTE);
    await env.app.reminderDispatcher.run();
    expect(fake.requests).toHaveLength(1); // only the first, failed, attempt
    expect(messages(db)[0]).toMatchObject({ status: "failed", errorCode: NO_CONSENT_CODE });
    expect(db.select().from(clients).where(eq(clients.id, ids.clientId)).get()).toMatchObject({ whatsappConsent: false, whatsappConsentAt: null });
  });
});
