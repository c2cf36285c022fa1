import { wallClockIn } from "./time";


/**
 * Backup files are named by the UTC instant their snapshot began, so names sort in time order
 * and a DST night can never give two backups the same name:
 * 2026-10-25T00:30:00.000Z -> "salone-2026-10-25T00-30-00-000Z.db" (02:30 CEST, the first of
 * Rome's two 02:30s that night; the second, 01:30Z, gets "…T01-30-00-000Z").
 */
const NAME = /^salone-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.db$/;

export function backupFileName(takenAt: Date): string {
  const iso = takenAt.toISOString(); // 2026-03-10T02:00:00.000Z
  return `salone-${iso.slice(0, 10)}T${iso.slice(11, 13)}-${iso.slice(14, 16)}-${iso.slice(17, 19)}-${iso.slice(20, 23)}Z.db`;
}

/** The instant a backup's snapshot began, or null for any other file (a temp file, a note). */
export function parseBackupFileName(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`);
  return Number.isNaN(date.getTime()) || backupFileName(date) !== name ? null : date;
}

/**
 * A backup being written is a hidden temp file in the same folder; only a finished, checked one
 * is renamed to its final name, so a half-written file never looks like a backup.
 */
export const partialBackupName = (name: string) => `.${name}.partial`;

/**
 * Retention: the `keep` newest backups stay, older ones go. Files that are not backups (temp
 * files, anything the owner put there) are never touched.
 */
export function backupsToDelete(names: readonly string[], keep: number): string[] {
  const backups = names
    .map((name) => ({ name, at: parseBackupFileName(name) }))
    .filter((b): b is { name: string; at: Date } => b.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  return backups.slice(Math.max(0, keep)).map((b) => b.name);
}

/**
 * The daily backup is due when the salon's wall clock has reached `hourMinutes` today and no
 * backup was taken today at or after that wall time. One rule covers both DST nights:
 * - spring forward (2026-03-29 in Rome, 02:00 → 03:00): with BACKUP_HOUR=02:30 the wall clock
 *   never shows 02:30, so the backup runs at 03:00, the first minute past the hour that day;
 * - fall back (2026-10-25, 03:00 → 02:00): 02:30 happens twice; the first one takes the backup
 *   and the second finds a backup of today at 02:30 already, so there is still just one.
 * The default 03:00 exists exactly once on both switch days in Europe/Rome.
 * A day the server was down at that hour gets its backup as soon as it runs again.
 */
export function dailyBackupDue(opts: { now: Date; timeZone: string; hourMinutes: number; takenAt: readonly Date[] }): boolean {
  const wall = wallClockIn(opts.timeZone, opts.now);
  if (wall.minutes < opts.hourMinutes) return false;
  return !opts.takenAt.some((at) => {
    const taken = wallClockIn(opts.timeZone, at);
    return taken.date === wall.date && taken.minutes >= opts.hourMinutes;
  });
}

/** "s3://bucket/some/prefix/" -> { bucket, prefix: "some/prefix/" }; null when not an s3:// URL. */
export function parseS3Url(url: string): { bucket: string; prefix: string } | null {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url.trim());
  if (!match) return null;
  const path = (match[2] ?? "").replace(/^\/+/, "");
  return { bucket: match[1]!, prefix: path === "" || path.endsWith("/") ? path : `${path}/` };
}

const SIZE = new Intl.NumberFormat("it-IT", { maximumFractionDigits: 1 });

/** Sizes as the salon reads them: 812 -> "812 B", 1_234_567 -> "1,2 MB" (1 MB = 1,000,000 B). */
export function formatSize(bytes: number): string {
  const units = ["B", "kB", "MB", "GB"] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${SIZE.format(unit === 0 ? value : Math.round(value * 10) / 10)} ${units[unit]}`;
}
