// From the public page to WhatsApp: what an online booking queues is what the dispatcher sends,
// against the local fake Graph API.
import { afterEach, beforeEach, expect, test } from "bun:test";
import { appointments } from "../../../db/schema";
import { startFakeGraphApi, type FakeGraphApi } from "../../messaging/fake-graph-api";
import { bookingBody, enableOnline, publicCall } from "../../test/online-booking";
import { seedBasics } from "../../test/seed-basics";
import { createTestEnv } from "../../test/test-app";

let fake: FakeGraphApi;
beforeEach(() => {
  fake = startFakeGraphApi();
});
afterEach(async () => {
  await fake.stop();
});

async function setup(over: Record<string, unknown> = {}) {
  const env = await createTestEnv({
    env: { WHATSAPP_API_URL: fake.url, WHATSAPP_ACCESS_TOKEN: "token-di-prova", WHATSAPP_PHONE_NUMBER_ID: "106540352242922", SALON_NAME: "Salone Bella" },
  });
  const b = seedBasics(env.app.ctx.db);
  await enableOnline(env, b, over);
  return { env, b };
}
const templates = () => fake.requests.map((r) => [r.body.to, r.body.template.name]);

test("a booking with consent gets its confirmation on WhatsApp; one without gets nothing", async () => {
  const { env, b } = await setup();
  expect((await publicCall(env, "POST", "/api/public/bookings", bookingBody(b, { whatsappConsent: true }))).status).toBe(201);
  expect((await publicCall(env, "POST", "/api/public/bookings", bookingBody(b, { phone: "3401113333", startTime: "11:00" }))).status).toBe(201);
  await env.app.appointmentMessages.run();
  expect(templates()).toEqual([["393401112222", "prenotazione_ricevuta"]]);
  const params = fake.requests[0]!.body.template.components[0].parameters.map((p: any) => p.text);
  expect(params).toEqual(["Sara", "giovedì 12 marzo alle 10:00", "Taglio Donna", "Giulia", "Salone Bella"]);
});

test("approval mode: nothing until the salon approves; then a number with consent pending gets the confirmation that asks it", async () => {
  const { env, b } = await setup({ requireApproval: true });
  await publicCall(env, "POST", "/api/public/bookings", bookingBody(b, { whatsappConsent: true }));
  await env.app.appointmentMessages.run();
  expect(fake.requests).toHaveLength(0);
  const row = env.app.ctx.db.select().from(appointments).get()!;
  await env.json("PUT", `/api/appointments/${row.id}/status`, { status: "booked" });
  await env.app.appointmentMessages.run();
  expect(templates()).toEqual([["393401112222", "prenotazione_ricevuta"]]);
});
