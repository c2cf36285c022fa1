import type { Database } from "bun:sqlite";
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { ensurePrivateFolder } from "../../../db/private-files";
import { basename, join, resolve } from "node:path";
import type { Clock } from "../../clock";
import type { BackupConfig } from "../../config";
import { backupFileName, backupsToDelete, parseBackupFileName } from "../../domain/backups";
import type { BackupInfo } from "../../domain/schemas/backups";
import { conflict } from "../../domain/errors";
import { pruneOffsite, uploadBackup } from "./offsite";
import { tryLock } from "./pid-lock";
import { copyPhotos, photosBesideBackup, removeBackupPhotos } from "./photos";
import { writeSnapshotOffThread } from "./snapshot";

export const BACKUP_RUNNING = "Un backup è già in corso: riprova tra qualche secondo";
/** Held in the backup folder while a snapshot is written, by the server or by `salone backup`. */
export const BACKUP_LOCK = ".backup.lock";

export type BackupReason = "daily" | "manual" | "cli";

/**
 * Backups of the live database. Never two at once: in this process a second request while one
 * runs is refused (409), and across processes the lock file in the backup folder (O_EXCL, with
 * the holder's pid) keeps the server and `salone backup` apart.
 */
export function createBackupService(deps: {
  sqlite: Database;
  config: BackupConfig;
  /** The client photos folder, copied beside each backup; none when absent (older callers). */
  photosDir?: string;
  clock: Clock;
  log: (line: string) => void;
}) {
  const dir = resolve(deps.config.dir);
  const offsite = new Map<string, string>();
  let running: Promise<BackupInfo> | null = null;
  const log = (level: "info" | "error", msg: string, extra: Record<string, unknown>) =>
    deps.log(JSON.stringify({ level, scope: "backup", msg, ...extra }));

  function list(): { name: string; at: Date }[] {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return [];
    }
    return names
      .map((name) => ({ name, at: parseBackupFileName(name) }))
      .filter((b): b is { name: string; at: Date } => b.at !== null)
      .sort((a, b) => b.at.getTime() - a.at.getTime());
  }

  function info(name: string, at: Date): BackupInfo | null {
    try {
      const path = join(dir, name);
      return { name, path, takenAt: at.toISOString(), sizeBytes: statSync(path).size, offsite: offsite.get(name) ?? null };
    } catch {
      return null; // removed between listing and stat
    }
  }

  async function take(reason: BackupReason, target?: string): Promise<BackupInfo> {
    ensurePrivateFolder(dir);
    if (target) return takeTo(reason, resolve(target));
    let started = deps.clock.now();
    const lock = tryLock(join(dir, BACKUP_LOCK), started);
    if (!lock.ok) throw conflict(BACKUP_RUNNING, "backup_running", { holderPid: lock.holder.pid });
    // Two backups within one millisecond (a click right after the daily one) get distinct names.
    while (existsSync(join(dir, backupFileName(started)))) started = new Date(started.getTime() + 1);
    const name = backupFileName(started);
    const t0 = performance.now();
    let sizeBytes: number;
    try {
      ({ sizeBytes } = await writeSnapshotOffThread(deps.sqlite, join(dir, name)));
      if (deps.photosDir) copyPhotos(deps.photosDir, photosBesideBackup(join(dir, name)));
    } catch (error) {
      log("error", "backup non riuscito", { reason, error: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      lock.release();
    }
    const removed = backupsToDelete(readdirSync(dir), deps.config.keep);
    for (const old of removed) {
      rmSync(join(dir, old), { force: true });
      removeBackupPhotos(join(dir, old));
    }
    log("info", "backup completato", { reason, file: join(dir, name), bytes: sizeBytes, ms: Math.round(performance.now() - t0), removed });

    const s3 = deps.config.s3;
    if (s3) {
      try {
        const url = await uploadBackup(s3, join(dir, name), name, photosBesideBackup(join(dir, name)));
        offsite.set(name, url);
        log("info", "copia fuori sede completata", { url });
      } catch (error) {
        // The local backup stands; the error names the bucket and the status, never the keys.
        log("error", "copia fuori sede non riuscita", { bucket: s3.bucket, error: error instanceof Error ? error.message : String(error) });
      }
      // The copies off-site age out like the local ones (the privacy notice promises it), once
      // this one is there: a bucket that refuses uploads never loses its last good copies.
      if (offsite.has(name)) {
        try {
          const pruned = await pruneOffsite(s3, deps.config.keep, deps.photosDir ?? null);
          if (pruned.backups + pruned.photos > 0) log("info", "copie fuori sede scadute eliminate", pruned);
        } catch (error) {
          log("error", "pulizia fuori sede non riuscita", { bucket: s3.bucket, error: error instanceof Error ? error.message : String(error) });
        }
      }
    }
    return { name, path: join(dir, name), takenAt: started.toISOString(), sizeBytes, offsite: offsite.get(name) ?? null };
  }

  /** `salone backup FILE`: the same snapshot and lock, written where the owner asked; no retention, no copy. */
  async function takeTo(reason: BackupReason, target: string): Promise<BackupInfo> {
    const started = deps.clock.now();
    const lock = tryLock(join(dir, BACKUP_LOCK), started);
    if (!lock.ok) throw conflict(BACKUP_RUNNING, "backup_running", { holderPid: lock.holder.pid });
    try {
      const { sizeBytes } = await writeSnapshotOffThread(deps.sqlite, target);
      if (deps.photosDir) copyPhotos(deps.photosDir, photosBesideBackup(target));
      log("info", "backup completato", { reason, file: target, bytes: sizeBytes });
      return { name: basename(target), path: target, takenAt: started.toISOString(), sizeBytes, offsite: null };
    } finally {
      lock.release();
    }
  }

  return {
    dir,
    /** Takes one backup now; a second call while one runs is refused with 409 backup_running. */
    run(reason: BackupReason, target?: string): Promise<BackupInfo> {
      if (running) return Promise.reject(conflict(BACKUP_RUNNING, "backup_running"));
      const current = take(reason, target);
      running = current;
      const clear = () => {
        if (running === current) running = null;
      };
      current.then(clear, clear);
      return current;
    },
    latest(): BackupInfo | null {
      for (const b of list()) {
        const found = info(b.name, b.at);
        if (found) return found;
      }
      return null;
    },
    /** The instants of the backups on disk, newest first (the daily job's "was today's taken?"). */
    takenAt: (): Date[] => list().map((b) => b.at),
    get running() {
      return running;
    },
  };
}
export type BackupService = ReturnType<typeof createBackupService>;
