import { Elysia } from "elysia";
import { conflict } from "../domain/errors";
import { FiscalAgentInputSchema, FiscalJobReportSchema, FiscalPrinterSettingsInputSchema } from "../domain/schemas/fiscal";
import { parseId, parseOrThrow } from "../domain/validation";
import { createTrail } from "../activity/trail";
import type { AppContext } from "../http/context";
import type { DriverFor } from "./agent";
import type { FiscalAgents } from "./agents";
import type { FiscalQueue } from "./queue";
import { fiscalRepo } from "./repo";
import { LONG_POLL_MS } from "./rules";
import { readFiscalSettings, writeFiscalSettings } from "./settings";
import type { ClaimWaiter } from "./waiter";

export type FiscalDeps = { queue: FiscalQueue; waiter: ClaimWaiter; agents: FiscalAgents; driverFor: DriverFor };

/**
 * The fiscal printer's API: the owner's settings, test print and status, agents, "Riprova" on a
 * document, and the agents' own calls (their bearer token, checked here; no session).
 */
export function fiscalRoutes(ctx: AppContext, deps: FiscalDeps) {
  const { queue, waiter, agents } = deps;
  const trail = createTrail(ctx);
  const user = (request: Request) => ctx.requireAuth(request).user;
  /** The server reaches the RT itself only while no agent is registered (otherwise the agent's computer does). */
  const localDriver = () => {
    if (fiscalRepo(ctx.db).agentCount() > 0) {
      throw conflict("Il registratore è raggiunto dall'agente: usa «salone rt-agent --status» o «--test» sul computer dell'agente", "agent_printer");
    }
    const settings = readFiscalSettings(ctx.db);
    if (!settings.url) throw conflict("Indica prima l'indirizzo del registratore telematico", "fiscal_no_url");
    return { driver: deps.driverFor({ protocol: settings.protocol, url: settings.url, timeoutMs: settings.timeoutMs }), timeoutMs: settings.timeoutMs };
  };

  return new Elysia({ name: "fiscal-routes" })
    .get("/api/settings/fiscal-printer", () => readFiscalSettings(ctx.db))
    .put("/api/settings/fiscal-printer", ({ request, body }) => {
      const input = parseOrThrow(FiscalPrinterSettingsInputSchema, body ?? {});
      const actor = user(request);
      trail.write(actor, (record) => {
        const before = readFiscalSettings(ctx.db);
        writeFiscalSettings(ctx.db, input);
        const changes = Object.fromEntries(
          (Object.keys(input) as (keyof typeof input)[])
            .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(input[k]))
            .map((k): [string, [unknown, unknown]] => [k, [before[k], input[k]]]),
        );
        record({ action: "updated", entity: "settings", entityId: null, summary: "Impostazioni della stampante fiscale", changes });
      });
      trail.publish(actor, { topic: "settings", action: "updated", ids: [] });
      return readFiscalSettings(ctx.db);
    })
    .post("/api/settings/fiscal-printer/test", async () => {
      const { driver, timeoutMs } = localDriver();
      const result = await driver.testPrint(timeoutMs);
      if (!result.ok) throw conflict(result.message, "printer_error", { outcome: result.outcome, printerCode: result.code });
      return { message: "Stampa di prova inviata" };
    })
    .get("/api/settings/fiscal-printer/status", async () => {
      const { driver, timeoutMs } = localDriver();
      return driver.status(timeoutMs);
    })
    .get("/api/fiscal-agents", () => agents.list())
    .post("/api/fiscal-agents", ({ request, body, set }) => {
      const input = parseOrThrow(FiscalAgentInputSchema, body ?? {});
      set.status = 201;
      return agents.create(user(request), input.name);
    })
    .delete("/api/fiscal-agents/:id", ({ request, params }) => agents.remove(user(request), parseId(params.id)))
    .post("/api/sales/:id/fiscal/retry", ({ params }) => queue.retry(parseId(params.id)))

    // The agent's own API: its token, nothing else.
    .get("/api/fiscal-agent/config", ({ request }) => {
      agents.authenticate(request);
      const s = readFiscalSettings(ctx.db);
      return { enabled: s.enabled, protocol: s.protocol, url: s.url, timeoutMs: s.timeoutMs };
    })
    .post("/api/fiscal-agent/claim", async ({ request, query, server }) => {
      const agent = agents.authenticate(request);
      // The long-poll outlives Bun's 10 s idle timeout.
      server?.timeout(request, Math.ceil(LONG_POLL_MS / 1000) + 15);
      const wait = query.wait === "0" ? 0 : LONG_POLL_MS;
      // An agent deleted while its claim waits gets no job: the deletion wakes the wait, which ends.
      return { job: await waiter.claim(`agent:${agent.id}`, wait, request.signal, () => agents.exists(agent.id)) };
    })
    .post("/api/fiscal-agent/jobs/:id/result", ({ request, params, body }) => {
      const agent = agents.authenticate(request);
      return queue.report(parseId(params.id), parseOrThrow(FiscalJobReportSchema, body ?? {}), `agent:${agent.id}`);
    });
}
