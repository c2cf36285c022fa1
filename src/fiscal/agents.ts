import { createHash, randomBytes } from "node:crypto";
import { DomainError, notFound } from "../domain/errors";
import type { FiscalAgent } from "../domain/schemas/fiscal";
import type { PublicUser } from "../domain/schemas/auth";
import { createTrail } from "../activity/trail";
import type { AppContext } from "../http/context";
import { fiscalRepo, type FiscalAgentRow } from "./repo";

/** Agent tokens start with this, so a session token is never mistaken for one. */
const PREFIX = "rta_";
const hash = (token: string) => createHash("sha256").update(token).digest("hex");

const toAgent = (row: FiscalAgentRow): FiscalAgent => ({ id: row.id, name: row.name, lastSeenAt: row.lastSeenAt, createdAt: row.createdAt });

/**
 * Printer agents (`salone rt-agent`): each has a token shown once at creation and stored only as
 * its SHA-256 (a random 256-bit token needs no slow hash). The token opens the agent's own API and
 * nothing else; each call it makes is its last contact.
 */
export function createFiscalAgents(ctx: Pick<AppContext, "db" | "clock" | "events">, onChange: () => void) {
  const repo = fiscalRepo(ctx.db);
  const trail = createTrail(ctx);
  return {
    list: (): FiscalAgent[] => repo.agents().map(toAgent),
    create(user: PublicUser, name: string) {
      const token = PREFIX + randomBytes(32).toString("base64url");
      const row = trail.write(user, (record) => {
        const agent = repo.insertAgent(name, hash(token));
        record({ action: "created", entity: "settings", entityId: agent.id, summary: `Agente stampante fiscale «${name}» creato`, changes: { agent: [null, name] } });
        return agent;
      });
      trail.publish(user, { topic: "settings", action: "updated", ids: [] });
      onChange();
      return { id: row.id, name: row.name, token };
    },
    remove(user: PublicUser, id: number): FiscalAgent {
      const row = trail.write(user, (record) => {
        const agent = repo.deleteAgent(id);
        if (!agent) throw notFound("Agente non trovato");
        record({ action: "deleted", entity: "settings", entityId: id, summary: `Agente stampante fiscale «${agent.name}» eliminato`, changes: { agent: [agent.name, null] } });
        return agent;
      });
      trail.publish(user, { topic: "settings", action: "updated", ids: [] });
      onChange();
      return toAgent(row);
    },
    /** Still registered (not deleted meanwhile)? */
    exists: (id: number): boolean => repo.agents().some((agent) => agent.id === id),
    /** The agent a request's bearer token belongs to (its last contact now), or 401. */
    authenticate(request: Request): FiscalAgentRow {
      const header = request.headers.get("authorization") ?? "";
      const token = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
      const agent = token.startsWith(PREFIX) ? repo.agentByHash(hash(token)) : undefined;
      if (!agent) throw new DomainError("unauthorized", "Token dell'agente non valido o revocato", "agent_token");
      repo.touchAgent(agent.id, ctx.clock.now().toISOString());
      return agent;
    },
  };
}
export type FiscalAgents = ReturnType<typeof createFiscalAgents>;
