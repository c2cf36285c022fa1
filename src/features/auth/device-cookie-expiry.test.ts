import { expect, test } from "bun:test";
import { createTestEnv, TEST_ADMIN, type TestEnv } from "../../test/test-app";
import type { PasswordHasher } from "./password";

const DESK = "192.0.2.10";
const STRANGER = "203.0.113.66";
const DAY = 24 * 60 * 60 * 1000;

// These tests count attempts, not hashing: a fast stand-in keeps hundreds of checks quick.
const fastHasher: PasswordHasher = {
  hash: async (password) => `plain:${password}`,
  verify: async (password, hash) => hash === `plain:${password}`,
};

async function setup() {
  const env = await createTestEnv({ passwords: fastHasher });
  await env.app.auth.ready;
  return env;
}

const login = (env: TestEnv, password: string, peer: string, cookie?: string) =>
  env.anonymous("POST", "/api/auth/login", { username: TEST_ADMIN.username, password }, cookie ? { cookie } : {}, peer);

async function deviceCookie(env: TestEnv) {
  const res = await login(env, TEST_ADMIN.password, DESK);
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().find((c) => c.startsWith("salone_device="))!.split(";")[0]!;
}

/** A stranger's ten wrong passwords lock unknown devices out of the username. */
async function lockUnknownDevices(env: TestEnv) {
  for (let i = 0; i < 10; i++) await login(env, `sbagliata-${i}`, STRANGER);
  expect((await login(env, TEST_ADMIN.password, DESK)).status).toBe(429);
}

test("a device cookie is a known device for 90 days, then an unknown one", async () => {
  const env = await setup();
  const cookie = await deviceCookie(env);
  env.clock.advance(89 * DAY);
  await lockUnknownDevices(env);
  expect((await login(env, TEST_ADMIN.password, DESK, cookie)).status).toBe(200);
  env.clock.advance(2 * DAY);
  await lockUnknownDevices(env);
  expect((await login(env, TEST_ADMIN.password, DESK, cookie)).status).toBe(429);
});

test("a password reset turns every earlier device cookie into an unknown device", async () => {
  const env = await setup();
  const cookie = await deviceCookie(env);
  await env.app.auth.upsertUser({ ...TEST_ADMIN, password: "Nuova-password-1", firstName: "Anna", lastName: "Rossi", role: "owner" });
  for (let i = 0; i < 10; i++) await login(env, `sbagliata-${i}`, STRANGER);
  expect((await login(env, "Nuova-password-1", DESK, cookie)).status).toBe(429);
});

test("all known devices together check at most 100 wrong passwords a day", async () => {
  const env = await setup();
  const cookie = await deviceCookie(env);
  // Ten wrong passwords per device every quarter of an hour would otherwise go on all day.
  for (let round = 0; round < 10; round++) {
    for (let i = 0; i < 10; i++) expect((await login(env, `sbagliata-${round}-${i}`, DESK, cookie)).status).toBe(401);
    env.clock.advance(16 * 60 * 1000);
  }
  expect((await login(env, "sbagliata", DESK, cookie)).status).toBe(429);
  // A fresh cookie (another copy, another nonce) has no budget of its own left either.
  const fresh = await login(env, TEST_ADMIN.password, "192.0.2.77");
  expect(fresh.status).toBe(200);
  const other = fresh.headers.getSetCookie().find((c) => c.startsWith("salone_device="))!.split(";")[0]!;
  expect((await login(env, "sbagliata", DESK, other)).status).toBe(429);
  env.clock.advance(DAY);
  expect((await login(env, TEST_ADMIN.password, DESK, cookie)).status).toBe(200);
});
