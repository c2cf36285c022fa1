import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import { fakeApi } from "../../lib/fake-api";
import { topicVersionAtoms } from "../../lib/query";
import { settle } from "../../ui/test-utils";
import { ClientMessageMarker } from "./client-message-marker";
import { ClientMessagePanel } from "./client-message-panel";
import { anAppointment } from "../../entities/appointment-fixtures";

afterEach(cleanup);

const ANNA: Appointment = anAppointment({ clientMessage: { text: "Posso arrivare alle 10:15?\nGrazie", at: "2026-11-23T17:00:00.000Z", seen: false } });

describe("the client's WhatsApp message", () => {
  test("an unread one flags the calendar block; a read one or none does not", () => {
    render(
      <>
        <ClientMessageMarker appointment={ANNA} />
        <ClientMessageMarker appointment={{ ...ANNA, id: 6, clientMessage: { ...ANNA.clientMessage!, seen: true } }} />
        <ClientMessageMarker appointment={{ ...ANNA, id: 7, clientMessage: null }} />
      </>,
    );
    expect(screen.getAllByLabelText("Nuovo messaggio dal cliente")).toHaveLength(1);
  });

  test("the dialog shows it with its time; 'Segna come letto' tells the server and refreshes the appointments", async () => {
    const calls = fakeApi((call) =>
      call.method === "POST" && call.path === "/api/appointments/5/client-message/seen" ? { status: 200, body: { message: "Messaggio segnato come letto" } } : undefined,
    );
    const store = createStore();
    render(
      <Provider store={store}>
        <ClientMessagePanel appointment={ANNA} />
      </Provider>,
    );
    const panel = screen.getByRole("region", { name: "Messaggio del cliente" });
    expect(within(panel).getByText("Nuovo messaggio del cliente")).toBeTruthy();
    expect(panel.textContent).toContain("WhatsApp · 23/11 18:00");
    expect(panel.querySelector("p")!.textContent).toBe("Posso arrivare alle 10:15?\nGrazie");
    const before = store.get(topicVersionAtoms.appointments);
    fireEvent.click(within(panel).getByRole("button", { name: "Segna come letto" }));
    await settle(30);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /api/appointments/5/client-message/seen"]);
    expect(store.get(topicVersionAtoms.appointments)).toBe(before + 1);
  });

  test("a read message stays visible, marked 'Letto', without the button", () => {
    render(
      <Provider store={createStore()}>
        <ClientMessagePanel appointment={{ ...ANNA, clientMessage: { ...ANNA.clientMessage!, seen: true } }} />
      </Provider>,
    );
    expect(screen.getByText("Letto")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Segna come letto" })).toBeNull();
  });
});
