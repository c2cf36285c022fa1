import { describe, expect, test } from "bun:test";
import type { ReminderLastMessage } from "../../../src/domain/schemas/reminders";
import { lastSendText, scheduleText } from "./format";

const message = (extra: Partial<ReminderLastMessage>): ReminderLastMessage => ({
  occurrenceDate: "2026-03-12",
  status: "sent",
  sentAt: "2026-03-12T09:00:00.000Z",
  deliveredAt: null,
  readAt: null,
  errorCode: null,
  errorMessage: null,
  attempts: 1,
  nextAttemptAt: null,
  updatedAt: "2026-03-12T09:00:00.000Z",
  ...extra,
});

describe("lastSendText (Rome)", () => {
  test.each<[string, ReminderLastMessage | null, string, string]>([
    ["never", null, "Nessun invio ancora", "grey"],
    ["sent", message({}), "Inviato 12/03 10:00", "neutral"],
    ["delivered", message({ status: "delivered" }), "Inviato 12/03 10:00 · consegnato", "green"],
    ["read", message({ status: "read" }), "Inviato 12/03 10:00 · letto", "green"],
    ["summer time", message({ status: "read", sentAt: "2026-07-01T08:00:00.000Z" }), "Inviato 01/07 10:00 · letto", "green"],
    ["not on WhatsApp", message({ status: "failed", sentAt: null, errorCode: "131026", errorMessage: "numero non su WhatsApp" }), "Non inviato: numero non su WhatsApp", "red"],
    ["not configured", message({ status: "failed", sentAt: null, errorCode: "not_configured", errorMessage: "WhatsApp non configurato" }), "Non inviato: WhatsApp non configurato", "red"],
    [
      "waiting for a retry",
      message({ status: "queued", sentAt: null, nextAttemptAt: "2026-03-12T09:04:00.000Z", errorMessage: "limite di invio raggiunto" }),
      "Nuovo tentativo alle 10:04: limite di invio raggiunto",
      "yellow",
    ],
    ["queued, first attempt", message({ status: "queued", sentAt: null, attempts: 0 }), "In coda per l'invio", "yellow"],
    [
      "unknown outcome",
      message({ status: "failed", sentAt: null, errorCode: "unknown_outcome", errorMessage: "esito sconosciuto" }),
      "Esito sconosciuto (12/03): non ritentato per non inviarlo due volte",
      "yellow",
    ],
  ])("%s", (_label, m, text, tone) => {
    expect(lastSendText(m, "Europe/Rome")).toEqual({ text, tone: tone as ReturnType<typeof lastSendText>["tone"] });
  });
});

test.each([
  ["weekly", { frequency: "weekly", dayOfWeek: 5, dayOfMonth: null }, "Venerdì"],
  ["biweekly", { frequency: "biweekly", dayOfWeek: 0, dayOfMonth: null }, "Domenica"],
  ["monthly", { frequency: "monthly", dayOfWeek: null, dayOfMonth: 31 }, "Giorno 31 del mese"],
] as const)("scheduleText, %s", (_label, r, expected) => {
  expect(scheduleText(r)).toBe(expected);
});

