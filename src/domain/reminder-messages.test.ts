import { describe, expect, test } from "bun:test";
import {
  applyReceipt,
  appointmentCallbackDataFor,
  appointmentMessageRowIdFromCallback,
  callbackDataFor,
  messageRowIdFromCallback,
  receiptCallbackDataFor,
  receiptMessageRowIdFromCallback,
  retryDelayMs,
  type MessagePatch,
  type MessageState,
  type ReceiptUpdate,
} from "./reminder-messages";

const T1 = "2026-03-10T09:30:00.000Z";
const T2 = "2026-03-10T09:35:00.000Z";
const T3 = "2026-03-10T10:00:00.000Z";

const state = (status: MessageState["status"], extra: Partial<MessageState> = {}): MessageState => ({
  status,
  errorCode: null,
  sentAt: status === "queued" || status === "sending" ? null : T1,
  deliveredAt: null,
  readAt: null,
  ...extra,
});
const failedReceipt: ReceiptUpdate = { status: "failed", at: T2, errorCode: "131026", errorMessage: "numero non su WhatsApp" };

describe("applyReceipt", () => {
  test.each<[string, MessageState, ReceiptUpdate, MessagePatch | null]>([
    ["sent -> delivered", state("sent"), { status: "delivered", at: T2 }, { status: "delivered", deliveredAt: T2 }],
    ["delivered -> read", state("delivered", { deliveredAt: T2 }), { status: "read", at: T3 }, { status: "read", readAt: T3 }],
    ["read overtakes delivered", state("sent"), { status: "read", at: T3 }, { status: "read", readAt: T3 }],
    ["late delivered after read fills its time only", state("read", { readAt: T3 }), { status: "delivered", at: T2 }, { deliveredAt: T2 }],
    ["the same receipt twice is a no-op", state("delivered", { deliveredAt: T2 }), { status: "delivered", at: T2 }, null],
    ["late 'sent' after delivered is a no-op", state("delivered", { deliveredAt: T2 }), { status: "sent", at: T1 }, null],
    ["a receipt while our call is still 'sending'", state("sending"), { status: "sent", at: T1 }, { status: "sent", sentAt: T1 }],
    ["failed after sent", state("sent"), failedReceipt, { status: "failed", errorCode: "131026", errorMessage: "numero non su WhatsApp" }],
    ["failed after delivered is ignored", state("delivered", { deliveredAt: T2 }), failedReceipt, null],
    ["failed after read is ignored", state("read", { readAt: T3 }), failedReceipt, null],
    ["failed twice is a no-op", state("failed", { errorCode: "131026" }), failedReceipt, null],
    [
      "unknown outcome settled by a delivered receipt",
      state("failed", { errorCode: "unknown_outcome", sentAt: null }),
      { status: "delivered", at: T2 },
      { status: "delivered", errorCode: null, errorMessage: null, sentAt: T2, deliveredAt: T2 },
    ],
    [
      "unknown outcome settled by a failed receipt",
      state("failed", { errorCode: "unknown_outcome", sentAt: null }),
      failedReceipt,
      { status: "failed", errorCode: "131026", errorMessage: "numero non su WhatsApp" },
    ],
    ["a definite failure is not undone by a stray delivered", state("failed", { errorCode: "131026" }), { status: "delivered", at: T2 }, null],
  ])("%s", (_label, current, receipt, expected) => {
    expect(applyReceipt(current, receipt)).toEqual(expected);
  });
});

describe("retry backoff", () => {
  test.each([
    [1, 1],
    [2, 2],
    [3, 4],
    [4, 8],
    [5, 16],
    [6, 32],
    [7, 60],
    [12, 60],
  ])("after attempt %p wait %p minutes", (attempts, minutes) => {
    expect(retryDelayMs(attempts)).toBe(minutes * 60_000);
  });
});

describe("callback data", () => {
  test.each<[string | null, number | null]>([
    [callbackDataFor(42), 42],
    ["salone-reminder-message:0", null],
    ["salone-reminder-message:12abc", null],
    ["altro:42", null],
    [null, null],
  ])("%p -> %p", (data, id) => {
    expect(messageRowIdFromCallback(data)).toBe(id);
  });

  test("each log reads only its own callback data", () => {
    expect(receiptMessageRowIdFromCallback(receiptCallbackDataFor(7))).toBe(7);
    expect(receiptMessageRowIdFromCallback(callbackDataFor(7))).toBeNull();
    expect(messageRowIdFromCallback(receiptCallbackDataFor(7))).toBeNull();
    expect(appointmentMessageRowIdFromCallback(receiptCallbackDataFor(7))).toBeNull();
    expect(appointmentMessageRowIdFromCallback(appointmentCallbackDataFor(7))).toBe(7);
  });
});
