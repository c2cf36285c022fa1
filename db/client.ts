import { Database } from "bun:sqlite";
import { dirname } from "node:path";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import { embeddedMigrations } from "./migrations.macro" with { type: "macro" };
import { stripInvisibleNames } from "./invisible-names";
import { ensurePrivateFolder, makePrivate } from "./private-files";
import * as tables from "./schema";
import * as clientFileTables from "./schema-client-file";
import * as messageTables from "./schema-messages";
import * as receiptTables from "./schema-receipts";
import * as fiscalTables from "./schema-fiscal";
import * as salesTables from "./schema-sales";
import * as visitTables from "./schema-visits";
import * as privacyTables from "./schema-privacy";
import * as reportTables from "./schema-reports";

const schema = { ...tables, ...visitTables, ...messageTables, ...salesTables, ...receiptTables, ...privacyTables, ...fiscalTables, ...clientFileTables, ...reportTables };
/** Every table, as drizzle types a database or a transaction on it. */
export type Schema = typeof schema;

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

/** The database or a transaction on it: services hand in `tx` inside db.transaction. */
export type Executor = BaseSQLiteDatabase<"sync", void, typeof schema>;

/** Opens (creating when needed) the SQLite file, sets the durability pragmas and migrates. */
export function openDatabase(path: string): Db {
  const onDisk = path !== ":memory:" && path !== "";
  if (onDisk) {
    ensurePrivateFolder(dirname(path));
    // SQLite gives the -wal and -shm files the database file's own mode.
    makePrivate(path, { create: true });
  }
  const sqlite = new Database(path, { create: true, strict: true });
  sqlite.exec("PRAGMA journal_mode = WAL");
  // Journal files left by an older version, which created them readable by others.
  if (onDisk) for (const suffix of ["-wal", "-shm"]) makePrivate(path + suffix);
  sqlite.exec("PRAGMA foreign_keys = ON");
  sqlite.exec("PRAGMA busy_timeout = 5000");
  // An acknowledged write must survive a crash and a power cut.
  sqlite.exec("PRAGMA synchronous = FULL");
  // Deleted rows (an erased client's name, phone, messages) are overwritten with zeros in the
  // file, not left in free pages where a copy of the file would still show them.
  sqlite.exec("PRAGMA secure_delete = ON");
  migrate(sqlite);
  return drizzle({ client: sqlite, schema }) as Db;
}

/** Another connection to an opened database's file, for reading only (a worker thread's): no migration, no write. */
export function openReader(path: string): Db {
  const sqlite = new Database(path, { strict: true });
  sqlite.exec("PRAGMA busy_timeout = 5000");
  sqlite.exec("PRAGMA query_only = ON");
  return drizzle({ client: sqlite, schema }) as Db;
}

function migrate(sqlite: Database) {
  sqlite.exec(
    "CREATE TABLE IF NOT EXISTS __migrations (tag TEXT PRIMARY KEY, applied_at TEXT NOT NULL)",
  );
  const applied = new Set(
    sqlite
      .query<{ tag: string }, []>("SELECT tag FROM __migrations")
      .all()
      .map((r) => r.tag),
  );
  for (const m of embeddedMigrations()) {
    if (applied.has(m.tag)) continue;
    sqlite.transaction(() => {
      for (const statement of m.statements) sqlite.exec(statement);
      sqlite
        .query("INSERT INTO __migrations (tag, applied_at) VALUES (?, ?)")
        .run(m.tag, new Date().toISOString());
    }).immediate();
  }
  stripInvisibleNames(sqlite);
}
