import { copyFileSync, existsSync, linkSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ensurePrivateFolder } from "../../../db/private-files";

/**
 * A backup is the database file plus, beside it, a folder of the client photos it points to:
 * `salone-2026-03-10T02-00-00-000Z.db` and `salone-2026-03-10T02-00-00-000Z.db.photos/`.
 * Photos never change after they are written, so each one is a hard link to the live file (no
 * extra space); across file systems it is a copy. The folder is taken right after the database
 * snapshot: a photo added in between is there without a row (harmless), one deleted in between
 * is missing (its row then serves 404).
 */
export const photosBesideBackup = (backupPath: string) => `${backupPath}.photos`;

export function copyPhotos(from: string, to: string) {
  if (!existsSync(from)) return;
  const names = readdirSync(from).filter((name) => !name.startsWith("."));
  if (names.length === 0) return;
  const temp = `${to}.partial`;
  rmSync(temp, { recursive: true, force: true });
  ensurePrivateFolder(temp);
  for (const name of names) {
    try {
      linkSync(join(from, name), join(temp, name));
    } catch {
      copyFileSync(join(from, name), join(temp, name));
    }
  }
  rmSync(to, { recursive: true, force: true });
  renameSync(temp, to);
}

/** Removes the photos folder of a backup retention dropped. */
export const removeBackupPhotos = (backupPath: string) => rmSync(photosBesideBackup(backupPath), { recursive: true, force: true });

/**
 * A restore brings the backup's photos back: the live folder is kept aside (`photos.before-restore`,
 * like the database) and the backup's folder copied in its place. A backup made before photos
 * existed has no folder: the live photos stay as they are. Returns the folder kept aside, if any.
 */
export function restorePhotos(backupPath: string, photosDir: string, asideSuffix: string): string | null {
  const source = photosBesideBackup(backupPath);
  if (!existsSync(source)) return null;
  let aside: string | null = null;
  if (existsSync(photosDir)) {
    aside = `${photosDir}${asideSuffix}`;
    rmSync(aside, { recursive: true, force: true });
    renameSync(photosDir, aside);
  }
  copyPhotos(source, photosDir);
  ensurePrivateFolder(photosDir);
  return aside;
}
