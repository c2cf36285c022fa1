import { atom, getDefaultStore } from "jotai";
import * as v from "valibot";
import { LIVE_TOPICS, LiveServerMessageSchema, type LiveEvent } from "../../src/domain/live-events";
import { applyChangeAtom, bumpTopicsAtom } from "./query";

type Store = ReturnType<typeof getDefaultStore>;
export type LiveStatus = "connecting" | "online" | "offline";

export const liveStatusAtom = atom<LiveStatus>("connecting");

const listeners = new Set<(event: LiveEvent) => void>();
/** For screens that care about one row (an open appointment dialog), not just a topic. */
export function onLiveEvent(listener: (event: LiveEvent) => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** 0.5 s doubling to 30 s, each wait between half and the full step so screens don't reconnect in lockstep. */
export function backoffDelay(attempt: number, random = Math.random): number {
  const step = Math.min(30_000, 500 * 2 ** attempt);
  return Math.round(step / 2 + random() * (step / 2));
}

/** The server closes a socket with this code when its session ends (signed out, disabled, role changed). */
export const SESSION_ENDED_CODE = 4001;

/**
 * One WebSocket per tab while signed in. Each event re-fetches the queries it touches (only the
 * named days' ones when it carries dates); a reconnect sends the last seq seen and receives what
 * it missed, or reloads every topic.
 * A close with SESSION_ENDED_CODE is final: no reconnect, `onSessionEnded` brings the login back.
 */
export function startLive(store: Store = getDefaultStore(), onSessionEnded?: () => void): () => void {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let epoch: string | null = null;
  /** Where the screen is: the welcome's seq or the last event applied, whichever is later (sent in hello). */
  let lastSeq: number | null = null;
  /**
   * The last event applied, to skip one the server sends twice (caught up, then live). Not the
   * welcome's seq: an event committed while this screen was connecting is already counted in its
   * welcome but still arrives live just after, and this screen's data may predate it.
   */
  let applied: number | null = null;

  const connect = () => {
    if (stopped) return;
    const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/live`;
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: "hello", epoch, lastSeq }));
    ws.onmessage = (message) => {
      let data: unknown;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      const parsed = v.safeParse(LiveServerMessageSchema, data);
      if (!parsed.success) return;
      const msg = parsed.output;
      if (msg.type === "event") {
        if (applied !== null && msg.seq <= applied) return; // already had it from catch-up
        applied = msg.seq;
        lastSeq = Math.max(lastSeq ?? 0, msg.seq);
        store.set(applyChangeAtom, { topic: msg.topic, dates: msg.dates });
        for (const listener of listeners) listener(msg);
        return;
      }
      if (msg.type === "reload") {
        store.set(bumpTopicsAtom, [...LIVE_TOPICS]);
      }
      if (msg.type === "welcome" && epoch !== null && lastSeq === null) {
        // Reconnected after a failure before the first event: whatever happened meanwhile is unknown.
        store.set(bumpTopicsAtom, [...LIVE_TOPICS]);
      }
      if (epoch !== msg.epoch) applied = null; // a new server process counts from 1 again
      epoch = msg.epoch;
      lastSeq = msg.seq;
      attempt = 0;
      store.set(liveStatusAtom, "online");
    };
    ws.onclose = (event) => {
      if (socket !== ws) return;
      socket = null;
      if (stopped) return;
      if (event.code === SESSION_ENDED_CODE) {
        stopped = true;
        onSessionEnded?.();
        return;
      }
      store.set(liveStatusAtom, "offline");
      timer = setTimeout(connect, backoffDelay(attempt++));
    };
  };

  const wakeUp = () => {
    // Back from sleep or from a lost network: try now instead of waiting out the backoff.
    if (stopped || socket) return;
    clearTimeout(timer);
    attempt = 0;
    connect();
  };

  store.set(liveStatusAtom, "connecting");
  connect();
  addEventListener("online", wakeUp);
  document.addEventListener("visibilitychange", wakeUp);
  return () => {
    stopped = true;
    clearTimeout(timer);
    removeEventListener("online", wakeUp);
    document.removeEventListener("visibilitychange", wakeUp);
    socket?.close(1000, "uscita");
    socket = null;
  };
}
