import { CATEGORY_SUGGESTIONS } from "./schemas/services";

/** The categories the catalogue suggests; any other text is a category too, "" is none. */
export const SERVICE_CATEGORY_SUGGESTIONS = CATEGORY_SUGGESTIONS;

/** The heading of services without a category. */
export const NO_CATEGORY = "Altri servizi";

type Categorised = { name: string; category?: string };

/**
 * Services grouped by category for lists and pickers: the suggested categories first in their
 * order, then the others alphabetically, services without one last ("Altri servizi"); each
 * group keeps the services' own order. Categories differing only in case or spaces are one.
 */
export function groupByCategory<S extends Categorised>(services: readonly S[]): { category: string; services: S[] }[] {
  const groups = new Map<string, { category: string; services: S[] }>();
  for (const s of services) {
    const label = (s.category ?? "").trim().replace(/\s+/g, " ");
    const key = label.toLocaleLowerCase("it");
    const group = groups.get(key) ?? { category: label, services: [] };
    group.services.push(s);
    groups.set(key, group);
  }
  const rank = (category: string) => {
    if (category === "") return SERVICE_CATEGORY_SUGGESTIONS.length + 1;
    const i = SERVICE_CATEGORY_SUGGESTIONS.findIndex((c) => c.toLocaleLowerCase("it") === category.toLocaleLowerCase("it"));
    return i === -1 ? SERVICE_CATEGORY_SUGGESTIONS.length : i;
  };
  return [...groups.values()]
    .sort((a, b) => rank(a.category) - rank(b.category) || a.category.localeCompare(b.category, "it"))
    .map((g) => ({ category: g.category === "" ? NO_CATEGORY : g.category, services: g.services }));
}
