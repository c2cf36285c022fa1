import { describe, expect, test } from "bun:test";
import { consentPayload, onlineNameIfDifferent, parseConsentPayload, parseReplyPayload, replyPayload, slotOf } from "./appointment-replies";

const token = "AbCdEfGhIjKlMnOpQrStUv_-";

describe("reminder reply payloads", () => {
  test("round-trip both answers", () => {
    expect(parseReplyPayload(replyPayload(token, "confirm"))).toEqual({ token, answer: "confirm" });
    expect(parseReplyPayload(replyPayload(token, "cancel"))).toEqual({ token, answer: "cancel" });
  });
  test.each([
    ["empty", ""],
    ["no prefix", `${token}:confirm`],
    ["other prefix", `rem:${token}:confirm`],
    ["unknown answer", `apt:${token}:maybe`],
    ["short token", "apt:abc:confirm"],
    ["token with dots", `apt:${token}.x:confirm`],
    ["extra part", `apt:${token}:confirm:1`],
    ["too long", `apt:${"a".repeat(120)}:confirm`],
    ["not text", 42],
    ["null", null],
  ])("%s is not a reply", (_name, payload) => {
    expect(parseReplyPayload(payload)).toBeNull();
  });
  test("a slot is the day and the start", () => {
    expect(slotOf({ date: "2026-11-24", startTime: "10:00" })).toBe("2026-11-24 10:00");
  });
});

describe("consent buttons and the name typed online", () => {
  test("consent payloads round-trip; anything else is not one", () => {
    const token = "Rq3xJb8KpT1vW5yZ2nC7dF9hL0";
    expect(parseConsentPayload(consentPayload(token, "yes"))).toEqual({ token, answer: "yes" });
    expect(parseConsentPayload(consentPayload(token, "no"))).toEqual({ token, answer: "no" });
    expect(parseConsentPayload(`apt:${token}:confirm`)).toBeNull();
    expect(parseConsentPayload(`cst:${token}:maybe`)).toBeNull();
    expect(parseConsentPayload("cst:short:yes")).toBeNull();
  });

  test.each<[string, string, string | null]>([
    ["Maria", "Rossi", null],
    [" maria ", "ROSSÌ", null],
    ["Maria", "Rossi Bianchi", "Maria Rossi Bianchi"],
    ["Anna", " Bianchi ", "Anna Bianchi"],
  ])("%p %p -> %p", (firstName, lastName, expected) => {
    expect(onlineNameIfDifferent({ firstName, lastName }, { firstName: "Maria", lastName: "Rossi" })).toBe(expected);
  });
});
