/**
 * The owner's online-booking settings, kept as one JSON value in `settings`. Read by the settings
 * screen's feature and by the public booking routes, so it lives below both.
 */
import * as v from "valibot";
import type { Executor } from "../../db/client";
import { ONLINE_BOOKING_DEFAULTS, OnlineBookingSettingsSchema, type OnlineBookingSettings } from "../domain/schemas/online-booking";
import { settingsRepo } from "../settings/repo";

export const ONLINE_BOOKING_KEY = "online_booking";

/**
 * The saved value field by field over the defaults: a field missing or unreadable (an older
 * value, a hand edit) takes its default rather than turning the whole feature off or on.
 */
export function readOnlineBookingSettings(text: string | undefined): OnlineBookingSettings {
  const result: OnlineBookingSettings = { ...ONLINE_BOOKING_DEFAULTS, serviceIds: [], stylistIds: [] };
  if (text === undefined) return result;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return result;
  }
  if (typeof raw !== "object" || raw === null) return result;
  const entries = OnlineBookingSettingsSchema.entries;
  for (const key of Object.keys(entries) as (keyof OnlineBookingSettings)[]) {
    const parsed = v.safeParse(entries[key], Reflect.get(raw, key));
    if (parsed.success) Object.assign(result, { [key]: parsed.output });
  }
  return result;
}

export const onlineBookingSettingsRepo = (db: Executor) => ({
  get: (): OnlineBookingSettings => readOnlineBookingSettings(settingsRepo(db).read(ONLINE_BOOKING_KEY)),
  save: (value: OnlineBookingSettings) => settingsRepo(db).write(ONLINE_BOOKING_KEY, JSON.stringify(value)),
});
