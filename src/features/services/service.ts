import type { ArchivedResponse } from "../../domain/schemas/common";
import { notFound } from "../../domain/errors";
import type { Service, ServiceInput } from "../../domain/schemas/services";
import type { AppContext } from "../../http/context";
import { servicesRepo } from "./repo";

const collator = new Intl.Collator("it", { sensitivity: "base", numeric: true });
const byName = (a: Service, b: Service) => collator.compare(a.name, b.name) || a.id - b.id;

const missing = () => notFound("Servizio non trovato");

export function createServicesService(ctx: AppContext) {
  const repo = servicesRepo(ctx.db);
  const now = () => ctx.clock.now().toISOString();

  return {
    list: () => repo.listActive().sort(byName),

    create(input: ServiceInput): Service {
      const service = repo.insert(input);
      ctx.events.publish({ topic: "services", action: "created", ids: [service.id] });
      return service;
    },

    update(id: number, input: ServiceInput): Service {
      const service = repo.update(id, input, now());
      if (!service) throw missing();
      ctx.events.publish({ topic: "services", action: "updated", ids: [id] });
      return service;
    },

    /**
     * Never a real DELETE: appointments, past and future, keep pointing at the row and so keep
     * their service name and price. Archived, the service leaves lists and pickers.
     */
    remove(id: number): ArchivedResponse {
      const service = repo.archive(id, now());
      if (!service) throw missing();
      ctx.events.publish({ topic: "services", action: "deleted", ids: [id] });
      return { id, archived: true };
    },
  };
}
