import { notFound } from "../../domain/errors";
import type { Service, ServiceInput } from "../../domain/schemas/services";
import { createCatalogue } from "../../http/catalogue";
import type { AppContext } from "../../http/context";
import { servicesRepo } from "./repo";

const missing = () => notFound("Servizio non trovato");

export function createServicesService(ctx: AppContext) {
  const repo = servicesRepo(ctx.db);
  const catalogue = createCatalogue<Service, ServiceInput>(ctx, { topic: "services", repo, missing });

  return {
    list: catalogue.list,
    create: catalogue.create,
    update: catalogue.update,

    /**
     * Never a real DELETE: appointments, past and future, keep pointing at the row and so keep
     * their service name and price. Archived, the service leaves lists and pickers.
     */
    remove(id: number) {
      if (!repo.archive(id, catalogue.now())) throw missing();
      return catalogue.archived(id);
    },
  };
}
