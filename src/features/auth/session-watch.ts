/**
 * How often open live sockets are checked against their sessions, and the sessions in memory
 * against changes made by another process. A session revoked by the command line, expired or gone
 * idle therefore stops working, and its sockets close (4001), within this interval.
 */
export const SESSION_WATCH_INTERVAL_MS = 5_000;

/**
 * The timer that makes open sockets follow their sessions. Revocations made by this server close
 * their sockets at once (the auth and users services publish them); what this adds is everything
 * the server is not told about: a `salone user add` reset in another process (seen through
 * SQLite's data_version, which also refreshes the sessions kept in memory), and sessions that
 * expire or go idle while a screen keeps its socket open. One PRAGMA and one indexed query per
 * interval, whatever the number of sockets. Started by src/main.ts only.
 */
export function createSessionWatch(opts: {
  auth: { changedElsewhere(): boolean; closedAmong(ids: number[]): number[] };
  /** The sessions that have a live socket open now. */
  socketSessions: () => number[];
  /** Closes a session's sockets (4001), as any revocation does. */
  closeSession: (sessionId: number) => void;
  intervalMs?: number;
}) {
  let timer: ReturnType<typeof setInterval> | null = null;

  const check = () => {
    opts.auth.changedElsewhere();
    const ids = opts.socketSessions();
    if (ids.length > 0) for (const id of opts.auth.closedAmong(ids)) opts.closeSession(id);
  };

  return {
    /** One check now: tests call it instead of waiting for the timer. */
    check,
    start() {
      if (timer) return;
      timer = setInterval(check, opts.intervalMs ?? SESSION_WATCH_INTERVAL_MS);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
