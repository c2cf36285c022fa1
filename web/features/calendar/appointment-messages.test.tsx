import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, render, screen, within } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import type { AppointmentMessage } from "../../../src/domain/schemas/appointment-reminders";
import { fakeApi } from "../../lib/fake-api";
import { applyChangeAtom } from "../../lib/query";
import { settle } from "../../ui/test-utils";
import { AppointmentMessages, messageLine } from "./appointment-messages";

afterEach(cleanup);

const SENT: AppointmentMessage = {
  id: 1,
  kind: "reminder",
  slot: "2026-11-24 10:00",
  status: "read",
  sentAt: "2026-11-23T09:00:00.000Z",
  deliveredAt: "2026-11-23T09:00:05.000Z",
  readAt: "2026-11-23T09:30:00.000Z",
  errorCode: null,
  errorMessage: null,
  attempts: 1,
  nextAttemptAt: null,
  createdAt: "2026-11-23T09:00:00.000Z",
  updatedAt: "2026-11-23T09:30:00.000Z",
};
const NO_CONSENT: AppointmentMessage = { ...SENT, id: 2, status: "failed", sentAt: null, deliveredAt: null, readAt: null, errorCode: "no_consent", errorMessage: "nessun consenso WhatsApp" };

describe("messageLine (Rome)", () => {
  test.each<[string, AppointmentMessage, string, string]>([
    ["read", SENT, "Promemoria inviato 23/11 10:00 · letto", "green"],
    ["delivered", { ...SENT, status: "delivered" }, "Promemoria inviato 23/11 10:00 · consegnato", "green"],
    ["no consent", NO_CONSENT, "Promemoria non inviato: nessun consenso WhatsApp", "red"],
    ["a cancellation notice", { ...SENT, kind: "cancellation", status: "sent" }, "Avviso di annullamento inviato 23/11 10:00", "neutral"],
    ["queued", { ...SENT, status: "queued", sentAt: null, attempts: 0 }, "Promemoria: in coda per l'invio", "yellow"],
    ["for an earlier time", { ...SENT, slot: "2026-11-22 09:30" }, "Promemoria inviato 23/11 10:00 · letto (per il 22/11 09:30)", "green"],
  ])("%s", (_label, m, text, tone) => {
    expect(messageLine(m, "2026-11-24 10:00", "Europe/Rome")).toEqual({ text, tone: tone as ReturnType<typeof messageLine>["tone"] });
  });
});

describe("the appointment's WhatsApp messages", () => {
  test("lists them and follows a receipt announced live", async () => {
    let messages: AppointmentMessage[] = [{ ...SENT, status: "sent", readAt: null, deliveredAt: null }];
    fakeApi((call) => (call.path === "/api/appointments/5/messages" ? { status: 200, body: messages } : undefined));
    const store = createStore();
    render(
      <Provider store={store}>
        <AppointmentMessages appointment={{ id: 5, date: "2026-11-24", startTime: "10:00" }} />
      </Provider>,
    );
    await settle(30);
    const list = screen.getByRole("list", { name: "Messaggi WhatsApp dell'appuntamento" });
    expect(within(list).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Promemoria inviato 23/11 10:00"]);
    messages = [SENT];
    store.set(applyChangeAtom, { topic: "appointment-messages" });
    await settle(30);
    expect(within(list).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Promemoria inviato 23/11 10:00 · letto"]);
  });

  test("says so when nothing was sent", async () => {
    fakeApi((call) => (call.path === "/api/appointments/5/messages" ? { status: 200, body: [] } : undefined));
    render(
      <Provider store={createStore()}>
        <AppointmentMessages appointment={{ id: 5, date: "2026-11-24", startTime: "10:00" }} />
      </Provider>,
    );
    await settle(30);
    expect(screen.getByText("Nessun messaggio inviato.")).toBeTruthy();
  });
});
