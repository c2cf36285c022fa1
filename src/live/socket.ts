import { Elysia } from "elysia";
import * as v from "valibot";
import { LiveHelloSchema, type LiveServerMessage } from "../domain/live-events";
import type { AppContext } from "../http/context";
import { createBacklog } from "./backlog";

const TOPIC = "live";
const BACKLOG = { max: 1000, maxAgeMs: 10 * 60 * 1000 };
// Bun pings an idle socket and closes it when no pong comes back within this many seconds.
export const LIVE_IDLE_TIMEOUT_S = 25;

// Bun's ServerWebSocket: Elysia wraps it in a new object for every callback, so identity lives here.
type Socket = {
  send(data: string): unknown;
  close(code?: number, reason?: string): unknown;
  subscribe(topic: string): unknown;
  isSubscribed(topic: string): boolean;
  data: { request: Request };
  sessionId?: number;
};
const unwrap = (ws: unknown) => (ws as { raw: Socket }).raw;

/**
 * GET /api/live: the WebSocket every signed-in screen keeps open. The global gate in app.ts has
 * already refused anonymous and foreign-origin upgrades (401/403, before any data flows).
 *
 * Protocol: the client sends `{ type: "hello", epoch?, lastSeq? }`; the server answers with the
 * events it missed (same epoch, still in the backlog) or `{ type: "reload" }`, then
 * `{ type: "welcome", epoch, seq }`, and from then on every event as it is committed.
 * `epoch` changes at every server start, because seq starts again from 1.
 */
export function liveRoutes(ctx: AppContext, server: () => { publish(topic: string, data: string): unknown } | null) {
  const epoch = crypto.randomUUID();
  const backlog = createBacklog({ ...BACKLOG, now: () => ctx.clock.now().getTime() });
  const bySession = new Map<number, Set<Socket>>();
  const sockets = new Set<Socket>();

  const send = (ws: Socket, message: LiveServerMessage) => ws.send(JSON.stringify(message));

  // The backlog takes an event at once (catch-up must see it); the sockets get it just after the
  // HTTP response that caused it is on its way: a write with 200 screens open costs 200 socket
  // sends (~1 ms), which the receptionist who saved should not wait for. Bun's pub/sub fans the
  // one serialised message out natively; screens ignore a seq they already have from catch-up.
  let queue: string[] = [];
  const flush = () => {
    const batch = queue;
    queue = [];
    for (const text of batch) server()?.publish(TOPIC, text);
  };
  ctx.events.subscribe((event) => {
    backlog.push(event);
    if (queue.push(JSON.stringify(event)) === 1) setImmediate(flush);
  });
  ctx.events.onSessionRevoked((sessionId) => {
    for (const ws of bySession.get(sessionId) ?? []) ws.close(4001, "Sessione terminata");
    bySession.delete(sessionId);
  });
  // 1001 "going away": screens reconnect (with their lastSeq) to the next server process.
  ctx.events.onServerStopping((reason) => {
    for (const ws of sockets) ws.close(1001, reason);
  });

  const routes = new Elysia({ name: "live" }).ws("/api/live", {
    open(raw) {
      const ws = unwrap(raw);
      const { sessionId } = ctx.requireAuth(ws.data.request);
      sockets.add(ws);
      const set = bySession.get(sessionId) ?? new Set();
      set.add(ws);
      bySession.set(sessionId, set);
      ws.sessionId = sessionId;
    },
    message(raw, message) {
      const ws = unwrap(raw);
      const hello = v.safeParse(LiveHelloSchema, typeof message === "string" ? safeJson(message) : message);
      if (!hello.success || ws.isSubscribed(TOPIC)) return;
      const { lastSeq, epoch: theirs } = hello.output;
      const current = ctx.events.lastSeq;
      if (lastSeq !== undefined && lastSeq !== null) {
        const missed = theirs === epoch ? backlog.since(lastSeq, current) : null;
        if (missed === null) send(ws, { type: "reload", epoch, seq: current });
        else for (const event of missed) send(ws, event);
      }
      // Synchronous from backlog to subscription: no event can fall between the two.
      ws.subscribe(TOPIC);
      send(ws, { type: "welcome", epoch, seq: current });
    },
    close(raw) {
      const ws = unwrap(raw);
      sockets.delete(ws);
      if (ws.sessionId === undefined) return;
      const set = bySession.get(ws.sessionId);
      set?.delete(ws);
      if (set?.size === 0) bySession.delete(ws.sessionId);
    },
  });
  // The session watch (src/features/auth/session-watch.ts) re-checks these sessions periodically.
  return Object.assign(routes, { sessionIds: () => [...bySession.keys()] });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
