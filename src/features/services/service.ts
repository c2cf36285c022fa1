import type { ArchivedResponse } from "../../domain/schemas/common";
import { notFound } from "../../domain/errors";
import type { Service, ServiceInput } from "../../domain/schemas/services";
import type { AppContext } from "../../http/context";
import { diffRecords } from "../../domain/activity";
import { createTrail, type Actor } from "../../activity/trail";
import { servicesRepo } from "./repo";

const collator = new Intl.Collator("it", { sensitivity: "base", numeric: true });
const byName = (a: Service, b: Service) => collator.compare(a.name, b.name) || a.id - b.id;

const missing = () => notFound("Servizio non trovato");

export function createServicesService(ctx: AppContext) {
  const repo = servicesRepo(ctx.db);
  const now = () => ctx.clock.now().toISOString();
  const trail = createTrail(ctx);
  const snap = (s: Service) => ({ name: s.name, duration: s.duration, price: s.price, description: s.description });

  return {
    list: () => repo.listActive().sort(byName),

    create(actor: Actor, input: ServiceInput): Service {
      const service = trail.write(actor, (record) => {
        const service = repo.insert(input);
        record({ action: "created", entity: "service", entityId: service.id, summary: service.name, changes: diffRecords(null, snap(service)) });
        return service;
      });
      trail.publish(actor, { topic: "services", action: "created", ids: [service.id] });
      return service;
    },

    update(actor: Actor, id: number, input: ServiceInput): Service {
      const service = trail.write(actor, (record) => {
        const before = repo.findActive(id);
        const service = before ? repo.update(id, input, now()) : undefined;
        if (!before || !service) throw missing();
        record({ action: "updated", entity: "service", entityId: id, summary: service.name, changes: diffRecords(snap(before), snap(service)) });
        return service;
      });
      trail.publish(actor, { topic: "services", action: "updated", ids: [id] });
      return service;
    },

    /**
     * Never a real DELETE: appointments, past and future, keep pointing at the row and so keep
     * their service name and price. Archived, the service leaves lists and pickers.
     */
    remove(actor: Actor, id: number): ArchivedResponse {
      trail.write(actor, (record) => {
        const service = repo.archive(id, now());
        if (!service) throw missing();
        record({ action: "archived", entity: "service", entityId: id, summary: service.name, changes: {} });
      });
      trail.publish(actor, { topic: "services", action: "deleted", ids: [id] });
      return { id, archived: true };
    },
  };
}
