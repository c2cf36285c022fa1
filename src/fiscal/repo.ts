import { and, asc, desc, eq, gt, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { fiscalAgents, fiscalJobs } from "../../db/schema-fiscal";
import { salesDocuments, salesLines, salesPayments } from "../../db/schema-sales";

export type FiscalJobRow = typeof fiscalJobs.$inferSelect;
export type FiscalAgentRow = typeof fiscalAgents.$inferSelect;

/** The only drizzle code of the fiscal queue: jobs, agents, and the documents a job prints. */
export const fiscalRepo = (db: Executor) => ({
  insertJob: (values: typeof fiscalJobs.$inferInsert): FiscalJobRow => db.insert(fiscalJobs).values(values).returning().get(),
  job: (id: number): FiscalJobRow | undefined => db.select().from(fiscalJobs).where(eq(fiscalJobs.id, id)).get(),
  jobOfDocument: (documentId: number): FiscalJobRow | undefined => db.select().from(fiscalJobs).where(eq(fiscalJobs.documentId, documentId)).get(),
  jobsOfDocuments: (ids: number[]): FiscalJobRow[] => (ids.length === 0 ? [] : db.select().from(fiscalJobs).where(inArray(fiscalJobs.documentId, ids)).all()),
  zJobOn: (date: string): FiscalJobRow | undefined =>
    db.select().from(fiscalJobs).where(and(eq(fiscalJobs.kind, "z-report"), eq(fiscalJobs.date, date))).orderBy(desc(fiscalJobs.id)).get(),
  /** Whether documents of a day (not Z reports) were queued after the job `afterId`. */
  documentJobsAfter: (date: string, afterId: number): boolean =>
    db.select({ id: fiscalJobs.id }).from(fiscalJobs).where(and(eq(fiscalJobs.date, date), ne(fiscalJobs.kind, "z-report"), gt(fiscalJobs.id, afterId))).limit(1).get() !== undefined,
  /** The first job not printed: the queue's head, worked on before anything after it. */
  head: (): FiscalJobRow | undefined => db.select().from(fiscalJobs).where(ne(fiscalJobs.status, "printed")).orderBy(asc(fiscalJobs.id)).limit(1).get(),
  /** Jobs of a day (documents and Z report) the RT has not printed yet. */
  unprintedOn: (date: string): number =>
    db.select({ n: sql<number>`count(*)` }).from(fiscalJobs).where(and(eq(fiscalJobs.date, date), ne(fiscalJobs.status, "printed"), ne(fiscalJobs.kind, "z-report"))).get()?.n ?? 0,
  /** The document the RT printed last, by the queue's own record. */
  lastPrinted: (): FiscalJobRow | undefined =>
    db.select().from(fiscalJobs).where(and(eq(fiscalJobs.status, "printed"), isNotNull(fiscalJobs.documentNumber), ne(fiscalJobs.kind, "z-report"))).orderBy(desc(fiscalJobs.id)).limit(1).get(),
  lastPrintedZ: (): FiscalJobRow | undefined =>
    db.select().from(fiscalJobs).where(and(eq(fiscalJobs.status, "printed"), isNotNull(fiscalJobs.zRepNumber))).orderBy(desc(fiscalJobs.id)).limit(1).get(),
  updateJob: (id: number, values: Partial<typeof fiscalJobs.$inferInsert>) =>
    db.update(fiscalJobs).set({ ...values, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` }).where(eq(fiscalJobs.id, id)).run(),

  document: (id: number) => db.select().from(salesDocuments).where(eq(salesDocuments.id, id)).get(),
  linesOf: (id: number) => db.select().from(salesLines).where(eq(salesLines.documentId, id)).orderBy(asc(salesLines.position)).all(),
  paymentsOf: (id: number) => db.select().from(salesPayments).where(eq(salesPayments.documentId, id)).orderBy(asc(salesPayments.id)).all(),

  agents: (): FiscalAgentRow[] => db.select().from(fiscalAgents).orderBy(asc(fiscalAgents.id)).all(),
  agentCount: (): number => db.select({ n: sql<number>`count(*)` }).from(fiscalAgents).get()?.n ?? 0,
  agentByHash: (hash: string): FiscalAgentRow | undefined => db.select().from(fiscalAgents).where(eq(fiscalAgents.tokenHash, hash)).get(),
  insertAgent: (name: string, tokenHash: string): FiscalAgentRow => db.insert(fiscalAgents).values({ name, tokenHash }).returning().get(),
  deleteAgent: (id: number): FiscalAgentRow | undefined => db.delete(fiscalAgents).where(eq(fiscalAgents.id, id)).returning().get(),
  touchAgent: (id: number, at: string) => db.update(fiscalAgents).set({ lastSeenAt: at }).where(eq(fiscalAgents.id, id)).run(),
});
export type FiscalRepo = ReturnType<typeof fiscalRepo>;
