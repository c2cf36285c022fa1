import { invalid, notFound } from "../../domain/errors";
import { PARTS_TOO_LONG, serviceTimesFit, STYLIST_UNKNOWN, type Service, type ServiceInput } from "../../domain/schemas/services";
import { createCatalogue } from "../../http/catalogue";
import type { AppContext } from "../../http/context";
import type { Actor } from "../../activity/trail";
import { servicesRepo, type ServiceValues } from "./repo";

const missing = () => notFound("Servizio non trovato");

export function createServicesService(ctx: AppContext) {
  const repo = servicesRepo(ctx.db);

  /** A request's fields over the stored ones (or the defaults), checked as a whole. */
  function complete(input: ServiceInput, before?: Service): ServiceValues {
    const values: ServiceValues = {
      name: input.name,
      duration: input.duration,
      price: input.price,
      description: input.description,
      processingMinutes: input.processingMinutes ?? before?.processingMinutes ?? 0,
      finishingMinutes: input.finishingMinutes ?? before?.finishingMinutes ?? 0,
      category: input.category ?? before?.category ?? "",
      stylistIds: input.stylistIds ?? before?.stylistIds ?? [],
      vatRatePercent: input.vatRatePercent ?? before?.vatRatePercent ?? 22,
      patchTestRequired: input.patchTestRequired ?? before?.patchTestRequired ?? false,
    };
    if (!serviceTimesFit(values)) throw invalid(PARTS_TOO_LONG, { processingMinutes: PARTS_TOO_LONG }, "validation");
    const known = new Set(repo.existingStylists(values.stylistIds));
    if (values.stylistIds.some((id) => !known.has(id))) throw invalid(STYLIST_UNKNOWN, { stylistIds: STYLIST_UNKNOWN }, "invalid_reference");
    return values;
  }

  const catalogue = createCatalogue<Service, ServiceInput>(ctx, {
    topic: "services",
    entity: "service",
    // Visits copied name, price and times into their items: nothing here changes a stored visit.
    repo: {
      listActive: repo.listActive,
      findActive: repo.findActive,
      insert: (input) => repo.insert(complete(input)),
      update: (id, input, at) => {
        const before = repo.findActive(id);
        return before ? repo.update(id, complete(input, before), at) : undefined;
      },
    },
    missing,
    snapshot: (s) => ({
      name: s.name,
      duration: s.duration,
      price: s.price,
      description: s.description,
      processingMinutes: s.processingMinutes,
      finishingMinutes: s.finishingMinutes,
      category: s.category,
      stylistIds: s.stylistIds.join(", "),
      vatRatePercent: s.vatRatePercent,
      testPelle: s.patchTestRequired ? "sì" : "no",
    }),
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
