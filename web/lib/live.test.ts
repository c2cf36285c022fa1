import { expect, test } from "bun:test";
import { createStore } from "jotai";
import { backoffDelay, SESSION_ENDED_CODE, startLive } from "./live";
import { topicVersionAtoms } from "./query";

test.each([
  [0, 250, 500],
  [1, 500, 1000],
  [2, 1000, 2000],
  [5, 8000, 16000],
  [6, 15000, 30000],
  [20, 15000, 30000],
])("reconnect attempt %i waits between %i and %i ms", (attempt, low, high) => {
  expect(backoffDelay(attempt, () => 0)).toBe(low);
  expect(backoffDelay(attempt, () => 1)).toBe(high);
});

class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: ((e: { code: number; reason: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send() {}
  close() {}
}

test("a close that ends the session signs out at once and never reconnects; any other close reconnects", async () => {
  const realSocket = globalThis.WebSocket;
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  FakeSocket.made = [];
  try {
    let ended = 0;
    const stop = startLive(createStore(), () => ended++);
    expect(FakeSocket.made).toHaveLength(1);
    FakeSocket.made[0]!.onclose?.({ code: 1006, reason: "" });
    await Bun.sleep(600); // the first backoff step is at most 500 ms
    expect(FakeSocket.made).toHaveLength(2);
    expect(ended).toBe(0);
    FakeSocket.made[1]!.onclose?.({ code: SESSION_ENDED_CODE, reason: "Sessione terminata" });
    expect(ended).toBe(1);
    await Bun.sleep(600);
    expect(FakeSocket.made).toHaveLength(2);
    stop();
  } finally {
    globalThis.WebSocket = realSocket;
  }
});

test("an event the server queued before this screen subscribed still refreshes it, even though the welcome already counts it", async () => {
  const realSocket = globalThis.WebSocket;
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  FakeSocket.made = [];
  try {
    const store = createStore();
    const stop = startLive(store);
    const socket = FakeSocket.made[0]!;
    const vacations = () => store.get(topicVersionAtoms.vacations);
    const receive = (message: object) => socket.onmessage?.({ data: JSON.stringify(message) });
    // Saved (seq 7) while this screen was connecting: its welcome says 7, its event comes just after.
    receive({ type: "welcome", epoch: "e1", seq: 7 });
    receive({ type: "event", seq: 7, topic: "vacations", action: "created", ids: [1] });
    expect(vacations()).toBe(1);
    // A repeat of what was applied is still ignored.
    receive({ type: "event", seq: 7, topic: "vacations", action: "created", ids: [1] });
    expect(vacations()).toBe(1);
    receive({ type: "event", seq: 8, topic: "vacations", action: "updated", ids: [1] });
    expect(vacations()).toBe(2);
    stop();
  } finally {
    globalThis.WebSocket = realSocket;
  }
});

test("after a reconnect the events caught up are applied once: the same ones sent live again are ignored", async () => {
  const realSocket = globalThis.WebSocket;
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  FakeSocket.made = [];
  try {
    const store = createStore();
    const stop = startLive(store);
    const receive = (socket: FakeSocket, message: object) => socket.onmessage?.({ data: JSON.stringify(message) });
    const vacations = () => store.get(topicVersionAtoms.vacations);
    receive(FakeSocket.made[0]!, { type: "welcome", epoch: "e1", seq: 3 });
    FakeSocket.made[0]!.onclose?.({ code: 1006, reason: "" });
    await Bun.sleep(600);
    const again = FakeSocket.made[1]!;
    receive(again, { type: "event", seq: 4, topic: "vacations", action: "created", ids: [1] });
    receive(again, { type: "welcome", epoch: "e1", seq: 4 });
    receive(again, { type: "event", seq: 4, topic: "vacations", action: "created", ids: [1] });
    expect(vacations()).toBe(1);
    stop();
  } finally {
    globalThis.WebSocket = realSocket;
  }
});
