import type { LiveEvent } from "../domain/live-events";

/**
 * The recent events a reconnecting screen may have missed: at most `max` of them and none older
 * than `maxAgeMs`. `since(seq)` answers the events after `seq`, or null when some of them are
 * gone (then the screen reloads everything instead of patching a gap).
 */
export function createBacklog(opts: { max: number; maxAgeMs: number; now: () => number }) {
  const items: { at: number; event: LiveEvent }[] = [];
  const prune = () => {
    const cutoff = opts.now() - opts.maxAgeMs;
    while (items.length > opts.max || (items[0] && items[0].at < cutoff)) items.shift();
  };
  return {
    push(event: LiveEvent) {
      items.push({ at: opts.now(), event });
      prune();
    },
    since(seq: number, currentSeq: number): LiveEvent[] | null {
      prune();
      if (seq === currentSeq) return [];
      if (seq > currentSeq) return null;
      const first = items[0]?.event.seq;
      if (first === undefined || first > seq + 1) return null;
      return items.filter((i) => i.event.seq > seq).map((i) => i.event);
    },
  };
}
