import type { Db } from "../../../db/client";

/**
 * The JSON of recent reads (a day, a month, the suggestions), kept while the database has not
 * changed. After every live event each open calendar asks for the same day or month again; this
 * answers all but the first from memory.
 *
 * "Not changed" is exact, not a TTL: `total_changes()` counts every row this connection has
 * written (any table, any feature: a renamed client, an archived service), and `data_version`
 * moves whenever another connection or process commits to the file. Either moving empties the
 * cache. Reading both costs ~4 µs; bun:sqlite is synchronous, so nothing can commit between the
 * check and the query that fills an entry.
 */
export function createReadCache(db: Db, maxBytes = 32 * 1024 * 1024) {
  const generationQuery = db.$client.query<{ t: number; v: number }, []>(
    "SELECT total_changes() AS t, data_version AS v FROM pragma_data_version()",
  );
  // UTF-8 bytes, encoded once: a 600 KB month is not re-encoded on every answer.
  const entries = new Map<string, Uint8Array<ArrayBuffer>>();
  const encoder = new TextEncoder();
  let generation = "";
  let bytes = 0;

  return {
    /** The cached JSON for `key`, or `compute()` serialised and remembered. */
    json(key: string, compute: () => unknown): Uint8Array<ArrayBuffer> {
      const row = generationQuery.get()!;
      const now = `${row.v}:${row.t}`;
      if (now !== generation) {
        entries.clear();
        bytes = 0;
        generation = now;
      }
      const hit = entries.get(key);
      if (hit !== undefined) {
        // Map order is insertion order: re-inserting makes it the most recently used.
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const body = encoder.encode(JSON.stringify(compute()));
      entries.set(key, body);
      bytes += body.byteLength;
      for (const [oldest, value] of entries) {
        if (bytes <= maxBytes || oldest === key) break;
        entries.delete(oldest);
        bytes -= value.byteLength;
      }
      return body;
    },
    get size() {
      return entries.size;
    },
  };
}
export type ReadCache = ReturnType<typeof createReadCache>;
