import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { deliveryColumns } from "./schema-messages";
import { salesDocuments } from "./schema-sales";

// One row per "Invia su WhatsApp" click on a till document: the receipt's WhatsApp message, written
// before any call to Meta. The click's random key is unique per document, so a repeated request
// (a double click, a retry of the same request) finds its row and sends nothing more. The client
// is kept without a foreign key, like the document's, so an erasure can find and remove her rows.
export const receiptMessages = sqliteTable(
  "receipt_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    documentId: integer("document_id")
      .notNull()
      .references(() => salesDocuments.id),
    clientId: integer("client_id"),
    requestKey: text("request_key").notNull(),
    ...deliveryColumns(),
  },
  (t) => [
    uniqueIndex("receipt_messages_request_uq").on(t.documentId, t.requestKey),
    index("receipt_messages_provider_idx").on(t.providerMessageId),
    index("receipt_messages_status_idx").on(t.status, t.nextAttemptAt),
    index("receipt_messages_client_idx").on(t.clientId),
  ],
);
