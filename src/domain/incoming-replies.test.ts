import { describe, expect, test } from "bun:test";
import type { AppointmentStatus, CancelledBy } from "./appointment-status";
import { CLIENT_MESSAGE_MAX, decideReply, hasStarted, nextClientMessage, pickTextTarget, samePhone, type ReplyCase, type TextCandidate } from "./incoming-replies";

// Anna's 10:00 appointment on Tuesday 24 November; the desk's clock reads the 23rd at 18:00.
const base: ReplyCase = {
  answer: "confirm",
  appointment: { status: "booked", cancelledBy: null, date: "2026-11-24", startTime: "10:00" },
  currentSlot: "2026-11-24 10:00",
  reminderSlot: "2026-11-24 10:00",
  senderPhone: "393331234567",
  clientPhone: "3331234567",
  now: { date: "2026-11-23", minutes: 18 * 60 },
  laterAnswerCounted: false,
};
const withStatus = (status: AppointmentStatus, cancelledBy: CancelledBy | null = null) => ({ ...base.appointment, status, cancelledBy });

describe("decideReply", () => {
  test.each<[string, Partial<ReplyCase>, ReturnType<typeof decideReply>]>([
    ["Confermo on a booked appointment confirms it", {}, { outcome: "applied", status: "confirmed" }],
    ["Annulla on a booked appointment cancels it", { answer: "cancel" }, { outcome: "applied", status: "cancelled" }],
    ["Annulla after Confermo cancels (the latest answer counts)", { answer: "cancel", appointment: withStatus("confirmed") }, { outcome: "applied", status: "cancelled" }],
    ["Confermo after her own Annulla takes the time back", { appointment: withStatus("cancelled", "client") }, { outcome: "applied", status: "confirmed" }],
    ["Annulla on an online booking still waiting for approval cancels it", { answer: "cancel", appointment: withStatus("pending") }, { outcome: "applied", status: "cancelled" }],
    ["Confermo twice changes nothing", { appointment: withStatus("confirmed") }, { outcome: "same_answer" }],
    ["Annulla twice changes nothing", { answer: "cancel", appointment: withStatus("cancelled", "client") }, { outcome: "same_answer" }],
    ["a cancellation by the salon stands against Confermo", { appointment: withStatus("cancelled", "staff") }, { outcome: "cancelled_by_staff" }],
    ["a cancellation by the salon stands against Annulla", { answer: "cancel", appointment: withStatus("cancelled", "staff") }, { outcome: "cancelled_by_staff" }],
    ["a cancellation with no author counts as the salon's", { appointment: withStatus("cancelled", null) }, { outcome: "cancelled_by_staff" }],
    ["Confermo does not approve a pending online booking", { appointment: withStatus("pending") }, { outcome: "not_applicable" }],
    ["nothing once she has arrived", { answer: "cancel", appointment: withStatus("arrived") }, { outcome: "not_applicable" }],
    ["nothing on a completed visit", { appointment: withStatus("completed") }, { outcome: "not_applicable" }],
    ["nothing on a no-show", { answer: "cancel", appointment: withStatus("no_show") }, { outcome: "not_applicable" }],
    ["a reminder for the old time of a moved appointment", { currentSlot: "2026-11-24 11:00" }, { outcome: "moved" }],
    ["moved to another day", { currentSlot: "2026-11-25 10:00" }, { outcome: "moved" }],
    ["at 10:00 sharp it has started", { now: { date: "2026-11-24", minutes: 600 } }, { outcome: "after_start" }],
    ["at 09:59 it has not", { now: { date: "2026-11-24", minutes: 599 } }, { outcome: "applied", status: "confirmed" }],
    ["the day after", { answer: "cancel", now: { date: "2026-11-25", minutes: 0 } }, { outcome: "after_start" }],
    ["a later answer has already counted", { answer: "cancel", laterAnswerCounted: true }, { outcome: "superseded" }],
    ["another number", { senderPhone: "393339999999" }, { outcome: "phone_mismatch" }],
    ["a hidden number (no sender): the reply token alone decides", { senderPhone: "" }, { outcome: "applied", status: "confirmed" }],
    ["the sender is checked before anything else", { senderPhone: "393339999999", currentSlot: "x", appointment: withStatus("cancelled", "staff") }, { outcome: "phone_mismatch" }],
    ["a moved appointment is checked before the start", { currentSlot: "2026-11-20 10:00", now: { date: "2026-11-24", minutes: 700 } }, { outcome: "moved" }],
  ])("%s", (_name, patch, expected) => {
    expect(decideReply({ ...base, ...patch })).toEqual(expected);
  });
});

describe("hasStarted", () => {
  test.each([
    ["the day before", { date: "2026-11-23", minutes: 1439 }, false],
    ["a minute before", { date: "2026-11-24", minutes: 599 }, false],
    ["at the start", { date: "2026-11-24", minutes: 600 }, true],
    ["next year's first minute", { date: "2027-01-01", minutes: 0 }, true],
  ])("%s", (_name, now, expected) => {
    expect(hasStarted({ date: "2026-11-24", startTime: "10:00" }, now)).toBe(expected);
  });
});

describe("samePhone", () => {
  test.each([
    ["WhatsApp's wa_id and the stored number", "393331234567", "3331234567", true],
    ["with + and spaces", "+39 333 123 4567", "333-123-4567", true],
    ["0039 prefix", "00393331234567", "3331234567", true],
    ["a mobile starting with 39 stays itself", "393921234567", "3921234567", true],
    ["different numbers", "393331234567", "3331234568", false],
    ["two empty numbers are not the same", "", "", false],
  ])("%s", (_name, a, b, expected) => {
    expect(samePhone(a, b)).toBe(expected);
  });
});

describe("pickTextTarget", () => {
  const c = (appointmentId: number, date: string, startTime: string, endTime: string, sentAt: string, providerMessageId: string | null = null): TextCandidate => ({
    appointmentId,
    date,
    startTime,
    endTime,
    sentAt,
    providerMessageId,
  });
  const evening = { date: "2026-11-23", minutes: 18 * 60 };
  const tuesday = c(1, "2026-11-24", "10:00", "10:45", "2026-11-23T09:00:00Z", "wamid.A");
  const friday = c(2, "2026-11-27", "15:00", "16:00", "2026-11-23T10:00:00Z", "wamid.B");

  test("the most recently reminded appointment", () => {
    expect(pickTextTarget([tuesday, friday], null, evening)).toBe(2);
  });
  test("a reply to a reminder (context.id) belongs to that appointment", () => {
    expect(pickTextTarget([tuesday, friday], "wamid.A", evening)).toBe(1);
  });
  test("a context id of no known reminder falls back to the latest", () => {
    expect(pickTextTarget([tuesday, friday], "wamid.Z", evening)).toBe(2);
  });
  test("'sono in ritardo' after the start still reaches the running appointment", () => {
    expect(pickTextTarget([tuesday], null, { date: "2026-11-24", minutes: 10 * 60 + 5 })).toBe(1);
  });
  test("an ended appointment takes no message", () => {
    expect(pickTextTarget([tuesday], "wamid.A", { date: "2026-11-24", minutes: 10 * 60 + 45 })).toBeNull();
    expect(pickTextTarget([tuesday, friday], "wamid.A", { date: "2026-11-25", minutes: 0 })).toBe(2);
  });
  test("no reminder, no appointment", () => {
    expect(pickTextTarget([], null, evening)).toBeNull();
  });
  test("same sending minute: the sooner appointment", () => {
    const a = c(3, "2026-11-26", "09:00", "09:30", "2026-11-23T10:00:00Z");
    expect(pickTextTarget([friday, a], null, evening)).toBe(3);
  });
});

describe("nextClientMessage", () => {
  test("an unseen message gets the new one on a new line", () => {
    expect(nextClientMessage({ text: "Ciao", seen: false }, "posso venire alle 11?")).toBe("Ciao\nposso venire alle 11?");
  });
  test("once seen, the new message replaces it", () => {
    expect(nextClientMessage({ text: "Ciao", seen: true }, "Grazie")).toBe("Grazie");
    expect(nextClientMessage({ text: null, seen: false }, "Grazie")).toBe("Grazie");
  });
  test("control characters go, line breaks stay", () => {
    expect(nextClientMessage({ text: null, seen: false }, " a\u0000b\u001bc\nd\u007f ")).toBe("abc\nd");
  });
  test("keeps the newest characters within the limit", () => {
    const long = nextClientMessage({ text: "x".repeat(CLIENT_MESSAGE_MAX), seen: false }, "fine");
    expect(long).toHaveLength(CLIENT_MESSAGE_MAX);
    expect(long.endsWith("\nfine")).toBe(true);
  });
});
