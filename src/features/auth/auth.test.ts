import { describe, expect, test } from "bun:test";
import { createTestEnv, testClock, TEST_ADMIN } from "../../test/test-app";
import { ABSOLUTE_LIFETIME_MS, IDLE_TIMEOUT_MS } from "./service";

const HOUR = 60 * 60 * 1000;

async function loginAs(env: Awaited<ReturnType<typeof createTestEnv>>, username: string, password: string) {
  return env.anonymous("POST", "/api/auth/login", { username, password });
}

describe("login", () => {
  test("sets an HttpOnly SameSite cookie and answers the user without the hash", async () => {
    const env = await createTestEnv();
    const res = await loginAs(env, "Anna", TEST_ADMIN.password);
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie()[0] ?? "";
    expect(cookie).toMatch(/^salone_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    const body = await res.json();
    expect(body.user).toEqual({ id: 1, username: "anna", firstName: "Amministratore", lastName: "Salone", role: "owner", stylistId: null });
    expect(JSON.stringify(body)).not.toContain("argon2");
  });

  test("the cookie is Secure behind an HTTPS proxy", async () => {
    const env = await createTestEnv();
    const res = await env.anonymous("POST", "/api/auth/login", TEST_ADMIN, { "x-forwarded-proto": "https" });
    const cookies = res.headers.getSetCookie();
    expect(cookies.map((c) => c.split("=")[0])).toEqual(["salone_session", "salone_device"]);
    for (const cookie of cookies) expect(cookie).toContain("; Secure");
  });

  test("unknown user and wrong password get the same 401", async () => {
    const env = await createTestEnv();
    const a = await loginAs(env, "nessuno", "x");
    const b = await loginAs(env, "anna", "sbagliata");
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(await a.json()).toEqual(await b.json());
  });

  test("missing fields are a 400 with Italian field messages", async () => {
    const env = await createTestEnv();
    const res = await env.anonymous("POST", "/api/auth/login", {});
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ username: "Username è richiesto", password: "Password è richiesta" });
  });

  test("after 10 failures for one username within 15 minutes the next attempt is 429, even with the right password", async () => {
    const clock = testClock();
    const env = await createTestEnv({ clock });
    for (let i = 0; i < 10; i++) expect((await loginAs(env, "anna", `wrong-${i}`)).status).toBe(401);
    const blocked = await loginAs(env, "anna", TEST_ADMIN.password);
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).message).toContain("Troppi tentativi");
    clock.advance(15 * 60 * 1000 + 1);
    expect((await loginAs(env, "anna", TEST_ADMIN.password)).status).toBe(200);
  });
});

describe("sessions", () => {
  test("the cookie and the bearer token both authenticate", async () => {
    const env = await createTestEnv();
    const byBearer = await env.call("GET", "/api/auth/user");
    expect(byBearer.status).toBe(200);
    const byCookie = await env.anonymous("GET", "/api/auth/user", undefined, { cookie: `salone_session=${env.token}` });
    expect(await byCookie.json()).toMatchObject({ username: "anna", salonTimeZone: "Europe/Rome" });
  });

  test("logout revokes the session: the same cookie replayed is refused", async () => {
    const env = await createTestEnv();
    const cookie = { cookie: `salone_session=${env.token}` };
    const out = await env.anonymous("POST", "/api/auth/logout", undefined, cookie);
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    expect((await env.anonymous("GET", "/api/auth/user", undefined, cookie)).status).toBe(401);
  });

  test("a forged or tampered token is refused", async () => {
    const env = await createTestEnv();
    const tampered = env.token.slice(0, -2) + (env.token.endsWith("A") ? "BB" : "AA");
    expect((await env.anonymous("GET", "/api/auth/user", undefined, { authorization: `Bearer ${tampered}` })).status).toBe(401);
    expect((await env.anonymous("GET", "/api/auth/user", undefined, { authorization: "Bearer abc" })).status).toBe(401);
  });

  test("sliding idle expiry: activity keeps the session, 12 idle hours end it", async () => {
    const clock = testClock();
    const env = await createTestEnv({ clock });
    for (let i = 0; i < 3; i++) {
      clock.advance(IDLE_TIMEOUT_MS - HOUR);
      expect((await env.call("GET", "/api/auth/user")).status).toBe(200);
    }
    clock.advance(IDLE_TIMEOUT_MS);
    expect((await env.call("GET", "/api/auth/user")).status).toBe(401);
  });

  test("absolute lifetime: 30 days end the session however active it is", async () => {
    const clock = testClock();
    const env = await createTestEnv({ clock });
    let elapsed = 0;
    while (elapsed + 10 * HOUR < ABSOLUTE_LIFETIME_MS) {
      clock.advance(10 * HOUR);
      elapsed += 10 * HOUR;
      expect((await env.call("GET", "/api/auth/user")).status).toBe(200);
    }
    clock.advance(10 * HOUR);
    expect((await env.call("GET", "/api/auth/user")).status).toBe(401);
  });
});
