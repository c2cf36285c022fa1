// `bun scripts/bench-sessions.ts [lookups]`: the cost of finding the session behind a request's
// token (AuthService.authenticate, which runs on every signed-in request), on a database file with
// a fifth year's sessions: 40 users, 20,000 sessions (most long revoked or expired). Prints
// microseconds per lookup for a few tokens in turn, as a day at the desk asks.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../db/client";
import { sessions } from "../db/schema";
import { createAuthService } from "../src/features/auth/service";

const LOOKUPS = Number(process.argv[2] ?? 200_000);
const dir = mkdtempSync(join(tmpdir(), "salone-bench-sessions-"));
const db = openDatabase(join(dir, "salone.db"));
const clock = { now: () => new Date() };
// Hashing is not measured here: a trivial hasher keeps the set-up fast.
const hasher = { hash: async (p: string) => `plain:${p}`, verify: async (p: string, h: string) => h === `plain:${p}` };
const auth = createAuthService(db, clock, { hasher });
await auth.ready;

const USERS = 40;
for (let u = 0; u < USERS; u++) {
  await auth.upsertUser({ username: `utente${u}`, password: "Password-1", firstName: "Nome", lastName: `Cognome ${u}`, role: "reception" });
}
const old = new Date(Date.now() - 400 * 24 * 3600 * 1000).toISOString();
db.$client.transaction(() => {
  for (let i = 0; i < 20_000; i++) {
    db.insert(sessions).values({
      tokenHash: crypto.randomUUID(), userId: 1 + (i % USERS), createdAt: old, lastSeenAt: old, expiresAt: old,
      revokedAt: i % 2 ? old : null, userAgent: "Mozilla/5.0", address: "192.0.2.1",
    }).run();
  }
})();
const tokens: string[] = [];
for (let u = 0; u < 8; u++) tokens.push((await auth.login(`utente${u}`, "Password-1", "192.0.2.1")).token);

for (const token of tokens) if (!auth.authenticate(token)) throw new Error("a fresh session was refused");
const t0 = performance.now();
for (let i = 0; i < LOOKUPS; i++) auth.authenticate(tokens[i % tokens.length]!);
const us = ((performance.now() - t0) * 1000) / LOOKUPS;
console.log(`${LOOKUPS} session lookups: ${us.toFixed(2)} µs each`);
db.$client.close();
rmSync(dir, { recursive: true, force: true });
