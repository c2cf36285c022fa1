import { phoneFromWhatsApp } from "../domain/phone";
import { metaInstant } from "./webhook";

/**
 * Messages clients send to the salon's number, as the webhook carries them in
 * `entry[].changes[].value.messages[]`: a quick-reply tap on a template button (`type: "button"`,
 * or `interactive.button_reply` for interactive messages), a free text, or anything else (photos,
 * voice notes, reactions…) which is kept as its type only. Tolerant like parseReceipts: a
 * malformed message is never a reason to fail the delivery, and none is dropped: each is returned
 * (and so stored with its outcome), a missing sender as "", a missing id as a hash of the message.
 *
 * Senders: `from` is her WhatsApp number (E.164 digits without "+"). A user who hides her number
 * behind a username has only a business-scoped user id (`from_user_id`, "IT.1349…"), and no `from`.
 */
export type IncomingMessage = {
  /** Meta's message id (wamid…), unique: a redelivered webhook repeats it. */
  messageId: string;
  /** The sender's number in E.164 ("+393331234567"), or "" when Meta hid it. */
  from: string;
  /** Meta's business-scoped user id of the sender, when given. */
  fromUserId: string | null;
  /** UTC ISO instant the client sent it (Meta's unix timestamp), else when we received it. */
  at: string;
  kind: "button" | "text" | "other";
  /** Meta's type as sent ("button", "interactive", "text", "image"…). */
  type: string;
  /** The tapped button's payload (our `apt:<token>:<answer>`). */
  payload: string | null;
  /** The text, or the tapped button's label ("Confermo"). */
  body: string | null;
  /** The id of our message the client replied to, when she used WhatsApp's "reply". */
  contextId: string | null;
};

type RawMessage = {
  id?: unknown;
  from?: unknown;
  from_user_id?: unknown;
  timestamp?: unknown;
  type?: unknown;
  context?: { id?: unknown };
  button?: { payload?: unknown; text?: unknown };
  interactive?: { type?: unknown; button_reply?: { id?: unknown; title?: unknown } };
  text?: { body?: unknown };
};

const str = (value: unknown): string | null => (typeof value === "string" ? value : null);

// Bounded: Meta caps a text at 4096 characters; anything longer is not from WhatsApp.
const MAX_TEXT = 4096;
const clip = (value: string | null) => (value === null ? null : value.slice(0, MAX_TEXT));

const bounded = (value: unknown, max: number) => {
  const s = str(value);
  return s && s.length <= max ? s : null;
};

// A message without a usable id is named by its content: a redelivery of it is the same message.
const contentId = (raw: unknown) => `noid:${new Bun.CryptoHasher("sha256").update(JSON.stringify(raw) ?? "").digest("hex")}`;

function toMessage(input: unknown, receivedAt: Date): IncomingMessage {
  const raw = (typeof input === "object" && input !== null ? input : {}) as RawMessage;
  const from = bounded(raw.from, 32);
  const type = bounded(raw.type, 50) ?? "unknown";
  const at = metaInstant(raw.timestamp, receivedAt).toISOString();
  const base = {
    messageId: bounded(raw.id, 200) ?? contentId(input),
    from: from ? phoneFromWhatsApp(from) : "",
    fromUserId: bounded(raw.from_user_id, 100),
    at,
    type,
    contextId: bounded(raw.context?.id, 200),
  };
  if (type === "button") {
    return { ...base, kind: "button", payload: clip(str(raw.button?.payload)), body: clip(str(raw.button?.text)) };
  }
  if (type === "interactive" && raw.interactive?.type === "button_reply") {
    return { ...base, kind: "button", payload: clip(str(raw.interactive.button_reply?.id)), body: clip(str(raw.interactive.button_reply?.title)) };
  }
  if (type === "text") {
    const body = clip(str(raw.text?.body));
    return body === null ? { ...base, kind: "other", payload: null, body: null } : { ...base, kind: "text", payload: null, body };
  }
  return { ...base, kind: "other", payload: null, body: null };
}

/** The client messages of a webhook payload, oldest first (so a later answer is applied last). */
export function parseIncomingMessages(payload: unknown, receivedAt: Date): IncomingMessage[] {
  const messages: IncomingMessage[] = [];
  const entries = (payload as { entry?: unknown } | null)?.entry;
  if (!Array.isArray(entries)) return messages;
  for (const entry of entries) {
    const changes = (entry as { changes?: unknown } | null)?.changes;
    if (!Array.isArray(changes)) continue;
    for (const change of changes) {
      const list = (change as { value?: { messages?: unknown } } | null)?.value?.messages;
      if (!Array.isArray(list)) continue;
      for (const raw of list as unknown[]) messages.push(toMessage(raw, receivedAt));
    }
  }
  // A stable sort: messages with the same second keep Meta's order.
  return messages.sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * Test support and docs: the webhook body Meta posts for client messages. The contact carries
 * `wa_id` (her number) unless Meta hides it, and `user_id` (the business-scoped user id) when given.
 */
export const messagesWebhook = (messages: Record<string, unknown>[], contactName = "Anna Gallo") => ({
  object: "whatsapp_business_account",
  entry: [
    {
      id: "102290129340398",
      changes: [
        {
          field: "messages",
          value: {
            messaging_product: "whatsapp",
            metadata: { display_phone_number: "15550783881", phone_number_id: "106540352242922" },
            contacts: [
              {
                profile: { name: contactName },
                ...(messages[0]?.from ? { wa_id: String(messages[0].from) } : {}),
                ...(messages[0]?.from_user_id ? { user_id: String(messages[0].from_user_id) } : {}),
              },
            ],
            messages,
          },
        },
      ],
    },
  ],
});
