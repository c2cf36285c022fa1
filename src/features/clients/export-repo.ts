import { asc, eq, inArray, or } from "drizzle-orm";
import { activity, appointments, clients, recurringReminders } from "../../../db/schema";
import { appointmentItems } from "../../../db/schema-visits";
import { appointmentMessages, incomingMessages, reminderMessages } from "../../../db/schema-messages";
import { receiptMessages } from "../../../db/schema-receipts";
import { salesDocuments, salesLines, salesPayments } from "../../../db/schema-sales";
import { clientConsents } from "../../../db/schema-privacy";
import { erasureRepo } from "./erasure-repo";
import type { Executor } from "./repo";

/**
 * The tables her export reads, by SQL name. src/features/clients/export.test.ts fails when a table
 * that reaches her (a client_id column, or a foreign key to any of these) is neither here nor in
 * its allow-list: a new table about her must be exported, or erased, deliberately.
 */
export const EXPORTED_TABLES = [
  "clients",
  "client_consents",
  "appointments",
  "appointment_items",
  "recurring_reminders",
  "reminder_messages",
  "appointment_messages",
  "incoming_messages",
  "receipt_messages",
  "sales_documents",
  "sales_lines",
  "sales_payments",
  "activity",
  "client_formulas",
  "client_photos",
] as const;

/** Every row about one client, whole (the export is her copy of what the salon holds). */
export const exportRepo = (db: Executor) => ({
  phone: (id: number) => db.select({ phone: clients.phone }).from(clients).where(eq(clients.id, id)).get()?.phone ?? "",
  consents: (id: number) =>
    db
      .select({ purpose: clientConsents.purpose, channel: clientConsents.channel, given: clientConsents.given, at: clientConsents.at, source: clientConsents.source, textVersion: clientConsents.textVersion, recordedBy: clientConsents.authorName })
      .from(clientConsents)
      .where(eq(clientConsents.clientId, id))
      .orderBy(asc(clientConsents.id))
      .all()
      .map((c) => ({ ...c, channel: c.channel === "" ? null : c.channel })),
  visits(id: number) {
    const visits = db.select().from(appointments).where(eq(appointments.clientId, id)).orderBy(asc(appointments.date), asc(appointments.startTime)).all();
    const ids = visits.map((v) => v.id);
    const items = ids.length === 0 ? [] : db.select().from(appointmentItems).where(inArray(appointmentItems.appointmentId, ids)).orderBy(asc(appointmentItems.position)).all();
    // The manage link's hash is a credential of the salon's, not data about her.
    return visits.map(({ manageTokenHash: _hash, ...v }) => ({ ...v, items: items.filter((i) => i.appointmentId === v.id) }));
  },
  reminders: (id: number) => db.select().from(recurringReminders).where(eq(recurringReminders.clientId, id)).all(),
  sales(id: number) {
    const documents = db.select().from(salesDocuments).where(eq(salesDocuments.clientId, id)).orderBy(asc(salesDocuments.id)).all();
    const ids = documents.map((d) => d.id);
    const lines = ids.length === 0 ? [] : db.select().from(salesLines).where(inArray(salesLines.documentId, ids)).all();
    const payments = ids.length === 0 ? [] : db.select().from(salesPayments).where(inArray(salesPayments.documentId, ids)).all();
    return documents.map((d) => ({ ...d, lines: lines.filter((l) => l.documentId === d.id), payments: payments.filter((p) => p.documentId === d.id) }));
  },
  messages(clientId: number, appointmentIds: number[], reminderIds: number[], phone: string) {
    const strip = <T extends { replyToken?: string | null }>({ replyToken: _t, ...m }: T) => m;
    const aboutVisits = appointmentIds.length === 0 ? [] : db.select().from(appointmentMessages).where(inArray(appointmentMessages.appointmentId, appointmentIds)).all().map(strip);
    const reminders = reminderIds.length === 0 ? [] : db.select().from(reminderMessages).where(inArray(reminderMessages.reminderId, reminderIds)).all();
    // Meta gives her number without its "+".
    const fromHer = phone === "" ? undefined : inArray(incomingMessages.fromPhone, [phone, phone.replace(/^\+/, "")]);
    const incoming = db
      .select()
      .from(incomingMessages)
      .where(or(appointmentIds.length > 0 ? inArray(incomingMessages.appointmentId, appointmentIds) : undefined, fromHer))
      .orderBy(asc(incomingMessages.id))
      .all();
    const receipts = db.select().from(receiptMessages).where(eq(receiptMessages.clientId, clientId)).orderBy(asc(receiptMessages.id)).all();
    return {
      sent: [
        ...aboutVisits.map((m) => ({ about: "appointment" as const, ...m })),
        ...reminders.map((m) => ({ about: "reminder" as const, ...m })),
        ...receipts.map((m) => ({ about: "receipt" as const, kind: "ricevuta", ...m })),
      ],
      received: incoming,
    };
  },
  /** The trail entries about her, oldest first: her own, her visits' and her reminders'. */
  activity(id: number, appointmentIds: number[], reminderIds: number[]) {
    const ids = new Set(erasureRepo(db).trailAbout(id, appointmentIds, reminderIds).map((e) => e.id));
    if (ids.size === 0) return [];
    return db
      .select({ at: activity.at, actorName: activity.actorName, action: activity.action, entity: activity.entity, entityId: activity.entityId, summary: activity.summary, changes: activity.changes })
      .from(activity)
      .where(inArray(activity.id, [...ids]))
      .orderBy(asc(activity.at), asc(activity.id))
      .all()
      .map((e) => ({ ...e, changes: JSON.parse(e.changes) as unknown }));
  },
});
