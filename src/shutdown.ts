import type { Db } from "../db/client";
import type { App } from "./app";

/** Docker and systemd wait 10 s after SIGTERM before SIGKILL; everything below fits in that. */
export const FORCE_CLOSE_AFTER_MS = 7_000;
export const GIVE_UP_AFTER_MS = 9_000;
export const STOPPING_REASON = "Il server si sta riavviando";

/**
 * Graceful stop on SIGTERM/SIGINT, in this order:
 * 1. open WebSockets get a close frame (1001, with a reason) — screens reconnect to the next
 *    process and catch up from their lastSeq;
 * 2. the listener closes: no new requests; those in flight run to their answer (a write's group
 *    commit included: db/group-commit.ts resolves a request only after its COMMIT, and the flush
 *    is scheduled with setImmediate, so one more turn of the loop leaves nothing queued);
 * 3. the minute jobs stop, waiting for a reminder send or a backup in progress;
 * 4. the WAL is checkpointed into the database file and truncated, the database closed, the pid
 *    file removed, exit 0.
 * Requests still open after FORCE_CLOSE_AFTER_MS are cut so the exit stays within 10 s.
 */
export function createGracefulStop(deps: {
  app: App;
  db: Db;
  jobs: { stop(): Promise<unknown> }[];
  log: (line: string) => void;
  cleanup: () => void;
  exit?: (code: number) => void;
}) {
  const exit = deps.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const log = (msg: string, extra: Record<string, unknown> = {}) => deps.log(JSON.stringify({ level: "info", scope: "arresto", msg, ...extra }));

  return () => {
    if (stopping) return;
    stopping = true;
    const t0 = performance.now();
    log("arresto in corso");
    const force = setTimeout(() => {
      log("richieste ancora aperte: chiuse forzatamente");
      void deps.app.stop(true);
    }, FORCE_CLOSE_AFTER_MS);
    const giveUp = setTimeout(() => {
      deps.log(JSON.stringify({ level: "error", scope: "arresto", msg: "arresto non completato in tempo" }));
      exit(1);
    }, GIVE_UP_AFTER_MS);

    deps.app.ctx.events.serverStopping(STOPPING_REASON);
    void (async () => {
      await Promise.allSettled([deps.app.stop(false), ...deps.jobs.map((job) => job.stop())]);
      await new Promise((resolve) => setImmediate(resolve));
      clearTimeout(force);
      let code = 0;
      try {
        deps.db.$client.exec("PRAGMA wal_checkpoint(TRUNCATE)");
        deps.db.$client.close();
      } catch (error) {
        code = 1;
        deps.log(JSON.stringify({ level: "error", scope: "arresto", msg: "checkpoint non riuscito", error: String(error) }));
      }
      deps.cleanup();
      clearTimeout(giveUp);
      log("server fermato", { ms: Math.round(performance.now() - t0) });
      exit(code);
    })();
  };
}
