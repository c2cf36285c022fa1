/**
 * Change events for every open screen. Issue #7 puts these on the /api/live WebSocket; until
 * then the hub only keeps subscribers in process (tests and the reminder scheduler use it).
 */
export type LiveTopic =
  | "appointments"
  | "clients"
  | "services"
  | "stylists"
  | "working-hours"
  | "vacations"
  | "extraordinary-days"
  | "opening-hours"
  | "reminders";

export type LiveEvent = {
  seq: number;
  topic: LiveTopic;
  action: "created" | "updated" | "deleted";
  ids: number[];
  dates?: string[];
};

export function createLiveHub() {
  let seq = 0;
  const listeners = new Set<(event: LiveEvent) => void>();
  const revokedListeners = new Set<(sessionId: number) => void>();
  return {
    publish(event: Omit<LiveEvent, "seq">) {
      const full = { ...event, seq: ++seq } satisfies LiveEvent;
      for (const listener of listeners) listener(full);
      return full;
    },
    subscribe(listener: (event: LiveEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sessionRevoked(sessionId: number) {
      for (const listener of revokedListeners) listener(sessionId);
    },
    onSessionRevoked(listener: (sessionId: number) => void) {
      revokedListeners.add(listener);
      return () => revokedListeners.delete(listener);
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;
