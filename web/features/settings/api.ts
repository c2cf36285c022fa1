import {
  normalizeOpeningHours,
  SETTINGS_DEFAULT_OPENING_HOURS,
  type WeeklyOpeningHours,
} from "../../../src/domain/availability";
import type { OpeningHoursInput } from "../../../src/domain/schemas/opening-hours";
import { api, apiGet } from "../../lib/api";
import { queryAtom } from "../../lib/query";

export type WhatsappStatus = {
  configured: boolean;
  hasAccessToken: boolean;
  hasPhoneNumberId: boolean;
  hasBusinessAccountId: boolean;
};

/**
 * The variables only change with a restart, so there is no topic to follow: the status is read
 * when the screen opens (spec's 30 s refresh dropped; nothing polls).
 */
export const whatsappStatusAtom = queryAtom([], () => apiGet<WhatsappStatus>("/api/whatsapp/status"));

/** Re-fetched on every "opening-hours" event, the live replacement for the spec's 5 s poll. */
export const openingHoursAtom = queryAtom(["opening-hours"], async () =>
  normalizeOpeningHours(await apiGet<unknown>("/api/settings/hours"), SETTINGS_DEFAULT_OPENING_HOURS),
);

export const saveOpeningHours = (week: OpeningHoursInput) => api<WeeklyOpeningHours>("POST", "/api/settings/hours", week);
