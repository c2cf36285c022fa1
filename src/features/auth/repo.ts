import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { sessions, settings, users } from "../../../db/schema";

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export const authRepo = (db: Db) => ({
  countUsers: () => db.select({ n: sql<number>`count(*)` }).from(users).get()?.n ?? 0,
  findUserByUsername: (username: string) => db.select().from(users).where(eq(users.username, username)).get(),
  findUserById: (id: number) => db.select().from(users).where(eq(users.id, id)).get(),
  insertUser: (row: typeof users.$inferInsert) => db.insert(users).values(row).returning().get(),
  updateUser: (id: number, patch: Partial<typeof users.$inferInsert>) =>
    db.update(users).set(patch).where(eq(users.id, id)).run(),

  insertSession: (row: typeof sessions.$inferInsert) => db.insert(sessions).values(row).returning().get(),
  findLiveSession: (tokenHash: string) =>
    db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
      .get(),
  touchSession: (id: number, at: string) => db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id)).run(),
  revokeSession: (id: number, at: string) => db.update(sessions).set({ revokedAt: at }).where(eq(sessions.id, id)).run(),
  revokeUserSessions: (userId: number, at: string) =>
    db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .run(),
  deleteDeadSessions: (before: string) =>
    db.delete(sessions).where(sql`${sessions.expiresAt} < ${before} OR ${sessions.revokedAt} < ${before}`).run(),

  getSetting: (key: string) => db.select().from(settings).where(eq(settings.key, key)).get()?.value,
  insertSettingIfMissing: (key: string, value: string) =>
    db.insert(settings).values({ key, value }).onConflictDoNothing().run(),
});
