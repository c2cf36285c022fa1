import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { sessions, stylists, users } from "../../../db/schema";
import { migratedRole } from "../../domain/roles";
import type { User } from "../../domain/schemas/users";

export type UserRow = typeof users.$inferSelect;

// Last access: the latest sign-in or session use, whichever is newer.
const lastAccess = sql<string | null>`max(coalesce(${users.lastLoginAt}, ''), coalesce((SELECT max(${sessions.lastSeenAt}) FROM ${sessions} WHERE ${sessions.userId} = ${users.id}), ''))`;

export const usersRepo = (db: Db) => {
  const select = () =>
    db
      .select({ user: users, stylistName: stylists.name, lastAccessAt: lastAccess })
      .from(users)
      .leftJoin(stylists, eq(stylists.id, users.stylistId));
  const toUser = (r: { user: UserRow; stylistName: string | null; lastAccessAt: string | null }): User => {
    const role = migratedRole(r.user.role);
    return {
      id: r.user.id,
      username: r.user.username,
      firstName: r.user.firstName,
      lastName: r.user.lastName,
      role,
      stylistId: role === "stylist" ? r.user.stylistId : null,
      stylistName: role === "stylist" ? r.stylistName : null,
      active: r.user.active,
      lastAccessAt: r.lastAccessAt || null,
      createdAt: r.user.createdAt,
    };
  };
  return {
    list: () => select().orderBy(users.lastName, users.firstName, users.id).all().map(toUser),
    find: (id: number) => {
      const r = select().where(eq(users.id, id)).get();
      return r ? toUser(r) : undefined;
    },
    findRow: (id: number) => db.select().from(users).where(eq(users.id, id)).get(),
    usernameTaken: (username: string) => db.select({ id: users.id }).from(users).where(eq(users.username, username)).get() !== undefined,
    stylistExists: (id: number) => db.select({ id: stylists.id }).from(stylists).where(eq(stylists.id, id)).get() !== undefined,
    /** Active owners other than `exceptId`. */
    otherActiveOwners: (exceptId: number) =>
      db
        .select({ n: sql<number>`count(*)` })
        .from(users)
        .where(and(eq(users.role, "owner"), eq(users.active, true), ne(users.id, exceptId)))
        .get()?.n ?? 0,
    insert: (row: typeof users.$inferInsert) => db.insert(users).values(row).returning({ id: users.id }).get().id,
    update: (id: number, patch: Partial<typeof users.$inferInsert>) => db.update(users).set(patch).where(eq(users.id, id)).run(),
  };
};
