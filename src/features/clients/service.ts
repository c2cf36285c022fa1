import { notFound } from "../../domain/errors";
import type { Client, ClientInput, ClientSummary } from "../../domain/schemas/clients";
import type { AppContext } from "../../http/context";
import { createClientListCache } from "./list-cache";
import { clientsRepo } from "./repo";

// Italian order, ignoring case and accents: "D'Amico", "de Luca", "De Rossi", "Èrcole", "Esposito".
const collator = new Intl.Collator("it", { sensitivity: "base", numeric: true });
const byName = (a: Client, b: Client) =>
  collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName) || a.id - b.id;

const missing = () => notFound("Cliente non trovato");

export function createClientsService(ctx: AppContext) {
  const repo = clientsRepo(ctx.db);
  const now = () => ctx.clock.now().toISOString();
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

    create(input: ClientInput): Client {
      const client = repo.insert(input);
      ctx.events.publish({ topic: "clients", action: "created", ids: [client.id] });
      return client;
    },

    update(id: number, input: ClientInput): Client {
      const client = repo.update(id, input, now());
      if (!client) throw missing();
      ctx.events.publish({ topic: "clients", action: "updated", ids: [id] });
      return client;
    },

    /**
     * The right to be forgotten: the client goes with every appointment and reminder (the foreign
     * keys cascade). The counts are taken in the same transaction, so they are what was deleted.
     */
    remove(id: number): ClientSummary {
      const removed = ctx.db.transaction(
        (tx) => {
          const repoTx = clientsRepo(tx);
          if (!repoTx.find(id)) throw missing();
          const summary = { id, appointmentCount: repoTx.countAppointments(id), reminderCount: repoTx.countReminders(id) };
          repoTx.remove(id);
          return summary;
        },
        { behavior: "immediate" },
      );
      ctx.events.publish({ topic: "clients", action: "deleted", ids: [id] });
      return removed;
    },
  };
}
