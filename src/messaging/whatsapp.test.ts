import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { ConfigError, parseConfig } from "../config";
import { graphError, startFakeGraphApi, type FakeGraphApi, type FakeReply } from "./fake-graph-api";
import { createWhatsAppMessenger, templateRequestBody, type SendOutcome } from "./whatsapp";

let fake: FakeGraphApi;
beforeEach(() => {
  fake = startFakeGraphApi();
});
afterEach(async () => {
  await fake.stop();
});

const settings = (env: Record<string, string> = {}) =>
  parseConfig({ WHATSAPP_API_URL: fake.url, WHATSAPP_ACCESS_TOKEN: "tok", WHATSAPP_PHONE_NUMBER_ID: "555", ...env }).whatsapp;
const message = { to: "393331234567", bodyParameters: ["Maria", "Colore", "Salone"], callbackData: "salone-reminder-message:1" };

describe("configuration", () => {
  test("defaults: the Graph API's versioned base, template language it", () => {
    const c = parseConfig({});
    expect(c.whatsapp).toMatchObject({ apiUrl: "https://graph.facebook.com/v23.0", templateLanguage: "it", template: "promemoria_ricorrente", verifyToken: "", appSecret: "" });
    expect(c.salonName).toBe("il tuo salone");
  });

  test("a trailing slash in WHATSAPP_API_URL is dropped", () => {
    expect(parseConfig({ WHATSAPP_API_URL: "http://127.0.0.1:9999/v23.0/" }).whatsapp.apiUrl).toBe("http://127.0.0.1:9999/v23.0");
  });

  test.each([
    [{ WHATSAPP_API_URL: "graph.facebook.com" }, "WHATSAPP_API_URL"],
    [{ WHATSAPP_TEMPLATE: "Promemoria Ricorrente" }, "WHATSAPP_TEMPLATE"],
    [{ WHATSAPP_TEMPLATE_LANGUAGE: "italiano" }, "WHATSAPP_TEMPLATE_LANGUAGE"],
  ])("a bad value stops start-up: %p", (env, name) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(name);
  });

  test("configured only with both the access token and the phone number id", async () => {
    expect(await createWhatsAppMessenger(settings()).configured()).toBe(true);
    expect(await createWhatsAppMessenger(settings({ WHATSAPP_ACCESS_TOKEN: "" })).configured()).toBe(false);
    expect(await createWhatsAppMessenger(settings({ WHATSAPP_PHONE_NUMBER_ID: "" })).configured()).toBe(false);
  });
});

describe("send", () => {
  test("success gives Meta's message id", async () => {
    expect(await createWhatsAppMessenger(settings()).send(message)).toEqual({ kind: "sent", messageId: "wamid.TEST1" });
    expect(fake.requests[0]).toMatchObject({ path: "/v23.0/555/messages", authorization: "Bearer tok" });
  });

  test("not configured sends nothing", async () => {
    const outcome = await createWhatsAppMessenger(settings({ WHATSAPP_ACCESS_TOKEN: "" })).send(message);
    expect(outcome).toMatchObject({ kind: "failed", code: "not_configured" });
    expect(fake.requests).toHaveLength(0);
  });

  test.each<[string, FakeReply, SendOutcome["kind"]]>([
    ["5xx", { status: 500, body: graphError(1) }, "retry"],
    ["rate limit", { status: 400, body: graphError(130429) }, "retry"],
    ["not on WhatsApp", { status: 400, body: graphError(131026) }, "failed"],
    ["a 200 without a message id", { status: 200, body: { messages: [] } }, "unknown"],
  ])("%s -> %s", async (_label, reply, kind) => {
    fake.reply(reply);
    expect((await createWhatsAppMessenger(settings()).send(message)).kind).toBe(kind);
  });

  test("a timeout is 'unknown' (it may have been delivered)", async () => {
    fake.reply({ hang: true });
    const outcome = await createWhatsAppMessenger(settings(), { timeoutMs: 50 }).send(message);
    expect(outcome).toMatchObject({ kind: "unknown", code: "unknown_outcome" });
    fake.release();
  });
});

test("template parameters lose new lines, tabs and long runs of spaces (WhatsApp refuses them)", () => {
  const body = templateRequestBody(
    { ...message, bodyParameters: ["Maria\nAnna", "Taglio\t+     piega", "  "] },
    { name: "promemoria_ricorrente", language: "it" },
  );
  expect(body.template.components[0]!.parameters.map((p) => ("text" in p ? p.text : null))).toEqual(["Maria Anna", "Taglio +   piega", "-"]);
});

test("a message may name its own template and carry quick-reply payloads, one button component each by index", () => {
  const body = templateRequestBody(
    { ...message, template: { name: "promemoria_appuntamento", language: "it" }, quickReplies: ["apt:abc:confirm", "apt:abc:cancel"] },
    { name: "promemoria_ricorrente", language: "it" },
  );
  expect(body.template.name).toBe("promemoria_appuntamento");
  expect(body.template.components.slice(1)).toEqual([
    { type: "button", sub_type: "quick_reply", index: "0", parameters: [{ type: "payload", payload: "apt:abc:confirm" }] },
    { type: "button", sub_type: "quick_reply", index: "1", parameters: [{ type: "payload", payload: "apt:abc:cancel" }] },
  ]);
});
