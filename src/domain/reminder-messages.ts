/**
 * The life of one reminder message (one row of the message log per reminder occurrence).
 *
 *   queued ──claim──▶ sending ──200──▶ sent ──receipt──▶ delivered ──receipt──▶ read
 *     ▲                  │ 5xx, 130429, refused connection
 *     └──── backoff ─────┤
 *                        ├── 131026, 132000, 190 … ──▶ failed (reason shown on the row)
 *                        └── timeout, cut connection, lease expired ──▶ failed "unknown_outcome"
 *
 * A row is only ever sent from 'sending', and only the process that moved it there sends it, so
 * nothing can send one occurrence twice. A row left in 'sending' by a crash may or may not have
 * reached Meta: it is never sent again (the salon can see 'esito sconosciuto'); if Meta did
 * deliver it, its receipt carries our callback data and settles the row to sent/delivered/read.
 */

export const MESSAGE_STATUSES = ["queued", "sending", "sent", "delivered", "read", "failed"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const UNKNOWN_OUTCOME = "unknown_outcome";
export const NOT_CONFIGURED = "not_configured";

/** Attempts in all, the first included; then the row is failed for good. */
export const MAX_ATTEMPTS = 8;

const MINUTE = 60_000;

/** Wait after the n-th failed attempt: 1, 2, 4, 8, 16, 32, 60 min (about two hours in all). */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1), 60) * MINUTE;
}

/**
 * The callback data sent with a message, echoed by Meta in its receipts: it names the log the
 * row is in (a recurring reminder's, an appointment's or a till receipt's message) and the row.
 */
export const callbackDataFor = (messageRowId: number) => `salone-reminder-message:${messageRowId}`;
export const appointmentCallbackDataFor = (messageRowId: number) => `salone-appointment-message:${messageRowId}`;
export const receiptCallbackDataFor = (messageRowId: number) => `salone-receipt-message:${messageRowId}`;

const rowIdFrom = (log: "reminder" | "appointment" | "receipt", data: string | null): number | null => {
  const match = data ? /^salone-(reminder|appointment|receipt)-message:([1-9]\d{0,15})$/.exec(data) : null;
  return match && match[1] === log ? Number(match[2]) : null;
};
export const messageRowIdFromCallback = (data: string | null) => rowIdFrom("reminder", data);
export const appointmentMessageRowIdFromCallback = (data: string | null) => rowIdFrom("appointment", data);
export const receiptMessageRowIdFromCallback = (data: string | null) => rowIdFrom("receipt", data);

export type MessageState = {
  status: MessageStatus;
  errorCode: string | null;
  sentAt: string | null;
  deliveredAt: string | null;
  readAt: string | null;
};

export type ReceiptUpdate = {
  status: "sent" | "delivered" | "read" | "failed";
  at: string;
  errorCode?: string;
  errorMessage?: string;
};

export type MessagePatch = Partial<MessageState> & { errorMessage?: string | null };

const RANK: Record<string, number> = { sent: 1, delivered: 2, read: 3 };

/** How far a row has provably got; a failure of unknown outcome has got nowhere we know of. */
function rank(state: MessageState): number {
  if (state.status === "failed") return state.errorCode === UNKNOWN_OUTCOME ? 0 : -1;
  return RANK[state.status] ?? 0;
}

/**
 * A delivery receipt applied to a row, or null when it changes nothing. Meta delivers receipts at
 * least once and in any order (read can overtake delivered), so the status only moves forward,
 * timestamps are filled once, and replaying a receipt is a no-op.
 */
export function applyReceipt(state: MessageState, receipt: ReceiptUpdate): MessagePatch | null {
  const patch: MessagePatch = {};
  const current = rank(state);
  if (receipt.status === "failed") {
    // A definite failure counts only before the message was delivered, and replaces an unknown one.
    if (current < 0 || current >= RANK.delivered!) return null;
    patch.status = "failed";
    patch.errorCode = receipt.errorCode ?? "failed";
    patch.errorMessage = receipt.errorMessage ?? "consegna non riuscita";
    return patch;
  }
  if (current < 0) return null;
  const next = RANK[receipt.status]!;
  if (next > current) {
    patch.status = receipt.status;
    if (state.status === "failed") {
      patch.errorCode = null;
      patch.errorMessage = null;
    }
  }
  if (state.sentAt === null) patch.sentAt = receipt.at;
  if (receipt.status === "delivered" && state.deliveredAt === null) patch.deliveredAt = receipt.at;
  if (receipt.status === "read" && state.readAt === null) patch.readAt = receipt.at;
  return Object.keys(patch).length > 0 ? patch : null;
}
