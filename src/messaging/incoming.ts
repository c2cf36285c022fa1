import { metaInstant } from "./webhook";

/**
 * Messages clients send to the salon's number, as the webhook carries them in
 * `entry[].changes[].value.messages[]`: a quick-reply tap on a template button (`type: "button"`,
 * or `interactive.button_reply` for interactive messages), a free text, or anything else (photos,
 * voice notes, reactions…) which is kept as its type only. Tolerant like parseReceipts: a
 * malformed message is skipped, never a reason to fail the delivery.
 */
export type IncomingMessage = {
  /** Meta's message id (wamid…), unique: a redelivered webhook repeats it. */
  messageId: string;
  /** The sender's WhatsApp number as Meta gives it: country code and digits, no "+". */
  from: string;
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

function toMessage(raw: RawMessage, receivedAt: Date): IncomingMessage | null {
  const id = str(raw?.id);
  const from = str(raw?.from);
  const type = str(raw?.type);
  if (!id || id.length > 200 || !from || from.length > 32 || !type) return null;
  const at = metaInstant(raw.timestamp, receivedAt).toISOString();
  const base = { messageId: id, from, at, type, contextId: str(raw.context?.id) };
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
      for (const raw of list as RawMessage[]) {
        const message = toMessage(raw, receivedAt);
        if (message) messages.push(message);
      }
    }
  }
  // A stable sort: messages with the same second keep Meta's order.
  return messages.sort((a, b) => a.at.localeCompare(b.at));
}

/** Test support and docs: the webhook body Meta posts for client messages. */
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
            contacts: [{ profile: { name: contactName }, wa_id: String(messages[0]?.from ?? "") }],
            messages,
          },
        },
      ],
    },
  ],
});
