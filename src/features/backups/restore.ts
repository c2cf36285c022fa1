import { Database } from "bun:sqlite";
import { closeSync, copyFileSync, existsSync, fsyncSync, openSync, renameSync, rmSync } from "node:fs";
import { ensurePrivateFolder, makePrivate } from "../../../db/private-files";
import { hostname } from "node:os";
import { dirname } from "node:path";
import { holderIsLive, readLock, type LockHolder } from "./pid-lock";
import { restorePhotos } from "./photos";
import { integrityProblems } from "./snapshot";

/** Beside the database while a server runs on it: `salone.db.pid` with the server's pid. */
export const serverLockPath = (databasePath: string) => `${databasePath}.pid`;

export class RestoreRefused extends Error {}

/** A backup must be a sound SQLite file of this application, or it is not put in place. */
export function checkBackupFile(path: string) {
  if (!existsSync(path)) throw new RestoreRefused(`File non trovato: ${path}`);
  let problems: string[];
  try {
    problems = integrityProblems(path);
  } catch (error) {
    throw new RestoreRefused(`${path} non è un database SQLite leggibile (${error instanceof Error ? error.message : String(error)})`);
  }
  if (problems.length > 0) throw new RestoreRefused(`Controllo di integrità fallito su ${path}: ${problems.slice(0, 3).join("; ")}`);
  const db = new Database(path, { readonly: true });
  try {
    const found = db.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__migrations'").get();
    if (!found) throw new RestoreRefused(`${path} non è un backup di Salone (manca la tabella __migrations)`);
  } finally {
    db.close();
  }
}

/**
 * Refuses while any process has the database open. Two independent checks:
 * 1. the server's pid file names a process that is still running (a clear message with its pid);
 * 2. SQLite itself: leaving WAL mode needs the database to itself, so with busy_timeout 0 it
 *    fails with "database is locked" while any other connection (a server, a `salone backup`,
 *    an sqlite3 shell) is open — this also catches a server whose pid we cannot see.
 * Leaving WAL also folds the -wal file into the database, so the copy kept aside is one file.
 */
function assertNobodyHolds(databasePath: string, now: Date): { staleHolder: LockHolder | null } {
  const holder = readLock(serverLockPath(databasePath));
  // A pid from another host (the server's old container) cannot be checked here: SQLite's check
  // below decides, so a crashed container does not block the restore.
  if (holder?.host === hostname() && holderIsLive(holder, now)) {
    throw new RestoreRefused(`Il server di Salone è in esecuzione su questo database (pid ${holder.pid}): fermalo prima del ripristino.`);
  }
  if (!existsSync(databasePath)) return { staleHolder: holder };
  const db = new Database(databasePath);
  try {
    db.exec("PRAGMA busy_timeout = 0");
    db.query("PRAGMA journal_mode = DELETE").get();
  } catch {
    throw new RestoreRefused("Il database è aperto da un altro processo (il server o un backup in corso): fermalo prima del ripristino.");
  } finally {
    db.close();
  }
  return { staleHolder: holder };
}

function freeAsideName(databasePath: string, now: Date): string {
  const plain = `${databasePath}.before-restore`;
  if (!existsSync(plain)) return plain;
  // An earlier restore's copy is kept too: each restore adds its own, none is overwritten.
  return `${databasePath}.${now.toISOString().replace(/[:.]/g, "-")}.before-restore`;
}

function fsyncPath(path: string, flags: string) {
  const fd = openSync(path, flags);
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * `salone restore FILE`: checks the backup, refuses while the database is in use, keeps the
 * current database aside as `<db>.before-restore`, and puts the backup in place (copied to a
 * temp name, flushed, renamed), then the backup's photos folder in place of the live one (kept
 * aside the same way). The next server start runs any newer migrations on it.
 */
export function restoreDatabase(opts: { databasePath: string; from: string; now: Date; photosDir?: string }): {
  aside: string | null;
  photosAside: string | null;
  staleHolder: LockHolder | null;
} {
  checkBackupFile(opts.from);
  const { staleHolder } = assertNobodyHolds(opts.databasePath, opts.now);
  let aside: string | null = null;
  if (existsSync(opts.databasePath)) {
    aside = freeAsideName(opts.databasePath, opts.now);
    renameSync(opts.databasePath, aside);
    for (const suffix of ["-wal", "-shm"]) {
      if (existsSync(opts.databasePath + suffix)) renameSync(opts.databasePath + suffix, aside + suffix);
    }
  }
  // A fresh machine: the database folder may not exist yet.
  ensurePrivateFolder(dirname(opts.databasePath));
  const temp = `${opts.databasePath}.restoring`;
  rmSync(temp, { force: true });
  copyFileSync(opts.from, temp);
  makePrivate(temp);
  fsyncPath(temp, "r+");
  renameSync(temp, opts.databasePath);
  fsyncPath(dirname(opts.databasePath), "r");
  if (staleHolder) rmSync(serverLockPath(opts.databasePath), { force: true });
  const photosAside = opts.photosDir ? restorePhotos(opts.from, opts.photosDir, aside ? aside.slice(opts.databasePath.length) : ".before-restore") : null;
  return { aside, photosAside, staleHolder };
}
