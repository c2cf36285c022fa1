import { and, asc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { appointmentMessages, reminderMessages } from "../../db/schema-messages";
import type { receiptMessages } from "../../db/schema-receipts";

/**
 * The queries every WhatsApp message log shares (recurring reminders' `reminder_messages`,
 * appointments' `appointment_messages`, till receipts' `receipt_messages`): the tables have the
 * same life columns, so one set of queries serves them all and the claim that makes a send single
 * is written once.
 */
export type MessageLogTable = typeof reminderMessages | typeof appointmentMessages | typeof receiptMessages;
export type LogRow<T extends MessageLogTable> = T["$inferSelect"];
export type LogPatch = Partial<
  Pick<
    typeof reminderMessages.$inferInsert,
    | "status"
    | "providerMessageId"
    | "errorCode"
    | "errorMessage"
    | "nextAttemptAt"
    | "claimedUntil"
    | "sentAt"
    | "deliveredAt"
    | "readAt"
    | "updatedAt"
  >
>;

export type MessageLogStore<Row> = {
  find(tx: Executor, id: number): Row | undefined;
  findByProviderId(tx: Executor, providerMessageId: string): Row | undefined;
  update(tx: Executor, id: number, patch: LogPatch): Row | undefined;
  queuedReady(nowIso: string): { id: number }[];
  claim(id: number, nowIso: string, leaseUntil: string): Row | undefined;
  expiredClaims(nowIso: string): Row[];
};

export function messageLogStore<T extends MessageLogTable>(db: Db, table: T): MessageLogStore<LogRow<T>> {
  // One table at a time, but drizzle cannot narrow a generic table: the queries are typed on one
  // of the two (same columns) and their rows are the caller's table's rows.
  const t = table as unknown as typeof reminderMessages;
  type Row = LogRow<T>;
  const dueNow = (nowIso: string) => or(isNull(t.nextAttemptAt), lte(t.nextAttemptAt, nowIso));

  return {
    find: (tx: Executor, id: number) => tx.select().from(t).where(eq(t.id, id)).get() as Row | undefined,
    findByProviderId: (tx: Executor, providerMessageId: string) =>
      tx.select().from(t).where(eq(t.providerMessageId, providerMessageId)).get() as Row | undefined,
    update: (tx: Executor, id: number, patch: LogPatch) => tx.update(t).set(patch).where(eq(t.id, id)).returning().get() as Row | undefined,

    queuedReady: (nowIso: string) =>
      db.select({ id: t.id }).from(t).where(and(eq(t.status, "queued"), dueNow(nowIso))).orderBy(asc(t.id)).all(),

    /**
     * queued -> sending, as one compare-and-set: of two concurrent callers exactly one sees a
     * changed row. The lease says how long the claimer may take before the row counts as abandoned.
     */
    claim: (id: number, nowIso: string, leaseUntil: string) =>
      db
        .update(t)
        .set({ status: "sending", claimedUntil: leaseUntil, attempts: sql`${t.attempts} + 1`, updatedAt: nowIso })
        .where(and(eq(t.id, id), eq(t.status, "queued"), dueNow(nowIso)))
        .returning()
        .get() as Row | undefined,

    /** A 'sending' row whose lease ran out was abandoned by a process that stopped mid-call. */
    expiredClaims: (nowIso: string) =>
      db
        .select()
        .from(t)
        .where(and(eq(t.status, "sending"), or(isNull(t.claimedUntil), lt(t.claimedUntil, nowIso))))
        .all() as Row[],
  };
}
