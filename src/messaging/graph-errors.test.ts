import { describe, expect, test } from "bun:test";
import { graphError } from "./fake-graph-api";
import { classifyGraphError, classifyNetworkError, receiptErrorReason } from "./graph-errors";

describe("classifyGraphError", () => {
  test.each<[string, number, unknown, { retry: boolean; code: string; reason: string }]>([
    ["not on WhatsApp", 400, graphError(131026), { retry: false, code: "131026", reason: "numero non su WhatsApp" }],
    ["template parameters", 400, graphError(132000), { retry: false, code: "132000", reason: "il modello del messaggio non corrisponde (numero di parametri)" }],
    ["template missing", 404, graphError(132001), { retry: false, code: "132001", reason: "modello del messaggio inesistente o non approvato in questa lingua" }],
    ["invalid token", 401, graphError(190), { retry: false, code: "190", reason: "token di accesso WhatsApp non valido o scaduto" }],
    ["rate limit", 400, graphError(130429), { retry: true, code: "130429", reason: "limite di invio raggiunto" }],
    ["pair rate limit", 400, graphError(131056), { retry: true, code: "131056", reason: "troppi messaggi allo stesso cliente in poco tempo" }],
    ["code as a string", 400, { error: { code: "131026" } }, { retry: false, code: "131026", reason: "numero non su WhatsApp" }],
    ["unknown 5xx", 502, "<html>Bad gateway</html>", { retry: true, code: "http_502", reason: "WhatsApp non risponde (HTTP 502)" }],
    ["HTTP 429 without a code", 429, null, { retry: true, code: "http_429", reason: "WhatsApp non risponde (HTTP 429)" }],
    [
      "unknown 4xx code keeps Meta's details",
      400,
      graphError(135000, "Generic user error", "Qualcosa non va"),
      { retry: false, code: "135000", reason: "errore WhatsApp 135000: Qualcosa non va" },
    ],
  ])("%s", (_label, status, body, expected) => {
    expect(classifyGraphError(status, body)).toEqual(expected);
  });
});

describe("classifyNetworkError", () => {
  const error = (code: string | undefined, name = "TypeError") => Object.assign(new Error("fetch failed"), { code, name });
  test.each<[string, () => unknown, "no" | "maybe"]>([
    ["refused connection", () => error("ECONNREFUSED"), "no"],
    ["unknown host", () => error("ENOTFOUND"), "no"],
    ["timeout", () => error(undefined, "TimeoutError"), "maybe"],
    ["connection cut", () => error("ECONNRESET"), "maybe"],
    ["something else", () => "boom", "maybe"],
  ])("%s: reached Meta = %p", (_label, make, reached) => {
    expect(classifyNetworkError(make()).reached).toBe(reached);
  });
});

test("receipt errors use the same Italian reasons", () => {
  expect(receiptErrorReason(131026, "Message Undeliverable.")).toEqual({ code: "131026", reason: "numero non su WhatsApp" });
  expect(receiptErrorReason(131047, "Re-engagement message")).toEqual({ code: "131047", reason: "consegna non riuscita: Re-engagement message" });
  expect(receiptErrorReason(null, "")).toEqual({ code: "failed", reason: "consegna non riuscita" });
});
