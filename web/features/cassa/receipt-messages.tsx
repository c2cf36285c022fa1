import { useAtomValue } from "jotai";
import type { ReceiptMessage } from "../../../src/domain/schemas/receipts";
import { receiptMessagesAtom } from "../../entities/sales-documents";
import { SEND_TONE_TEXT, sendStatusText, type SendTone } from "../../lib/message-status";
import { salonTimeZone } from "../../lib/salon-time";

/** "Ricevuta su WhatsApp: inviato 12/03 10:00 · letto", "Ricevuta su WhatsApp: non inviato: numero non su WhatsApp". */
export function receiptMessageLine(m: ReceiptMessage, timeZone?: string): { text: string; tone: SendTone } {
  const status = sendStatusText(m, timeZone);
  return { text: `Ricevuta su WhatsApp: ${status.text[0]!.toLowerCase()}${status.text.slice(1)}`, tone: status.tone };
}

/**
 * Where each receipt sent with "Invia su WhatsApp" stands (sent, delivered, read, or why it
 * failed), newest first; follows the webhook's statuses live. Nothing when none was sent.
 */
export function ReceiptMessages({ documentId }: { documentId: number }) {
  const { data } = useAtomValue(receiptMessagesAtom(documentId));
  if (!data || data.length === 0) return null;
  return (
    <ul aria-label="Ricevute inviate su WhatsApp" className="mb-4 flex flex-col gap-1 text-sm tabular-nums">
      {data.map((m) => {
        const line = receiptMessageLine(m, salonTimeZone());
        return (
          <li key={m.id} className={SEND_TONE_TEXT[line.tone]}>
            {line.text}
          </li>
        );
      })}
    </ul>
  );
}
