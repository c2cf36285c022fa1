import { applyReceipt, messageRowIdFromCallback } from "../../domain/reminder-messages";
import type { AppContext } from "../../http/context";
import { receiptErrorReason } from "../../messaging/graph-errors";
import type { Receipt } from "../../messaging/webhook";
import { remindersRepo } from "./repo";

/**
 * Delivery receipts from the WhatsApp webhook, applied to the message log. Meta may repeat a
 * receipt or deliver them out of order; applyReceipt makes both harmless.
 */
export function createReceiptsService(ctx: AppContext) {
  const repo = remindersRepo(ctx.db);

  return {
    /** Returns how many receipts changed a row; unknown message ids are ignored. */
    apply(receipts: Receipt[]): number {
      let changed = 0;
      for (const receipt of receipts) {
        const updated = ctx.db.transaction(
          (tx) => {
            // By Meta's id; or, when our own write of that id never happened (a crash after the
            // call), by the row id we sent as callback data.
            let row = repo.findMessageByProviderId(tx, receipt.messageId);
            if (!row) {
              const rowId = messageRowIdFromCallback(receipt.callbackData);
              const byCallback = rowId === null ? undefined : repo.findMessage(tx, rowId);
              if (byCallback && byCallback.providerMessageId === null) row = byCallback;
            }
            if (!row) return null;
            const failure = receipt.status === "failed" ? receiptErrorReason(receipt.errorCode, receipt.errorMessage) : null;
            const patch = applyReceipt(
              row,
              { status: receipt.status, at: receipt.at, ...(failure ? { errorCode: failure.code, errorMessage: failure.reason } : {}) },
            );
            const adopt = row.providerMessageId === null;
            if (!patch && !adopt) return null;
            return repo.updateMessage(tx, row.id, {
              ...patch,
              ...(adopt ? { providerMessageId: receipt.messageId } : {}),
              // A receipt means the call is over, whatever the claimer is doing.
              ...(patch?.status && patch.status !== "sending" ? { claimedUntil: null } : {}),
              updatedAt: ctx.clock.now().toISOString(),
            });
          },
          { behavior: "immediate" },
        );
        if (!updated) continue;
        changed++;
        ctx.events.publish({ topic: "reminders", action: "updated", ids: [updated.reminderId] });
      }
      return changed;
    },
  };
}
