type Attempt = { at: number };
export type Reservation = { release(): void };
export type ReserveResult = { ok: true; reservation: Reservation } | { ok: false; retryAfterMs: number };

// Past this many keys, expired ones are swept on the next reservation, so a flood of distinct
// usernames or addresses cannot grow the map beyond what one window holds.
const SWEEP_ABOVE_KEYS = 10_000;

/**
 * At most `max` attempts per key in a sliding window, counted when an attempt starts, not when it
 * ends. `reserve` checks every key and takes a slot in all of them in one synchronous step, so
 * requests that arrive together cannot all pass the check before any of them is counted (which is
 * what happens when a failure is recorded only after an await). A failed attempt keeps its slot
 * for the whole window; a successful one gives it back with `release()`.
 *
 * Kept in memory: a restart forgets, which is acceptable for a single-process salon server and
 * keeps the login path free of writes.
 */
export function createAttemptLimiter(opts: { max: number; windowMs: number; now: () => number }) {
  const attempts = new Map<string, Attempt[]>();

  const recent = (key: string, now: number) => {
    const cutoff = now - opts.windowMs;
    const list = (attempts.get(key) ?? []).filter((a) => a.at > cutoff);
    if (list.length) attempts.set(key, list);
    else attempts.delete(key);
    return list;
  };

  const sweep = (now: number) => {
    for (const key of [...attempts.keys()]) recent(key, now);
  };

  return {
    reserve(keys: string[]): ReserveResult {
      const now = opts.now();
      if (attempts.size > SWEEP_ABOVE_KEYS) sweep(now);
      let retryAfterMs = 0;
      for (const key of keys) {
        const list = recent(key, now);
        if (list.length < opts.max) continue;
        // The key has room again once all but max-1 of its attempts have left the window.
        const freeing = list[list.length - opts.max]!;
        retryAfterMs = Math.max(retryAfterMs, freeing.at + opts.windowMs - now);
      }
      if (retryAfterMs > 0) return { ok: false, retryAfterMs };

      const attempt: Attempt = { at: now };
      for (const key of keys) attempts.set(key, [...(attempts.get(key) ?? []), attempt]);
      let released = false;
      return {
        ok: true,
        reservation: {
          release() {
            if (released) return;
            released = true;
            for (const key of keys) {
              const list = attempts.get(key)?.filter((a) => a !== attempt) ?? [];
              if (list.length) attempts.set(key, list);
              else attempts.delete(key);
            }
          },
        },
      };
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
