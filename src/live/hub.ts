import type { LiveChange, LiveEvent } from "../domain/live-events";

/**
 * Change events for every open screen: services call publish() after their transaction commits.
 * The /api/live WebSocket subscribes here; seq is gapless and monotonically increasing.
 */
export function createLiveHub() {
  let seq = 0;
  const listeners = new Set<(event: LiveEvent) => void>();
  const revokedListeners = new Set<(sessionId: number) => void>();
  const stoppingListeners = new Set<(reason: string) => void>();
  return {
    publish(change: LiveChange): LiveEvent {
      const event: LiveEvent = { type: "event", seq: ++seq, ...change };
      for (const listener of listeners) listener(event);
      return event;
    },
    subscribe(listener: (event: LiveEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get lastSeq() {
      return seq;
    },
    sessionRevoked(sessionId: number) {
      for (const listener of revokedListeners) listener(sessionId);
    },
    onSessionRevoked(listener: (sessionId: number) => void) {
      revokedListeners.add(listener);
      return () => revokedListeners.delete(listener);
    },
    /** The server is stopping: every open socket is closed with this reason. */
    serverStopping(reason: string) {
      for (const listener of stoppingListeners) listener(reason);
    },
    onServerStopping(listener: (reason: string) => void) {
      stoppingListeners.add(listener);
      return () => stoppingListeners.delete(listener);
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;
