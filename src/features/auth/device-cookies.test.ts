import { describe, expect, test } from "bun:test";
import { createTestEnv, TEST_ADMIN, type TestEnv } from "../../test/test-app";
import { argon2Hasher, type PasswordHasher } from "./password";

const DESK = "192.0.2.10";
const STRANGER = "203.0.113.66";
const GIULIA = { username: "giulia", password: "Giulia-pass-1" };

async function setup() {
  const counts = { verify: 0 };
  const passwords: PasswordHasher = {
    hash: (password) => argon2Hasher.hash(password),
    verify: (password, hash) => (counts.verify++, argon2Hasher.verify(password, hash)),
  };
  const env = await createTestEnv({ passwords });
  await env.app.auth.ready;
  await env.app.auth.upsertUser({ ...GIULIA, firstName: "Giulia", lastName: "Bianchi", role: "reception" });
  counts.verify = 0;
  return { env, counts };
}

const login = (env: TestEnv, username: string, password: string, peer: string, cookie?: string) =>
  env.anonymous("POST", "/api/auth/login", { username, password }, cookie ? { cookie } : {}, peer);

/** Signs in at the desk and answers the device cookie the browser would keep. */
async function deviceCookie(env: TestEnv, username = TEST_ADMIN.username, password = TEST_ADMIN.password, cookie?: string) {
  const res = await login(env, username, password, DESK, cookie);
  expect(res.status).toBe(200);
  const set = res.headers.getSetCookie().find((c) => c.startsWith("salone_device="));
  expect(set).toBeDefined();
  return set!.split(";")[0]!;
}

const tally = (responses: Response[]) => {
  const counts: Record<number, number> = {};
  for (const res of responses) counts[res.status] = (counts[res.status] ?? 0) + 1;
  return counts;
};

describe("a stranger cannot lock a colleague out", () => {
  test("after a stranger's ten wrong passwords, the owner still signs in from her known device", async () => {
    const { env } = await setup();
    const cookie = await deviceCookie(env);
    for (let i = 0; i < 12; i++) await login(env, TEST_ADMIN.username, `sbagliata-${i}`, STRANGER);
    expect((await login(env, TEST_ADMIN.username, TEST_ADMIN.password, STRANGER)).status).toBe(429);
    // Without her cookie even her desk is an unknown device, and unknown devices are locked.
    expect((await login(env, TEST_ADMIN.username, TEST_ADMIN.password, DESK)).status).toBe(429);
    expect((await login(env, TEST_ADMIN.username, TEST_ADMIN.password, DESK, cookie)).status).toBe(200);
  }, 30_000);

  test("1,000 concurrent wrong attempts from unknown devices: 10 are checked, and she signs in meanwhile", async () => {
    const { env, counts } = await setup();
    const cookie = await deviceCookie(env);
    counts.verify = 0;
    const attack = Array.from({ length: 1000 }, (_, i) =>
      login(env, TEST_ADMIN.username, `sbagliata-${i}`, `198.51.${i >> 8}.${i & 255}`),
    );
    const hers = login(env, TEST_ADMIN.username, TEST_ADMIN.password, DESK, cookie);
    expect(tally(await Promise.all(attack))).toEqual({ 401: 10, 429: 990 });
    expect((await hers).status).toBe(200);
    expect(counts.verify).toBe(11);
    expect((await login(env, TEST_ADMIN.username, TEST_ADMIN.password, DESK, cookie)).status).toBe(200);
  }, 30_000);

  test("a known device that keeps failing locks only itself", async () => {
    const { env, counts } = await setup();
    const cookie = await deviceCookie(env);
    counts.verify = 0;
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(env, TEST_ADMIN.username, `sbagliata-${i}`, DESK, cookie)),
    );
    expect(tally(guesses)).toEqual({ 401: 10, 429: 40 });
    expect(counts.verify).toBe(10);
    expect((await login(env, TEST_ADMIN.username, TEST_ADMIN.password, DESK, cookie)).status).toBe(429);
    // Its failures were not counted for unknown devices nor for the desk's address.
    expect((await login(env, TEST_ADMIN.username, TEST_ADMIN.password, DESK)).status).toBe(200);
  }, 30_000);

  test("a device cookie is bound to its username: it gives a colleague's name no budget of its own", async () => {
    const { env } = await setup();
    const annasCookie = await deviceCookie(env);
    for (let i = 0; i < 10; i++) await login(env, GIULIA.username, `sbagliata-${i}`, STRANGER);
    expect((await login(env, GIULIA.username, GIULIA.password, DESK, annasCookie)).status).toBe(429);
  }, 30_000);

  test.each([
    ["a changed signature", GIULIA, (c: string) => c.slice(0, -2) + (c.endsWith("AA") ? "BB" : "AA")],
    ["a colleague's name written into it", TEST_ADMIN, (c: string) => c.replace(/=[^.]+\./, `=${Buffer.from("giulia").toString("base64url")}.`)],
    ["nonsense", GIULIA, () => "salone_device=x.y.z"],
  ])("a device cookie with %s is an unknown device", async (_, owner, forge) => {
    const { env } = await setup();
    const genuine = await deviceCookie(env, owner.username, owner.password);
    const cookie = forge(genuine);
    expect(cookie).not.toBe(genuine);
    for (let i = 0; i < 10; i++) await login(env, GIULIA.username, `sbagliata-${i}`, STRANGER);
    expect((await login(env, GIULIA.username, GIULIA.password, DESK, cookie)).status).toBe(429);
  }, 30_000);
});

describe("the device cookie", () => {
  test("is HttpOnly, SameSite=Strict, sent only to the login and kept for 90 days", async () => {
    const { env } = await setup();
    const res = await login(env, TEST_ADMIN.username, TEST_ADMIN.password, DESK);
    const set = res.headers.getSetCookie().find((c) => c.startsWith("salone_device="))!;
    expect(set).toMatch(/; Path=\/api\/auth\/login; HttpOnly; SameSite=Strict; Max-Age=7776000$/);
    expect(set).not.toContain(TEST_ADMIN.password);
  }, 30_000);

  test("a wrong password gets no device cookie", async () => {
    const { env } = await setup();
    const res = await login(env, TEST_ADMIN.username, "sbagliata", DESK);
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("salone_device="))).toBe(false);
  }, 30_000);

  test("two colleagues sharing the desk's browser both keep a trusted device", async () => {
    const { env } = await setup();
    const first = await deviceCookie(env);
    const both = await deviceCookie(env, GIULIA.username, GIULIA.password, first);
    for (let i = 0; i < 10; i++) {
      await login(env, TEST_ADMIN.username, `sbagliata-${i}`, STRANGER);
      await login(env, GIULIA.username, `sbagliata-${i}`, STRANGER);
    }
    expect((await login(env, TEST_ADMIN.username, TEST_ADMIN.password, DESK, both)).status).toBe(200);
    expect((await login(env, GIULIA.username, GIULIA.password, DESK, both)).status).toBe(200);
  }, 30_000);
});
