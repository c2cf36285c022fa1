import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { services } from "../../../db/schema";
import type { Service, ServiceInput } from "../../domain/schemas/services";

const columns = {
  id: services.id,
  name: services.name,
  duration: services.duration,
  price: services.price,
  description: services.description,
};

const live = (id: number) => and(eq(services.id, id), isNull(services.archivedAt));

export const servicesRepo = (db: Db) => ({
  /** Archived services are gone from lists and pickers; appointments still join them by id. */
  listActive: (): Service[] => db.select(columns).from(services).where(isNull(services.archivedAt)).all(),
  findActive: (id: number): Service | undefined => db.select(columns).from(services).where(live(id)).get(),
  insert: (input: ServiceInput): Service => db.insert(services).values(input).returning(columns).get(),
  update: (id: number, input: ServiceInput, at: string): Service | undefined =>
    db.update(services).set({ ...input, updatedAt: at }).where(live(id)).returning(columns).get(),
  archive: (id: number, at: string): Service | undefined =>
    db.update(services).set({ archivedAt: at, updatedAt: at }).where(live(id)).returning(columns).get(),
});
