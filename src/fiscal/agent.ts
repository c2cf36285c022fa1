import type { FiscalPrinterDriver, FiscalResult } from "./driver";
import type { ClaimedJob, JobReport } from "./queue";
import { printedByLastDocument } from "./rules";

/** How an agent reaches the queue: directly inside the server, or over HTTP for `salone rt-agent`. */
export type QueuePort = {
  /** The next job, waiting up to the long-poll time for one; null when none came. */
  claim(): Promise<ClaimedJob | null>;
  report(jobId: number, report: JobReport): Promise<void>;
  /** Ends a claim that is waiting (the loop is stopping). */
  cancel?(): void;
};

export type DriverFor = (printer: ClaimedJob["printer"]) => FiscalPrinterDriver;

/**
 * One job, exactly once: when an earlier attempt's outcome is unknown, the RT's last document is
 * read first — the job's own document there means it printed (recorded, not printed again); an
 * RT that does not answer leaves the job unchecked for the next try. Then it prints.
 */
export async function workOn(claim: ClaimedJob, driver: FiscalPrinterDriver): Promise<JobReport> {
  const { timeoutMs } = claim.printer;
  let checked = false;
  if (claim.check) {
    const status = await driver.status(timeoutMs);
    if (!status.online) {
      return { leaseId: claim.lease.id, checked: false, result: { ok: false, outcome: "unreachable", code: "offline", message: status.message || "Stampante spenta o non raggiungibile" } };
    }
    if (printedByLastDocument(claim.check, status.lastDocument, status.zRepNumber)) {
      const last = status.lastDocument;
      // The RT reports the fiscal day in progress: the Z report that closed the last one is one less.
      const result: FiscalResult =
        claim.job.kind === "z-report" || !last
          ? { ok: true, documentNumber: "", zRepNumber: Math.max(0, (status.zRepNumber ?? 1) - 1), amountCents: 0, date: last?.date ?? claim.check.dates.at(-1)!, time: last?.time ?? "", serial: status.serial ?? "" }
          : { ok: true, ...last };
      return { leaseId: claim.lease.id, checked: true, result };
    }
    checked = true;
  }
  return { leaseId: claim.lease.id, checked, result: await driver.print(claim.job, timeoutMs) };
}

export type AgentLoop = { start(): void; stop(): Promise<void>; readonly running: boolean };

/**
 * The agent's loop: claim (a long-poll), print, report, again. A claim or report that fails (the
 * server unreachable) is retried after `retryMs`; `stop` lets the job in hand finish and report.
 */
export function createAgentLoop(deps: { port: QueuePort; driverFor: DriverFor; log: (line: string) => void; retryMs?: number }): AgentLoop {
  let stopped = true;
  let current: Promise<void> | null = null;
  let wakeSleep: (() => void) | null = null;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeSleep = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function loop() {
    while (!stopped) {
      try {
        const claim = await deps.port.claim();
        if (!claim) {
          // A claim that came back empty at once (a server that does not hold it) must not spin.
          await sleep(0);
          continue;
        }
        const report = await workOn(claim, deps.driverFor(claim.printer));
        // What the RT printed must reach the server: a few tries, then the lease's expiry and the
        // next claim's check find it on the RT.
        for (let attempt = 1; ; attempt++) {
          try {
            await deps.port.report(claim.id, report);
            break;
          } catch (error) {
            if (attempt >= 3 || stopped) throw error;
            await sleep(deps.retryMs ?? 5_000);
          }
        }
      } catch (error) {
        if (stopped) break;
        deps.log(`Agente RT: ${error instanceof Error ? error.message : String(error)}`);
        await sleep(deps.retryMs ?? 5_000);
      }
    }
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      current = loop();
    },
    async stop() {
      stopped = true;
      wakeSleep?.();
      deps.port.cancel?.();
      await current;
      current = null;
    },
    get running() {
      return !stopped;
    },
  };
}
