import type { Executor } from "../../db/client";
import { fiscalRepo } from "./repo";
import { readFiscalSettings } from "./settings";

export type EnqueueInput =
  | { kind: "sale"; documentId: number; date: string; amountCents: number }
  | { kind: "void" | "refund"; documentId: number; date: string; amountCents: number; saleId: number }
  | { kind: "z-report"; date: string };

/**
 * Queues the RT print of a new document or closing, inside the caller's transaction (so the
 * document and its job commit together). Nothing is queued while printing is off; a sale, void or
 * refund only when it prints by itself (`autoPrint`; otherwise "Stampa" queues it on request); a
 * void or refund only when the RT knows its sale (the sale has a job); one Z report per closing of
 * a day: closing a reopened day queues another only when documents of that day were queued after
 * its last Z report (they sit in the RT's next fiscal day, which only a new Z closes).
 * Returns whether a job was queued.
 */
export function enqueueFiscalJob(db: Executor, input: EnqueueInput): boolean {
  const settings = readFiscalSettings(db);
  if (!settings.enabled) return false;
  const repo = fiscalRepo(db);
  if (input.kind === "z-report") {
    const last = repo.zJobOn(input.date);
    if (last && !repo.documentJobsAfter(input.date, last.id)) return false;
    repo.insertJob({ kind: "z-report", documentId: null, date: input.date, amountCents: 0 });
    return true;
  }
  if (!settings.autoPrint) return false;
  if (input.kind !== "sale" && !repo.jobOfDocument(input.saleId)) return false;
  repo.insertJob({ kind: input.kind, documentId: input.documentId, date: input.date, amountCents: input.amountCents });
  return true;
}
