import { Database } from "bun:sqlite";
import { expect, test } from "bun:test";
import { embeddedMigrations } from "./migrations.macro";

function migrateWith(tag: string, between: (db: Database) => void) {
  const db = new Database(":memory:");
  for (const migration of embeddedMigrations()) {
    if (migration.tag === tag) between(db);
    for (const statement of migration.statements) db.run(statement);
  }
  return db;
}

test("each WhatsApp consent becomes the appointments consent on WhatsApp, with its date and source", () => {
  const db = migrateWith("0012_privacy", (db) => {
    const insert = db.prepare("INSERT INTO clients (first_name, last_name, phone, whatsapp_consent, whatsapp_consent_at, created_at, erased_at) VALUES (?, ?, ?, ?, ?, ?, ?)");
    insert.run("Anna", "Rossi", "+393331234567", 1, "2026-03-12T10:00:00.000Z", "2026-01-01T09:00:00.000Z", null);
    insert.run("Bea", "Verdi", "+393331234568", 1, "2026-04-01T08:00:00.000Z", "2026-01-01T09:00:00.000Z", null);
    insert.run("Carla", "Neri", "+393331234569", 0, null, "2026-01-01T09:00:00.000Z", null);
    insert.run("Dora", "Blu", "+393331234560", 1, null, "2025-12-01T09:00:00.000Z", null);
    insert.run("Cliente", "eliminato", "", 0, null, "2025-12-01T09:00:00.000Z", "2026-02-01T00:00:00.000Z");
    db.run(
      "INSERT INTO activity (at, actor_name, action, entity, entity_id, summary, changes) VALUES ('2026-04-01T08:00:00.000Z', 'Cliente via WhatsApp', 'updated', 'client', 2, 'Bea Verdi', '{\"whatsappConsent\":[false,true]}')",
    );
  });
  expect(db.query("SELECT client_id, purpose, channel, given, at, source, text_version FROM client_consents ORDER BY id").all()).toEqual([
    { client_id: 1, purpose: "appointments", channel: "whatsapp", given: 1, at: "2026-03-12T10:00:00.000Z", source: "banco", text_version: 0 },
    { client_id: 2, purpose: "appointments", channel: "whatsapp", given: 1, at: "2026-04-01T08:00:00.000Z", source: "whatsapp", text_version: 0 },
    { client_id: 4, purpose: "appointments", channel: "whatsapp", given: 1, at: "2025-12-01T09:00:00.000Z", source: "banco", text_version: 0 },
  ]);
});
