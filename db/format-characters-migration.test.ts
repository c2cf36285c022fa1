import { Database } from "bun:sqlite";
import { expect, test } from "bun:test";
import { embeddedMigrations } from "./migrations.macro";

// The migration that strips format characters from names saved before they were refused.
const MIGRATION = embeddedMigrations().find((m) => m.tag.includes("format_characters"))!.tag;

test("names saved with bidi controls or zero-width spaces are cleaned; emoji and plain names are kept", () => {
  const db = new Database(":memory:");
  for (const migration of embeddedMigrations()) {
    if (migration.tag === MIGRATION) {
      const client = db.prepare("INSERT INTO clients (first_name, last_name, phone) VALUES (?, ?, '3331234567')");
      client.run("\u202Eevil", "Uno");
      client.run("Anna\u200B", "Ros\u00ADsi");
      client.run("\u2066Maria\u2069", "Verdi 💇‍♀️");
      client.run("\u202E", "Vuoto");
      db.prepare("INSERT INTO stylists (name) VALUES (?)").run("Sara\uFEFF");
      db.prepare("INSERT INTO services (name, duration, price) VALUES (?, 30, 2000)").run("\u200FTaglio");
      db.prepare("INSERT INTO users (username, password_hash, first_name, last_name, role) VALUES ('g', 'h', ?, ?, 'reception')").run("Giu\u200Clia", "Bianchi");
    }
    for (const statement of migration.statements) db.run(statement);
  }
  expect(db.query("SELECT first_name, last_name FROM clients ORDER BY id").all()).toEqual([
    { first_name: "evil", last_name: "Uno" },
    { first_name: "Anna", last_name: "Rossi" },
    { first_name: "Maria", last_name: "Verdi 💇‍♀️" },
    // A name that would be left empty stays as it was (the owner renames it).
    { first_name: "\u202E", last_name: "Vuoto" },
  ]);
  expect(db.query("SELECT name FROM stylists").get()).toEqual({ name: "Sara" });
  expect(db.query("SELECT name FROM services").get()).toEqual({ name: "Taglio" });
  expect(db.query("SELECT first_name FROM users").get()).toEqual({ first_name: "Giulia" });
});
