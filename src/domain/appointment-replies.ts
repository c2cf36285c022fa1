/**
 * The quick-reply buttons of an appointment reminder. Each button's payload names the reminder's
 * random reply token (unguessable, stored on the message row) and the answer, so a tap identifies
 * exactly one appointment at exactly the time the reminder was sent for.
 */

import { nameKey } from "./search-text";

export const REPLY_ANSWERS = ["confirm", "cancel"] as const;
export type ReplyAnswer = (typeof REPLY_ANSWERS)[number];

/** The time an appointment message was sent for: a moved appointment has a new slot. */
export const slotOf = (a: { date: string; startTime: string }) => `${a.date} ${a.startTime}`;

const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

/** Button 0 "Confermo" carries `apt:<token>:confirm`, button 1 "Annulla" `apt:<token>:cancel`. */
export const replyPayload = (token: string, answer: ReplyAnswer) => `apt:${token}:${answer}`;

export function parseReplyPayload(payload: unknown): { token: string; answer: ReplyAnswer } | null {
  if (typeof payload !== "string" || payload.length > 100) return null;
  const [prefix, token, answer, ...rest] = payload.split(":");
  if (prefix !== "apt" || rest.length > 0 || token === undefined || !TOKEN.test(token)) return null;
  return answer === "confirm" || answer === "cancel" ? { token, answer } : null;
}

/**
 * The booking confirmation's two buttons: button 0 "Sì" (`cst:<token>:yes`, she wants the
 * reminders on WhatsApp) and button 1 "Non sono io" (`cst:<token>:no`, the booking was made with
 * her number by someone else). The token is the confirmation row's, as random as a reminder's.
 */
export const CONSENT_ANSWERS = ["yes", "no"] as const;
export type ConsentAnswer = (typeof CONSENT_ANSWERS)[number];
export const consentPayload = (token: string, answer: ConsentAnswer) => `cst:${token}:${answer}`;

export function parseConsentPayload(payload: unknown): { token: string; answer: ConsentAnswer } | null {
  if (typeof payload !== "string" || payload.length > 100) return null;
  const [prefix, token, answer, ...rest] = payload.split(":");
  if (prefix !== "cst" || rest.length > 0 || token === undefined || !TOKEN.test(token)) return null;
  return answer === "yes" || answer === "no" ? { token, answer } : null;
}

/**
 * The name typed on the public form when it is not the stored client's (accents, case and spaces
 * aside): the booking is then "Da verificare" and shows both. Null when it is her name.
 */
export function onlineNameIfDifferent(typed: { firstName: string; lastName: string }, stored: { firstName: string; lastName: string }): string | null {
  const key = (first: string, last: string) => nameKey(first, last);
  if (key(typed.firstName, typed.lastName) === key(stored.firstName, stored.lastName)) return null;
  return `${typed.firstName.trim()} ${typed.lastName.trim()}`.replace(/\s+/g, " ");
}
