import { count, isNull } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { appointments, services } from "../../../db/schema";
import { settingsRepo } from "../../settings/repo";


/** The owner's quick-service buttons, kept as a JSON array of service ids in settings. */
export const QUICK_SERVICES_KEY = "quick_services";

export const quickServicesRepo = (db: Executor) => ({
  saved: () => settingsRepo(db).read(QUICK_SERVICES_KEY),
  save: (value: string) => settingsRepo(db).write(QUICK_SERVICES_KEY, value),
  activeServices: () => db.select({ id: services.id, name: services.name }).from(services).where(isNull(services.archivedAt)).all(),
  bookingCounts: () =>
    new Map(
      db
        .select({ serviceId: appointments.serviceId, n: count() })
        .from(appointments)
        .groupBy(appointments.serviceId)
        .all()
        .map((r) => [r.serviceId, r.n] as [number, number]),
    ),
});
