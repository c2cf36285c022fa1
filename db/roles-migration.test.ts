import { Database } from "bun:sqlite";
import { expect, test } from "bun:test";
import { embeddedMigrations } from "./migrations.macro";

/** Applies the migrations in order on a fresh database, running `between` before `tag`. */
function migrateWith(tag: string, between: (db: Database) => void) {
  const db = new Database(":memory:");
  for (const migration of embeddedMigrations()) {
    if (migration.tag === tag) between(db);
    for (const statement of migration.statements) db.run(statement);
  }
  return db;
}

test("admin becomes owner, staff becomes reception, the first user is an owner whatever they were", () => {
  const db = migrateWith("0002_roles_and_activity", (db) => {
    const insert = db.prepare("INSERT INTO users (username, password_hash, first_name, last_name, role) VALUES (?, 'h', 'N', 'C', ?)");
    insert.run("primo", "staff");
    insert.run("capo", "admin");
    insert.run("banco", "staff");
    db.run("INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at) VALUES ('t', 3, 'a', 'a', 'z')");
  });
  expect(db.query("SELECT username, role, active, stylist_id FROM users ORDER BY id").all()).toEqual([
    { username: "primo", role: "owner", active: 1, stylist_id: null },
    { username: "capo", role: "owner", active: 1, stylist_id: null },
    { username: "banco", role: "reception", active: 1, stylist_id: null },
  ]);
  // Open sessions survive the migration (the users table is altered, not rebuilt).
  expect(db.query("SELECT user_id, user_agent FROM sessions").all()).toEqual([{ user_id: 3, user_agent: "" }]);
});
