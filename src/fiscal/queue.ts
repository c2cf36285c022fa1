import { conflict, invalid, notFound } from "../domain/errors";
import type { FiscalState } from "../domain/schemas/fiscal";
import { documentNumberOf } from "./printed";
import { wallClockIn } from "../domain/time";
import type { AppContext } from "../http/context";
import { createTrail } from "../activity/trail";
import type { FiscalJob, FiscalResult } from "./driver";
import { fiscalRepo, type FiscalJobRow } from "./repo";
import { buildFiscalJob, LEASE_MS, parseFiscalNumber, retryDelayMs, type DocumentForPrint, type UnknownCheck } from "./rules";
import { readFiscalSettings } from "./settings";
import { fiscalStateOfJob } from "./state";

/** A job handed to an agent: what to print, the lease it holds, and the check to make first. */
export type ClaimedJob = {
  id: number;
  lease: { id: string; expiresAt: string };
  /** Set when an earlier attempt's outcome is unknown: read the RT's last document first. */
  check: UnknownCheck | null;
  job: FiscalJob;
  printer: { protocol: "epson-fpmate"; url: string; timeoutMs: number };
};

/** What an agent reports: the RT's answer, and whether it read the RT's last document first (and found the job not printed). */
export type JobReport = { leaseId: string; checked: boolean; result: FiscalResult };

type QueueCtx = Pick<AppContext, "db" | "clock" | "events" | "config">;

/**
 * The RT's print queue. Jobs are worked through in id order (the documents' order), one at a
 * time: only the head — the first job not printed — is ever claimed, so nothing prints while an
 * earlier job is printing, failed, or of unknown outcome. A claim takes a lease of at most 60 s in
 * one BEGIN IMMEDIATE transaction, so two agents never hold one job. A job whose lease ran out
 * while printing (the agent died or timed out) needs a check: the next claim asks the agent to
 * read the RT's last document and compare it before printing again.
 */
export function createFiscalQueue(ctx: QueueCtx) {
  const repo = fiscalRepo(ctx.db);
  const trail = createTrail(ctx);
  const now = () => ctx.clock.now();
  const salonDay = () => wallClockIn(ctx.config.timeZone, now()).date;
  const tx = <T>(fn: () => T): T => ctx.db.$client.transaction(fn).immediate();
  const publish = (row: FiscalJobRow) => ctx.events.publish({ topic: "sales", action: "updated", ids: row.documentId === null ? [] : [row.documentId], dates: [row.date] });

  function reference(saleId: number | null) {
    const sale = saleId === null ? undefined : repo.jobOfDocument(saleId);
    const n = sale?.status === "printed" && sale.documentNumber ? parseFiscalNumber(sale.documentNumber) : null;
    return sale && n ? { zRepNumber: n.zRepNumber, documentNumber: n.number, date: sale.printedDate ?? sale.date, serial: sale.serial ?? "" } : null;
  }

  function payload(row: FiscalJobRow): FiscalJob | { error: string } {
    const settings = readFiscalSettings(ctx.db);
    if (row.kind === "z-report") return { kind: "z-report", operator: settings.operator };
    const doc = row.documentId === null ? undefined : repo.document(row.documentId);
    if (!doc) return { error: "Documento non trovato" };
    const forPrint: DocumentForPrint = {
      kind: doc.kind,
      totalCents: doc.totalCents,
      lotteryCode: doc.lotteryCode,
      lines: repo.linesOf(doc.id),
      payments: repo.paymentsOf(doc.id),
    };
    return buildFiscalJob(forPrint, settings, reference(doc.refersTo));
  }

  function checkFor(row: FiscalJobRow): UnknownCheck {
    const last = row.kind === "z-report" ? repo.lastPrintedZ() : repo.lastPrinted();
    // After Z report N the RT is in fiscal day N + 1.
    const after = last?.kind === "z-report" && last.zRepNumber != null ? { zRepNumber: last.zRepNumber + 1, number: 0 } : last?.documentNumber ? parseFiscalNumber(last.documentNumber) : last?.zRepNumber != null ? { zRepNumber: last.zRepNumber, number: 0 } : null;
    return { kind: row.kind, amountCents: row.amountCents, dates: [...new Set([row.attemptDate ?? row.date, salonDay()])], after };
  }

  function fail(row: FiscalJobRow, failure: { outcome: string; code: string; message: string }, needsCheck: boolean) {
    repo.updateJob(row.id, {
      status: "failed",
      needsCheck: needsCheck ? 1 : 0,
      failureOutcome: failure.outcome,
      errorCode: failure.code,
      errorMessage: failure.message,
      leaseAgent: null,
      leaseId: null,
      leaseExpiresAt: null,
      nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts)).toISOString(),
    });
    trail.record(null, { action: "updated", entity: "sale", entityId: row.documentId, summary: `Stampa fiscale non riuscita: ${failure.message}`, changes: { fiscalStatus: [row.status, "failed"], error: [null, failure.message] } });
  }

  return {
    /** The head job for `agent`, leased, or null when there is nothing to do now. */
    claim(agent: string): ClaimedJob | null {
      const claimed = tx(() => {
        const settings = readFiscalSettings(ctx.db);
        if (!settings.enabled) return null;
        const head = repo.head();
        if (!head) return null;
        const at = now();
        if (head.status === "printing" && head.leaseExpiresAt && head.leaseExpiresAt > at.toISOString()) return null;
        if (head.status === "failed" && head.nextAttemptAt && head.nextAttemptAt > at.toISOString()) return null;
        // A lease that ran out mid-print: the RT may have printed it.
        const needsCheck = head.needsCheck === 1 || head.status === "printing";
        const job = payload(head);
        if ("error" in job) {
          fail({ ...head, attempts: head.attempts + 1 }, { outcome: "refused", code: "settings", message: job.error }, needsCheck);
          return { row: repo.job(head.id)!, claim: null };
        }
        const lease = { id: crypto.randomUUID(), expiresAt: new Date(at.getTime() + LEASE_MS).toISOString() };
        const attemptDate = salonDay();
        const check = needsCheck ? checkFor({ ...head, attemptDate: head.attemptDate ?? attemptDate }) : null;
        repo.updateJob(head.id, { status: "printing", needsCheck: needsCheck ? 1 : 0, leaseAgent: agent, leaseId: lease.id, leaseExpiresAt: lease.expiresAt, attempts: head.attempts + 1, attemptDate });
        const row = repo.job(head.id)!;
        return { row, claim: { id: head.id, lease, check, job, printer: { protocol: settings.protocol, url: settings.url, timeoutMs: settings.timeoutMs } } satisfies ClaimedJob };
      });
      if (claimed) publish(claimed.row);
      return claimed?.claim ?? null;
    },

    /**
     * Records an agent's answer. Only the lease's holder reports, with the lease's id, before the
     * lease runs out (a repeat of a printed report changes nothing): any other answer is refused,
     * and what the RT may have printed meanwhile is found by the next claim's check of the RT.
     */
    report(jobId: number, report: JobReport, agent: string): FiscalState {
      const row = tx(() => {
        const job = repo.job(jobId);
        if (!job) throw notFound("Stampa non trovata");
        if (job.status === "printed") return null;
        const held = job.status === "printing" && job.leaseId === report.leaseId && job.leaseAgent === agent && (job.leaseExpiresAt ?? "") > now().toISOString();
        if (!held) throw conflict("La stampa è passata a un altro agente", "lease_lost");
        const { result } = report;
        if (result.ok) {
          repo.updateJob(job.id, {
            status: "printed",
            needsCheck: 0,
            leaseAgent: null,
            leaseId: null,
            leaseExpiresAt: null,
            nextAttemptAt: null,
            errorCode: null,
            errorMessage: null,
            failureOutcome: null,
            documentNumber: result.documentNumber || null,
            zRepNumber: result.zRepNumber,
            printedAmountCents: result.amountCents,
            printedDate: result.date,
            printedTime: result.time,
            serial: result.serial,
            printedAt: now().toISOString(),
          });
          const what = job.kind === "z-report" ? `Chiusura fiscale (Z n. ${result.zRepNumber})` : `Documento commerciale n. ${documentNumberOf(result)}`;
          trail.record(null, { action: "updated", entity: job.kind === "z-report" ? "cash-closing" : "sale", entityId: job.documentId, summary: `${what} stampato`, changes: { fiscalStatus: [job.status, "printed"], documentNumber: [null, result.documentNumber] } });
          return repo.job(job.id)!;
        }
        // Unknown stays unknown; a check that was not made (the RT unreachable) still has to be made.
        fail(job, result, result.outcome === "unknown" || (job.needsCheck === 1 && !report.checked));
        return repo.job(job.id)!;
      });
      if (row) publish(row);
      return fiscalStateOfJob(repo, row ?? repo.job(jobId)!);
    },

    /** "Riprova" / "Stampa": a failed job is tried at once; a document without a job gets one. */
    retry(documentId: number): FiscalState {
      const row = tx(() => {
        const doc = repo.document(documentId);
        if (!doc) throw notFound("Documento non trovato");
        if (!readFiscalSettings(ctx.db).enabled) throw conflict("La stampa fiscale è disattivata nelle impostazioni", "fiscal_disabled");
        const job = repo.jobOfDocument(documentId);
        if (!job) {
          if (doc.kind !== "sale" && !repo.jobOfDocument(doc.refersTo ?? 0)) throw invalid("La vendita originale non è stata stampata dall'RT", { id: "La vendita originale non è stata stampata dall'RT" });
          return [repo.insertJob({ kind: doc.kind, documentId, date: doc.date, amountCents: doc.totalCents })];
        }
        if (job.status === "printed") throw conflict("Il documento è già stato stampato", "already_printed");
        if (job.status === "printing") throw conflict("Il documento è in stampa", "printing");
        // A job waiting behind one that did not print: that one is what must be tried now.
        const head = repo.head();
        const ids = head && head.id < job.id && head.status === "failed" ? [job.id, head.id] : [job.id];
        for (const id of ids) repo.updateJob(id, { status: "pending", nextAttemptAt: null });
        return ids.map((id) => repo.job(id)!);
      });
      for (const changed of row) publish(changed);
      return fiscalStateOfJob(repo, row[0]!);
    },

    stateOfClosing: (date: string): FiscalState | null => {
      const row = repo.zJobOn(date);
      return row ? fiscalStateOfJob(repo, row) : null;
    },
    unprintedOn: (date: string) => repo.unprintedOn(date),
  };
}
export type FiscalQueue = ReturnType<typeof createFiscalQueue>;
