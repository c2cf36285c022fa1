import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { services, stylists } from "../../../db/schema";
import type { Service } from "../../domain/schemas/services";

const columns = {
  id: services.id,
  name: services.name,
  duration: services.duration,
  price: services.price,
  description: services.description,
  processingMinutes: services.processingMinutes,
  finishingMinutes: services.finishingMinutes,
  category: services.category,
  stylistIds: services.stylistIds,
  vatRatePercent: services.vatRatePercent,
  patchTestRequired: services.patchTestRequired,
};

/** Every field of a service but its id, complete (the service filled what the request left out). */
export type ServiceValues = Omit<Service, "id">;
type Row = Omit<Service, "stylistIds"> & { stylistIds: string };

// stylistIds is stored as a JSON array of ids ("[]" = everyone).
const toService = (row: Row): Service => {
  const parsed: unknown = JSON.parse(row.stylistIds);
  return { ...row, stylistIds: Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === "number") : [] };
};
const maybe = (row: Row | undefined) => (row ? toService(row) : undefined);
const stored = (values: ServiceValues) => ({ ...values, stylistIds: JSON.stringify(values.stylistIds) });

const live = (id: number) => and(eq(services.id, id), isNull(services.archivedAt));

export const servicesRepo = (db: Db) => ({
  /** Archived services are gone from lists and pickers; appointments still join them by id. */
  listActive: (): Service[] => db.select(columns).from(services).where(isNull(services.archivedAt)).all().map(toService),
  findActive: (id: number): Service | undefined => maybe(db.select(columns).from(services).where(live(id)).get()),
  insert: (values: ServiceValues): Service => toService(db.insert(services).values(stored(values)).returning(columns).get()),
  update: (id: number, values: ServiceValues, at: string): Service | undefined =>
    maybe(db.update(services).set({ ...stored(values), updatedAt: at }).where(live(id)).returning(columns).get()),
  archive: (id: number, at: string): Service | undefined =>
    maybe(db.update(services).set({ archivedAt: at, updatedAt: at }).where(live(id)).returning(columns).get()),
  /** Which of these stylist ids exist (archived ones included: they keep their services). */
  existingStylists: (ids: number[]): number[] =>
    ids.length === 0 ? [] : db.select({ id: stylists.id }).from(stylists).where(inArray(stylists.id, ids)).all().map((s) => s.id),
});
