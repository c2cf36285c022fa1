import { and, count, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { openingHours, services, stylists, users } from "../../../db/schema";
import { onlineBookingSettingsRepo } from "../../schedule/online-booking-settings";
import { settingsRepo } from "../../settings/repo";

const CHECKLIST_HIDDEN_KEY = "setup_checklist_hidden";

/** What the set-up checklist counts, each from the data itself. */
export const setupRepo = (db: Executor) => ({
  openingHoursSaved: () => (db.select({ n: count() }).from(openingHours).get()?.n ?? 0) > 0,
  activeServices: () => db.select({ n: count() }).from(services).where(isNull(services.archivedAt)).get()?.n ?? 0,
  activeStylists: () => db.select({ n: count() }).from(stylists).where(isNull(stylists.archivedAt)).get()?.n ?? 0,
  activeUsers: () => db.select({ n: count() }).from(users).where(and(eq(users.active, true))).get()?.n ?? 0,
  onlineBookingOn: () => onlineBookingSettingsRepo(db).get().enabled,
  hidden: () => settingsRepo(db).read(CHECKLIST_HIDDEN_KEY) === "true",
  setHidden: (hidden: boolean) => settingsRepo(db).write(CHECKLIST_HIDDEN_KEY, String(hidden)),
});
