import { isNull } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { services, stylists } from "../../../db/schema";

/** What the settings screen checks its choices against: services and stylists not archived. */
export const onlineBookingRepo = (db: Executor) => ({
  activeServiceIds: () => new Set(db.select({ id: services.id }).from(services).where(isNull(services.archivedAt)).all().map((r) => r.id)),
  activeStylistIds: () => new Set(db.select({ id: stylists.id }).from(stylists).where(isNull(stylists.archivedAt)).all().map((r) => r.id)),
});
