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

test("every stored appointment becomes a one-item visit priced at the service's price of the day", () => {
  const db = migrateWith("0007_visits", (db) => {
    db.run("INSERT INTO clients (first_name, last_name, phone) VALUES ('Anna', 'Rossi', '+393331234567')");
    db.run("INSERT INTO stylists (name) VALUES ('Giulia'), ('Marco')");
    db.run("INSERT INTO services (name, duration, price) VALUES ('Colore', 75, 5500), ('Taglio', 30, 2500)");
    const insert = db.prepare(
      "INSERT INTO appointments (client_id, stylist_id, service_id, date, start_time, end_time, status) VALUES (1, ?, ?, ?, ?, ?, ?)",
    );
    insert.run(1, 1, "2026-03-29", "09:00", "10:15", "completed");
    // A custom duration (an extra service folded in) keeps its end.
    insert.run(2, 2, "2026-11-26", "15:00", "16:00", "cancelled");
  });
  expect(db.query("SELECT * FROM appointment_items ORDER BY appointment_id").all()).toEqual([
    { id: 1, appointment_id: 1, position: 0, service_id: 1, service_name: "Colore", stylist_id: 1, date: "2026-03-29", start_time: "09:00", end_time: "10:15", processing_minutes: 0, finishing_minutes: 0, price_cents: 5500 },
    { id: 2, appointment_id: 2, position: 0, service_id: 2, service_name: "Taglio", stylist_id: 2, date: "2026-11-26", start_time: "15:00", end_time: "16:00", processing_minutes: 0, finishing_minutes: 0, price_cents: 2500 },
  ]);
  expect(db.query("SELECT cleanup_minutes FROM appointments").all()).toEqual([{ cleanup_minutes: 0 }, { cleanup_minutes: 0 }]);
  expect(db.query("SELECT processing_minutes, finishing_minutes, category, stylist_ids FROM services WHERE id = 1").get()).toEqual({
    processing_minutes: 0,
    finishing_minutes: 0,
    category: "",
    stylist_ids: "[]",
  });
});
