import { createTrail, type Actor } from "../../activity/trail";
import { diffRecords } from "../../domain/activity";
import { invalid } from "../../domain/errors";
import { defaultQuickServiceIds, keepListed } from "../../domain/quick-services";
import { QUICK_SERVICE_UNKNOWN, type QuickServices, type QuickServicesInput } from "../../domain/schemas/quick-services";
import type { AppContext } from "../../http/context";
import { quickServicesRepo } from "./repo";

function parseIds(text: string | undefined): number[] | null {
  if (text === undefined) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((n) => Number.isInteger(n)) ? (value as number[]) : null;
  } catch {
    return null;
  }
}

export function createQuickServicesService(ctx: AppContext) {
  const repo = quickServicesRepo(ctx.db);
  const trail = createTrail(ctx);

  /** The owner's choice (less archived services); before any choice, the most booked services. */
  function get(): QuickServices {
    const listed = repo.activeServices();
    const saved = parseIds(repo.saved());
    if (saved) return { serviceIds: keepListed(saved, listed), custom: true };
    return { serviceIds: defaultQuickServiceIds(listed, repo.bookingCounts()), custom: false };
  }

  return {
    get,
    save(actor: Actor, input: QuickServicesInput): QuickServices {
      const listed = new Set(repo.activeServices().map((s) => s.id));
      if (input.serviceIds.some((id) => !listed.has(id))) throw invalid(QUICK_SERVICE_UNKNOWN, { serviceIds: QUICK_SERVICE_UNKNOWN });
      trail.write(actor, (record) => {
        const before = get().serviceIds;
        repo.save(JSON.stringify(input.serviceIds));
        record({
          action: "updated",
          entity: "settings",
          entityId: null,
          summary: "Servizi rapidi",
          changes: diffRecords({ serviceIds: before }, { serviceIds: input.serviceIds }),
        });
      });
      trail.publish(actor, { topic: "services", action: "updated", ids: [] });
      return get();
    },
  };
}
