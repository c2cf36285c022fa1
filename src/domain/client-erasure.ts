import type { AppointmentStatus } from "./appointment-status";
import type { ActivityChanges } from "./schemas/activity";

/**
 * Deleting a client who has visits anonymises her: the salon keeps its records (visits, items,
 * prices, counts) and she keeps no personal data. Her row reads "Cliente eliminato".
 */
export const ERASED_CLIENT = { firstName: "Cliente", lastName: "eliminato" } as const;
export const ERASED_NAME = "Cliente eliminato";

/** The client fields that are hers: dropped from her own trail entries' changes. */
export const PERSONAL_FIELDS = ["firstName", "lastName", "phone", "email", "notes", "birthday", "codiceFiscale", "address", "allergies", "patchTestDate"] as const;

/**
 * A visit still to come: today or later, and neither started, done, missed nor cancelled. A
 * visit "arrived" today is in the chair now, so it is not offered for cancelling.
 */
export const FUTURE_STATUSES: readonly AppointmentStatus[] = ["pending", "booked", "confirmed"];
export const isFutureVisit = (visit: { date: string; status: AppointmentStatus }, today: string) =>
  visit.date >= today && FUTURE_STATUSES.includes(visit.status);

/**
 * `text` with each of her names replaced by "Cliente eliminato". Longer names go first, so
 * "Maria Rossi" is replaced whole before a walk-in's "Maria" could split it. An empty name
 * (a walk-in without one) replaces nothing.
 */
export function scrubNames(text: string, names: readonly string[]): string {
  const wanted = [...new Set(names.map((n) => n.trim()).filter((n) => n !== "" && n !== ERASED_NAME))].sort((a, b) => b.length - a.length);
  let out = text;
  for (const name of wanted) out = out.split(name).join(ERASED_NAME);
  return out;
}

const scrubValue = (value: unknown, names: readonly string[]): unknown => {
  if (typeof value === "string") return scrubNames(value, names);
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, names));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubValue(v, names)]));
  }
  return value;
};

export type TrailText = { summary: string; changes: ActivityChanges };

/**
 * One trail entry about her, without her: on her own client entries the summary becomes
 * "Cliente eliminato" and her personal fields leave the changes (what stays, such as a consent
 * flag, says nothing about who she was); on any other entry (her visits, her reminders) each of
 * her names becomes "Cliente eliminato" wherever it appears.
 */
export function scrubEntry(entry: TrailText, names: readonly string[], ownClientEntry: boolean): TrailText {
  const changes = Object.fromEntries(
    Object.entries(entry.changes)
      .filter(([field]) => !ownClientEntry || !(PERSONAL_FIELDS as readonly string[]).includes(field))
      .map(([field, pair]) => [field, scrubValue(pair, names) as [unknown, unknown]]),
  );
  return { summary: ownClientEntry ? ERASED_NAME : scrubNames(entry.summary, names), changes };
}
