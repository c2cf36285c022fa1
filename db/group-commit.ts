import type { Database } from "bun:sqlite";

type Job = { fn: () => unknown; resolve: (value: unknown) => void; reject: (error: unknown) => void };

/**
 * Group commit for synchronous=FULL. Each commit waits for the disk (~0.4 ms here), and SQLite
 * commits one at a time, so 50 receptionists' writes arriving together would queue behind 50
 * fsyncs. Writes queued in the same event-loop turn instead share one BEGIN IMMEDIATE … COMMIT:
 * each runs in its own SAVEPOINT, so a failing one (a clash, a stale version) is rolled back
 * alone, and every later write in the batch sees the earlier ones (the overlap check stays exact).
 * No promise resolves before the COMMIT, so an acknowledged write is still on disk.
 *
 * Example: POST A (10:00–10:45) and POST B (10:30–11:00) for Giulia in one turn → one
 * transaction; A inserts; B's check sees A and throws 409; B's savepoint rolls back; COMMIT; A
 * answers 201, B answers 409.
 */
export function createGroupCommitter(sqlite: Database) {
  let queue: Job[] = [];
  let scheduled = false;

  function flush() {
    scheduled = false;
    const batch = queue;
    queue = [];
    const outcomes: { ok: boolean; value: unknown }[] = [];
    try {
      sqlite.exec("BEGIN IMMEDIATE");
    } catch (error) {
      for (const job of batch) job.reject(error);
      return;
    }
    for (const job of batch) {
      sqlite.exec("SAVEPOINT job");
      try {
        const value = job.fn();
        sqlite.exec("RELEASE job");
        outcomes.push({ ok: true, value });
      } catch (error) {
        sqlite.exec("ROLLBACK TO job");
        sqlite.exec("RELEASE job");
        outcomes.push({ ok: false, value: error });
      }
    }
    try {
      sqlite.exec("COMMIT");
    } catch (error) {
      try {
        sqlite.exec("ROLLBACK");
      } catch {
        // already rolled back by SQLite
      }
      for (const job of batch) job.reject(error);
      return;
    }
    batch.forEach((job, i) => (outcomes[i]!.ok ? job.resolve(outcomes[i]!.value) : job.reject(outcomes[i]!.value)));
  }

  return {
    /** Runs `fn` (synchronous, database work only) in the next group transaction. */
    run<T>(fn: () => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ fn, resolve: resolve as (value: unknown) => void, reject });
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
  };
}
export type GroupCommitter = ReturnType<typeof createGroupCommitter>;
