// An anonymous form never changes a stored client, and WhatsApp consent given online is double
// opt-in: only the number itself, answering the booking confirmation, turns it on.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { activity, appointments, clients } from "../../../db/schema";
import { appointmentMessages, incomingMessages } from "../../../db/schema-messages";
import type { LiveEvent } from "../../domain/live-events";
import { startFakeGraphApi, type FakeGraphApi } from "../../messaging/fake-graph-api";
import { messagesWebhook } from "../../messaging/incoming";
import { signBody } from "../../messaging/webhook";
import { bookingBody, enableOnline, publicCall } from "../../test/online-booking";
import { seedBasics } from "../../test/seed-basics";
import { createTestEnv, type TestEnv } from "../../test/test-app";

const SECRET = "segreto-app";
let fake: FakeGraphApi;
beforeEach(() => {
  fake = startFakeGraphApi();
});
afterEach(async () => {
  await fake.stop();
});

async function setup(over: Record<string, unknown> = {}) {
  const env = await createTestEnv({
    env: {
      WHATSAPP_API_URL: fake.url,
      WHATSAPP_ACCESS_TOKEN: "token-di-prova",
      WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
      WHATSAPP_APP_SECRET: SECRET,
      SALON_NAME: "Salone Bella",
    },
  });
  const b = seedBasics(env.app.ctx.db);
  await enableOnline(env, b, over);
  const events: LiveEvent[] = [];
  env.app.ctx.events.subscribe((e) => events.push(e));
  return { env, b, events };
}

const clientRow = (env: TestEnv, id: number) => env.app.ctx.db.select().from(clients).where(eq(clients.id, id)).get()!;
const onlyAppointment = (env: TestEnv) => env.app.ctx.db.select().from(appointments).get()!;

let seq = 0;
/** The number taps a button of the confirmation it received (its payload, as Meta sends it back). */
async function answer(env: TestEnv, from: string, buttonIndex: 0 | 1) {
  const sent = fake.requests.at(-1)!.body;
  const payload = sent.template.components.find((c: any) => c.type === "button" && c.index === String(buttonIndex)).parameters[0].payload;
  const m = { from, id: `wamid.CONSENT${++seq}`, timestamp: String(Math.floor(env.clock.now().getTime() / 1000)), type: "button", context: { from: "15550783881", id: "wamid.TEST1" }, button: { payload, text: buttonIndex === 0 ? "Sì" : "Non sono io" } };
  const raw = JSON.stringify(messagesWebhook([m]));
  const res = await env.anonymous("POST", "/api/whatsapp/webhook", raw, { "content-type": "application/json", "x-hub-signature-256": signBody(raw, SECRET) });
  expect(res.status).toBe(200);
  return env.app.ctx.db.select().from(incomingMessages).where(eq(incomingMessages.providerMessageId, m.id)).get()!.outcome;
}

describe("a public booking with a stored client's phone", () => {
  test("changes nothing of hers, queues nothing without her stored consent, and is 'Da verificare' under another name", async () => {
    const { env, b } = await setup();
    const before = clientRow(env, b.maria);
    const res = await publicCall(env, "POST", "/api/public/bookings", bookingBody(b, { phone: "333 123 4567", firstName: "Anna", lastName: "Bianchi", whatsappConsent: true, notes: "Chiamatemi" }));
    expect(res.status).toBe(201);
    expect(clientRow(env, b.maria)).toEqual(before);
    expect(env.app.ctx.db.select().from(clients).all()).toHaveLength(2);
    const { body: list } = await env.json("GET", "/api/appointments?date=2026-03-12");
    expect(list[0]).toMatchObject({ clientId: b.maria, onlineName: "Anna Bianchi", wrongNumberAt: null, client: { firstName: "Maria", notes: "Allergica all'ammoniaca" } });
    expect(env.app.ctx.db.select().from(appointmentMessages).all()).toEqual([]);
    await env.app.appointmentMessages.run();
    expect(fake.requests).toHaveLength(0);
    // The trail names no change to her card.
    expect(env.app.ctx.db.select().from(activity).where(eq(activity.entity, "client")).all()).toEqual([]);
  });

  test("the same name (any case, accents, spaces) is not flagged; her stored consent decides the confirmation", async () => {
    const { env, b } = await setup();
    env.app.ctx.db.update(clients).set({ whatsappConsent: true, whatsappConsentAt: "2026-01-10T10:00:00.000Z" }).where(eq(clients.id, b.maria)).run();
    const res = await publicCall(env, "POST", "/api/public/bookings", bookingBody(b, { phone: "3331234567", firstName: " maria ", lastName: "ROSSÌ", whatsappConsent: false }));
    expect(res.status).toBe(201);
    expect(onlyAppointment(env).onlineName).toBeNull();
    await env.app.appointmentMessages.run();
    expect(fake.requests.map((r) => [r.body.to, r.body.template.name])).toEqual([["393331234567", "prenotazione_ricevuta"]]);
    expect(clientRow(env, b.maria)).toMatchObject({ whatsappConsent: true, whatsappConsentAt: "2026-01-10T10:00:00.000Z" });
  });
});

describe("consent ticked online for a new number is pending until the number says 'Sì'", () => {
  async function booked() {
    const s = await setup();
    const res = await publicCall(s.env, "POST", "/api/public/bookings", bookingBody(s.b, { whatsappConsent: true }));
    expect(res.status).toBe(201);
    const clientId = onlyAppointment(s.env).clientId;
    await s.env.app.appointmentMessages.run();
    return { ...s, clientId };
  }

  test("the confirmation asks the number, with 'Sì' and 'Non sono io'; consent is not on yet", async () => {
    const { env, clientId } = await booked();
    expect(clientRow(env, clientId)).toMatchObject({ whatsappConsent: false, whatsappConsentAt: null, whatsappConsentRequestedAt: expect.any(String) });
    expect(fake.requests).toHaveLength(1);
    const body = fake.requests[0]!.body;
    expect([body.to, body.template.name]).toEqual(["393401112222", "prenotazione_ricevuta"]);
    const payloads = body.template.components.filter((c: any) => c.type === "button").map((c: any) => c.parameters[0].payload);
    expect(payloads).toEqual([expect.stringMatching(/^cst:[A-Za-z0-9_-]{22,64}:yes$/), expect.stringMatching(/^cst:[A-Za-z0-9_-]{22,64}:no$/)]);
  });

  test("'Sì' from that number turns consent on, trail 'Cliente via WhatsApp', clients live event", async () => {
    const { env, clientId, events } = await booked();
    events.length = 0;
    expect(await answer(env, "393401112222", 0)).toBe("consent_given");
    expect(clientRow(env, clientId)).toMatchObject({ whatsappConsent: true, whatsappConsentAt: env.clock.now().toISOString(), whatsappConsentRequestedAt: null });
    const trail = env.app.ctx.db.select().from(activity).where(eq(activity.entity, "client")).all().at(-1)!;
    expect(trail).toMatchObject({ actorName: "Cliente via WhatsApp", entityId: clientId });
    expect(events).toContainEqual(expect.objectContaining({ topic: "clients", action: "updated", ids: [clientId] }));
    // A second "Sì" changes nothing.
    expect(await answer(env, "393401112222", 0)).toBe("same_answer");
  });

  test("'Sì' from another number is refused", async () => {
    const { env, clientId } = await booked();
    expect(await answer(env, "393479999999", 0)).toBe("phone_mismatch");
    expect(clientRow(env, clientId).whatsappConsent).toBe(false);
  });

  test("'Non sono io' cancels the booking, frees the time and flags it for the staff; no consent", async () => {
    const { env, b, clientId } = await booked();
    expect(await answer(env, "393401112222", 1)).toBe("wrong_number");
    const { body: list } = await env.json("GET", "/api/appointments?date=2026-03-12");
    expect(list[0]).toMatchObject({ status: "cancelled", cancelledBy: "client", wrongNumberAt: env.clock.now().toISOString() });
    expect(clientRow(env, clientId)).toMatchObject({ whatsappConsent: false, whatsappConsentRequestedAt: null });
    const again = await publicCall(env, "POST", "/api/public/bookings", bookingBody(b, { phone: "3405550000" }), "203.0.113.9");
    expect(again.status).toBe(201);
  });

  test("no answer, no reminder: a reminder is closed for lack of consent", async () => {
    const { env, clientId } = await booked();
    expect(clientRow(env, clientId).whatsappConsent).toBe(false);
    env.clock.set("2026-03-11T10:00:00Z");
    await env.app.appointmentMessages.run();
    const reminder = env.app.ctx.db.select().from(appointmentMessages).where(eq(appointmentMessages.kind, "reminder")).get()!;
    expect(reminder).toMatchObject({ status: "failed", errorCode: "no_consent" });
    expect(fake.requests).toHaveLength(1);
  });
});
