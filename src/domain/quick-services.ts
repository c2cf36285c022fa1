import { MAX_QUICK_SERVICES } from "./schemas/quick-services";

/** Before the owner chooses, the dialog offers this many buttons. */
const DEFAULT_QUICK_SERVICES = 4;

/** The shortcuts a salon starts with, found by name in its own list: 'Taglio+Barba' needs both words. */
export const STARTER_QUICK_SERVICES = ["Colore", "Lavaggio", "Piega", "Taglio+Barba"] as const;

type Named = { id: number; name: string };

const norm = (s: string) => s.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

export function findServiceByShortcut<S extends Named>(services: readonly S[], label: string): S | undefined {
  const words = label.split("+").map(norm);
  const matches = services.filter((s) => words.every((w) => norm(s.name).includes(w)));
  // "Piega" picks the service called Piega before "Colore e piega": the shortest name wins.
  return [...matches].sort((a, b) => a.name.length - b.name.length)[0];
}

/**
 * The buttons before the owner chooses: the most booked services first (ties by name), then the
 * starter shortcuts the list has, so a new salon without bookings still gets useful buttons.
 */
export function defaultQuickServiceIds(services: readonly Named[], bookings: ReadonlyMap<number, number>, limit = DEFAULT_QUICK_SERVICES): number[] {
  const booked = services
    .filter((s) => (bookings.get(s.id) ?? 0) > 0)
    .sort((a, b) => (bookings.get(b.id) ?? 0) - (bookings.get(a.id) ?? 0) || a.name.localeCompare(b.name, "it"))
    .map((s) => s.id);
  const starters = STARTER_QUICK_SERVICES.map((label) => findServiceByShortcut(services, label)?.id).filter((id): id is number => id !== undefined);
  return [...new Set([...booked, ...starters])].slice(0, Math.min(limit, MAX_QUICK_SERVICES));
}

/** The owner's saved buttons still in the list (an archived service drops out), in their order. */
export const keepListed = (saved: readonly number[], services: readonly Named[]) => {
  const listed = new Set(services.map((s) => s.id));
  return saved.filter((id) => listed.has(id));
};
