// Test support for incoming WhatsApp replies: an appointment with a sent reminder (the row the
// reminders dispatcher writes, inserted directly), and signed webhook deliveries.
import { eq } from "drizzle-orm";
import { appointments } from "../../../db/schema";
import { appointmentMessages, incomingMessages } from "../../../db/schema-messages";
import { replyPayload, slotOf } from "../../domain/appointment-replies";
import type { LiveEvent } from "../../domain/live-events";
import { messagesWebhook } from "../../messaging/incoming";
import { signBody } from "../../messaging/webhook";
import { seedBasics } from "../../test/seed-basics";
import { createTestEnv, testClock, type TestEnv } from "../../test/test-app";

export const SECRET = "segreto-app";
export const TOKEN = "Rq3xJb8KpT1vW5yZ2nC7dF9hL0";
/** Maria Rossi's number as WhatsApp sends it (country code, no "+"). */
export const MARIA_WA = "393331234567";
// Monday 2026-11-23, 18:00 in Rome; the appointment is Tuesday the 24th at 10:00.
export const NOW = "2026-11-23T17:00:00.000Z";
const T0 = Date.parse("2026-11-23T16:50:00Z") / 1000;

export async function repliesEnv() {
  const env = await createTestEnv({ clock: testClock(NOW), env: { WHATSAPP_APP_SECRET: SECRET } });
  const b = seedBasics(env.app.ctx.db);
  const created = await env.json("POST", "/api/appointments", {
    clientId: b.maria,
    stylistId: b.giulia,
    serviceId: b.taglio,
    date: "2026-11-24",
    startTime: "10:00",
    endTime: "10:45",
    notes: "",
  });
  if (created.status !== 201) throw new Error(`seed: ${created.status} ${JSON.stringify(created.body)}`);
  const id: number = created.body.id;
  remind(env, id, slotOf(created.body), TOKEN, "wamid.R1", "2026-11-23T09:00:00.000Z");
  const events: LiveEvent[] = [];
  env.app.ctx.events.subscribe((e) => events.push(e));
  return { env, b, id, events };
}

/** A reminder about appointment `id` sent at `sentAt` for `slot`, as the dispatcher leaves it. */
export function remind(env: TestEnv, appointmentId: number, slot: string, replyToken: string, providerMessageId: string, sentAt: string) {
  env.app.ctx.db
    .insert(appointmentMessages)
    .values({ appointmentId, kind: "reminder", slot, replyToken, status: "sent", providerMessageId, sentAt, attempts: 1 })
    .run();
}

let seq = 0;
/** A quick-reply tap, `seconds` after 17:50 Rome on the 23rd. */
export const tap = (answer: "confirm" | "cancel", over: { id?: string; from?: string; seconds?: number; token?: string; payload?: string } = {}) => ({
  from: over.from ?? MARIA_WA,
  id: over.id ?? `wamid.IN${++seq}`,
  timestamp: String(T0 + (over.seconds ?? 0)),
  type: "button",
  context: { from: "15550783881", id: "wamid.R1" },
  button: { payload: over.payload ?? replyPayload(over.token ?? TOKEN, answer), text: answer === "confirm" ? "Confermo" : "Annulla" },
});

export const textMessage = (body: string, over: { id?: string; from?: string; contextId?: string } = {}) => ({
  from: over.from ?? MARIA_WA,
  id: over.id ?? `wamid.IN${++seq}`,
  timestamp: String(T0),
  type: "text",
  text: { body },
  ...(over.contextId ? { context: { from: "15550783881", id: over.contextId } } : {}),
});

/** POSTs the messages as Meta does: signed with the app secret unless `signature` says otherwise. */
export async function deliver(env: TestEnv, messages: Record<string, unknown>[], signature?: string | null) {
  const raw = JSON.stringify(messagesWebhook(messages));
  const sig = signature === undefined ? signBody(raw, SECRET) : signature;
  const res = await env.anonymous("POST", "/api/whatsapp/webhook", raw, {
    "content-type": "application/json",
    ...(sig === null ? {} : { "x-hub-signature-256": sig }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

export const incoming = (env: TestEnv) => env.app.ctx.db.select().from(incomingMessages).orderBy(incomingMessages.id).all();
export const outcomeOf = (env: TestEnv, messageId: string) =>
  env.app.ctx.db.select().from(incomingMessages).where(eq(incomingMessages.providerMessageId, messageId)).get()?.outcome;

/** The stored row, read directly: after the clock jumps a day the test's session has expired. */
export const storedAppointment = (env: TestEnv, id: number) => env.app.ctx.db.select().from(appointments).where(eq(appointments.id, id)).get()!;
