import { describe, expect, test } from "bun:test";
import { clientReplyToast } from "./client-reply-text";

const anna = {
  date: "2026-11-24",
  startTime: "10:00",
  status: "booked" as const,
  statusChangedAt: null,
  clientMessage: null, onlineName: null, wrongNumberAt: null, items: [], totalCents: 0, cleanupMinutes: 0,
  client: { firstName: "Anna", lastName: "Gallo", phone: "3331234567", email: "", notes: "" },
};

describe("clientReplyToast", () => {
  test.each([
    ["a confirmation", { status: "confirmed" as const, statusChangedAt: "2026-11-23T17:00:00.000Z" }, "Anna Gallo ha confermato mar 24/11 10:00"],
    ["a cancellation", { status: "cancelled" as const, statusChangedAt: "2026-11-23T17:00:00.000Z" }, "Anna Gallo ha annullato mar 24/11 10:00"],
    ["a new message", { clientMessage: { text: "Ciao", at: "2026-11-23T17:00:00.000Z", seen: false } }, "Nuovo messaggio da Anna Gallo"],
    [
      "a message newer than the confirmation",
      { status: "confirmed" as const, statusChangedAt: "2026-11-23T16:00:00.000Z", clientMessage: { text: "Ciao", at: "2026-11-23T17:00:00.000Z", seen: false } },
      "Nuovo messaggio da Anna Gallo",
    ],
    [
      "a cancellation after an unread message",
      { status: "cancelled" as const, statusChangedAt: "2026-11-23T18:00:00.000Z", clientMessage: { text: "Ciao", at: "2026-11-23T17:00:00.000Z", seen: false } },
      "Anna Gallo ha annullato mar 24/11 10:00",
    ],
    ["a read message and a confirmation", { status: "confirmed" as const, statusChangedAt: "2026-11-23T16:00:00.000Z", clientMessage: { text: "Ciao", at: "2026-11-23T17:00:00.000Z", seen: true } }, "Anna Gallo ha confermato mar 24/11 10:00"],
    ["nothing to say", {}, null],
  ])("%s", (_name, patch, expected) => {
    expect(clientReplyToast({ ...anna, ...patch })).toBe(expected);
  });
});

describe("a client's own online booking, told to every open screen", () => {
  const online = { ...anna, source: "online" as const };
  test.each([
    ["a new booking", "created" as const, online, "Nuova prenotazione online: Anna Gallo mar 24/11 10:00"],
    ["a booking waiting for approval", "created" as const, { ...online, status: "pending" as const }, "Da approvare: prenotazione online di Anna Gallo mar 24/11 10:00"],
    ["a cancellation from the manage link", "updated" as const, { ...online, status: "cancelled" as const, statusChangedAt: "2026-11-23T17:00:00.000Z" }, "Anna Gallo ha annullato mar 24/11 10:00"],
  ])("%s", (_name, action, appointment, expected) => {
    expect(clientReplyToast(appointment, action)).toBe(expected);
  });
});
