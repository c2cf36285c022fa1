import type { AppContext } from "../http/context";
import type { DriverFor } from "./agent";
import { createFiscalAgents } from "./agents";
import { createInServerAgent } from "./in-server-agent";
import { createFiscalQueue } from "./queue";
import { fiscalRoutes } from "./routes";
import { createClaimWaiter } from "./waiter";

/**
 * The RT printer's parts, built once per app: the print queue, its long-poll claims, the agents
 * and the server's own agent (started by main.ts while no agent is registered), and their routes.
 */
export function createFiscal(ctx: AppContext, driverFor: DriverFor) {
  const queue = createFiscalQueue(ctx);
  const waiter = createClaimWaiter(queue, ctx.events);
  const agents = createFiscalAgents(ctx, waiter.wake);
  const agent = createInServerAgent({ db: ctx.db, queue, waiter, driverFor, log: ctx.log });
  return { queue, waiter, agents, agent, routes: () => fiscalRoutes(ctx, { queue, waiter, agents, driverFor }) };
}
export type Fiscal = ReturnType<typeof createFiscal>;
