import { readFileSync } from "node:fs";
import { join } from "node:path";

export type Migration = { tag: string; statements: string[] };

/**
 * Runs at bundle time (imported `with { type: "macro" }`), so the compiled binary carries the
 * migrations inline and never reads db/migrations from disk.
 */
export function embeddedMigrations(): Migration[] {
  const dir = join(import.meta.dir, "migrations");
  const journal = JSON.parse(readFileSync(join(dir, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  return journal.entries.map(({ tag }) => ({
    tag,
    statements: readFileSync(join(dir, `${tag}.sql`), "utf8")
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .filter(Boolean),
  }));
}
