// Start-up check of the database's folder. A VPS host folder owned by root mounted on /data
// leaves the container's user (10001) unable to create salone.db; SQLite would then fail deep
// inside the first query. Better to stop before opening, with one line that says what to run.
import { accessSync, constants, existsSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";

/** The file-system calls the check makes; tests inject failures root cannot produce otherwise. */
export type FolderProbe = {
  mkdir(path: string): void;
  access(path: string, mode: number): void;
  exists(path: string): boolean;
};

export const nodeProbe: FolderProbe = {
  mkdir: (path) => mkdirSync(path, { recursive: true }),
  access: (path, mode) => accessSync(path, mode),
  exists: (path) => existsSync(path),
};

export type Identity = { uid: number; gid: number };

export const processIdentity = (): Identity => ({ uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 });

const RW = constants.R_OK | constants.W_OK;

/**
 * Null when the server can create (or open for writing) the SQLite file at `databasePath`, its
 * journal and its WAL files beside it; otherwise the one Italian line that explains why and how to
 * fix it. `:memory:` needs no folder.
 */
export function databaseFolderProblem(databasePath: string, who: Identity = processIdentity(), fs: FolderProbe = nodeProbe): string | null {
  if (databasePath === ":memory:") return null;
  const file = resolve(databasePath);
  const folder = dirname(file);
  try {
    fs.mkdir(folder);
    // Creating salone.db, salone.db-wal and salone.db-shm needs write and search on the folder.
    fs.access(folder, RW | constants.X_OK);
    for (const existing of [file, `${file}-wal`, `${file}-shm`]) if (fs.exists(existing)) fs.access(existing, RW);
    return null;
  } catch (error) {
    return explain(error, folder, who, fs.exists(folder));
  }
}

function explain(error: unknown, folder: string, { uid, gid }: Identity, folderExists: boolean): string {
  const code = (error as { code?: string }).code ?? "";
  const cannotWrite = `Salone (utente ${uid}) non può scrivere nella cartella del database ${folder}`;
  if (code === "EACCES" || code === "EPERM") {
    const fix = `${folderExists ? "" : `mkdir -p ${folder} && `}chown -R ${uid}:${gid} ${folder}`;
    return `${cannotWrite}: correggi con \`${fix}\` (con Docker, sulla cartella dell'host montata lì) e riavvia.`;
  }
  if (code === "EROFS") return `${cannotWrite}: il disco è montato in sola lettura (con Docker togli ":ro" dal volume).`;
  if (code === "ENOTDIR" || code === "EEXIST") {
    return `Salone non può creare la cartella del database ${folder}: una parte del percorso è un file, non una cartella. Controlla DATABASE_PATH.`;
  }
  return `Salone (utente ${uid}) non può usare la cartella del database ${folder} (${code || String(error)}). Controlla DATABASE_PATH e i permessi.`;
}
