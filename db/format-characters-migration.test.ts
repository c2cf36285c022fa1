import { Database } from "bun:sqlite";
import { expect, test } from "bun:test";
import * as v from "valibot";
import { nameText } from "../src/domain/schemas/common";
import { stripInvisible, stripInvisibleNames } from "./invisible-names";
import { embeddedMigrations } from "./migrations.macro";

// The migration that once stripped format characters in SQL; now a no-op, the data step does it.
const MIGRATION = embeddedMigrations().find((m) => m.tag.includes("format_characters"))!.tag;

/** A database migrated like openDatabase does, with `seed` run where the old names were saved. */
function migrated(seed: (db: Database) => void) {
  const db = new Database(":memory:");
  db.run("CREATE TABLE IF NOT EXISTS __migrations (tag TEXT PRIMARY KEY, applied_at TEXT NOT NULL)");
  for (const migration of embeddedMigrations()) {
    if (migration.tag === MIGRATION) seed(db);
    for (const statement of migration.statements) db.run(statement);
  }
  return db;
}

const LEGACY = [
  ["\u202Eevil", "Uno"],
  ["Anna\u200B", "Ros\u00ADsi"],
  ["\u2066Maria\u2069", "Verdi 💇‍♀️"],
  ["\u202E", "Vuoto"],
  ["Rossi\u206A", "Inhibit"],
  ["An\uFFF9na", "Annotation"],
  ["Tag\u{E0001}\u{E0069}", "Tags"],
  ["\u0600Ali", "Arabic"],
  ["Lu\u200Dca", "Joiner"],
  ["Anna\u2028Maria", "Separator"],
  ["\u3164", "Filler"],
] as const;

function seed(db: Database) {
  const client = db.prepare("INSERT INTO clients (first_name, last_name, phone) VALUES (?, ?, '3331234567')");
  for (const [first, last] of LEGACY) client.run(first, last);
  db.prepare("INSERT INTO stylists (name) VALUES (?)").run("Sara\uFEFF");
  db.prepare("INSERT INTO services (name, duration, price) VALUES (?, 30, 2000)").run("\u200FTaglio");
  db.prepare("INSERT INTO users (username, password_hash, first_name, last_name, role) VALUES ('g', 'h', ?, ?, 'reception')").run("Giu\u200Clia", "Bianchi\u{E0020}");
}

test("the SQL migration leaves names alone; the data step strips every character the names rule refuses", () => {
  const db = migrated(seed);
  expect(db.query("SELECT first_name FROM clients ORDER BY id LIMIT 1").get()).toEqual({ first_name: "\u202Eevil" });
  stripInvisibleNames(db);
  expect(db.query("SELECT first_name, last_name FROM clients ORDER BY id").all()).toEqual([
    { first_name: "evil", last_name: "Uno" },
    { first_name: "Anna", last_name: "Rossi" },
    { first_name: "Maria", last_name: "Verdi 💇‍♀️" },
    // A name that would be left empty gets a visible placeholder the owner renames.
    { first_name: "?", last_name: "Vuoto" },
    { first_name: "Rossi", last_name: "Inhibit" },
    { first_name: "Anna", last_name: "Annotation" },
    { first_name: "Tag", last_name: "Tags" },
    { first_name: "Ali", last_name: "Arabic" },
    { first_name: "Luca", last_name: "Joiner" },
    { first_name: "AnnaMaria", last_name: "Separator" },
    { first_name: "?", last_name: "Filler" },
  ]);
  expect(db.query("SELECT name FROM stylists").get()).toEqual({ name: "Sara" });
  expect(db.query("SELECT name FROM services").get()).toEqual({ name: "Taglio" });
  expect(db.query("SELECT first_name, last_name FROM users").get()).toEqual({ first_name: "Giulia", last_name: "Bianchi" });
  // Every stripped name passes the rule that refused it, so the record can be saved again.
  const name = nameText("Nome è richiesto");
  for (const row of db.query<{ first_name: string; last_name: string }, []>("SELECT first_name, last_name FROM clients").all()) {
    expect(v.safeParse(name, row.first_name).success).toBe(true);
    expect(v.safeParse(name, row.last_name).success).toBe(true);
  }
});

test("the data step runs once per database", () => {
  const db = migrated(() => {});
  stripInvisibleNames(db);
  db.prepare("INSERT INTO stylists (name) VALUES (?)").run("Sara\u202E");
  stripInvisibleNames(db);
  expect(db.query("SELECT name FROM stylists").get()).toEqual({ name: "Sara\u202E" });
});

test("each legacy name stripped passes the names rule", () => {
  const name = nameText("Nome è richiesto");
  for (const [first, last] of LEGACY) {
    expect(v.safeParse(name, stripInvisible(first)).success).toBe(true);
    expect(v.safeParse(name, stripInvisible(last)).success).toBe(true);
  }
});
