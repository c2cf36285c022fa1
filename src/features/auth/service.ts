import type { Db } from "../../../db/client";
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import { DomainError } from "../../domain/errors";
import { migratedRole, type Role } from "../../domain/roles";
import type { PublicUser } from "../../domain/schemas/auth";
import type { AuthContext } from "../../http/auth-context";
import { addressBucket } from "../../http/address-bucket";
import { createAttemptLimiter } from "../../http/rate-limit";
import { argon2Hasher, timingDummyHash, type PasswordHasher } from "./password";
import { authRepo, type UserRow } from "./repo";
import { createSessionMemory } from "./session-memory";

export const IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
export const ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
// lastSeenAt is refreshed at most once a minute: the sliding window needs no write per request.
const TOUCH_EVERY_MS = 60 * 1000;
// At most this many wrong passwords are checked per username and per client address in the window.
const MAX_LOGIN_FAILURES = 10;
const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
// Over all of a user's known devices together: copies of device cookies cannot multiply her budget.
const MAX_KNOWN_DEVICE_FAILURES = 100;
const KNOWN_DEVICE_WINDOW_MS = 24 * 60 * 60 * 1000;


export const toPublicUser = (u: UserRow): PublicUser => ({
  id: u.id,
  username: u.username,
  firstName: u.firstName,
  lastName: u.lastName,
  role: migratedRole(u.role),
  stylistId: u.role === "stylist" ? u.stylistId : null,
});

/** Usernames are case-insensitive: stored and compared trimmed and lower-case. */
export const normalizeUsername = (raw: string) => raw.trim().toLowerCase();

const sha256 = (text: string) => new Bun.CryptoHasher("sha256").update(text).digest("hex");

export function randomToken(bytes = 32) {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString("base64url");
}

const LOGIN_TOO_MANY = "Troppi tentativi di accesso falliti.";
const OWN_PASSWORD_TOO_MANY = "Troppi tentativi con la password attuale sbagliata.";

/** 429 for a locked username or address: the same words whether or not the username exists. */
function tooManyAttempts(retryAfterMs: number, what = LOGIN_TOO_MANY) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new DomainError(
    "too_many",
    `${what} Riprova tra ${minutes} ${minutes === 1 ? "minuto" : "minuti"}.`,
    "too_many_attempts",
    undefined,
    { retryAfterSeconds: seconds },
  );
}

export function createAuthService(db: Db, clock: Clock, opts: { hasher?: PasswordHasher } = {}) {
  const repo = authRepo(db);
  const hasher = opts.hasher ?? argon2Hasher;
  const dummyHash = timingDummyHash(hasher);
  const limiter = createAttemptLimiter({
    max: MAX_LOGIN_FAILURES,
    windowMs: LOGIN_FAILURE_WINDOW_MS,
    now: () => clock.now().getTime(),
  });
  const knownDeviceLimiter = createAttemptLimiter({
    max: MAX_KNOWN_DEVICE_FAILURES,
    windowMs: KNOWN_DEVICE_WINDOW_MS,
    now: () => clock.now().getTime(),
  });
  // Proving one's current password (to change it) is a guess like a login: the same budget per user.
  const ownPasswordLimiter = createAttemptLimiter({
    max: MAX_LOGIN_FAILURES,
    windowMs: LOGIN_FAILURE_WINDOW_MS,
    now: () => clock.now().getTime(),
  });
  const memory = createSessionMemory(
    repo,
    { idleTimeoutMs: IDLE_TIMEOUT_MS, touchEveryMs: TOUCH_EVERY_MS, toAuth: (session, user) => ({ user: toPublicUser(user), sessionId: session.id }) },
    sha256,
  );
  let seenDataVersion = repo.dataVersion();
  const badCredentials = () =>
    new DomainError("unauthorized", "Username o password non validi", "invalid_credentials");

  return {
    /** Resolves once the unknown-username dummy hash exists; main.ts waits for it before listening. */
    ready: dummyHash.then(() => undefined),

    /**
     * Returns the raw session token; only its hash is stored. The attempt takes its slot before
     * anything is awaited, and keeps it unless the password is right: however many requests arrive
     * at once, at most MAX_LOGIN_FAILURES wrong passwords are checked in the window per key. From a
     * device that signed in as this user before (`device`, the nonce of its valid device cookie)
     * the key is that device alone; from any other device it is the username's budget for unknown
     * devices and the address's (an IPv6 address counted as its /64, as the public limits do). So a stranger's guesses lock unknown devices out of the username,
     * never the colleague at her own desk, and a known device that keeps failing locks only itself.
     * All of a user's known devices together also share MAX_KNOWN_DEVICE_FAILURES a day.
     */
    async login(usernameRaw: string, password: string, address: string, userAgent = "", device: string | null = null) {
      const username = normalizeUsername(usernameRaw);
      const keys = device ? [`device:${device}`] : [`unknown-device:${username}`, `address:${addressBucket(address)}`];
      const attempt = limiter.reserve(keys);
      if (!attempt.ok) throw tooManyAttempts(attempt.retryAfterMs);
      const allDevices = device ? knownDeviceLimiter.reserve([`known-devices:${username}`]) : null;
      if (allDevices && !allDevices.ok) {
        attempt.reservation.release();
        throw tooManyAttempts(allDevices.retryAfterMs);
      }
      const user = repo.findUserByUsername(username);
      const ok = user
        ? await hasher.verify(password, user.passwordHash)
        : (await hasher.verify(password, await dummyHash), false);
      // A disabled user is refused like a wrong password, after the same one verify.
      if (!user || !ok || !user.active) throw badCredentials();
      // The check took time: a reset, a change or a disabling meanwhile revoked the user's sessions,
      // and a session opened now with the old password would outlive it. So the row is read again,
      // with no await from here to the insert, and must still hold the checked hash and be active.
      const current = repo.findUserById(user.id);
      if (!current || current.passwordHash !== user.passwordHash || !current.active) throw badCredentials();
      attempt.reservation.release();
      if (allDevices?.ok) allDevices.reservation.release();
      const token = randomToken();
      const now = clock.now();
      const session = repo.insertSession({
        tokenHash: sha256(token),
        userId: user.id,
        createdAt: now.toISOString(),
        lastSeenAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + ABSOLUTE_LIFETIME_MS).toISOString(),
        userAgent: userAgent.slice(0, 300),
        address,
      });
      repo.updateUser(user.id, { lastLoginAt: now.toISOString() });
      return { token, user: toPublicUser(current), sessionId: session.id };
    },

    /** The session behind a token, or null when unknown, revoked, idle too long or too old. */
    authenticate(token: string): AuthContext | null {
      return token ? memory.authenticate(token, clock.now().getTime()) : null;
    },

    logout(token: string): number | null {
      const found = token ? repo.findLiveSession(sha256(token)) : undefined;
      if (!found) return null;
      repo.revokeSession(found.session.id, clock.now().toISOString());
      memory.forgetToken(token);
      return found.session.id;
    },

    /**
     * A short hash of the user's current password hash (null for an unknown username): device
     * cookies are signed with it, so a password change or reset makes every earlier one unknown.
     */
    passwordEpoch(username: string): string | null {
      const user = repo.findUserByUsername(username);
      return user ? sha256(user.passwordHash).slice(0, 16) : null;
    },

    /**
     * Whether another process committed to the database since the last call (SQLite's
     * data_version). When it did, the sessions in memory are forgotten and read again on their
     * next request, so a revocation by the command line holds from then on.
     */
    changedElsewhere(): boolean {
      const version = repo.dataVersion();
      memory.prune(clock.now().getTime());
      if (version === seenDataVersion) return false;
      seenDataVersion = version;
      memory.forgetAll();
      return true;
    },
    /** Of these session ids, the ones no longer usable: revoked, user disabled, expired or idle too long. */
    closedAmong(ids: number[]): number[] {
      const now = clock.now().getTime();
      const open = new Set(
        repo
          .unrevokedAmong(ids)
          .filter((s) => now < Date.parse(s.expiresAt) && now - Math.max(Date.parse(s.lastSeenAt), memory.lastSeen(s.id) ?? 0) < IDLE_TIMEOUT_MS)
          .map((s) => s.id),
      );
      return ids.filter((id) => !open.has(id));
    },
    /** A user's name, role or link changed: their sessions are read again with the new values. */
    forgetUser: (userId: number) => memory.forgetUser(userId),

    hashPassword: (password: string) => hasher.hash(password),
    /**
     * Whether `password` is the user's current one. Like a login, the check takes its slot in the
     * user's limit before anything is awaited and keeps it when the password is wrong: at most
     * MAX_LOGIN_FAILURES wrong passwords per user are checked in the window, then 429.
     */
    async checkPassword(userId: number, password: string): Promise<boolean> {
      const attempt = ownPasswordLimiter.reserve([`user:${userId}`]);
      if (!attempt.ok) throw tooManyAttempts(attempt.retryAfterMs, OWN_PASSWORD_TOO_MANY);
      const user = repo.findUserById(userId);
      const ok = user ? await hasher.verify(password, user.passwordHash) : false;
      if (ok) attempt.reservation.release();
      return ok;
    },
    /** Revokes a user's open sessions but `keep`; answers the revoked ids (their sockets must close). */
    revokeUserSessions(userId: number, keep?: number): number[] {
      const ids = repo.revokeUserSessions(userId, clock.now().toISOString(), keep);
      memory.forgetSessions(ids);
      return ids;
    },
    revokeSession(id: number) {
      repo.revokeSession(id, clock.now().toISOString());
      memory.forgetSessions([id]);
    },
    findSession: (id: number) => repo.findSession(id),
    /** Sessions still usable (not revoked, expired or idle too long): one user's, or everyone's. */
    openSessions(userId?: number) {
      const now = clock.now().getTime();
      return repo.listOpenSessions(new Date(now).toISOString(), new Date(now - IDLE_TIMEOUT_MS).toISOString(), userId);
    },

    /**
     * Creates or resets a user (the CLI); a reset revokes the user's open sessions. The CLI writes
     * no trail entry: it runs on the server itself, outside any signed-in user.
     */
    async upsertUser(input: { username: string; firstName: string; lastName: string; role: Role; stylistId?: number | null; password: string }) {
      const username = input.username.trim().toLowerCase();
      const passwordHash = await hasher.hash(input.password);
      const existing = repo.findUserByUsername(username);
      if (existing) {
        repo.updateUser(existing.id, {
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: input.role,
          stylistId: input.role === "stylist" ? (input.stylistId ?? null) : null,
          active: true,
        });
        repo.revokeUserSessions(existing.id, clock.now().toISOString());
        memory.forgetUser(existing.id);
        return { created: false, user: toPublicUser(repo.findUserById(existing.id)!) };
      }
      const user = repo.insertUser({
        username,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        stylistId: input.role === "stylist" ? (input.stylistId ?? null) : null,
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
  await auth.upsertUser({ username, password, firstName: "Amministratore", lastName: "Salone", role: "owner" });
  return { username, password: config.adminPassword ? undefined : password };
}
