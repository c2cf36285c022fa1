import type { Db } from "../../db/client";
import { LONG_POLL_MS } from "./rules";
import { createAgentLoop, type DriverFor } from "./agent";
import type { FiscalQueue } from "./queue";
import { fiscalRepo } from "./repo";
import { readFiscalSettings } from "./settings";
import type { ClaimWaiter } from "./waiter";

/** The agent id the server's own loop leases jobs under. */
export const SERVER_AGENT = "server";

/**
 * The server as its own printer agent: the same loop as `salone rt-agent`, over the queue
 * directly. It prints only while printing is on and no agent is registered (a registered agent
 * means the RT is reached from the salon's network); otherwise it waits for a change.
 */
export function createInServerAgent(deps: { db: Db; queue: FiscalQueue; waiter: ClaimWaiter; driverFor: DriverFor; log: (line: string) => void }) {
  const repo = fiscalRepo(deps.db);
  let abort = new AbortController();
  // Asked again before every try: an agent registered while the server's claim waits stops it at once.
  const serverPrints = () => repo.agentCount() === 0 && readFiscalSettings(deps.db).enabled;
  return createAgentLoop({
    driverFor: deps.driverFor,
    log: deps.log,
    port: {
      async claim() {
        if (abort.signal.aborted) abort = new AbortController();
        if (!serverPrints()) {
          await deps.waiter.pause(LONG_POLL_MS, abort.signal);
          return null;
        }
        return deps.waiter.claim(SERVER_AGENT, LONG_POLL_MS, abort.signal, serverPrints);
      },
      async report(jobId, report) {
        deps.queue.report(jobId, report, SERVER_AGENT);
      },
      cancel: () => abort.abort(),
    },
  });
}
