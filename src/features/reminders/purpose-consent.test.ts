// Consents by purpose: only the appointments consent opens WhatsApp messages about her visits.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { reminderMessages } from "../../../db/schema-messages";
import { startFakeGraphApi, type FakeGraphApi } from "../../messaging/fake-graph-api";
import { createTestEnv, testClock } from "../../test/test-app";
import { seedCatalog, whatsappEnv } from "./test-fixtures";

let fake: FakeGraphApi;
beforeEach(() => {
  fake = startFakeGraphApi();
});
afterEach(async () => {
  await fake.stop();
});

describe("the appointments consent gates every sender; marketing opens none", () => {
  // Tuesday 2026-03-10; the reminder is due at 10:30 Rome = 09:30Z.
  async function run(purpose: "appointments" | "marketing") {
    const clock = testClock("2026-03-10T09:00:00Z");
    const env = await createTestEnv({ clock, env: whatsappEnv(fake.url) });
    const db = env.app.ctx.db;
    const ids = seedCatalog(db, { whatsappConsent: false, whatsappConsentAt: null });
    const body = purpose === "marketing" ? { purpose, channel: "whatsapp", given: true, source: "banco" } : { purpose, given: true, source: "banco" };
    expect((await env.json("POST", `/api/clients/${ids.clientId}/consents`, body)).status).toBe(200);
    expect((await env.json("POST", "/api/recurring-reminders", { ...ids, frequency: "weekly", dayOfWeek: 2, preferredTime: "10:30" })).status).toBe(201);
    clock.set("2026-03-10T09:30:00Z");
    await env.app.reminderDispatcher.run();
    return db.select().from(reminderMessages).all();
  }

  test("a marketing-only consent sends no reminder", async () => {
    expect((await run("marketing")).map((m) => [m.status, m.errorCode])).toEqual([["failed", "no_consent"]]);
    expect(fake.requests).toHaveLength(0);
  });

  test("an appointments consent without marketing sends it", async () => {
    expect((await run("appointments")).map((m) => m.status)).toEqual(["sent"]);
    expect(fake.requests).toHaveLength(1);
  });
});
