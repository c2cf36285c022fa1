/**
 * A per-user budget of reports in a fixed one-minute window, kept in memory: a screen that throws
 * in a loop (or a script) cannot fill the log. With 20 a minute, the 21st report in the same
 * minute is refused and the count starts again at the next minute from the first report.
 */
export function createReportLimit(opts: { max: number; windowMs: number; now: () => number }) {
  const windows = new Map<number, { start: number; count: number }>();
  return {
    /** Counts one report for this user; false when the user is over budget. */
    take(userId: number): boolean {
      const now = opts.now();
      // Old windows are dropped as they expire, so the map holds only users active this minute.
      if (windows.size > 1000) {
        for (const [id, w] of windows) if (now - w.start >= opts.windowMs) windows.delete(id);
      }
      const current = windows.get(userId);
      if (!current || now - current.start >= opts.windowMs) {
        windows.set(userId, { start: now, count: 1 });
        return true;
      }
      current.count++;
      return current.count <= opts.max;
    },
  };
}
