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

  /** The owner's choice (less archived services); before any choice, the most booked services. */
  function get(): QuickServices {
    const listed = repo.activeServices();
    const saved = parseIds(repo.saved());
    if (saved) return { serviceIds: keepListed(saved, listed), custom: true };
    return { serviceIds: defaultQuickServiceIds(listed, repo.bookingCounts()), custom: false };
  }

  return {
    get,
    save(input: QuickServicesInput): QuickServices {
      const listed = new Set(repo.activeServices().map((s) => s.id));
      if (input.serviceIds.some((id) => !listed.has(id))) throw invalid(QUICK_SERVICE_UNKNOWN, { serviceIds: QUICK_SERVICE_UNKNOWN });
      repo.save(JSON.stringify(input.serviceIds));
      ctx.events.publish({ topic: "services", action: "updated", ids: [] });
      return get();
    },
  };
}
