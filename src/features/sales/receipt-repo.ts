import { and, desc, eq } from "drizzle-orm";
import type { Db, Executor } from "../../../db/client";
import { clients } from "../../../db/schema";
import { receiptMessages } from "../../../db/schema-receipts";
import type { ReceiptMessage } from "../../domain/schemas/receipts";

export type ReceiptMessageRow = typeof receiptMessages.$inferSelect;

/** The receipts' WhatsApp log and what sending one needs to know of the client. */
export function receiptRepo(db: Db) {
  return {
    /** The client as a message needs her: null once erased or never there. */
    recipient: (tx: Executor, clientId: number) =>
      tx
        .select({ firstName: clients.firstName, lastName: clients.lastName, phone: clients.phone, whatsappConsent: clients.whatsappConsent, erasedAt: clients.erasedAt })
        .from(clients)
        .where(eq(clients.id, clientId))
        .get() ?? null,
    byRequest: (tx: Executor, documentId: number, requestKey: string) =>
      tx.select().from(receiptMessages).where(and(eq(receiptMessages.documentId, documentId), eq(receiptMessages.requestKey, requestKey))).get(),
    insert: (tx: Executor, row: { documentId: number; clientId: number; requestKey: string; at: string }) =>
      tx.insert(receiptMessages).values({ documentId: row.documentId, clientId: row.clientId, requestKey: row.requestKey, status: "queued", createdAt: row.at, updatedAt: row.at }).returning().get(),
    find: (id: number) => db.select().from(receiptMessages).where(eq(receiptMessages.id, id)).get(),
    /** The document's receipts sent on WhatsApp, newest first. */
    ofDocument: (documentId: number): ReceiptMessage[] =>
      db
        .select({
          id: receiptMessages.id,
          status: receiptMessages.status,
          sentAt: receiptMessages.sentAt,
          deliveredAt: receiptMessages.deliveredAt,
          readAt: receiptMessages.readAt,
          errorCode: receiptMessages.errorCode,
          errorMessage: receiptMessages.errorMessage,
          attempts: receiptMessages.attempts,
          nextAttemptAt: receiptMessages.nextAttemptAt,
          updatedAt: receiptMessages.updatedAt,
          createdAt: receiptMessages.createdAt,
        })
        .from(receiptMessages)
        .where(eq(receiptMessages.documentId, documentId))
        .orderBy(desc(receiptMessages.id))
        .all(),
  };
}
