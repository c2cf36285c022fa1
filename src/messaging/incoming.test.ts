import { describe, expect, test } from "bun:test";
import { messagesWebhook, parseIncomingMessages } from "./incoming";

const received = new Date("2026-11-23T17:00:00Z");
// 2026-11-23T16:00:00Z as Meta's unix seconds.
const T = 1795449600;

describe("parseIncomingMessages", () => {
  test("a quick-reply tap on a template button", () => {
    const body = messagesWebhook([
      { from: "393331234567", id: "wamid.B1", timestamp: String(T), type: "button", context: { from: "15550783881", id: "wamid.R1" }, button: { payload: "apt:tok:confirm", text: "Confermo" } },
    ]);
    expect(parseIncomingMessages(body, received)).toEqual([
      { messageId: "wamid.B1", from: "+393331234567", fromUserId: null, at: "2026-11-23T16:00:00.000Z", kind: "button", type: "button", payload: "apt:tok:confirm", body: "Confermo", contextId: "wamid.R1" },
    ]);
  });

  test("an interactive button reply is a tap too", () => {
    const [m] = parseIncomingMessages(
      messagesWebhook([{ from: "39333", id: "wamid.I1", timestamp: String(T), type: "interactive", interactive: { type: "button_reply", button_reply: { id: "apt:tok:cancel", title: "Annulla" } } }]),
      received,
    );
    expect(m).toMatchObject({ kind: "button", payload: "apt:tok:cancel", body: "Annulla", contextId: null });
  });

  test("a text, and a photo kept by type only", () => {
    const list = parseIncomingMessages(
      messagesWebhook([
        { from: "39333", id: "wamid.T1", timestamp: String(T + 5), type: "text", text: { body: "Arrivo alle 10:15" } },
        { from: "39333", id: "wamid.P1", timestamp: String(T), type: "image", image: { id: "1" } },
      ]),
      received,
    );
    // Oldest first.
    expect(list.map((m) => [m.messageId, m.kind, m.body])).toEqual([
      ["wamid.P1", "other", null],
      ["wamid.T1", "text", "Arrivo alle 10:15"],
    ]);
  });

  test("no timestamp: the time it reached us", () => {
    const [m] = parseIncomingMessages(messagesWebhook([{ from: "39333", id: "wamid.X", type: "text", text: { body: "ciao" } }]), received);
    expect(m!.at).toBe(received.toISOString());
  });

  test("a hidden number: the business-scoped user id, no 'from'", () => {
    const [m] = parseIncomingMessages(messagesWebhook([{ from_user_id: "IT.13491208655302741918", id: "wamid.U", type: "text", text: { body: "ciao" } }]), received);
    expect(m).toMatchObject({ from: "", fromUserId: "IT.13491208655302741918", kind: "text", body: "ciao" });
  });

  test.each([
    ["no id", { from: "39333", type: "text", text: { body: "x" } }, { from: "+39333", kind: "text" }],
    ["no sender", { id: "wamid.1", type: "text", text: { body: "x" } }, { messageId: "wamid.1", from: "", fromUserId: null, kind: "text" }],
    ["no type", { id: "wamid.1", from: "39333" }, { type: "unknown", kind: "other" }],
    ["a number as id", { id: 7, from: "39333", type: "text" }, { kind: "other" }],
    ["null", null, { from: "", kind: "other" }],
  ])("keeps a message with %s, so it is logged", (_name, raw, expected) => {
    const list = parseIncomingMessages(messagesWebhook([raw as never]), received);
    expect(list).toEqual([expect.objectContaining(expected)]);
    if (!(raw as { id?: unknown } | null)?.id || typeof (raw as { id?: unknown }).id !== "string") expect(list[0]!.messageId).toMatch(/^noid:[0-9a-f]{64}$/);
  });

  test.each([
    ["not an object", "ciao"],
    ["no entry", {}],
    ["statuses only", { entry: [{ changes: [{ value: { statuses: [{ id: "wamid.1", status: "read" }] } }] }] }],
    ["broken changes", { entry: [{ changes: "x" }, null] }],
  ])("finds nothing in %s", (_name, payload) => {
    expect(parseIncomingMessages(payload, received)).toEqual([]);
  });

  test("a text longer than WhatsApp allows is cut", () => {
    const [m] = parseIncomingMessages(messagesWebhook([{ from: "39333", id: "wamid.L", type: "text", text: { body: "a".repeat(10_000) } }]), received);
    expect(m!.body).toHaveLength(4096);
  });
});
