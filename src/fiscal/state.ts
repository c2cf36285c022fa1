import type { FiscalState } from "../domain/schemas/fiscal";
import type { FiscalJobRow, FiscalRepo } from "./repo";

/** The reason given to a job that waits behind one the RT did not print. */
export const waitingBehind = (reason: string | null) => `In coda dopo un documento non stampato: ${reason ?? "stampa non riuscita"}`;

/**
 * A job's state as the screens show it. Jobs print in order, so a job queued behind the head
 * that failed (refused, unreachable, or of unknown outcome) cannot print either: it is "failed"
 * ("Da stampare") with the head's reason, not "pending" ("In stampa…"). It is still stored as
 * pending and prints by itself right after the head.
 */
export function fiscalStateOf(row: FiscalJobRow, head?: FiscalJobRow | null): FiscalState {
  const blocked = row.status === "pending" && head != null && head.id < row.id && head.status === "failed";
  return {
    status: blocked ? "failed" : row.status,
    documentNumber: row.documentNumber,
    zRepNumber: row.zRepNumber,
    printedAt: row.printedAt,
    error: blocked ? waitingBehind(head.errorMessage) : row.status === "failed" ? row.errorMessage : null,
  };
}

/** The queue's head, read only when one of `rows` waits (the head decides what it shows). */
const headFor = (repo: FiscalRepo, rows: FiscalJobRow[]) => (rows.some((r) => r.status === "pending") ? repo.head() : undefined);

/** The fiscal state of each document that has a print job, by document id. */
export function fiscalStatesOfDocuments(repo: FiscalRepo, ids: number[]): Map<number, FiscalState> {
  const rows = repo.jobsOfDocuments(ids);
  const head = headFor(repo, rows);
  return new Map(rows.map((row) => [row.documentId ?? 0, fiscalStateOf(row, head)]));
}

/** The state of one job (a closing's Z report). */
export const fiscalStateOfJob = (repo: FiscalRepo, row: FiscalJobRow): FiscalState => fiscalStateOf(row, headFor(repo, [row]));
