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

test("stored national phones become E.164; empty ones stay empty", () => {
  const db = migrateWith("0006_online_limits_consent", (db) => {
    const client = db.prepare("INSERT INTO clients (first_name, last_name, phone) VALUES ('N', 'C', ?)");
    client.run("3331234567");
    client.run("0612345678");
    client.run("123456");
    db.run("INSERT INTO stylists (name, phone) VALUES ('Giulia', '3339876543'), ('Marco', '')");
    db.run(
      "INSERT INTO incoming_messages (provider_message_id, from_phone, type, outcome, received_at) VALUES ('wamid.1', '393331234567', 'text', 'no_appointment', '2026-11-23T10:00:00.000Z')",
    );
  });
  expect(db.query("SELECT phone FROM clients ORDER BY id").all()).toEqual([{ phone: "+393331234567" }, { phone: "+390612345678" }, { phone: "+39123456" }]);
  expect(db.query("SELECT phone FROM stylists ORDER BY id").all()).toEqual([{ phone: "+393339876543" }, { phone: "" }]);
  expect(db.query("SELECT from_phone FROM incoming_messages").all()).toEqual([{ from_phone: "+393331234567" }]);
});
