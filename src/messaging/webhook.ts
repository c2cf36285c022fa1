import { timingSafeEqual } from "node:crypto";

/**
 * Meta signs every webhook POST with `X-Hub-Signature-256: sha256=<hex>`, an HMAC-SHA256 of the
 * exact request bytes keyed with the app secret. It must be computed over the raw body as
 * received: re-serialising parsed JSON changes spacing and escapes ("é" vs "\u00e9") and breaks it.
 * Without an app secret nothing can be verified, so nothing is accepted.
 */
export function verifySignature(rawBody: string | Uint8Array, header: string | null, appSecret: string): boolean {
  if (!appSecret || !header) return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) return false;
  const expected = new Bun.CryptoHasher("sha256", appSecret).update(rawBody).digest();
  const given = Buffer.from(match[1]!, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function signBody(rawBody: string | Uint8Array, appSecret: string): string {
  return `sha256=${new Bun.CryptoHasher("sha256", appSecret).update(rawBody).digest("hex")}`;
}

// How far Meta's clock may stray from ours and still be believed: its retries of a delivery last
// up to 7 days, so a month back is generous; an hour ahead covers a skewed clock.
const OLDEST_MS = 30 * 24 * 60 * 60 * 1000;
const NEWEST_MS = 60 * 60 * 1000;

/**
 * The instant of Meta's unix `timestamp` (seconds, as a string or number), or `receivedAt` when it
 * is missing, not a number, or outside [receivedAt − 30 days, receivedAt + 1 hour]: a value out of
 * that range (milliseconds sent as seconds, a year past 275760 that no Date can hold) is not Meta's
 * clock, and throwing on it would make Meta retry the whole delivery forever.
 */
export function metaInstant(timestamp: unknown, receivedAt: Date): Date {
  const ms = Number(timestamp) * 1000;
  const now = receivedAt.getTime();
  return typeof timestamp !== "boolean" && timestamp !== null && timestamp !== "" && Number.isFinite(ms) && ms >= now - OLDEST_MS && ms <= now + NEWEST_MS ? new Date(ms) : receivedAt;
}

export type ReceiptStatus = "sent" | "delivered" | "read" | "failed";

export type Receipt = {
  messageId: string;
  status: ReceiptStatus;
  /** UTC ISO instant from Meta's unix timestamp. */
  at: string;
  /** Our biz_opaque_callback_data, when Meta echoes it. */
  callbackData: string | null;
  errorCode: number | null;
  errorMessage: string;
};

const STATUSES = new Set<string>(["sent", "delivered", "read", "failed"]);

type StatusEntry = {
  id?: unknown;
  status?: unknown;
  timestamp?: unknown;
  biz_opaque_callback_data?: unknown;
  errors?: { code?: unknown; title?: unknown; message?: unknown; error_data?: { details?: unknown } }[];
};

/**
 * The message status updates in a webhook payload; messages from clients, template reviews and
 * anything else Meta sends to the same URL are ignored. Tolerant of missing pieces: a malformed
 * entry is skipped, never a reason to fail the whole delivery (Meta would retry it for days).
 */
export function parseReceipts(payload: unknown, receivedAt: Date): Receipt[] {
  const receipts: Receipt[] = [];
  const entries = (payload as { entry?: unknown } | null)?.entry;
  if (!Array.isArray(entries)) return receipts;
  for (const entry of entries) {
    const changes = (entry as { changes?: unknown } | null)?.changes;
    if (!Array.isArray(changes)) continue;
    for (const change of changes) {
      const statuses = (change as { value?: { statuses?: unknown } } | null)?.value?.statuses;
      if (!Array.isArray(statuses)) continue;
      for (const raw of statuses as StatusEntry[]) {
        if (typeof raw?.id !== "string" || !raw.id || typeof raw.status !== "string" || !STATUSES.has(raw.status)) continue;
        const at = metaInstant(raw.timestamp, receivedAt);
        const error = Array.isArray(raw.errors) ? raw.errors[0] : undefined;
        const code = Number(error?.code);
        const details = error?.error_data?.details;
        receipts.push({
          messageId: raw.id,
          status: raw.status as ReceiptStatus,
          at: at.toISOString(),
          callbackData: typeof raw.biz_opaque_callback_data === "string" ? raw.biz_opaque_callback_data : null,
          errorCode: Number.isFinite(code) && error?.code !== undefined ? code : null,
          errorMessage:
            typeof details === "string" ? details : typeof error?.message === "string" ? error.message : typeof error?.title === "string" ? error.title : "",
        });
      }
    }
  }
  return receipts;
}
