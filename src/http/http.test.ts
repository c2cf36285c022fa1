import { describe, expect, test } from "bun:test";
import { serve } from "../test/serve";
import { createTestEnv, type TestEnv } from "../test/test-app";

const PUBLIC = new Set(["POST /api/auth/login", "POST /api/auth/logout", "GET /api/health"]);
// Public by design, each checked by its own signature or token (the WhatsApp webhook, the RT agent).
const SIGNED = new Set([
  "GET /api/whatsapp/webhook",
  "POST /api/whatsapp/webhook",
  // The RT printer agent's own calls: its Bearer token or 401 (src/fiscal/agents.test.ts).
  "GET /api/fiscal-agent/config",
  "POST /api/fiscal-agent/claim",
  "POST /api/fiscal-agent/jobs/1/result",
]);
// The clients' booking page: no session by design (404 while online booking is off).
const BOOKING_PAGE = new Set([
  "GET /api/public/booking",
  "GET /api/public/availability",
  "POST /api/public/bookings",
  "GET /api/public/bookings/1",
  "DELETE /api/public/bookings/1",
  // The privacy notice /prenota links next to each consent.
  "GET /api/public/privacy",
]);

const ENDS_OWN_SESSION = "DELETE /api/auth/sessions/1";

// A cookie whose value is not valid percent-encoding (a truncated UTF-8 sequence).
const BROKEN_COOKIE = "salone_session=%E0%A4%A";

/** Every /api route that needs a session, with :params filled in. */
function protectedRoutes(env: TestEnv) {
  const routes = env.app.routes
    .filter((r) => r.path.startsWith("/api/") && r.path !== "/api/*" && !["ALL", "WS"].includes(r.method))
    .map((r) => ({ method: r.method, path: r.path.replace(/:(\w+)/g, "1") }))
    .map((r) => ({ ...r, key: `${r.method} ${r.path}`, body: r.method === "GET" || r.method === "DELETE" ? undefined : {} }))
    .filter((r) => !PUBLIC.has(r.key) && !SIGNED.has(r.key) && !BOOKING_PAGE.has(r.key))
    // Ending session 1 signs the test's own session out: it goes last.
    .sort((a, b) => Number(a.key === ENDS_OWN_SESSION) - Number(b.key === ENDS_OWN_SESSION));
  expect(routes.length).toBeGreaterThan(20);
  return routes;
}

describe("the 401 matrix", () => {
  test("every /api route except login, logout and health refuses a request without a session", async () => {
    const env = await createTestEnv();
    for (const { method, path, key, body } of protectedRoutes(env)) {
      const res = await env.anonymous(method, path, body);
      expect({ key, status: res.status }).toEqual({ key, status: 401 });
      expect(await res.json()).toMatchObject({ message: "Accesso richiesto", code: "unauthorized" });
    }
  });

  test("an unreadable session cookie is no cookie: every protected route answers 401", async () => {
    const env = await createTestEnv();
    for (const { method, path, key, body } of protectedRoutes(env)) {
      const res = await env.anonymous(method, path, body, { cookie: `tema=scuro; ${BROKEN_COOKIE}` });
      expect({ key, status: res.status }).toEqual({ key, status: 401 });
      expect(await res.json()).toMatchObject({ code: "unauthorized" });
    }
  });

  test("an unreadable cookie beside a valid Bearer token: the token signs the request in, on every route", async () => {
    const env = await createTestEnv();
    for (const { method, path, key, body } of protectedRoutes(env)) {
      const res = await env.call(method, path, body, { cookie: BROKEN_COOKIE });
      expect({ key, signedIn: res.status !== 401, serverError: res.status >= 500 }).toEqual({ key, signedIn: true, serverError: false });
    }
  });

  test("logout with an unreadable cookie answers 200 and clears it", async () => {
    const env = await createTestEnv();
    const res = await env.anonymous("POST", "/api/auth/logout", undefined, { cookie: BROKEN_COOKIE });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/^salone_session=; .*Max-Age=0/);
  });

  test("health needs no session", async () => {
    const env = await createTestEnv();
    expect((await env.anonymous("GET", "/api/health")).status).toBe(200);
  });
});

describe("the error envelope", () => {
  test("malformed JSON is a 400 with { message, code }", async () => {
    const env = await createTestEnv();
    const res = await env.anonymous("POST", "/api/auth/login", "{not json", { "content-type": "application/json" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Il corpo della richiesta non è JSON valido", code: "malformed_json" });
  });

  test("an unknown /api path is a JSON 404, never the SPA", async () => {
    const env = await createTestEnv();
    const res = await env.call("GET", "/api/non-esiste");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ message: "Risorsa non trovata", code: "not_found" });
  });

  test("an unexpected failure is a 500 with a generic Italian text and no stack", async () => {
    const env = await createTestEnv();
    // A table vanishing under a running server is about as unexpected as it gets.
    env.app.ctx.db.$client.exec("PRAGMA foreign_keys = OFF; DROP TABLE sessions;");
    const res = await env.call("GET", "/api/auth/user");
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ message: "Errore interno del server", code: "internal" });
    expect(text).not.toMatch(/sessions|sqlite|no such table|at /i);
    expect(env.logs.join("\n")).toContain("unhandled error");
  });
});

describe("security", () => {
  test("a body over 1 MB is refused before it is read, even without a session", async () => {
    const { origin } = serve((await createTestEnv()).app);
    const res = await fetch(`${origin}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "anna", password: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
  });

  test("every response carries the security headers", async () => {
    const env = await createTestEnv();
    for (const res of [await env.anonymous("GET", "/api/health"), await env.anonymous("GET", "/api/auth/user"), await env.anonymous("GET", "/calendar")]) {
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBeTruthy();
    }
  });

  test("a mutating request with a foreign Origin is refused with 403; same origin and no origin pass", async () => {
    const env = await createTestEnv();
    const foreign = await env.call("POST", "/api/auth/logout", undefined, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).code).toBe("forbidden_origin");
    expect((await env.call("GET", "/api/auth/user", undefined, { origin: "https://evil.example" })).status).toBe(200);
    expect((await env.call("POST", "/api/auth/logout", undefined, { origin: "http://localhost" })).status).toBe(200);
  });

  test("the request log has method, path, status and time but no bodies or secrets", async () => {
    const env = await createTestEnv({ env: { LOG_REQUESTS: "true" } });
    await env.anonymous("POST", "/api/auth/login", { username: "anna", password: "Password-Segreta-99" });
    await Bun.sleep(20); // the log line is written after the response is sent
    const line = env.logs.findLast((l) => l.includes("/api/auth/login"));
    expect(line).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({ method: "POST", path: "/api/auth/login", status: 401 });
    expect(env.logs.join("\n")).not.toContain("Password-Segreta-99");
  });
});
