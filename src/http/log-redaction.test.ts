import { expect, test } from "bun:test";
import { createTestEnv } from "../test/test-app";
import { redactPath } from "./log-redaction";

const TOKEN = "Zq3v9XbT0kLmN2pQrS7uVwXyZa1B2c3D";

test("manage-link tokens never reach the request log", async () => {
  const env = await createTestEnv({ env: { LOG_REQUESTS: "true" } });
  await env.anonymous("GET", `/prenota/gestisci/${TOKEN}`);
  await env.anonymous("POST", `/prenota/gestisci/${TOKEN}/annulla`, "", { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" });
  await env.anonymous("GET", `/api/public/bookings/${TOKEN}`);
  await env.anonymous("DELETE", `/api/public/bookings/${TOKEN}`);
  await env.anonymous("GET", `/api/public/bookings/${TOKEN}?x=1`);
  await new Promise((resolve) => setTimeout(resolve, 10));
  const requests = env.logs.map((line) => JSON.parse(line)).filter((entry) => entry.method && entry.path !== "/api/auth/login");
  expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
    "GET /prenota/gestisci/[token]",
    "POST /prenota/gestisci/[token]/annulla",
    "GET /api/public/bookings/[token]",
    "DELETE /api/public/bookings/[token]",
    "GET /api/public/bookings/[token]",
  ]);
  expect(env.logs.join("\n")).not.toContain(TOKEN);
});

test.each([
  ["/prenota/gestisci/abc", "/prenota/gestisci/[token]"],
  ["//prenota//gestisci/abc/annulla", "//prenota//gestisci/[token]/annulla"],
  ["/PRENOTA/Gestisci/abc", "/PRENOTA/Gestisci/[token]"],
  ["/api/public/bookings/abc", "/api/public/bookings/[token]"],
  ["/api/public/bookings", "/api/public/bookings"],
  ["/prenota", "/prenota"],
  ["/api/clients/12", "/api/clients/12"],
])("%p is logged as %p", (path, logged) => {
  expect(redactPath(path)).toBe(logged);
});
