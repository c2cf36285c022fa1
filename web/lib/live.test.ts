import { expect, test } from "bun:test";
import { createStore } from "jotai";
import { backoffDelay, SESSION_ENDED_CODE, startLive } from "./live";

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
