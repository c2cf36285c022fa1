import { afterEach, expect, mock, test } from "bun:test";
import { act, cleanup, render, screen } from "@testing-library/react";
import { Provider, createStore, useAtomValue } from "jotai";
import type { Appointment } from "../../src/domain/schemas/appointments";
import type { DashboardStats } from "../../src/domain/schemas/dashboard";
import { startLive } from "../lib/live";
import { appointmentsAtom, dayRange } from "./appointments";
import { statsAtom } from "./dashboard";

const realFetch = globalThis.fetch;
/** Lets the socket's messages and the re-fetches they start run (entities test without the ui kit). */
const settle = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
const realWebSocket = globalThis.WebSocket;

/** The live socket as the server drives it: the test pushes messages in. */
class FakeSocket {
  static last: FakeSocket | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor() {
    FakeSocket.last = this;
    queueMicrotask(() => this.onopen?.());
  }
  send() {}
  close() {}
  push(message: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}

afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
  globalThis.WebSocket = realWebSocket;
});

const appointment = (id: number, date: string): Appointment => ({
  id,
  clientId: 1,
  stylistId: 2,
  serviceId: 3,
  date,
  startTime: "10:00",
  endTime: "10:30",
  notes: "",
  version: 1,
  updatedAt: "2026-11-20T08:00:00.000Z",
  client: { firstName: "Giulia", lastName: "Rossi", phone: "3331234567", email: "", notes: "" },
  service: { name: "Taglio", duration: 30, price: 3500 },
  stylist: { name: "Marco" }, status: "booked", statusChangedAt: null, cancelledBy: null, source: "staff", clientMessage: null, onlineName: null, wrongNumberAt: null, items: [], totalCents: 0, cleanupMinutes: 0,
});
const STATS: DashboardStats = { totalClients: 1, todayAppointments: 1, totalServices: 1, tomorrowAppointments: 1 };

function Day({ date }: { date: string }) {
  const query = useAtomValue(appointmentsAtom(dayRange(date)));
  return <p data-testid={date}>{query.data?.length ?? "…"}</p>;
}
function Stats() {
  return <p>{useAtomValue(statsAtom).data?.totalClients ?? "…"}</p>;
}

test("a live appointment event on one date re-fetches that date's query only (and the undated counts)", async () => {
  const requests: string[] = [];
  globalThis.fetch = mock(async (url: string | URL | Request) => {
    const path = String(url);
    requests.push(path);
    const date = /date=(\d{4}-\d{2}-\d{2})/.exec(path)?.[1];
    const body = path === "/api/dashboard/stats" ? STATS : date ? [appointment(1, date)] : [];
    return new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
  }) as unknown as typeof fetch;
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  const store = createStore();
  const stop = startLive(store);
  render(
    <Provider store={store}>
      <Day date="2026-11-24" />
      <Day date="2026-11-25" />
      <Stats />
    </Provider>,
  );
  await settle(30);
  const count = (path: string) => requests.filter((r) => r === path).length;
  const DAY_24 = "/api/appointments?date=2026-11-24";
  const DAY_25 = "/api/appointments?date=2026-11-25";
  expect([count(DAY_24), count(DAY_25), count("/api/dashboard/stats")]).toEqual([1, 1, 1]);
  expect(screen.getByTestId("2026-11-25").textContent).toBe("1");

  const socket = FakeSocket.last!;
  socket.push({ type: "welcome", epoch: "e1", seq: 0 });
  socket.push({ type: "event", seq: 1, topic: "appointments", action: "updated", ids: [1], dates: ["2026-11-24"] });
  await settle(30);
  expect([count(DAY_24), count(DAY_25), count("/api/dashboard/stats")]).toEqual([2, 1, 2]);

  // An event without dates (an older server, a bulk change) still refreshes every appointments query.
  socket.push({ type: "event", seq: 2, topic: "appointments", action: "deleted", ids: [1] });
  await settle(30);
  expect([count(DAY_24), count(DAY_25), count("/api/dashboard/stats")]).toEqual([3, 2, 3]);
  stop();
});
