// Consents by purpose: the history kept, the current state in the client's JSON.
import { describe, expect, test } from "bun:test";
import { clientConsents } from "../../../db/schema-privacy";
import { envWithBasics } from "../../test/seed-basics";

describe("POST /api/clients/{id}/consents", () => {
  test("records each purpose; the answer is her current state; whatsappConsent follows the appointments consent", async () => {
    const { env, b } = await envWithBasics();
    const post = (body: object) => env.json("POST", `/api/clients/${b.maria}/consents`, body);
    expect((await post({ purpose: "marketing", channel: "email", given: true, source: "banco" })).status).toBe(200);
    expect((await post({ purpose: "health", given: true, source: "banco" })).status).toBe(200);
    const given = await post({ purpose: "appointments", given: true, source: "online" });
    expect(given.body).toMatchObject({ whatsappConsent: true, whatsappConsentAt: "2026-03-10T09:00:00.000Z", marketingLapsed: false });
    expect(given.body.consents).toEqual([
      { purpose: "appointments", channel: "whatsapp", given: true, at: "2026-03-10T09:00:00.000Z", source: "online", textVersion: 1 },
      { purpose: "marketing", channel: "email", given: true, at: "2026-03-10T09:00:00.000Z", source: "banco", textVersion: 1 },
      { purpose: "health", channel: null, given: true, at: "2026-03-10T09:00:00.000Z", source: "banco", textVersion: 1 },
    ]);
    env.clock.advance(60_000);
    const withdrawn = await post({ purpose: "appointments", given: false, source: "banco" });
    expect(withdrawn.body).toMatchObject({ whatsappConsent: false, whatsappConsentAt: null });
    expect(withdrawn.body.consents[0]).toMatchObject({ purpose: "appointments", given: false, at: "2026-03-10T09:01:00.000Z" });
    // The history keeps both, with who recorded them.
    const rows = env.app.ctx.db.select().from(clientConsents).all();
    expect(rows.map((r) => [r.purpose, r.given])).toEqual([["marketing", true], ["health", true], ["appointments", true], ["appointments", false]]);
    expect(rows[0]!.authorName).not.toBe("");
    expect((await env.json("GET", `/api/clients/${b.maria}`)).body.consents).toEqual(withdrawn.body.consents);
  });

  test.each([
    [{ purpose: "marketing", given: true, source: "banco" }, { channel: "Scegli il canale del consenso" }],
    [{ purpose: "health", channel: "sms", given: true, source: "banco" }, { channel: "Questa finalità non ha un canale" }],
    [{ purpose: "appointments", channel: "email", given: true, source: "banco" }, { channel: "I messaggi sugli appuntamenti vanno solo su WhatsApp" }],
    [{ purpose: "newsletter", given: true, source: "banco" }, { purpose: "Scegli la finalità del consenso" }],
    [{ purpose: "health", given: "sì", source: "banco" }, { given: "Indica se il consenso è dato o revocato" }],
    [{ purpose: "health", given: true, source: "telefono" }, { source: "Scegli dove è stato raccolto il consenso" }],
  ])("%j → 400 %j", async (body, fields) => {
    const { env, b } = await envWithBasics();
    const res = await env.json("POST", `/api/clients/${b.maria}/consents`, body);
    expect(res).toMatchObject({ status: 400, body: { fields } });
  });

  test("ticking WhatsApp in the client form records the appointments consent at the desk", async () => {
    const { env, b } = await envWithBasics();
    const res = await env.json("PUT", `/api/clients/${b.maria}`, { firstName: "Maria", lastName: "Rossi", phone: "3331234567", whatsappConsent: true });
    expect(res.body.consents).toEqual([{ purpose: "appointments", channel: "whatsapp", given: true, at: "2026-03-10T09:00:00.000Z", source: "banco", textVersion: 1 }]);
  });
});
