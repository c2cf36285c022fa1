import { Database } from "bun:sqlite";
import { existsSync } from "node:fs";
import type { Clock } from "./clock";
import { photosDirFor, type Config } from "./config";
import { formatSize } from "./domain/backups";
import { DomainError } from "./domain/errors";
import { downloadBackup } from "./features/backups/offsite";
import { RestoreRefused, restoreDatabase } from "./features/backups/restore";
import { createBackupService } from "./features/backups/service";

export const BACKUP_USAGE =
  "Uso: salone backup [FILE]   copia coerente del database mentre il server lavora (senza FILE: in BACKUP_DIR)\n" +
  "     salone restore FILE    rimette un backup al posto del database (solo a server fermo)\n" +
  "     salone restore s3://bucket/percorso/salone-….db   lo stesso da una copia fuori sede (con le chiavi BACKUP_S3_*)";

/**
 * `salone backup [FILE]` and `salone restore FILE`. They run in their own process, beside a
 * server or instead of it: the backup opens its own connection (WAL lets it read while the
 * server writes) and respects the backup folder's lock; the restore refuses while anyone holds
 * the database. Neither runs migrations: a backup is of the database as it is.
 */
export async function runBackupCli(args: string[], config: Config, clock: Clock): Promise<number> {
  const [command, file, extra] = args;
  if ((command === "backup" && extra === undefined) || (command === "restore" && file && extra === undefined)) {
    try {
      return command === "backup" ? await backup(config, clock, file) : await restore(config, clock, file!);
    } catch (error) {
      if (error instanceof RestoreRefused || error instanceof DomainError) {
        console.error(error.message);
        return 1;
      }
      throw error;
    }
  }
  console.error(BACKUP_USAGE);
  return 2;
}

async function backup(config: Config, clock: Clock, file: string | undefined): Promise<number> {
  if (!existsSync(config.databasePath)) {
    console.error(`Database non trovato: ${config.databasePath} (controlla DATABASE_PATH)`);
    return 1;
  }
  const sqlite = new Database(config.databasePath);
  try {
    sqlite.exec("PRAGMA busy_timeout = 5000");
    const service = createBackupService({ sqlite, config: config.backup, photosDir: photosDirFor(config.databasePath), clock, log: (line) => console.error(line) });
    const made = await service.run("cli", file);
    console.log(`Backup completato: ${made.path} (${formatSize(made.sizeBytes)}), integrità ok.`);
    if (made.offsite) console.log(`Copia fuori sede: ${made.offsite}`);
    return 0;
  } finally {
    sqlite.close();
  }
}

/** An off-site backup is first brought into BACKUP_DIR (database and photos), then restored from there. */
async function fromOffsite(config: Config, url: string): Promise<string> {
  if (!config.backup.s3) throw new RestoreRefused("Per ripristinare da S3 servono BACKUP_S3_URL e le sue chiavi (BACKUP_S3_ACCESS_KEY_ID, BACKUP_S3_SECRET_ACCESS_KEY)");
  try {
    const local = await downloadBackup(config.backup.s3, url, config.backup.dir);
    console.log(`Scaricato ${url} in ${local}`);
    return local;
  } catch (error) {
    throw new RestoreRefused(`Impossibile scaricare ${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function restore(config: Config, clock: Clock, source: string): Promise<number> {
  const file = source.startsWith("s3://") ? await fromOffsite(config, source) : source;
  const { aside, photosAside, staleHolder } = restoreDatabase({ databasePath: config.databasePath, from: file, now: clock.now(), photosDir: photosDirFor(config.databasePath) });
  if (staleHolder) {
    console.log(`Il file del server (pid ${staleHolder.pid}, host ${staleHolder.host}) era rimasto da un arresto non pulito: ignorato.`);
  }
  if (aside) console.log(`Database precedente conservato in ${aside}`);
  if (photosAside) console.log(`Foto precedenti conservate in ${photosAside}`);
  console.log(`Ripristino completato da ${file}: avvia il server.`);
  return 0;
}
