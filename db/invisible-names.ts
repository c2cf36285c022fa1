import type { Database } from "bun:sqlite";
import { INVISIBLE_CHARACTERS } from "../src/domain/schemas/common";

// Recorded in __migrations like a migration, so the step runs once per database.
export const INVISIBLE_NAMES_STEP = "data_strip_format_characters_v2";
// What a name that held nothing visible becomes: something the owner sees and renames.
export const EMPTIED_NAME = "?";

const NAME_COLUMNS = [
  ["clients", "first_name"],
  ["clients", "last_name"],
  ["stylists", "name"],
  ["services", "name"],
  ["users", "first_name"],
  ["users", "last_name"],
] as const;

/** A name without the characters names refuse (the very rule of `nameText`), trimmed. */
export function stripInvisible(name: string): string {
  return name.replace(INVISIBLE_CHARACTERS, "").trim() || EMPTIED_NAME;
}

/**
 * Names saved before invisible characters were refused would fail every later save of their
 * record (even one that only changes the notes). Once per database, after the migrations, they
 * are stripped with the same rule the schemas check; one the stripping would empty becomes "?".
 */
export function stripInvisibleNames(sqlite: Database) {
  const check = sqlite.prepare("SELECT 1 FROM __migrations WHERE tag = ?");
  const done = check.get(INVISIBLE_NAMES_STEP);
  check.finalize();
  if (done) return;
  sqlite.transaction(() => {
    for (const [table, column] of NAME_COLUMNS) {
      // Statements made here are finalized at once: an open one would keep the file open after close().
      const select = sqlite.prepare<{ id: number; name: string }, []>(`SELECT id, ${column} AS name FROM ${table}`);
      const rows = select.all();
      select.finalize();
      const stale = rows.filter((row) => row.name.search(INVISIBLE_CHARACTERS) !== -1);
      if (stale.length === 0) continue;
      const update = sqlite.prepare(`UPDATE ${table} SET ${column} = ? WHERE id = ?`);
      for (const row of stale) update.run(stripInvisible(row.name), row.id);
      update.finalize();
    }
    sqlite.run("INSERT INTO __migrations (tag, applied_at) VALUES (?, ?)", [INVISIBLE_NAMES_STEP, new Date().toISOString()]);
  }).immediate();
}
