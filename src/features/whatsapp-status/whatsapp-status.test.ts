import { describe, expect, test } from "bun:test";
import { createTestEnv } from "../../test/test-app";

const TOKEN = "EAAG-segretissimo-token";
const PHONE_ID = "109876543210";
const ACCOUNT_ID = "555000111";

describe("GET /api/whatsapp/status", () => {
  test.each<[string, Record<string, string>, Record<string, boolean>]>([
    ["nothing set", {}, { configured: false, hasAccessToken: false, hasPhoneNumberId: false, hasBusinessAccountId: false }],
    ["only the token", { WHATSAPP_ACCESS_TOKEN: TOKEN }, { configured: false, hasAccessToken: true, hasPhoneNumberId: false, hasBusinessAccountId: false }],
    ["only the phone number id", { WHATSAPP_PHONE_NUMBER_ID: PHONE_ID }, { configured: false, hasAccessToken: false, hasPhoneNumberId: true, hasBusinessAccountId: false }],
    [
      "token and phone number id: configured, the account id is optional",
      { WHATSAPP_ACCESS_TOKEN: TOKEN, WHATSAPP_PHONE_NUMBER_ID: PHONE_ID },
      { configured: true, hasAccessToken: true, hasPhoneNumberId: true, hasBusinessAccountId: false },
    ],
    [
      "all three",
      { WHATSAPP_ACCESS_TOKEN: TOKEN, WHATSAPP_PHONE_NUMBER_ID: PHONE_ID, WHATSAPP_BUSINESS_ACCOUNT_ID: ACCOUNT_ID },
      { configured: true, hasAccessToken: true, hasPhoneNumberId: true, hasBusinessAccountId: true },
    ],
    ["blank values count as unset", { WHATSAPP_ACCESS_TOKEN: "   ", WHATSAPP_PHONE_NUMBER_ID: PHONE_ID }, {
      configured: false,
      hasAccessToken: false,
      hasPhoneNumberId: true,
      hasBusinessAccountId: false,
    }],
  ])("%s", async (_label, vars, expected) => {
    const env = await createTestEnv({ env: vars });
    const res = await env.call("GET", "/api/whatsapp/status");
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(JSON.parse(text)).toEqual(expected);
    for (const secret of [TOKEN, PHONE_ID, ACCOUNT_ID]) expect(text).not.toContain(secret);
  });

  test("needs a session like every other route", async () => {
    const env = await createTestEnv();
    expect((await env.anonymous("GET", "/api/whatsapp/status")).status).toBe(401);
  });
});
