import { expect, test } from "bun:test";
import { signInAs } from "../../test/staff";
import { createTestEnv, testClock } from "../../test/test-app";
import { argon2Hasher, type PasswordHasher } from "./password";

const MINUTE = 60 * 1000;
const RIGHT = "Password-staff-1";

async function setup() {
  const counts = { verify: 0 };
  const passwords: PasswordHasher = {
    hash: (password) => argon2Hasher.hash(password),
    verify: (password, hash) => (counts.verify++, argon2Hasher.verify(password, hash)),
  };
  const clock = testClock();
  const env = await createTestEnv({ passwords, clock });
  const user = await signInAs(env, "reception", { username: "giulia" });
  counts.verify = 0;
  const change = (currentPassword: string) => user.call("POST", "/api/auth/password", { currentPassword, newPassword: "Nuova-password-1" });
  return { env, clock, counts, change };
}

test("60 concurrent guesses at one's own current password: 10 are checked, the rest are 429 with Retry-After", async () => {
  const { counts, change } = await setup();
  const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => change(`sbagliata-${i}`)));
  expect(counts.verify).toBe(10);
  const tally: Record<number, number> = {};
  for (const res of answers) tally[res.status] = (tally[res.status] ?? 0) + 1;
  expect(tally).toEqual({ 400: 10, 429: 50 });
  const limited = answers.find((res) => res.status === 429)!;
  expect(limited.headers.get("retry-after")).toBe("900");
  expect(await limited.json()).toEqual({
    message: "Troppi tentativi con la password attuale sbagliata. Riprova tra 15 minuti.",
    code: "too_many_attempts",
    retryAfterSeconds: 900,
  });
}, 30_000);

test("after ten wrong guesses even the right password waits for the window; then it works", async () => {
  const { clock, counts, change } = await setup();
  for (let i = 0; i < 10; i++) expect((await change(`sbagliata-${i}`)).status).toBe(400);
  expect((await change(RIGHT)).status).toBe(429);
  expect(counts.verify).toBe(10);
  clock.advance(15 * MINUTE);
  expect((await change(RIGHT)).status).toBe(200);
}, 30_000);

test("a right password gives its slot back, and one user's guesses do not limit another", async () => {
  const { env, change } = await setup();
  for (let i = 0; i < 9; i++) expect((await change(`sbagliata-${i}`)).status).toBe(400);
  const other = await signInAs(env, "reception", { username: "marta" });
  for (let i = 0; i < 10; i++) await other.call("POST", "/api/auth/password", { currentPassword: "x", newPassword: "Nuova-password-1" });
  expect((await change(RIGHT)).status).toBe(200);
}, 30_000);
