import { describe, expect, test } from "bun:test";
import { createApp } from "../../app";
import { serve } from "../../test/serve";
import { createTestEnv, testClock, TEST_ADMIN, type TestEnv } from "../../test/test-app";
import { argon2Hasher, type PasswordHasher } from "./password";

const MINUTE = 60 * 1000;
const PROXY = "10.0.0.2";

/** The real argon2id hasher, counting how many passwords it really checks and hashes. */
function countingHasher() {
  const counts = { hash: 0, verify: 0 };
  const hasher: PasswordHasher = {
    hash: (password) => (counts.hash++, argon2Hasher.hash(password)),
    verify: (password, hash) => (counts.verify++, argon2Hasher.verify(password, hash)),
  };
  return { hasher, counts };
}

async function countingEnv(opts: Parameters<typeof createTestEnv>[0] = {}) {
  const { hasher, counts } = countingHasher();
  const env = await createTestEnv({ ...opts, passwords: hasher });
  await env.app.auth.ready;
  counts.hash = 0;
  counts.verify = 0;
  return { env, counts };
}

const login = (env: TestEnv, username: string, password: string, headers: Record<string, string> = {}, peer?: string) =>
  env.anonymous("POST", "/api/auth/login", { username, password }, headers, peer);

const statuses = async (responses: Promise<Response>[]) => {
  const tally: Record<number, number> = {};
  for (const res of await Promise.all(responses)) tally[res.status] = (tally[res.status] ?? 0) + 1;
  return tally;
};

describe("guesses sent all at once", () => {
  test.each([100, 1000])("%p concurrent wrong passwords for one user: 10 are checked, the rest are 429", async (n) => {
    const { env, counts } = await countingEnv();
    const tally = await statuses(Array.from({ length: n }, (_, i) => login(env, "anna", `sbagliata-${i}`)));
    expect(counts.verify).toBe(10);
    expect(tally).toEqual({ 401: 10, 429: n - 10 });
    // The right password is refused too until the window has room again.
    expect((await login(env, "anna", TEST_ADMIN.password)).status).toBe(429);
    expect(counts.verify).toBe(10);
  });

  test("1000 concurrent guesses over 1000 usernames from one address: 10 are checked", async () => {
    const { env, counts } = await countingEnv();
    const tally = await statuses(Array.from({ length: 1000 }, (_, i) => login(env, `utente-${i}`, "password")));
    expect(counts.verify).toBe(10);
    expect(tally).toEqual({ 401: 10, 429: 990 });
  });

  test("1000 concurrent guesses at one username from 1000 addresses: 10 are checked", async () => {
    const { env, counts } = await countingEnv();
    const tally = await statuses(
      Array.from({ length: 1000 }, (_, i) => login(env, "anna", "password", {}, `198.51.${i >> 8}.${i & 255}`)),
    );
    expect(counts.verify).toBe(10);
    expect(tally).toEqual({ 401: 10, 429: 990 });
  });

  test("a correct login gives its slot back: it never counts towards the limit", async () => {
    const { env } = await countingEnv();
    for (let i = 0; i < 9; i++) expect((await login(env, "anna", `sbagliata-${i}`)).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await login(env, "anna", TEST_ADMIN.password)).status).toBe(200);
    expect((await login(env, "anna", "sbagliata-9")).status).toBe(401);
    expect((await login(env, "anna", TEST_ADMIN.password)).status).toBe(429);
  });
});

describe("the 429", () => {
  test("carries Retry-After, and the message says in how many minutes to retry", async () => {
    const clock = testClock();
    const { env } = await countingEnv({ clock });
    for (let i = 0; i < 10; i++) expect((await login(env, "anna", `sbagliata-${i}`)).status).toBe(401);

    const first = await login(env, "anna", TEST_ADMIN.password);
    expect(first.status).toBe(429);
    expect(first.headers.get("retry-after")).toBe("900");
    expect(await first.json()).toEqual({
      message: "Troppi tentativi di accesso falliti. Riprova tra 15 minuti.",
      code: "too_many_attempts",
      retryAfterSeconds: 900,
    });

    clock.advance(5 * MINUTE + 30_000);
    const later = await login(env, "anna", TEST_ADMIN.password);
    expect(later.headers.get("retry-after")).toBe("570");
    expect((await later.json()).message).toBe("Troppi tentativi di accesso falliti. Riprova tra 10 minuti.");

    clock.advance(9 * MINUTE);
    const last = await login(env, "anna", TEST_ADMIN.password);
    expect(last.headers.get("retry-after")).toBe("30");
    expect((await last.json()).message).toBe("Troppi tentativi di accesso falliti. Riprova tra 1 minuto.");

    clock.advance(30_000);
    expect((await login(env, "anna", TEST_ADMIN.password)).status).toBe(200);
  });

  test("a locked unknown username and a locked real one look the same", async () => {
    const { env } = await countingEnv();
    for (let i = 0; i < 10; i++) {
      await login(env, "anna", `sbagliata-${i}`, {}, "192.0.2.1");
      await login(env, "nessuno", `sbagliata-${i}`, {}, "192.0.2.2");
    }
    const real = await login(env, "anna", "x", {}, "192.0.2.3");
    const unknown = await login(env, "nessuno", "x", {}, "192.0.2.4");
    expect(real.status).toBe(429);
    expect(unknown.status).toBe(429);
    expect(unknown.headers.get("retry-after")).toBe(real.headers.get("retry-after"));
    expect(await unknown.json()).toEqual(await real.json());
  });
});

describe("username and address are locked separately", () => {
  async function withGiulia(opts: Parameters<typeof createTestEnv>[0] = {}) {
    const { env, counts } = await countingEnv(opts);
    await env.app.auth.upsertUser({ username: "giulia", password: "Giulia-pass-1", firstName: "Giulia", lastName: "Bianchi", role: "reception" });
    return { env, counts };
  }

  test("one user's mistakes lock that username, never another user's correct login", async () => {
    const { env } = await withGiulia();
    for (let i = 0; i < 10; i++) await login(env, "anna", `sbagliata-${i}`, {}, "192.0.2.1");
    expect((await login(env, "anna", TEST_ADMIN.password, {}, "192.0.2.9")).status).toBe(429);
    expect((await login(env, "giulia", "Giulia-pass-1", {}, "192.0.2.9")).status).toBe(200);
  });

  test("an address that guessed too much is locked, other addresses still sign in to the same account", async () => {
    const { env } = await withGiulia();
    for (let i = 0; i < 10; i++) await login(env, `utente-${i}`, "x", {}, "192.0.2.1");
    expect((await login(env, "giulia", "Giulia-pass-1", {}, "192.0.2.1")).status).toBe(429);
    expect((await login(env, "giulia", "Giulia-pass-1", {}, "192.0.2.9")).status).toBe(200);
  });

  test("an IPv6 client is counted by its /64: fresh addresses from the same network are the same address", async () => {
    const { env } = await withGiulia();
    for (let i = 0; i < 10; i++) await login(env, `utente-${i}`, "x", {}, `2001:db8:1:2::${(i + 1).toString(16)}`);
    expect((await login(env, "giulia", "Giulia-pass-1", {}, "2001:db8:1:2:ffff:ffff:ffff:fffe")).status).toBe(429);
    expect((await login(env, "giulia", "Giulia-pass-1", {}, "2001:db8:1:3::1")).status).toBe(200);
  });

  test("behind a trusted proxy each client has its own address: ten mistakes at one desk do not lock the salon", async () => {
    const { env } = await withGiulia({ env: { TRUST_PROXY: "true" } });
    const desk = { "x-forwarded-for": "203.0.113.7" };
    for (let i = 0; i < 10; i++) await login(env, `utente-${i}`, "x", desk, PROXY);
    expect((await login(env, "giulia", "Giulia-pass-1", desk, PROXY)).status).toBe(429);
    expect((await login(env, "giulia", "Giulia-pass-1", { "x-forwarded-for": "203.0.113.8" }, PROXY)).status).toBe(200);
  });

  test("behind a trusted proxy, addresses the client wrote left of the proxy's entry are ignored", async () => {
    const { env, counts } = await withGiulia({ env: { TRUST_PROXY: "1" } });
    for (let i = 0; i < 30; i++) {
      await login(env, `utente-${i}`, "x", { "x-forwarded-for": `1.1.1.${i}, 203.0.113.7` }, PROXY);
    }
    expect(counts.verify).toBe(10);
  });

  test("without TRUST_PROXY, X-Forwarded-For changes nothing: the socket address is the address", async () => {
    const { env, counts } = await withGiulia();
    for (let i = 0; i < 30; i++) await login(env, `utente-${i}`, "x", { "x-forwarded-for": `203.0.113.${i}` }, PROXY);
    expect(counts.verify).toBe(10);
    expect((await login(env, "giulia", "Giulia-pass-1", { "x-forwarded-for": "198.51.100.1" }, PROXY)).status).toBe(429);
  });

  test("a malformed X-Forwarded-For is absent: the proxy's own address is counted", async () => {
    const { env, counts } = await withGiulia({ env: { TRUST_PROXY: "true" } });
    for (let i = 0; i < 12; i++) await login(env, `utente-${i}`, "x", { "x-forwarded-for": `non-un-indirizzo-${i}` }, PROXY);
    expect(counts.verify).toBe(10);
  });

  test("over a real socket the peer address is the key, and X-Forwarded-For is ignored by default", async () => {
    const { env, counts } = await withGiulia();
    const app = env.app;
    // The test env supplies peers for app.handle(); a listening app must ask the socket instead.
    const real = createApp({
      db: app.ctx.db,
      config: app.ctx.config,
      clock: app.ctx.clock,
      log: () => {},
      passwords: argon2Hasher,
    });
    const served = serve(real);
    const url = `${served.origin}/api/auth/login`;
    const post = (username: string, password: string, forwarded: string) =>
      fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": forwarded },
        body: JSON.stringify({ username, password }),
      });
    for (let i = 0; i < 10; i++) expect((await post(`utente-${i}`, "x", `203.0.113.${i}`)).status).toBe(401);
    const locked = await post("giulia", "Giulia-pass-1", "198.51.100.1");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(counts.verify).toBe(0);
  });
});

describe("timing says nothing about which usernames exist", () => {
  test("the dummy hash is made at start: an unknown-username login checks one password and hashes none", async () => {
    const { env, counts } = await countingEnv();
    expect((await login(env, "nessuno", "x")).status).toBe(401);
    expect(counts).toEqual({ hash: 0, verify: 1 });
    expect((await login(env, "anna", "x")).status).toBe(401);
    expect(counts).toEqual({ hash: 0, verify: 2 });
  });
});
