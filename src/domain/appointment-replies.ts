/**
 * The quick-reply buttons of an appointment reminder. Each button's payload names the reminder's
 * random reply token (unguessable, stored on the message row) and the answer, so a tap identifies
 * exactly one appointment at exactly the time the reminder was sent for.
 */

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
