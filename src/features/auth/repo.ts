import { and, desc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { sessions, settings, users } from "../../../db/schema";

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

type LiveSessionRow = {
  s_id: number; s_token_hash: string; s_user_id: number; s_created_at: string; s_last_seen_at: string;
  s_expires_at: string; s_revoked_at: string | null; s_user_agent: string; s_address: string;
  u_id: number; u_username: string; u_password_hash: string; u_first_name: string; u_last_name: string;
  u_role: string; u_stylist_id: number | null; u_active: number; u_last_login_at: string | null; u_created_at: string;
};
export type SessionListRow = SessionRow & { userName: string };

export const authRepo = (db: Db) => {
  // Every signed-in request looks its session up: prepared once, not rebuilt per call (~0.6 ms saved).
  const liveSession = db.$client.prepare<LiveSessionRow, [string]>(
    `SELECT s.id s_id, s.token_hash s_token_hash, s.user_id s_user_id, s.created_at s_created_at,
            s.last_seen_at s_last_seen_at, s.expires_at s_expires_at, s.revoked_at s_revoked_at,
            s.user_agent s_user_agent, s.address s_address,
            u.id u_id, u.username u_username, u.password_hash u_password_hash, u.first_name u_first_name,
            u.last_name u_last_name, u.role u_role, u.stylist_id u_stylist_id, u.active u_active,
            u.last_login_at u_last_login_at, u.created_at u_created_at
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = ? AND s.revoked_at IS NULL AND u.active = 1`,
  );
  const dataVersion = db.$client.prepare<{ data_version: number }, []>("PRAGMA data_version");
  return {
  /** Moves whenever another connection (another process: the command line) commits a change. */
  dataVersion: () => dataVersion.get()!.data_version,
  countUsers: () => db.select({ n: sql<number>`count(*)` }).from(users).get()?.n ?? 0,
  findUserByUsername: (username: string) => db.select().from(users).where(eq(users.username, username)).get(),
  findUserById: (id: number) => db.select().from(users).where(eq(users.id, id)).get(),
  insertUser: (row: typeof users.$inferInsert) => db.insert(users).values(row).returning().get(),
  updateUser: (id: number, patch: Partial<typeof users.$inferInsert>) =>
    db.update(users).set(patch).where(eq(users.id, id)).run(),

  insertSession: (row: typeof sessions.$inferInsert) => db.insert(sessions).values(row).returning().get(),
  findLiveSession(tokenHash: string): { session: SessionRow; user: UserRow } | undefined {
    const r = liveSession.get(tokenHash);
    if (!r) return undefined;
    return {
      session: { id: r.s_id, tokenHash: r.s_token_hash, userId: r.s_user_id, createdAt: r.s_created_at, lastSeenAt: r.s_last_seen_at, expiresAt: r.s_expires_at, revokedAt: r.s_revoked_at, userAgent: r.s_user_agent, address: r.s_address },
      user: { id: r.u_id, username: r.u_username, passwordHash: r.u_password_hash, firstName: r.u_first_name, lastName: r.u_last_name, role: r.u_role, stylistId: r.u_stylist_id, active: r.u_active === 1, lastLoginAt: r.u_last_login_at, createdAt: r.u_created_at },
    };
  },
  touchSession: (id: number, at: string) => db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id)).run(),
  revokeSession: (id: number, at: string) => db.update(sessions).set({ revokedAt: at }).where(eq(sessions.id, id)).run(),
  /** Revokes a user's open sessions (but `keep`), answering the revoked ids. */
  revokeUserSessions: (userId: number, at: string, keep?: number): number[] =>
    db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep === undefined ? undefined : ne(sessions.id, keep)))
      .returning({ id: sessions.id })
      .all()
      .map((r) => r.id),
  /** Of these sessions, the ones not revoked whose user is active, with their expiry and last use. */
  unrevokedAmong: (ids: number[]): { id: number; expiresAt: string; lastSeenAt: string }[] =>
    ids.length === 0
      ? []
      : db
          .select({ id: sessions.id, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt), eq(users.active, true)))
          .all(),
  findSession: (id: number) => db.select().from(sessions).where(eq(sessions.id, id)).get(),
  /** Open sessions (not revoked, not expired), newest use first; one user's or everyone's. */
  listOpenSessions: (now: string, idleSince: string, userId?: number): SessionListRow[] =>
    db
      .select({
        id: sessions.id, tokenHash: sessions.tokenHash, userId: sessions.userId, createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt,
        userAgent: sessions.userAgent, address: sessions.address,
        userName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(
        isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince), eq(users.active, true),
        userId === undefined ? undefined : eq(sessions.userId, userId),
      ))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
      .all(),
  deleteDeadSessions: (before: string) =>
    db.delete(sessions).where(sql`${sessions.expiresAt} < ${before} OR ${sessions.revokedAt} < ${before}`).run(),

  getSetting: (key: string) => db.select().from(settings).where(eq(settings.key, key)).get()?.value,
  insertSettingIfMissing: (key: string, value: string) =>
    db.insert(settings).values({ key, value }).onConflictDoNothing().run(),
};
};
export type AuthRepo = ReturnType<typeof authRepo>;
