import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";

// Every client's data lives in the database, its -wal/-shm journal and the backups: only the
// server's user may read them. Modes are set explicitly (chmod), so the umask the process was
// started with does not matter.
const FILE_MODE = 0o600;
const FOLDER_MODE = 0o700;

/** Creates `dir` (and missing parents) readable by the owner only; an existing folder is left as it is. */
export function ensurePrivateFolder(dir: string) {
  if (existsSync(dir)) return;
  mkdirSync(dir, { recursive: true, mode: FOLDER_MODE });
  chmodSync(dir, FOLDER_MODE);
}

/** Makes `path` readable by the owner only, creating it empty when `create` and it is missing. */
export function makePrivate(path: string, opts: { create?: boolean } = {}) {
  if (opts.create && !existsSync(path)) closeSync(openSync(path, "a", FILE_MODE));
  if (!existsSync(path)) return;
  try {
    chmodSync(path, FILE_MODE);
  } catch (error) {
    // A file owned by someone else (a copy made by root) cannot be changed by us: left as it is.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") throw error;
  }
}
