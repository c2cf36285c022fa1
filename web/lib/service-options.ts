import { groupByCategory } from "../../src/domain/service-categories";
import type { Service } from "../../src/domain/schemas/services";
import { formatDuration } from "../../src/domain/time";

/**
 * A service picker's choices grouped by category (the select draws one <optgroup> per category):
 * "Colore (1 h 15 min)" under "Colore". `withDuration: false` gives the bare names.
 */
export function serviceOptions(services: readonly Service[], { withDuration = true } = {}) {
  return groupByCategory(services as readonly (Service & { category?: string })[]).flatMap((group) =>
    group.services.map((s) => ({
      value: String(s.id),
      label: withDuration ? `${s.name} (${formatDuration(s.duration)})` : s.name,
      group: group.category,
    })),
  );
}
