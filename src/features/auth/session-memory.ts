import type { AuthContext } from "../../http/auth-context";
import type { AuthRepo, SessionRow, UserRow } from "./repo";

// Past this many sessions the oldest loaded drops out (it is read again from the database if used).
const MAX_SESSIONS = 10_000;

type Entry = AuthContext & { userId: number; expiresAt: number; lastSeen: number; touchedAt: number };

export type SessionRules = {
  idleTimeoutMs: number;
  /** lastSeenAt is written at most this often per session: the sliding window needs no write per request. */
  touchEveryMs: number;
  toAuth(session: SessionRow, user: UserRow): AuthContext;
};

/**
 * The sessions in use, kept in memory so that a signed-in request costs no SQLite lookup: a
 * session is read from the database the first time its token is seen, then answered from here.
 *
 * What keeps it correct:
 * - in this process every revocation (logout, "Esci da questo dispositivo", a user disabled,
 *   demoted, reset or renamed) goes through the auth service, which forgets the sessions it
 *   touches at once, before the next request is served;
 * - expiry and idle time are checked on every request against the clock; the last use is kept
 *   here and written to `last_seen_at` at most once a minute;
 * - another process (the `salone user add` command line) cannot reach this memory: the session
 *   watch (src/features/auth/session-watch.ts) sees its commit through SQLite's `data_version`
 *   and calls `forgetAll()`, so such a revocation takes effect within one watch interval.
 */
export function createSessionMemory(repo: AuthRepo, rules: SessionRules, hashToken: (token: string) => string) {
  const byToken = new Map<string, Entry>();

  const load = (token: string): Entry | null => {
    const found = repo.findLiveSession(hashToken(token));
    if (!found) return null;
    const { session, user } = found;
    const lastSeen = Date.parse(session.lastSeenAt);
    const entry: Entry = {
      ...rules.toAuth(session, user),
      userId: user.id,
      expiresAt: Date.parse(session.expiresAt),
      lastSeen,
      touchedAt: lastSeen,
    };
    if (byToken.size >= MAX_SESSIONS) byToken.delete(byToken.keys().next().value!);
    byToken.set(token, entry);
    return entry;
  };

  const forgetWhere = (match: (entry: Entry) => boolean) => {
    for (const [token, entry] of byToken) if (match(entry)) byToken.delete(token);
  };

  return {
    /** The session behind a raw token at `now`, or null when unknown, revoked, expired or idle too long. */
    authenticate(token: string, now: number): AuthContext | null {
      const entry = byToken.get(token) ?? load(token);
      if (!entry) return null;
      if (now >= entry.expiresAt || now - entry.lastSeen >= rules.idleTimeoutMs) {
        byToken.delete(token);
        return null;
      }
      entry.lastSeen = Math.max(entry.lastSeen, now);
      if (now - entry.touchedAt >= rules.touchEveryMs) {
        entry.touchedAt = now;
        repo.touchSession(entry.sessionId, new Date(now).toISOString());
      }
      return { user: entry.user, sessionId: entry.sessionId };
    },
    /** The last use of a session this process has seen (newer than the database's by up to a minute). */
    lastSeen(sessionId: number): number | undefined {
      for (const entry of byToken.values()) if (entry.sessionId === sessionId) return entry.lastSeen;
      return undefined;
    },
    /** Drops the sessions that expired or went idle without being asked for again. */
    prune: (now: number) => forgetWhere((entry) => now >= entry.expiresAt || now - entry.lastSeen >= rules.idleTimeoutMs),
    forgetToken: (token: string) => void byToken.delete(token),
    forgetSessions(ids: Iterable<number>) {
      const set = new Set(ids);
      if (set.size > 0) forgetWhere((entry) => set.has(entry.sessionId));
    },
    forgetUser: (userId: number) => forgetWhere((entry) => entry.userId === userId),
    forgetAll: () => byToken.clear(),
    get size() {
      return byToken.size;
    },
  };
}
export type SessionMemory = ReturnType<typeof createSessionMemory>;
