import { afterEach, beforeEach, expect, test } from "bun:test";
import { act, cleanup, render, screen } from "@testing-library/react";
import { Provider } from "jotai";
import type { LiveActor } from "../../src/domain/live-events";
import type { ActivityEntry } from "../../src/domain/schemas/activity";
import type { Appointment } from "../../src/domain/schemas/appointments";
import { storeSignedInAs } from "../entities/auth-fixtures";
import { fakeApi } from "../lib/fake-api";
import { settle } from "../ui/test-utils";
import { Toaster } from "../ui/toast";
import { LiveConnection } from "./live-indicator";
import { anAppointment } from "../entities/appointment-fixtures";

// The tab's live socket, driven by the test: what the server would push.
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
const realSocket = globalThis.WebSocket;
beforeEach(() => {
  FakeSocket.made = [];
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
});
afterEach(() => {
  cleanup();
  globalThis.WebSocket = realSocket;
});

const WHATSAPP: LiveActor = { id: null, name: "Cliente via WhatsApp", firstName: "Cliente", kind: "client", channel: "whatsapp" };
const MARCO: LiveActor = { id: 3, name: "Marco Neri", firstName: "Marco" };

const ANNA: Appointment = anAppointment({ version: 2, updatedAt: "2026-11-23T17:00:00.000Z", status: "confirmed", statusChangedAt: "2026-11-23T17:00:00.000Z" });
const MOVED: ActivityEntry = {
  id: 9,
  at: "2026-11-23T17:00:00.000Z",
  userId: 3,
  actorName: "Marco Neri",
  action: "moved",
  entity: "appointment",
  entityId: 5,
  summary: "Anna Gallo · Taglio · 24/11/2026 10:00",
  changes: { startTime: ["09:00", "10:00"] },
};

let seq = 0;
function push(actor: LiveActor) {
  act(() => {
    FakeSocket.made[0]!.onmessage?.({
      data: JSON.stringify({ type: "event", seq: ++seq, topic: "appointments", action: "updated", ids: [5], dates: ["2026-11-24"], actor }),
    });
  });
}

function open(appointment: () => Appointment) {
  fakeApi((call) =>
    call.path === "/api/appointments/5"
      ? { status: 200, body: appointment() }
      : call.path === "/api/appointments/5/history"
        ? { status: 200, body: [MOVED] }
        : undefined,
  );
  render(
    <Provider store={storeSignedInAs("reception")}>
      <LiveConnection />
      <Toaster />
    </Provider>,
  );
}

test("a WhatsApp confirmation, then a cancellation, is told on every open screen with the day and time", async () => {
  let current = ANNA;
  open(() => current);
  push(WHATSAPP);
  await settle(30);
  expect(screen.getByText("Anna Gallo ha confermato mar 24/11 10:00")).toBeTruthy();
  current = { ...ANNA, status: "cancelled", cancelledBy: "client", statusChangedAt: "2026-11-23T17:05:00.000Z" };
  push(WHATSAPP);
  await settle(30);
  expect(screen.getByText("Anna Gallo ha annullato mar 24/11 10:00")).toBeTruthy();
});

test("a client's text: 'Nuovo messaggio da Anna Gallo'", async () => {
  open(() => ({ ...ANNA, status: "booked", statusChangedAt: null, clientMessage: { text: "Arrivo alle 10:15", at: "2026-11-23T17:10:00.000Z", seen: false } }));
  push(WHATSAPP);
  await settle(30);
  expect(screen.getByText("Nuovo messaggio da Anna Gallo")).toBeTruthy();
});

test("a colleague's change keeps its own toast", async () => {
  open(() => ANNA);
  push(MARCO);
  await settle(30);
  expect(screen.getByText("Marco ha spostato l'appuntamento di Anna Gallo")).toBeTruthy();
});
