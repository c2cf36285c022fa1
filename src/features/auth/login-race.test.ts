import { expect, test } from "bun:test";
import { createTestEnv, type TestEnv } from "../../test/test-app";
import { argon2Hasher, type PasswordHasher } from "./password";

const OLD = "Old-pass-123";
const NEW = "New-pass-456789";
const PEER = "198.51.100.9";

/** A hasher whose next check, once armed, holds its answer until `release()`: a slow password check. */
async function setup() {
  let hold: Promise<void> | null = null;
  let release = () => {};
  let started = () => {};
  const passwords: PasswordHasher = {
    hash: (password) => argon2Hasher.hash(password),
    verify: async (password, hash) => {
      const gate = hold;
      hold = null;
      const ok = await argon2Hasher.verify(password, hash);
      if (gate) {
        started();
        await gate;
      }
      return ok;
    },
  };
  const env = await createTestEnv({ passwords });
  await env.app.auth.ready;
  await env.app.auth.upsertUser({ username: "giulia", password: OLD, firstName: "Giulia", lastName: "Bianchi", role: "reception" });
  const arm = () => {
    hold = new Promise<void>((resolve) => (release = resolve));
    return new Promise<void>((resolve) => (started = resolve));
  };
  return { env, arm, release: () => release() };
}

const loginOld = (env: TestEnv) => env.anonymous("POST", "/api/auth/login", { username: "giulia", password: OLD }, {}, PEER);

async function sessionsOf(env: TestEnv, username: string) {
  const users = (await env.json("GET", "/api/users")).body as { id: number; username: string }[];
  const id = users.find((u) => u.username === username)!.id;
  return { id, open: () => env.app.auth.openSessions(id).length };
}

test("a login checked with the old password fails when the owner resets the password meanwhile", async () => {
  const { env, arm, release } = await setup();
  const giulia = await sessionsOf(env, "giulia");
  const checked = arm();
  const attacker = loginOld(env);
  await checked;
  expect((await env.json("POST", `/api/users/${giulia.id}/password`, { password: NEW })).status).toBe(200);
  release();
  const res = await attacker;
  expect(res.status).toBe(401);
  expect(giulia.open()).toBe(0);
}, 30_000);

test("a login checked with the old password fails when the user changes her own password meanwhile", async () => {
  const { env, arm, release } = await setup();
  const giulia = await sessionsOf(env, "giulia");
  const own = await loginOld(env);
  expect(own.status).toBe(200);
  const token = ((await own.json()) as { token: string }).token;
  const checked = arm();
  const attacker = loginOld(env);
  await checked;
  const change = await env.call("POST", "/api/auth/password", { currentPassword: OLD, newPassword: NEW }, { authorization: `Bearer ${token}` });
  expect(change.status).toBe(200);
  release();
  expect((await attacker).status).toBe(401);
  // Only her own session, which the change keeps, is open.
  expect(giulia.open()).toBe(1);
}, 30_000);

test("a login checked while the user is disabled fails", async () => {
  const { env, arm, release } = await setup();
  const giulia = await sessionsOf(env, "giulia");
  const checked = arm();
  const attacker = loginOld(env);
  await checked;
  expect((await env.json("PUT", `/api/users/${giulia.id}`, { firstName: "Giulia", lastName: "Bianchi", role: "reception", active: false })).status).toBe(200);
  release();
  expect((await attacker).status).toBe(401);
  expect(giulia.open()).toBe(0);
}, 30_000);

test("without a change meanwhile the held login succeeds", async () => {
  const { env, arm, release } = await setup();
  const checked = arm();
  const attempt = loginOld(env);
  await checked;
  release();
  expect((await attempt).status).toBe(200);
}, 30_000);
