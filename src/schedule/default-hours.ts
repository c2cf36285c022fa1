import { count } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { openingHours, users } from "../../db/schema";
import { FIRST_START_OPENING_HOURS, normalizeOpeningHours, SETTINGS_DEFAULT_OPENING_HOURS, type WeeklyOpeningHours } from "../domain/availability";
import { settingsRepo } from "../settings/repo";

/** The week a salon runs on until the owner saves its hours, fixed at its first start. */
export const DEFAULT_HOURS_KEY = "opening_hours_defaults";

/**
 * The opening hours in force before the owner saves any: those fixed at the first start (Monday
 * closed), or for a database older than that rule the settings screen's long-standing defaults,
 * so an existing salon's week never changes under it.
 */
export function defaultOpeningHours(db: Executor): WeeklyOpeningHours {
  const text = settingsRepo(db).read(DEFAULT_HOURS_KEY);
  if (text === undefined) return SETTINGS_DEFAULT_OPENING_HOURS;
  try {
    return normalizeOpeningHours(JSON.parse(text), SETTINGS_DEFAULT_OPENING_HOURS);
  } catch {
    return SETTINGS_DEFAULT_OPENING_HOURS;
  }
}

/**
 * On a new, empty database (no user, no saved hours) the default week closes on Monday, as most
 * Italian salons do. Called once at start before the first user is created; on any database that
 * already has users or hours it does nothing.
 */
export function fixFirstStartHours(db: Executor): boolean {
  const hasUsers = (db.select({ n: count() }).from(users).get()?.n ?? 0) > 0;
  const hasHours = (db.select({ n: count() }).from(openingHours).get()?.n ?? 0) > 0;
  const repo = settingsRepo(db);
  if (hasUsers || hasHours || repo.read(DEFAULT_HOURS_KEY) !== undefined) return false;
  repo.write(DEFAULT_HOURS_KEY, JSON.stringify(FIRST_START_OPENING_HOURS));
  return true;
}
