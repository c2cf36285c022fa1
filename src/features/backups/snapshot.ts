import { Database } from "bun:sqlite";
import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { makePrivate } from "../../../db/private-files";
import { partialBackupName } from "../../domain/backups";

/** Every row of `PRAGMA integrity_check` is "ok" on a sound file; anything else lists problems. */
export function integrityProblems(path: string): string[] {
  const db = new Database(path, { readonly: true });
  try {
    const rows = db.query<{ integrity_check: string }, []>("PRAGMA integrity_check").all();
    return rows.map((r) => r.integrity_check).filter((line) => line !== "ok");
  } finally {
    db.close();
  }
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
 * A consistent copy of the live database at `target`, while the server keeps serving.
 * `VACUUM INTO` reads inside one read transaction, so the copy holds every transaction committed
 * before it began and none after, and WAL mode lets writers go on meanwhile. The copy is written
 * to a hidden temp name, checked with `PRAGMA integrity_check`, flushed to disk, and only then
 * renamed to `target` (a rename is atomic): a crash or a failed check leaves no file that looks
 * like a backup.
 */
export function writeSnapshot(sqlite: Database, target: string): { sizeBytes: number } {
  if (existsSync(target)) throw new Error(`Il file ${target} esiste già`);
  const temp = join(dirname(target), partialBackupName(basename(target)));
  rmSync(temp, { force: true });
  try {
    // Private before any row is written into it (VACUUM INTO fills an empty file).
    makePrivate(temp, { create: true });
    sqlite.query("VACUUM INTO ?").run(temp);
    const problems = integrityProblems(temp);
    if (problems.length > 0) throw new Error(`Controllo di integrità fallito: ${problems.slice(0, 3).join("; ")}`);
    fsyncPath(temp, "r+");
    renameSync(temp, target);
    // The rename itself is durable only once the folder is flushed too.
    fsyncPath(dirname(target), "r");
    return { sizeBytes: statSync(target).size };
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** What the snapshot worker is asked, and answers. */
export type SnapshotRequest = { databasePath: string; target: string };
export type SnapshotReply = { ok: true; sizeBytes: number } | { ok: false; message: string };

// Inside the compiled binary the worker is an embedded entry point, named relative to src/ (the
// entry points' common folder); from the sources it is the file beside this one.
const compiled = Bun.main.startsWith("/$bunfs/");
const workerUrl = () => (compiled ? "./features/backups/snapshot-worker.ts" : new URL("./snapshot-worker.ts", import.meta.url).href);

/**
 * `writeSnapshot` of the database file at `databasePath` on a worker thread, so the server keeps
 * answering while it runs. An in-memory database exists only on its own connection, so it is
 * copied on `sqlite`'s thread instead (tests only: a server always has a file).
 */
export async function writeSnapshotOffThread(sqlite: Database, target: string): Promise<{ sizeBytes: number }> {
  if (sqlite.filename === "" || sqlite.filename === ":memory:") return writeSnapshot(sqlite, target);
  const worker = new Worker(workerUrl());
  try {
    const reply = await new Promise<SnapshotReply>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<SnapshotReply>) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(`Backup interrotto: ${event.message}`));
      worker.postMessage({ databasePath: sqlite.filename, target } satisfies SnapshotRequest);
    });
    if (!reply.ok) throw new Error(reply.message);
    return { sizeBytes: reply.sizeBytes };
  } finally {
    worker.terminate();
  }
}
