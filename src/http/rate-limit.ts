/**
 * Counts failures per key in a sliding window. Kept in memory: a restart forgets, which is
 * acceptable for a single-process salon server and keeps the login path free of writes.
 */
export function createFailureLimiter(opts: { max: number; windowMs: number; now: () => number }) {
  const failures = new Map<string, number[]>();

  const recent = (key: string) => {
    const cutoff = opts.now() - opts.windowMs;
    const list = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };

  return {
    isBlocked: (keys: string[]) => keys.some((key) => recent(key).length >= opts.max),
    recordFailure(keys: string[]) {
      for (const key of keys) failures.set(key, [...recent(key), opts.now()]);
    },
    clear: (key: string) => failures.delete(key),
  };
}
export type FailureLimiter = ReturnType<typeof createFailureLimiter>;
