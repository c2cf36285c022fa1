import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { hostname } from "node:os";

/**
 * A small file naming the process that holds something: the running server (beside the
 * database) or a backup in progress (in the backup folder). Two processes on one machine share
 * no memory, so this file is how the CLI and the server see each other.
 */
export type LockHolder = { pid: number; host: string; startedAt: string };

/** A holder on another host (a container with its own pid space) is only trusted this long. */
const FOREIGN_HOLDER_MS = 60 * 60 * 1000;

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function readLock(path: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(path, "utf8")) as Partial<LockHolder>;
    if (typeof parsed.pid !== "number" || typeof parsed.host !== "string" || typeof parsed.startedAt !== "string") return null;
    return parsed as LockHolder;
  } catch {
    return null;
  }
}

/**
 * Live when its process still runs. Our own pid is never a live holder: in a fresh container
 * the restore itself may well be pid 1, like the server that wrote the file. A holder on another
 * host cannot be checked, so it counts as live for an hour, then as stale.
 */
export function holderIsLive(holder: LockHolder | null, now: Date): holder is LockHolder {
  if (!holder) return false;
  if (holder.host !== hostname()) return now.getTime() - new Date(holder.startedAt).getTime() < FOREIGN_HOLDER_MS;
  return holder.pid !== process.pid && processAlive(holder.pid);
}

const describe = (now: Date): LockHolder => ({ pid: process.pid, host: hostname(), startedAt: now.toISOString() });

/** Writes our pid over whatever is there (the server's start: a file left by a crash is stale). */
export function writeLock(path: string, now: Date) {
  const fd = openSync(path, "w");
  try {
    writeSync(fd, JSON.stringify(describe(now)));
  } finally {
    closeSync(fd);
  }
}

/** Removes the file only while it still names us, so a newer holder's lock survives. */
export function removeLock(path: string) {
  if (readLock(path)?.pid === process.pid && readLock(path)?.host === hostname()) rmSync(path, { force: true });
}

/**
 * Creates the lock only if nobody live holds it (O_EXCL, so two processes racing cannot both
 * win); a stale file (its process is gone) is replaced.
 */
export function tryLock(path: string, now: Date): { ok: true; release: () => void } | { ok: false; holder: LockHolder } {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx");
      try {
        writeSync(fd, JSON.stringify(describe(now)));
      } finally {
        closeSync(fd);
      }
      return { ok: true, release: () => removeLock(path) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readLock(path);
      if (holderIsLive(holder, now)) return { ok: false, holder };
      rmSync(path, { force: true });
    }
  }
  const holder = readLock(path);
  return { ok: false, holder: holder ?? { pid: 0, host: "?", startedAt: now.toISOString() } };
}
