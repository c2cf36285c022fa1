/**
 * The minute timer around the reminder check (src/features/reminders/dispatch.ts): no extra
 * service, no cron. Started by src/main.ts only, so building the app in a test has no timer.
 */
export const REMINDER_CHECK_INTERVAL_MS = 60_000;

export function createReminderScheduler(opts: {
  run: () => Promise<unknown>;
  log: (line: string) => void;
  intervalMs?: number;
}) {
  let timer: ReturnType<typeof setInterval> | null = null;
  let inFlight: Promise<void> | null = null;

  const tick = () => {
    // A check still running (a slow API) is not joined by a second one from the timer.
    if (inFlight) return;
    inFlight = opts
      .run()
      .then(
        () => undefined,
        (error: unknown) =>
          // A failing check (say, the disk is full) must not take the server down; next minute retries.
          opts.log(
            JSON.stringify({
              level: "error",
              scope: "promemoria",
              msg: "controllo promemoria non riuscito",
              error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
            }),
          ),
      )
      .finally(() => {
        inFlight = null;
      });
  };

  return {
    /** Runs a check now (catching up on anything due while the server was down), then every minute. */
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, opts.intervalMs ?? REMINDER_CHECK_INTERVAL_MS);
    },
    /** Stops the timer and waits for a running check, so shutdown does not cut a send in half. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await inFlight;
    },
    get running() {
      return inFlight !== null;
    },
  };
}
export type ReminderScheduler = ReturnType<typeof createReminderScheduler>;
