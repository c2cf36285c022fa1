// An in-memory RT for the queue's tests: it numbers documents within a Z, keeps its journal, counts
// what it printed, and can be switched off, out of paper, or slow (it prints, then the answer comes
// after the client's timeout).
import type { FiscalJob, FiscalPrinted, FiscalPrinterDriver, FiscalResult, PrinterStatus } from "./driver";

export type FakeRtState = "on" | "off" | "paper-out" | "slow" | "lost-request";

export function createFakeRt(opts: { date?: () => string; delayMs?: () => number } = {}) {
  let state: FakeRtState = "on";
  let z = 42;
  let number = 0;
  const journal: (FiscalPrinted & { job: FiscalJob })[] = [];
  const date = opts.date ?? (() => "2026-03-10");
  const amountOf = (job: FiscalJob) => ("payments" in job ? job.payments.reduce((a, p) => a + p.amountCents, 0) : 0);
  const pause = () => new Promise((r) => setTimeout(r, opts.delayMs?.() ?? 0));
  const last = (): FiscalPrinted | null => {
    const doc = journal.findLast((d) => d.job.kind !== "z-report");
    return doc ? { documentNumber: doc.documentNumber, zRepNumber: doc.zRepNumber, amountCents: doc.amountCents, date: doc.date, time: doc.time, serial: doc.serial } : null;
  };

  function printNow(job: FiscalJob): FiscalPrinted {
    if (job.kind === "z-report") {
      const printed = { documentNumber: "", zRepNumber: z, amountCents: 0, date: date(), time: "20:00", serial: "99MEY000042" };
      journal.push({ ...printed, job });
      z += 1;
      number = 0;
      return printed;
    }
    number += 1;
    const printed = { documentNumber: `${String(z).padStart(4, "0")}-${String(number).padStart(4, "0")}`, zRepNumber: z, amountCents: amountOf(job), date: date(), time: "10:00", serial: "99MEY000042" };
    journal.push({ ...printed, job });
    return printed;
  }

  const driver: FiscalPrinterDriver = {
    async print(job): Promise<FiscalResult> {
      await pause();
      if (state === "off") return { ok: false, outcome: "unreachable", code: "ECONNREFUSED", message: "Stampante spenta o non raggiungibile" };
      if (state === "paper-out") return { ok: false, outcome: "refused", code: "EPTR_REC_EMPTY", message: "Carta esaurita" };
      if (state === "lost-request") return { ok: false, outcome: "unknown", code: "timeout", message: "Nessuna risposta dalla stampante" };
      const printed = printNow(job);
      if (state === "slow") return { ok: false, outcome: "unknown", code: "timeout", message: "Nessuna risposta dalla stampante" };
      return { ok: true, ...printed };
    },
    async status(): Promise<PrinterStatus> {
      await pause();
      const online = state !== "off";
      return { online, paperOk: state !== "paper-out", paperNearEnd: false, coverOpen: false, fiscalMemoryFull: false, lastDocument: online ? last() : null, zRepNumber: online ? z : null, serial: "99MEY000042", message: online ? "Pronta" : "Stampante spenta o non raggiungibile" };
    },
    async testPrint() {
      if (state === "off") return { ok: false, outcome: "unreachable", code: "ECONNREFUSED", message: "Stampante spenta o non raggiungibile" };
      return { ok: true };
    },
  };
  return {
    driver,
    journal,
    set: (next: FakeRtState) => {
      state = next;
    },
    /** How many times each job (by its amount and kind) went through the printer. */
    prints: () => journal.length,
  };
}
