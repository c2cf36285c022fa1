import type { LiveHub } from "../live/hub";
import type { ClaimedJob, FiscalQueue } from "./queue";

/** How often a waiting claim looks again without a wake-up (a retry falls due, a lease runs out). */
const RECHECK_MS = 5_000;

/**
 * Long-poll claims: a claim with nothing to do waits until a sales or settings event (a new
 * document, a "Riprova", the printer switched on) or `wake()`, looking again at least every 5 s
 * for a retry that fell due, up to `maxMs`. Nothing is sent to the agent meanwhile.
 */
export function createClaimWaiter(queue: FiscalQueue, events: LiveHub) {
  const waiting = new Set<() => void>();
  const wake = () => {
    for (const resolve of [...waiting]) resolve();
  };
  events.subscribe((event) => {
    if (event.topic === "sales" || event.topic === "settings") wake();
  });

  /** Resolves on a wake-up, after `ms`, or when `signal` aborts. */
  function pause(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiting.delete(done);
        signal?.removeEventListener("abort", done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waiting.add(done);
      signal?.addEventListener("abort", done);
    });
  }

  return {
    wake,
    pause,
    /**
     * `allowed` is asked right before each try (in the same tick as the claim): once it says no,
     * the wait ends with nothing claimed.
     */
    async claim(agent: string, maxMs: number, signal?: AbortSignal, allowed: () => boolean = () => true): Promise<ClaimedJob | null> {
      const deadline = performance.now() + maxMs;
      for (;;) {
        if (signal?.aborted || !allowed()) return null;
        const claimed = queue.claim(agent);
        if (claimed) return claimed;
        const left = deadline - performance.now();
        if (left <= 0) return null;
        await pause(Math.min(left, RECHECK_MS), signal);
      }
    },
  };
}
export type ClaimWaiter = ReturnType<typeof createClaimWaiter>;
