import { describe, expect, test } from "bun:test";
import { metaInstant, parseReceipts, signBody, verifySignature } from "./webhook";

describe("verifySignature", () => {
  const raw = '{"object":"whatsapp_business_account","entry":[]}';
  test.each<[string, string | null, string, boolean]>([
    ["the right signature", signBody(raw, "s3gr3to"), "s3gr3to", true],
    ["upper-case hex", signBody(raw, "s3gr3to").toUpperCase().replace("SHA256=", "sha256="), "s3gr3to", true],
    ["another secret", signBody(raw, "altro"), "s3gr3to", false],
    ["no header", null, "s3gr3to", false],
    ["no secret configured", signBody(raw, ""), "", false],
    ["sha1 header", "sha1=0123", "s3gr3to", false],
    ["truncated", signBody(raw, "s3gr3to").slice(0, -2), "s3gr3to", false],
  ])("%s -> %p", (_label, header, secret, expected) => {
    expect(verifySignature(raw, header, secret)).toBe(expected);
  });

  test("is computed over bytes: the same text as bytes verifies", () => {
    const text = '{"nome":"Niccolò"}';
    expect(verifySignature(new TextEncoder().encode(text), signBody(text, "k"), "k")).toBe(true);
  });
});

describe("parseReceipts", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  const wrap = (value: unknown) => ({ object: "whatsapp_business_account", entry: [{ id: "1", changes: [{ field: "messages", value }] }] });

  test("reads statuses with time, callback data and the first error", () => {
    const payload = wrap({
      statuses: [
        { id: "wamid.A", status: "delivered", timestamp: "1773135300", recipient_id: "39333", biz_opaque_callback_data: "salone-reminder-message:7" },
        { id: "wamid.B", status: "failed", timestamp: "1773135300", errors: [{ code: 131026, title: "Undeliverable", error_data: { details: "Message Undeliverable." } }] },
      ],
    });
    expect(parseReceipts(payload, now)).toEqual([
      { messageId: "wamid.A", status: "delivered", at: "2026-03-10T09:35:00.000Z", callbackData: "salone-reminder-message:7", errorCode: null, errorMessage: "" },
      { messageId: "wamid.B", status: "failed", at: "2026-03-10T09:35:00.000Z", callbackData: null, errorCode: 131026, errorMessage: "Message Undeliverable." },
    ]);
  });

  test.each<[string, unknown]>([
    ["null", null],
    ["an incoming client message", wrap({ messages: [{ from: "39333", text: { body: "Ciao" } }] })],
    ["an unknown status", wrap({ statuses: [{ id: "wamid.A", status: "deleted", timestamp: "1" }] })],
    ["a status without id", wrap({ statuses: [{ status: "read", timestamp: "1" }] })],
    ["entry not a list", { entry: "x" }],
  ])("ignores %s", (_label, payload) => {
    expect(parseReceipts(payload, now)).toEqual([]);
  });

  test("a missing timestamp takes the time of receipt", () => {
    expect(parseReceipts(wrap({ statuses: [{ id: "wamid.A", status: "read" }] }), now)[0]!.at).toBe("2026-03-10T12:00:00.000Z");
  });
});

describe("metaInstant", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  test.each<[string, unknown, string]>([
    ["Meta's seconds as a string", "1773135300", "2026-03-10T09:35:00.000Z"],
    ["as a number", 1773135300, "2026-03-10T09:35:00.000Z"],
    ["29 days back (a retried delivery)", String(now.getTime() / 1000 - 29 * 86400), "2026-02-09T12:00:00.000Z"],
    ["31 days back", String(now.getTime() / 1000 - 31 * 86400), now.toISOString()],
    ["two hours ahead", String(now.getTime() / 1000 + 7200), now.toISOString()],
    ["milliseconds instead of seconds", String(now.getTime()), now.toISOString()],
    ["beyond any Date", "99999999999999", now.toISOString()],
    ["zero", "0", now.toISOString()],
    ["empty", "", now.toISOString()],
    ["null", null, now.toISOString()],
    ["not a number", "ieri", now.toISOString()],
    ["a boolean", true, now.toISOString()],
  ])("%s", (_label, timestamp, expected) => {
    expect(metaInstant(timestamp, now).toISOString()).toBe(expected);
  });
});
