import { receiptMessages } from "../../../db/schema-receipts";
import { conflict, invalid, notFound } from "../../domain/errors";
import { displayName } from "../../domain/names";
import { isValidPhone, phoneToWhatsApp } from "../../domain/phone";
import { receiptCallbackDataFor } from "../../domain/reminder-messages";
import { RECEIPT_TEMPLATE, receiptParameters } from "../../domain/sales/receipt-text";
import type { PublicUser } from "../../domain/schemas/auth";
import type { ReceiptMessage, ReceiptSend } from "../../domain/schemas/receipts";
import { NO_CONSENT_CODE, NO_CONSENT_REASON } from "../../domain/whatsapp-consent";
import type { AppContext } from "../../http/context";
import { createOutbox, joinRunning, type Composed, type Log, type OutboxCounts } from "../../messaging/outbox";
import { messageLogStore } from "../../messaging/repo";
import type { Messenger } from "../../messaging/whatsapp";
import { salonInfo } from "../../settings/salon-info";
import { receiptRepo, type ReceiptMessageRow } from "./receipt-repo";
import type { Till } from "./till";

export const NO_CLIENT_MESSAGE = "Il documento non ha una cliente: la ricevuta non si può inviare su WhatsApp";
export const NO_CONSENT_MESSAGE = "La cliente non ha dato il consenso ai messaggi WhatsApp: la ricevuta non è stata inviata";

const emptyCounts = (): OutboxCounts => ({ sent: 0, retrying: 0, failed: 0, notConfigured: 0, abandoned: 0 });

/**
 * "Invia su WhatsApp" for a till document. Each click carries a random key; the row
 * (document, key) is written before any call to Meta, so a repeated request finds it and sends
 * nothing more, and the outbox's claim keeps one send per row across processes. Consent is
 * checked when the click arrives (409, nothing written) and again at send time (the row is closed
 * as failed, nothing reaches Meta). A temporary failure leaves the row queued for the minute
 * timer's retries, like every other WhatsApp message.
 */
export function createReceiptMessages(ctx: AppContext, till: Till, messenger: Messenger) {
  const repo = receiptRepo(ctx.db);
  const log: Log = (level, msg, fields = {}) => ctx.log(JSON.stringify({ level, scope: "ricevute", msg, ...fields }));
  const publish = (row: ReceiptMessageRow) => ctx.events.publish({ topic: "sales", action: "updated", ids: [row.documentId] });

  function compose(row: ReceiptMessageRow): Composed {
    const doc = till.one(row.documentId);
    const client = row.clientId === null ? null : repo.recipient(ctx.db, row.clientId);
    if (!doc || !client || client.erasedAt !== null) return { kind: "failed", code: "missing_client", reason: "cliente non più presente" };
    if (!client.whatsappConsent) return { kind: "failed", code: NO_CONSENT_CODE, reason: NO_CONSENT_REASON };
    if (!isValidPhone(client.phone)) return { kind: "failed", code: "invalid_phone", reason: "numero di telefono del cliente non valido" };
    return {
      message: {
        to: phoneToWhatsApp(client.phone),
        template: { ...RECEIPT_TEMPLATE },
        bodyParameters: receiptParameters(doc, salonInfo(ctx).name, client.firstName),
        callbackData: receiptCallbackDataFor(row.id),
      },
    };
  }

  const outbox = createOutbox({
    db: ctx.db,
    clock: ctx.clock,
    store: messageLogStore(ctx.db, receiptMessages),
    messenger,
    log,
    noun: "ricevuta",
    describe: (row) => ({ documentId: row.documentId, receiptMessageId: row.id }),
    changed: publish,
    compose,
  });

  const run = joinRunning(async () => {
    const report = emptyCounts();
    outbox.closeAbandoned(report);
    await outbox.sendReady(report);
    return report;
  });

  const answer = (row: ReceiptMessageRow, repeated: boolean): ReceiptSend => ({
    id: row.id,
    documentId: row.documentId,
    status: row.status,
    reason: row.status === "failed" ? row.errorMessage : null,
    repeated,
  });

  return {
    /** The minute timer's retry of queued receipts (and of rows a stopped process left). */
    run,

    /** The document's receipts sent on WhatsApp and where each stands, newest first. */
    list(documentId: number): ReceiptMessage[] {
      if (!till.one(documentId)) throw notFound("Documento non trovato");
      return repo.ofDocument(documentId);
    },

    async send(user: PublicUser, documentId: number, requestKey: string): Promise<ReceiptSend> {
      const doc = till.one(documentId);
      if (!doc) throw notFound("Documento non trovato");
      if (doc.clientId === null) throw invalid(NO_CLIENT_MESSAGE);
      const clientId = doc.clientId;
      const result = till.trail.write(user, (record) => {
        const before = repo.byRequest(ctx.db, documentId, requestKey);
        if (before) return { row: before, repeated: true };
        const client = repo.recipient(ctx.db, clientId);
        if (!client || client.erasedAt !== null) throw conflict("La cliente del documento non è più presente", "missing_client");
        if (!client.whatsappConsent) throw conflict(NO_CONSENT_MESSAGE, NO_CONSENT_CODE);
        if (!isValidPhone(client.phone)) throw conflict("Il numero di telefono della cliente non è valido per WhatsApp", "invalid_phone");
        const row = repo.insert(ctx.db, { documentId, clientId, requestKey, at: ctx.clock.now().toISOString() });
        record({ action: "created", entity: "sale", entityId: documentId, summary: `Ricevuta ${doc.number} inviata su WhatsApp a ${displayName(client)}`, changes: {} });
        return { row, repeated: false };
      });
      if (result.repeated) return answer(result.row, true);
      till.trail.publish(user, { topic: "sales", action: "updated", ids: [documentId] });
      await run();
      return answer(repo.find(result.row.id) ?? result.row, false);
    },
  };
}
export type ReceiptMessages = ReturnType<typeof createReceiptMessages>;
