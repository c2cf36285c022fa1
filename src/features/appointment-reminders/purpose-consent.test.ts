// Consents by purpose for the messages about her visits: a marketing consent, on every channel,
// opens none of them (reminder, confirmation, cancellation notice); the appointments one does.
import { afterEach, beforeEach, expect, test } from "bun:test";
import { openDatabase } from "../../../db/client";
import { appointments } from "../../../db/schema";
import { appointmentMessages } from "../../../db/schema-messages";
import { startFakeGraphApi, type FakeGraphApi } from "../../messaging/fake-graph-api";
import { createTestEnv, testClock } from "../../test/test-app";
import { messagesOf, seedAppointment, updateAppointment, WHATSAPP_ENV } from "./test-fixtures";

let fake: FakeGraphApi;
beforeEach(() => {
  fake = startFakeGraphApi();
});
afterEach(async () => {
  await fake.stop();
});

// Monday 2026-11-23 14:00 in Rome: Tuesday's 10:00 is 20 h ahead (its reminder is due).
async function setup(purpose: "marketing" | "appointments") {
  const env = await createTestEnv({ clock: testClock("2026-11-23T13:00:00Z"), env: WHATSAPP_ENV(fake.url), db: openDatabase(":memory:") });
  const { db } = env.app.ctx;
  const reminded = seedAppointment(db, { consent: false });
  const consents = purpose === "marketing" ? (["whatsapp", "email", "sms"] as const).map((channel) => ({ purpose, channel })) : [{ purpose }];
  for (const consent of consents) {
    expect((await env.json("POST", `/api/clients/${reminded.clientId}/consents`, { ...consent, given: true, source: "banco" })).status).toBe(200);
  }
  // The same client's other visits: one cancelled by the salon, one confirmed online.
  const cancelled = db.insert(appointments).values({ ...reminded, id: undefined, date: "2026-12-10" }).returning().get();
  updateAppointment(db, cancelled.id, { status: "cancelled", cancelledBy: "staff" });
  const confirmed = db.insert(appointments).values({ ...reminded, id: undefined, date: "2026-12-11" }).returning().get();
  db.insert(appointmentMessages).values({ appointmentId: confirmed.id, kind: "confirmation", slot: "2026-12-11 10:00", status: "queued" }).run();
  await env.app.appointmentMessages.run();
  return { env, db };
}

test("a marketing consent on every channel sends no reminder, confirmation or cancellation notice", async () => {
  const { db } = await setup("marketing");
  expect(fake.requests).toHaveLength(0);
  expect(messagesOf(db).map((m) => [m.kind, m.status, m.errorCode])).toEqual(
    expect.arrayContaining([
      ["reminder", "failed", "no_consent"],
      ["confirmation", "failed", "no_consent"],
    ]),
  );
});

test("the appointments consent alone, without marketing, sends all three", async () => {
  await setup("appointments");
  expect(fake.requests.map((r) => r.body.template.name).sort()).toEqual(["appuntamento_annullato", "prenotazione_ricevuta", "promemoria_appuntamento"]);
});
