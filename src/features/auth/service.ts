import type { Db } from "../../../db/client";
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import { DomainError } from "../../domain/errors";
import type { AuthContext, PublicUser } from "../../http/auth-context";
import { createFailureLimiter } from "../../http/rate-limit";
import { hashPassword, timingDummyHash, verifyPassword } from "./password";
import { authRepo, type UserRow } from "./repo";

export const IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
export const ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
// lastSeenAt is refreshed at most once a minute: the sliding window needs no write per request.
const TOUCH_EVERY_MS = 60 * 1000;
const MAX_FAILURES = 10;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;


export const toPublicUser = (u: UserRow): PublicUser => ({
  id: u.id,
  username: u.username,
  firstName: u.firstName,
  lastName: u.lastName,
  role: u.role,
});

const sha256 = (text: string) => new Bun.CryptoHasher("sha256").update(text).digest("hex");

export function randomToken(bytes = 32) {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString("base64url");
}

export function createAuthService(db: Db, clock: Clock) {
  const repo = authRepo(db);
  const limiter = createFailureLimiter({
    max: MAX_FAILURES,
    windowMs: FAILURE_WINDOW_MS,
    now: () => clock.now().getTime(),
  });
  const badCredentials = () =>
    new DomainError("unauthorized", "Username o password non validi", "invalid_credentials");

  return {
    /** Returns the raw session token; only its hash is stored. */
    async login(usernameRaw: string, password: string, ip: string) {
      const username = usernameRaw.trim().toLowerCase();
      const keys = [`user:${username}`, `ip:${ip}`];
      if (limiter.isBlocked(keys)) {
        throw new DomainError(
          "too_many",
          "Troppi tentativi di accesso falliti. Riprova tra 15 minuti.",
          "too_many_attempts",
        );
      }
      const user = repo.findUserByUsername(username);
      const ok = user
        ? await verifyPassword(password, user.passwordHash)
        : (await verifyPassword(password, await timingDummyHash()), false);
      if (!user || !ok) {
        limiter.recordFailure(keys);
        throw badCredentials();
      }
      limiter.clear(`user:${username}`);
      const token = randomToken();
      const now = clock.now();
      const session = repo.insertSession({
        tokenHash: sha256(token),
        userId: user.id,
        createdAt: now.toISOString(),
        lastSeenAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + ABSOLUTE_LIFETIME_MS).toISOString(),
      });
      return { token, user: toPublicUser(user), sessionId: session.id };
    },

    /** The session behind a token, or null when unknown, revoked, idle too long or too old. */
    authenticate(token: string): AuthContext | null {
      if (!token) return null;
      const found = repo.findLiveSession(sha256(token));
      if (!found) return null;
      const now = clock.now().getTime();
      const { session, user } = found;
      if (now >= Date.parse(session.expiresAt)) return null;
      const lastSeen = Date.parse(session.lastSeenAt);
      if (now - lastSeen >= IDLE_TIMEOUT_MS) return null;
      if (now - lastSeen >= TOUCH_EVERY_MS) repo.touchSession(session.id, new Date(now).toISOString());
      return { user: toPublicUser(user), sessionId: session.id };
    },

    logout(token: string): number | null {
      const found = token ? repo.findLiveSession(sha256(token)) : undefined;
      if (!found) return null;
      repo.revokeSession(found.session.id, clock.now().toISOString());
      return found.session.id;
    },

    /** Creates or resets a user (the CLI); a reset revokes the user's open sessions. */
    async upsertUser(input: { username: string; firstName: string; lastName: string; role: string; password: string }) {
      const username = input.username.trim().toLowerCase();
      const passwordHash = await hashPassword(input.password);
      const existing = repo.findUserByUsername(username);
      if (existing) {
        repo.updateUser(existing.id, {
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: input.role,
        });
        repo.revokeUserSessions(existing.id, clock.now().toISOString());
        return { created: false, user: toPublicUser(repo.findUserById(existing.id)!) };
      }
      const user = repo.insertUser({
        username,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
      });
      return { created: true, user: toPublicUser(user) };
    },

    countUsers: () => repo.countUsers(),

    /** SESSION_SECRET when set; otherwise one generated once and kept in the database. */
    sessionSecret(configured: string): string {
      if (configured) return configured;
      repo.insertSettingIfMissing("session_secret", randomToken(48));
      return repo.getSetting("session_secret")!;
    },

    pruneSessions: () => repo.deleteDeadSessions(new Date(clock.now().getTime() - ABSOLUTE_LIFETIME_MS).toISOString()),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

/** First start: with no users, create the admin from the environment or with a printed random password. */
export async function ensureAdmin(auth: AuthService, config: Config): Promise<{ username: string; password?: string } | null> {
  if (auth.countUsers() > 0) return null;
  const username = config.adminUsername || "admin";
  const password = config.adminPassword || randomToken(18);
  await auth.upsertUser({ username, password, firstName: "Amministratore", lastName: "Salone", role: "admin" });
  return { username, password: config.adminPassword ? undefined : password };
}
