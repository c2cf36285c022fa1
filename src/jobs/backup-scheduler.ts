import type { Clock } from "../clock";
import { dailyBackupDue } from "../domain/backups";
import { DomainError } from "../domain/errors";
import type { BackupService } from "../features/backups/service";

export const BACKUP_CHECK_INTERVAL_MS = 60_000;

/**
 * The daily backup: once a minute, ask the pure rule (src/domain/backups.ts) whether today's
 * backup is due on the salon's wall clock, and take it. Started by src/main.ts only; tests call
 * check() after moving a fake clock.
 */
export function createBackupScheduler(opts: {
  backups: Pick<BackupService, "run" | "takenAt" | "running">;
  clock: Clock;
  timeZone: string;
  hourMinutes: number;
  log: (line: string) => void;
  intervalMs?: number;
}) {
  let timer: ReturnType<typeof setInterval> | null = null;
  let inFlight: Promise<void> | null = null;

  const check = (): Promise<void> => {
    // A backup already running (this job's, a click, or `salone backup`) is never joined by another.
    if (inFlight) return inFlight;
    if (opts.backups.running) return Promise.resolve();
    const due = dailyBackupDue({
      now: opts.clock.now(),
      timeZone: opts.timeZone,
      hourMinutes: opts.hourMinutes,
      takenAt: opts.backups.takenAt(),
    });
    if (!due) return Promise.resolve();
    inFlight = opts.backups
      .run("daily")
      .then(
        () => undefined,
        (error: unknown) => {
          // The CLI holding the lock is not a failure; the next minute checks again.
          if (error instanceof DomainError && error.code === "backup_running") return;
          // A failed backup (disk full) must not stop the server; the next minute retries.
          opts.log(
            JSON.stringify({
              level: "error",
              scope: "backup",
              msg: "backup giornaliero non riuscito",
              error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
            }),
          );
        },
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  return {
    check,
    start() {
      if (timer) return;
      void check();
      timer = setInterval(() => void check(), opts.intervalMs ?? BACKUP_CHECK_INTERVAL_MS);
    },
    /** Stops the timer and waits for a backup in progress, so shutdown never leaves a temp file. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await inFlight;
      await opts.backups.running?.catch(() => undefined);
    },
  };
}
export type BackupScheduler = ReturnType<typeof createBackupScheduler>;
