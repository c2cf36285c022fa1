import { notFound } from "../../domain/errors";
import type { Client, ClientInput, ClientSummary } from "../../domain/schemas/clients";
import type { AppContext } from "../../http/context";
import { createClientListCache } from "./list-cache";
import { diffRecords, displayName } from "../../domain/activity";
import { createTrail, type Actor } from "../../activity/trail";
import { clientsRepo } from "./repo";

// Italian order, ignoring case and accents: "D'Amico", "de Luca", "De Rossi", "Èrcole", "Esposito".
const collator = new Intl.Collator("it", { sensitivity: "base", numeric: true });
const byName = (a: Client, b: Client) =>
  collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName) || a.id - b.id;

const missing = () => notFound("Cliente non trovato");

export function createClientsService(ctx: AppContext) {
  const repo = clientsRepo(ctx.db);
  const now = () => ctx.clock.now().toISOString();
  const trail = createTrail(ctx);
  const snap = (c: Client) => ({ firstName: c.firstName, lastName: c.lastName, phone: c.phone, email: c.email, notes: c.notes });
  const listCache = createClientListCache(
    { all: repo.list, byIds: repo.findMany, version: repo.dataVersion },
    byName,
  );
  // Every writer of clients publishes a "clients" event after commit (the house rule), this
  // service and any other feature alike: the cached list follows them all.
  ctx.events.subscribe((event) => {
    if (event.topic === "clients") listCache.changed(event.ids);
  });

  return {
    /** Every client sorted by last name, then first name, in Italian order; serialised once per change. */
    listBody: () => listCache.body(),

    summary(id: number): ClientSummary {
      if (!repo.find(id)) throw missing();
      return { id, appointmentCount: repo.countAppointments(id), reminderCount: repo.countReminders(id) };
    },

    create(actor: Actor, input: ClientInput): Client {
      const client = trail.write(actor, (record) => {
        const client = repo.insert(input);
        record({ action: "created", entity: "client", entityId: client.id, summary: displayName(client), changes: diffRecords(null, snap(client)) });
        return client;
      });
      trail.publish(actor, { topic: "clients", action: "created", ids: [client.id] });
      return client;
    },

    update(actor: Actor, id: number, input: ClientInput): Client {
      const client = trail.write(actor, (record) => {
        const before = repo.find(id);
        const client = before ? repo.update(id, input, now()) : undefined;
        if (!before || !client) throw missing();
        record({ action: "updated", entity: "client", entityId: id, summary: displayName(client), changes: diffRecords(snap(before), snap(client)) });
        return client;
      });
      trail.publish(actor, { topic: "clients", action: "updated", ids: [id] });
      return client;
    },

    /**
     * The right to be forgotten: the client goes with every appointment and reminder (the foreign
     * keys cascade). The counts are taken in the same transaction, so they are what was deleted.
     */
    remove(actor: Actor, id: number): ClientSummary {
      const removed = ctx.db.transaction(
        (tx) => {
          const repoTx = clientsRepo(tx);
          const found = repoTx.find(id);
          if (!found) throw missing();
          const summary = { id, appointmentCount: repoTx.countAppointments(id), reminderCount: repoTx.countReminders(id) };
          repoTx.remove(id);
          // The right to be forgotten: the entry names the client (the summary) but keeps none of their data.
          trail.record(actor, { action: "deleted", entity: "client", entityId: id, summary: displayName(found), changes: {} }, tx);
          return summary;
        },
        { behavior: "immediate" },
      );
      trail.publish(actor, { topic: "clients", action: "deleted", ids: [id] });
      return removed;
    },
  };
}
