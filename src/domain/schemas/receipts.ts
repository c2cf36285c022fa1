import * as v from "valibot";
import { ReminderLastMessageSchema } from "./reminders";

/** POST /api/sales/{id}/send-receipt: one key per click, so a repeated request sends nothing more. */
export const ReceiptSendInputSchema = v.object({
  requestKey: v.pipe(
    v.string("Richiesta non valida"),
    v.regex(/^[A-Za-z0-9_-]{8,64}$/, "Richiesta non valida"),
  ),
});
export type ReceiptSendInput = v.InferOutput<typeof ReceiptSendInputSchema>;

/** What became of the receipt's WhatsApp message (the outbox's states; `reason` says why it failed). */
export const ReceiptSendSchema = v.object({
  id: v.number(),
  documentId: v.number(),
  status: v.picklist(["queued", "sending", "sent", "delivered", "read", "failed"]),
  reason: v.nullable(v.string()),
  /** True when this key had already been sent: nothing new went out. */
  repeated: v.boolean(),
});
export type ReceiptSend = v.InferOutput<typeof ReceiptSendSchema>;

/**
 * GET /api/sales/{id}/receipt-messages: each receipt sent for the document on WhatsApp, newest
 * first, following Meta's delivery statuses (`errorMessage` is the Italian reason of a failure).
 */
export const ReceiptMessageSchema = v.object({
  id: v.number(),
  ...v.omit(ReminderLastMessageSchema, ["occurrenceDate"]).entries,
  createdAt: v.string(),
});
export type ReceiptMessage = v.InferOutput<typeof ReceiptMessageSchema>;
export const ReceiptMessagesSchema = v.array(ReceiptMessageSchema);
