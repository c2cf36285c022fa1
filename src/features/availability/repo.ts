import { asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { services, stylists } from "../../../db/schema";
import { performerIds, salonDays } from "../../schedule/salon-days";

/** What the free-slot search reads: the candidates, the services, and the salon's days (salon-days.ts). */
export const availabilityRepo = (db: Db) => {
  const days = salonDays(db);
  return {
    /** Active stylists in the order the calendar lists them. */
    activeStylistIds: (): number[] =>
      db.select({ id: stylists.id }).from(stylists).where(isNull(stylists.archivedAt)).orderBy(asc(stylists.id)).all().map((r) => r.id),
    findStylist: (id: number) => db.select({ id: stylists.id, archivedAt: stylists.archivedAt }).from(stylists).where(eq(stylists.id, id)).get(),
    /** The services asked for (archived ones too: staff may search for an old booking's length). */
    services: (ids: readonly number[]) =>
      db
        .select({
          id: services.id,
          duration: services.duration,
          processingMinutes: services.processingMinutes,
          finishingMinutes: services.finishingMinutes,
          stylistIds: services.stylistIds,
        })
        .from(services)
        .where(inArray(services.id, [...ids]))
        .all()
        .map((s) => ({ ...s, stylistIds: performerIds(s.stylistIds) })),
    schedule: days.load,
  };
};
