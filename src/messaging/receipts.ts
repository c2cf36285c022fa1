import type { Db } from "../../db/client";
import { appointmentMessages, reminderMessages } from "../../db/schema-messages";
import { receiptMessages } from "../../db/schema-receipts";
import type { Clock } from "../clock";
import {
  appointmentMessageRowIdFromCallback,
  applyReceipt,
  messageRowIdFromCallback,
  receiptMessageRowIdFromCallback,
  type MessageState,
} from "../domain/reminder-messages";
import { receiptErrorReason } from "./graph-errors";
import { messageLogStore, type MessageLogStore } from "./repo";
import type { Receipt } from "./webhook";

type Changed = { reminderId: number } | { appointmentId: number } | { documentId: number };

/**
 * Delivery receipts from the WhatsApp webhook, applied to whichever message log sent the message
 * (a recurring reminder's, an appointment's, or a till document's receipt sent on WhatsApp). Meta may repeat a receipt or deliver them out of
 * order; applyReceipt makes both harmless. `changed` hears of every row a receipt moved.
 */
export function createReceiptsService(deps: { db: Db; clock: Clock; changed: (row: Changed) => void }) {
  const logs = [
    { store: messageLogStore(deps.db, reminderMessages), rowIdFromCallback: messageRowIdFromCallback },
    { store: messageLogStore(deps.db, appointmentMessages), rowIdFromCallback: appointmentMessageRowIdFromCallback },
    { store: messageLogStore(deps.db, receiptMessages), rowIdFromCallback: receiptMessageRowIdFromCallback },
  ];

  function applyTo<Row extends MessageState & { id: number; providerMessageId: string | null }>(
    log: { store: MessageLogStore<Row>; rowIdFromCallback: (data: string | null) => number | null },
    receipt: Receipt,
  ): Row | null | undefined {
    return deps.db.transaction(
      (tx) => {
        // By Meta's id; or, when our own write of that id never happened (a crash after the
        // call), by the row id we sent as callback data.
        let row = log.store.findByProviderId(tx, receipt.messageId);
        if (!row) {
          const rowId = log.rowIdFromCallback(receipt.callbackData);
          const byCallback = rowId === null ? undefined : log.store.find(tx, rowId);
          if (byCallback && byCallback.providerMessageId === null) row = byCallback;
        }
        if (!row) return undefined;
        const failure = receipt.status === "failed" ? receiptErrorReason(receipt.errorCode, receipt.errorMessage) : null;
        const patch = applyReceipt(row, {
          status: receipt.status,
          at: receipt.at,
          ...(failure ? { errorCode: failure.code, errorMessage: failure.reason } : {}),
        });
        const adopt = row.providerMessageId === null;
        if (!patch && !adopt) return null;
        return log.store.update(tx, row.id, {
          ...patch,
          ...(adopt ? { providerMessageId: receipt.messageId } : {}),
          // A receipt means the call is over, whatever the claimer is doing.
          ...(patch?.status && patch.status !== "sending" ? { claimedUntil: null } : {}),
          updatedAt: deps.clock.now().toISOString(),
        });
      },
      { behavior: "immediate" },
    );
  }

  return {
    /** Returns how many receipts changed a row; unknown message ids are ignored. */
    apply(receipts: Receipt[]): number {
      let changed = 0;
      for (const receipt of receipts) {
        for (const log of logs) {
          const updated: Changed | null | undefined = applyTo<Changed & MessageState & { id: number; providerMessageId: string | null }>(log, receipt);
          if (updated === undefined) continue; // not this log's message
          if (updated) {
            changed++;
            deps.changed(updated);
          }
          break;
        }
      }
      return changed;
    },
  };
}
