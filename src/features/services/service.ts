import { notFound } from "../../domain/errors";
import type { Service, ServiceInput } from "../../domain/schemas/services";
import { createCatalogue } from "../../http/catalogue";
import type { AppContext } from "../../http/context";
import type { Actor } from "../../activity/trail";
import { servicesRepo } from "./repo";

const missing = () => notFound("Servizio non trovato");

export function createServicesService(ctx: AppContext) {
  const repo = servicesRepo(ctx.db);
  const catalogue = createCatalogue<Service, ServiceInput>(ctx, {
    topic: "services",
    entity: "service",
    repo,
    missing,
    snapshot: (s) => ({ name: s.name, duration: s.duration, price: s.price, description: s.description }),
  });

  return {
    list: catalogue.list,
    create: catalogue.create,
    update: catalogue.update,

    /**
     * Never a real DELETE: appointments, past and future, keep pointing at the row and so keep
     * their service name and price. Archived, the service leaves lists and pickers.
     */
    remove(actor: Actor, id: number) {
      catalogue.trail.write(actor, (record) => {
        const service = repo.archive(id, catalogue.now());
        if (!service) throw missing();
        record({ action: "archived", entity: "service", entityId: id, summary: service.name, changes: {} });
      });
      return catalogue.archived(actor, id);
    },
  };
}
