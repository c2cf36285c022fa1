import type { Schema } from "../../db/client";
import { and, desc, eq, gte, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { activity } from "../../db/schema";
import type { ActivityEntity, ActivityEntry } from "../domain/schemas/activity";

export type ActivityFilter = {
  userId?: number;
  entity?: ActivityEntity;
  /** UTC instants, from included, to excluded. */
  fromAt?: string;
  toAt?: string;
  /** Entries strictly older than this (at, id): the keyset of the previous page's last entry. */
  before?: { at: string; id: number };
  entityId?: number;
};

const toEntry = (row: typeof activity.$inferSelect): ActivityEntry => ({
  ...row,
  action: row.action as ActivityEntry["action"],
  entity: row.entity as ActivityEntry["entity"],
  changes: JSON.parse(row.changes) as ActivityEntry["changes"],
});

export const activityRepo = (db: Db) => ({
  /**
   * Newest first by (at, id); every filter has an index ending in (at, id), so a page is one index
   * range. After a cursor the range is bounded by `at <= cursor.at`, which SQLite seeks to; the
   * (at, id) comparison alone is an OR it can only test row by row, so a deep page would walk the
   * index from the newest entry down to the cursor.
   */
  page(filter: ActivityFilter, limit: number) {
    const where: (SQL | undefined)[] = [
      filter.userId === undefined ? undefined : eq(activity.userId, filter.userId),
      // unlikely(): without it, a person, a kind and days together take the person's (at, id)
      // index and test the kind row by row; marked selective, the kind joins the person in one index.
      filter.entity === undefined ? undefined : sql`unlikely(${eq(activity.entity, filter.entity)})`,
      filter.entityId === undefined ? undefined : eq(activity.entityId, filter.entityId),
      filter.fromAt === undefined ? undefined : gte(activity.at, filter.fromAt),
      filter.toAt === undefined ? undefined : lt(activity.at, filter.toAt),
      filter.before === undefined ? undefined : lte(activity.at, filter.before.at),
      filter.before === undefined ? undefined : or(lt(activity.at, filter.before.at), lt(activity.id, filter.before.id)),
    ];
    return db
      .select()
      .from(activity)
      .where(and(...where))
      .orderBy(desc(activity.at), desc(activity.id))
      .limit(limit);
  },
  list(filter: ActivityFilter, limit: number): ActivityEntry[] {
    return this.page(filter, limit).all().map(toEntry);
  },
});

/** The database or an open transaction: a trail entry is written on whichever holds the change. */
export type Writer = BaseSQLiteDatabase<"sync", unknown, Schema>;

export function insertActivity(db: Writer, row: typeof activity.$inferInsert) {
  db.insert(activity).values(row).run();
}
