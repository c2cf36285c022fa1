import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../../db/client";
import { appointmentMessages } from "../../../db/schema-messages";
import { services } from "../../../db/schema";
import { appointmentItems } from "../../../db/schema-visits";
import { parseReplyPayload } from "../../domain/appointment-replies";
import type { AppointmentMessage } from "../../domain/schemas/appointment-reminders";
import { startFakeGraphApi, type FakeGraphApi } from "../../messaging/fake-graph-api";
import { signBody } from "../../messaging/webhook";
import { createTestEnv, testClock, type TestClock } from "../../test/test-app";
import { messagesOf, seedAppointment, updateAppointment, WHATSAPP_ENV } from "./test-fixtures";

// Monday 2026-11-23 14:00 in Rome (13:00Z): the appointment on Tuesday 24 at 10:00 (09:00Z) is 20 h ahead.
const NOW = "2026-11-23T13:00:00Z";
const TRIGGER = "/api/appointment-reminders/trigger";

let fake: FakeGraphApi;
beforeEach(() => {
  fake = startFakeGraphApi();
});
afterEach(async () => {
  await fake.stop();
});

async function setup(clock: TestClock = testClock(NOW), db = openDatabase(":memory:")) {
  return createTestEnv({ clock, env: WHATSAPP_ENV(fake.url), db });
}

describe("the reminder before an appointment", () => {
  test("a visit of several services names them as booked, joined the Italian way", async () => {
    const env = await setup();
    const appointment = seedAppointment(env.app.ctx.db);
    const db = env.app.ctx.db;
    const item = { appointmentId: appointment.id, serviceId: appointment.serviceId, stylistId: appointment.stylistId, date: appointment.date, processingMinutes: 0, finishingMinutes: 0, priceCents: 1000 };
    db.insert(appointmentItems).values([
      { ...item, position: 0, serviceName: "Colore", startTime: "10:00", endTime: "10:30" },
      { ...item, position: 1, serviceName: "Taglio", startTime: "10:30", endTime: "10:45" },
      { ...item, position: 2, serviceName: "Piega", startTime: "10:45", endTime: "11:00" },
    ]).run();
    // The catalogue's name changed since: the message keeps the names the visit was booked with.
    db.update(services).set({ name: "Colore Deluxe" }).run();
    await env.json("POST", TRIGGER);
    expect(fake.requests[0]!.body.template.components[0].parameters[2].text).toBe("Colore, Taglio e Piega");
  });

  test("20 h ahead: one template message with the details and both quick replies, then never again", async () => {
    const env = await setup();
    const appointment = seedAppointment(env.app.ctx.db);

    const first = await env.json("POST", TRIGGER);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ queued: 1, sent: 1, failed: 0 });
    expect(fake.requests).toHaveLength(1);

    const [row] = messagesOf(env.app.ctx.db);
    expect(row).toMatchObject({ appointmentId: appointment.id, kind: "reminder", slot: "2026-11-24 10:00", status: "sent", providerMessageId: "wamid.TEST1" });
    // ≥ 16 random bytes in base64url.
    expect(row!.replyToken).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(fake.requests[0]!.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "393331234567",
      type: "template",
      template: {
        name: "promemoria_appuntamento",
        language: { code: "it" },
        components: [
          {
            type: "body",
            parameters: ["Maria", "martedì 24 novembre alle 10:00", "Colore", "Giulia", "Salone Bella"].map((text) => ({ type: "text", text })),
          },
          { type: "button", sub_type: "quick_reply", index: "0", parameters: [{ type: "payload", payload: `apt:${row!.replyToken}:confirm` }] },
          { type: "button", sub_type: "quick_reply", index: "1", parameters: [{ type: "payload", payload: `apt:${row!.replyToken}:cancel` }] },
        ],
      },
      biz_opaque_callback_data: `salone-appointment-message:${row!.id}`,
    });
    const payload = fake.requests[0]!.body.template.components[1].parameters[0].payload;
    expect(parseReplyPayload(payload)).toEqual({ token: row!.replyToken!, answer: "confirm" });

    env.clock.advance(60_000);
    expect((await env.json("POST", TRIGGER)).body).toMatchObject({ queued: 0, sent: 0 });
    await env.app.appointmentMessages.run();
    expect(fake.requests).toHaveLength(1);

    const log = await env.json<AppointmentMessage[]>("GET", `/api/appointments/${appointment.id}/messages`);
    expect(log.status).toBe(200);
    expect(log.body).toMatchObject([{ kind: "reminder", slot: "2026-11-24 10:00", status: "sent", sentAt: new Date(NOW).toISOString(), errorMessage: null }]);
  });

  test("nothing before its time (start − 24 h), then it goes", async () => {
    const clock = testClock("2026-11-23T08:59:00Z");
    const env = await setup(clock);
    seedAppointment(env.app.ctx.db);
    await env.app.appointmentMessages.run();
    expect(fake.requests).toHaveLength(0);
    clock.set("2026-11-23T09:00:00Z");
    await env.app.appointmentMessages.run();
    expect(fake.requests).toHaveLength(1);
  });

  test("never without the client's consent: the log says why", async () => {
    const env = await setup();
    const appointment = seedAppointment(env.app.ctx.db, { consent: false });
    expect((await env.json("POST", TRIGGER)).body).toMatchObject({ queued: 1, sent: 0, failed: 1 });
    await env.app.appointmentMessages.run();
    expect(fake.requests).toHaveLength(0);
    const log = await env.json<AppointmentMessage[]>("GET", `/api/appointments/${appointment.id}/messages`);
    expect(log.body).toMatchObject([{ kind: "reminder", status: "failed", errorCode: "no_consent", errorMessage: "nessun consenso WhatsApp" }]);
  });

  test("never in quiet hours: booked at 22:00 for 11:00 tomorrow, it goes at 08:00", async () => {
    const clock = testClock("2026-11-23T21:00:00Z");
    const env = await setup(clock);
    seedAppointment(env.app.ctx.db, { startTime: "11:00" });
    await env.app.appointmentMessages.run();
    clock.set("2026-11-24T06:59:00Z");
    await env.app.appointmentMessages.run();
    expect(fake.requests).toHaveLength(0);
    expect(messagesOf(env.app.ctx.db)).toHaveLength(0);
    clock.set("2026-11-24T07:00:00Z");
    await env.app.appointmentMessages.run();
    expect(fake.requests).toHaveLength(1);
  });

  test("none for an appointment starting within 2 hours, nor for a pending or a disabled one", async () => {
    const env = await setup(testClock("2026-11-24T07:30:00Z"));
    seedAppointment(env.app.ctx.db);
    seedAppointment(env.app.ctx.db, { date: "2026-11-25", status: "pending" });
    await env.app.appointmentMessages.run();
    expect(fake.requests).toHaveLength(0);
    expect(messagesOf(env.app.ctx.db)).toHaveLength(0);

    const off = await setup();
    seedAppointment(off.app.ctx.db);
    const saved = await off.json("GET", "/api/settings/appointment-reminders");
    expect((await off.json("PUT", "/api/settings/appointment-reminders", { ...saved.body, enabled: false })).status).toBe(200);
    await off.app.appointmentMessages.run();
    expect(fake.requests).toHaveLength(0);
  });

  test("a moved appointment gets a new reminder for its new time, with a new token", async () => {
    const env = await setup();
    const { db } = env.app.ctx;
    const appointment = seedAppointment(db);
    await env.app.appointmentMessages.run();
    updateAppointment(db, appointment.id, { startTime: "09:00", endTime: "10:00" });
    env.clock.advance(60_000);
    await env.app.appointmentMessages.run();
    await env.app.appointmentMessages.run();
    expect(fake.requests).toHaveLength(2);
    const rows = messagesOf(db);
    expect(rows.map((r) => [r.slot, r.status])).toEqual([
      ["2026-11-24 10:00", "sent"],
      ["2026-11-24 09:00", "sent"],
    ]);
    expect(rows[0]!.replyToken).not.toBe(rows[1]!.replyToken);
    expect(fake.requests[1]!.body.template.components[0].parameters[1].text).toBe("martedì 24 novembre alle 09:00");
  });

  test("a reminder queued for a time the appointment has left is not sent", async () => {
    const env = await setup();
    const { db } = env.app.ctx;
    const appointment = seedAppointment(db);
    fake.reply({ status: 503, body: null });
    await env.app.appointmentMessages.run();
    expect(messagesOf(db)).toMatchObject([{ status: "queued" }]);
    // Moved to next week (outside the window) before the retry.
    updateAppointment(db, appointment.id, { date: "2026-12-01" });
    env.clock.advance(5 * 60_000);
    await env.app.appointmentMessages.run();
    expect(fake.requests).toHaveLength(1);
    expect(messagesOf(db)).toMatchObject([{ status: "failed", errorCode: "outdated", errorMessage: "appuntamento spostato prima dell'invio" }]);
  });
});

describe("exactly once across restarts and processes", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "salone-apt-reminders-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test("a restart (a new app on the same file) does not send it again", async () => {
    const clock = testClock(NOW);
    const before = await setup(clock, openDatabase(join(dir, "salone.db")));
    seedAppointment(before.app.ctx.db);
    await before.app.appointmentMessages.run();
    before.app.ctx.db.$client.close();

    clock.advance(60_000);
    const after = await setup(clock, openDatabase(join(dir, "salone.db")));
    await after.app.appointmentMessages.run();
    expect(fake.requests).toHaveLength(1);
    expect(messagesOf(after.app.ctx.db)).toHaveLength(1);
  });

  test("concurrent triggers in two processes and in one send it once", async () => {
    const clock = testClock(NOW);
    const one = await setup(clock, openDatabase(join(dir, "salone.db")));
    const two = await setup(clock, openDatabase(join(dir, "salone.db")));
    seedAppointment(one.app.ctx.db);
    fake.reply({ status: 200, body: null, delayMs: 100 });
    await Promise.all([one.json("POST", TRIGGER), two.json("POST", TRIGGER), one.json("POST", TRIGGER), two.app.appointmentMessages.run()]);
    expect(fake.requests).toHaveLength(1);
    expect(messagesOf(one.app.ctx.db)).toHaveLength(1);
  });
});

describe("other appointment messages", () => {
  test("a staff cancellation of an appointment still ahead sends one short notice", async () => {
    const env = await setup();
    const { db } = env.app.ctx;
    const appointment = seedAppointment(db, { date: "2026-12-10" });
    const byClient = seedAppointment(db, { date: "2026-12-11" });
    updateAppointment(db, appointment.id, { status: "cancelled", cancelledBy: "staff" });
    updateAppointment(db, byClient.id, { status: "cancelled", cancelledBy: "client" });
    await env.app.appointmentMessages.run();
    env.clock.advance(60_000);
    await env.app.appointmentMessages.run();
    expect(fake.requests).toHaveLength(1);
    const { template } = fake.requests[0]!.body;
    expect(template.name).toBe("appuntamento_annullato");
    expect(template.components).toHaveLength(1);
    expect(template.components[0].parameters[1].text).toBe("giovedì 10 dicembre alle 10:00");
    expect(messagesOf(db)).toMatchObject([{ appointmentId: appointment.id, kind: "cancellation", replyToken: null, status: "sent" }]);
  });

  test("an online request that expired unapproved gets the notice too: the client was promised an answer", async () => {
    const env = await setup();
    const { db } = env.app.ctx;
    const expired = seedAppointment(db, { date: "2026-12-10" });
    updateAppointment(db, expired.id, { status: "cancelled", cancelledBy: "expired" });
    await env.app.appointmentMessages.run();
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.body.template.name).toBe("appuntamento_annullato");
  });

  test("cancelled by staff through the status route after its reminder: one notice, and the tap-able reminder is not repeated", async () => {
    const env = await setup();
    const appointment = seedAppointment(env.app.ctx.db);
    await env.app.appointmentMessages.run();
    const res = await env.json("PUT", `/api/appointments/${appointment.id}/status`, { status: "cancelled", version: appointment.version, cancelledBy: "staff" });
    expect(res.status).toBe(200);
    env.clock.advance(60_000);
    await env.json("POST", TRIGGER);
    await env.json("POST", TRIGGER);
    expect(fake.requests.map((r) => r.body.template.name)).toEqual(["promemoria_appuntamento", "appuntamento_annullato"]);
    const log = await env.json<AppointmentMessage[]>("GET", `/api/appointments/${appointment.id}/messages`);
    expect(log.body.map((m) => [m.kind, m.status])).toEqual([
      ["reminder", "sent"],
      ["cancellation", "sent"],
    ]);
  });

  test("a cancellation after the start sends nothing", async () => {
    const env = await setup(testClock("2026-11-24T09:30:00Z"));
    const appointment = seedAppointment(env.app.ctx.db);
    updateAppointment(env.app.ctx.db, appointment.id, { status: "cancelled", cancelledBy: "staff" });
    await env.app.appointmentMessages.run();
    expect(fake.requests).toHaveLength(0);
  });

  test("a confirmation another feature queued goes out with its own template", async () => {
    const env = await setup();
    const { db } = env.app.ctx;
    const appointment = seedAppointment(db, { date: "2026-12-10" });
    db.insert(appointmentMessages).values({ appointmentId: appointment.id, kind: "confirmation", slot: "2026-12-10 10:00", status: "queued" }).run();
    await env.app.appointmentMessages.run();
    expect(fake.requests.map((r) => r.body.template.name)).toEqual(["prenotazione_ricevuta"]);
    expect(messagesOf(db)).toMatchObject([{ kind: "confirmation", status: "sent" }]);
  });

  test("delivery receipts reach the appointment's log, announced on its own topic", async () => {
    const env = await setup();
    const appointment = seedAppointment(env.app.ctx.db);
    await env.app.appointmentMessages.run();
    const events: { topic: string; ids: number[] }[] = [];
    env.app.ctx.events.subscribe((e) => events.push(e));
    const raw = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [{ id: "1", changes: [{ field: "messages", value: { statuses: [{ id: "wamid.TEST1", status: "read", timestamp: "1795439100" }] } }] }],
    });
    const res = await env.anonymous("POST", "/api/whatsapp/webhook", raw, { "content-type": "application/json", "x-hub-signature-256": signBody(raw, "segreto-app") });
    expect(await res.json()).toEqual({ received: 1, changed: 1 });
    const log = await env.json<AppointmentMessage[]>("GET", `/api/appointments/${appointment.id}/messages`);
    expect(log.body).toMatchObject([{ status: "read", readAt: "2026-11-23T13:05:00.000Z" }]);
    expect(events).toMatchObject([{ topic: "appointment-messages", ids: [appointment.id] }]);
  });
});
