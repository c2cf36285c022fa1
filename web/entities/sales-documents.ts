import { SalesDocumentSchema } from "../../src/domain/schemas/sales";
import { ReceiptMessagesSchema, ReceiptSendSchema } from "../../src/domain/schemas/receipts";
import { api, apiGet } from "../lib/api";
import { atomsByKey, queryAtom } from "../lib/query";
import { SALES_TOPIC } from "./sales";

/** One document (sale, void, refund); follows every till write, since a correction changes the sale it refers to. */
export const saleDocumentAtom = atomsByKey((id: number) => queryAtom([SALES_TOPIC], () => apiGet(`/api/sales/${id}`, SalesDocumentSchema)));

/**
 * Sends the receipt to the document's client on WhatsApp. `requestKey` is one per click: the
 * server sends once per key, so a repeated request (a double click, a retry) sends nothing more.
 */
export const sendReceipt = (id: number, requestKey: string) => api("POST", `/api/sales/${id}/send-receipt`, ReceiptSendSchema, { requestKey });

/** The document's receipts sent on WhatsApp, newest first; the webhook's delivery statuses arrive on the sales topic. */
export const receiptMessagesAtom = atomsByKey((id: number) => queryAtom([SALES_TOPIC], () => apiGet(`/api/sales/${id}/receipt-messages`, ReceiptMessagesSchema)));
