import { Database } from "bun:sqlite";
import { expect, test } from "bun:test";
import { embeddedMigrations } from "./migrations.macro";

test("old appointment, vacation and closure trail summaries get their days the Italian way; other entries are left as they are", () => {
  const db = new Database(":memory:");
  for (const migration of embeddedMigrations()) {
    if (migration.tag === "0005_activity_italian_days") {
      const insert = db.prepare("INSERT INTO activity (at, actor_name, action, entity, summary) VALUES ('2026-11-01T10:00:00.000Z', 'Giulia', ?, ?, ?)");
      insert.run("created", "appointment", "Anna Gallo · Taglio · 2026-12-03 15:15");
      insert.run("status", "appointment", "Maria Rossi · Taglio Donna · 2026-03-12 10:00 · Confermato");
      insert.run("created", "appointment", "Luca · Piega · 03/12/2026 09:00");
      insert.run("created", "client", "Anna Gallo");
      insert.run("updated", "vacation", "Maria · 2026-12-03 10:00");
      insert.run("created", "vacation", "Maria Grazia · 2026-11-30 → 2027-01-02");
      insert.run("created", "extraordinary-day", "2026-12-08 · Immacolata · chiuso");
    }
    for (const statement of migration.statements) db.run(statement);
  }
  expect(db.query("SELECT summary FROM activity ORDER BY id").all().map((r) => (r as { summary: string }).summary)).toEqual([
    "Anna Gallo · Taglio · 03/12/2026 15:15",
    "Maria Rossi · Taglio Donna · 12/03/2026 10:00 · Confermato",
    "Luca · Piega · 03/12/2026 09:00",
    "Anna Gallo",
    "Maria · 2026-12-03 10:00",
    "Maria Grazia · 30/11/2026 → 02/01/2027",
    "08/12/2026 · Immacolata · chiuso",
  ]);
});
