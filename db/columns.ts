import { sql } from "drizzle-orm";
import { text } from "drizzle-orm/sqlite-core";

// Every row's creation and last-change instants, UTC ISO-8601 written by SQLite.
export const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);
export const updatedAt = () =>
  text("updated_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);
