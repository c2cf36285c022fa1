import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { reminderMessages } from "../../../db/schema-messages";
import type { LiveEvent } from "../../domain/live-events";
import type { ReminderView } from "../../domain/schemas/reminders";
import { startFakeGraphApi, statusesWebhook, type FakeGraphApi } from "../../messaging/fake-graph-api";
import { signBody } from "../../messaging/webhook";
import { createTestEnv, testClock } from "../../test/test-app";
import { seedCatalog, whatsappEnv } from "./test-fixtures";

const SECRET = "segreto-app";
const PATH = "/api/whatsapp/webhook";

let fake: FakeGraphApi;
beforeEach(() => {
  fake = startFakeGraphApi();
});
afterEach(async () => {
  await fake.stop();
});

/** A reminder sent at 10:30 Rome on 2026-03-10, so its row has Meta's id wamid.TEST1. */
async function sentReminder() {
  const clock = testClock("2026-03-10T09:00:00Z");
  const env = await createTestEnv({ clock, env: whatsappEnv(fake.url) });
  const ids = seedCatalog(env.app.ctx.db);
  await env.json("POST", "/api/recurring-reminders", { ...ids, frequency: "weekly", dayOfWeek: 2, preferredTime: "10:30" });
  clock.set("2026-03-10T09:30:00Z");
  await env.app.reminderDispatcher.run();
  const events: LiveEvent[] = [];
  env.app.ctx.events.subscribe((e) => events.push(e));
  return { env, events, row: () => env.app.ctx.db.select().from(reminderMessages).get()! };
}

const receipt = (status: string, timestamp: number, extra: Record<string, unknown> = {}) => ({
  id: "wamid.TEST1",
  status,
  timestamp: String(timestamp),
  recipient_id: "393331234567",
  ...extra,
});

// 2026-03-10T09:31:00Z, 09:35, 10:00 as unix seconds.
const T_SENT = 1773135060;
const T_DELIVERED = 1773135300;
const T_READ = 1773136800;

async function post(env: Awaited<ReturnType<typeof sentReminder>>["env"], raw: string, signature: string | null = signBody(raw, SECRET)) {
  return env.anonymous("POST", PATH, raw, {
    "content-type": "application/json",
    ...(signature === null ? {} : { "x-hub-signature-256": signature }),
  });
}

describe("GET /api/whatsapp/webhook (Meta's verification)", () => {
  test("echoes hub.challenge as plain text when the verify token matches", async () => {
    const env = await createTestEnv({ env: whatsappEnv(fake.url) });
    const res = await env.anonymous("GET", `${PATH}?hub.mode=subscribe&hub.verify_token=verifica-salone&hub.challenge=1158201444`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toStartWith("text/plain");
    expect(await res.text()).toBe("1158201444");
  });

  test.each([
    ["a wrong token", "hub.mode=subscribe&hub.verify_token=sbagliato&hub.challenge=1"],
    ["no token", "hub.mode=subscribe&hub.challenge=1"],
    ["another mode", "hub.mode=unsubscribe&hub.verify_token=verifica-salone&hub.challenge=1"],
    ["a challenge with markup", "hub.mode=subscribe&hub.verify_token=verifica-salone&hub.challenge=%3Cscript%3E"],
  ])("refuses %s with 403", async (_label, query) => {
    const env = await createTestEnv({ env: whatsappEnv(fake.url) });
    expect((await env.anonymous("GET", `${PATH}?${query}`)).status).toBe(403);
  });

  test("without WHATSAPP_VERIFY_TOKEN nothing verifies, not even an empty token", async () => {
    const env = await createTestEnv();
    expect((await env.anonymous("GET", `${PATH}?hub.mode=subscribe&hub.verify_token=&hub.challenge=1`)).status).toBe(403);
  });
});

describe("POST /api/whatsapp/webhook (delivery receipts)", () => {
  test("a correctly signed receipt updates the row shown on the reminder, with one event", async () => {
    const { env, events, row } = await sentReminder();
    const res = await post(env, JSON.stringify(statusesWebhook([receipt("delivered", T_DELIVERED)])));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: 1, changed: 1 });
    expect(row()).toMatchObject({ status: "delivered", deliveredAt: "2026-03-10T09:35:00.000Z" });
    expect(events.map((e) => [e.topic, e.action])).toEqual([["reminders", "updated"]]);
    const list = await env.json<ReminderView[]>("GET", "/api/recurring-reminders");
    expect(list.body[0]!.lastMessage).toMatchObject({ status: "delivered" });
  });

  test("the signature is over the exact bytes: spacing and escaped accents as Meta sent them", async () => {
    const { env, row } = await sentReminder();
    // Same JSON value, different bytes from JSON.stringify: verifying a re-serialisation would fail.
    const raw = `{ "object" : "whatsapp_business_account", "note": "caff\\u00e8 è",\n "entry": ${JSON.stringify(statusesWebhook([receipt("read", T_READ)]).entry)} }`;
    const res = await post(env, raw);
    expect(res.status).toBe(200);
    expect(row()).toMatchObject({ status: "read", readAt: "2026-03-10T10:00:00.000Z" });
  });

  test.each<[string, (raw: string) => string | null]>([
    ["no signature", () => null],
    ["a signature made with another secret", (raw) => signBody(raw, "un-altro-segreto")],
    ["a signature of different bytes", (raw) => signBody(raw + " ", SECRET)],
    ["a malformed header", () => "sha1=abc"],
  ])("refuses %s with 401 and changes nothing", async (_label, sign) => {
    const { env, row } = await sentReminder();
    const raw = JSON.stringify(statusesWebhook([receipt("read", T_READ)]));
    const res = await post(env, raw, sign(raw));
    expect(res.status).toBe(401);
    expect(row().status).toBe("sent");
    expect(env.logs.join("\n")).toContain("firma non valida");
  });

  test("without WHATSAPP_APP_SECRET no receipt is accepted", async () => {
    const env = await createTestEnv();
    const raw = JSON.stringify(statusesWebhook([receipt("read", T_READ)]));
    expect((await post(env, raw, signBody(raw, ""))).status).toBe(401);
  });

  test("signed but not JSON is still a 200 (Meta would retry anything else), logged", async () => {
    const { env } = await sentReminder();
    expect((await post(env, "{nope")).status).toBe(200);
    expect(env.logs.join("\n")).toContain("non JSON");
  });

  test.each<[string, unknown]>([
    ["a timestamp past the year 275760", "99999999999999"],
    ["a negative timestamp", "-5"],
    ["a timestamp in milliseconds (Meta sends seconds)", String(T_READ * 1000)],
    ["a timestamp that is not a number", "ieri"],
  ])("a signed delivery with %s answers 200, at the time it arrived", async (_label, timestamp) => {
    const { env, row } = await sentReminder();
    const client = [{ from: "393331234567", id: "wamid.TS1", timestamp, type: "text", text: { body: "Ciao" } }];
    const payload = statusesWebhook([{ ...receipt("read", 0), timestamp }]);
    (payload.entry[0]!.changes[0]!.value as Record<string, unknown>).messages = client;
    const res = await post(env, JSON.stringify(payload));
    expect(res.status).toBe(200);
    expect(row()).toMatchObject({ status: "read", readAt: "2026-03-10T09:30:00.000Z" });
  });

  test("idempotent and order-tolerant: read before delivered, repeats, then a late 'sent'", async () => {
    const { env, events, row } = await sentReminder();
    const send = (statuses: Record<string, unknown>[]) => post(env, JSON.stringify(statusesWebhook(statuses)));
    await send([receipt("read", T_READ)]);
    await send([receipt("read", T_READ)]);
    await send([receipt("delivered", T_DELIVERED)]);
    await send([receipt("delivered", T_DELIVERED), receipt("sent", T_SENT)]);
    expect(row()).toMatchObject({
      status: "read",
      readAt: "2026-03-10T10:00:00.000Z",
      deliveredAt: "2026-03-10T09:35:00.000Z",
      sentAt: "2026-03-10T09:30:00.000Z",
    });
    // Only the first read and the late delivered changed anything.
    expect(events).toHaveLength(2);
  });

  test("a failed receipt marks the row failed with the reason shown on the reminder", async () => {
    const { env, row } = await sentReminder();
    const failed = receipt("failed", T_DELIVERED, {
      errors: [{ code: 131026, title: "Message undeliverable.", error_data: { details: "Message Undeliverable." } }],
    });
    await post(env, JSON.stringify(statusesWebhook([failed])));
    expect(row()).toMatchObject({ status: "failed", errorCode: "131026", errorMessage: "numero non su WhatsApp" });
  });

  test("receipts for messages that are not ours, and other webhook fields, are accepted and ignored", async () => {
    const { env, row } = await sentReminder();
    const payload = statusesWebhook([{ ...receipt("read", T_READ), id: "wamid.ALTRO" }]);
    (payload.entry[0]!.changes[0]!.value as Record<string, unknown>).messages = [{ from: "393331234567", text: { body: "Ciao" } }];
    const res = await post(env, JSON.stringify(payload));
    expect(res.status).toBe(200);
    // The malformed client message (no id, no type) is still kept in the incoming log.
    expect(await res.json()).toEqual({ received: 1, changed: 0, messages: 1, applied: 0, duplicates: 0 });
    expect(row().status).toBe("sent");
  });

  test("a receipt settles a row left 'esito sconosciuto' through our callback data", async () => {
    const { env, row } = await sentReminder();
    const { id } = row();
    // As if the process had died after Meta accepted the call but before it stored Meta's id.
    env.app.ctx.db
      .update(reminderMessages)
      .set({ status: "failed", errorCode: "unknown_outcome", errorMessage: "esito sconosciuto", providerMessageId: null })
      .run();
    const delivered = receipt("delivered", T_DELIVERED, { id: "wamid.PERSO", biz_opaque_callback_data: `salone-reminder-message:${id}` });
    await post(env, JSON.stringify(statusesWebhook([delivered])));
    expect(row()).toMatchObject({ status: "delivered", providerMessageId: "wamid.PERSO", errorCode: null, errorMessage: null });
  });
});
