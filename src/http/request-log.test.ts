import { expect, test } from "bun:test";
import { createRequestLog, requestLine } from "./request-log";

test("a request line is one JSON object with method, path, status and time", () => {
  expect(JSON.parse(requestLine("GET", '/api/clients/"x"', 200, 1.5))).toEqual({ level: "info", method: "GET", path: '/api/clients/"x"', status: 200, ms: 1.5 });
  expect(JSON.parse(requestLine("POST", "/api/auth/login", undefined, undefined))).toEqual({ level: "info", method: "POST", path: "/api/auth/login", status: null, ms: null });
});

test("lines are written in batches: when enough wait, after a short delay, or on flush", async () => {
  const writes: string[] = [];
  const line = requestLine("GET", "/api/appointments?n=0", 200, 1);
  const log = createRequestLog((text) => writes.push(text), { maxBytes: 4 * (line.length + 1), delayMs: 20 });
  for (let i = 0; i < 3; i++) log.request("GET", `/api/appointments?n=${i}`, 200, 1);
  expect(writes).toEqual([]);
  await Bun.sleep(40);
  expect(writes).toHaveLength(1);
  expect(writes[0]!.split("\n")).toHaveLength(4); // three lines and the final newline
  for (let i = 0; i < 4; i++) log.request("GET", `/api/appointments?n=${i}`, 200, 1);
  expect(writes).toHaveLength(2); // four lines' worth waiting: written at once
  log.request("GET", "/api/health", 200, 0.1);
  log.flush();
  expect(writes).toHaveLength(3);
  expect(writes.join("").trim().split("\n").map((line) => JSON.parse(line).path)).toContain("/api/health");
});
