import type { ActivityChanges } from "./schemas/activity";
import { instantIn } from "./time";

/** Bookkeeping columns that change on every write and say nothing a person wants to read. */
const NOISE = new Set(["id", "createdAt", "updatedAt", "version", "passwordHash"]);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The changed fields of a record, `{ field: [before, after] }`. A creation (before null) lists
 * every field as [null, value]; a deletion (after null) every field as [value, null]; an update
 * only the fields whose value differs. Ids, timestamps, versions and hashes are left out.
 */
export function diffRecords(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): ActivityChanges {
  const changes: ActivityChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (NOISE.has(key)) continue;
    const from = before ? (before[key] ?? null) : null;
    const to = after ? (after[key] ?? null) : null;
    if (before && after && same(from, to)) continue;
    if (!before && to === null) continue;
    if (!after && from === null) continue;
    changes[key] = [from, to];
  }
  return changes;
}

/** The fields whose change makes an appointment's update a move (another day, time or stylist). */
const MOVE_FIELDS = ["date", "startTime", "endTime", "stylist", "stylistId"];

/** "moved" when an update changed the day, the time or the stylist; "updated" otherwise. */
export function appointmentUpdateAction(changes: ActivityChanges): "moved" | "updated" {
  return MOVE_FIELDS.some((field) => field in changes) ? "moved" : "updated";
}

/** Keyset cursor of the activity list: the last entry's (at, id), newest first. */
export const encodeCursor = (entry: { at: string; id: number }) => `${entry.at}_${entry.id}`;
export function decodeCursor(cursor: string): { at: string; id: number } | null {
  const cut = cursor.lastIndexOf("_");
  const at = cursor.slice(0, cut);
  const id = Number(cursor.slice(cut + 1));
  return cut > 0 && Number.isSafeInteger(id) && !Number.isNaN(Date.parse(at)) ? { at, id } : null;
}

/**
 * The UTC instant at which a salon calendar day starts (its first wall-clock minute). Example in
 * Europe/Rome: 2026-11-22 starts at 2026-11-21T23:00:00.000Z, 2026-07-01 at 2026-06-30T22:00:00.000Z.
 */
export const dayStartUtc = (timeZone: string, day: string): string => instantIn(timeZone, day, 0).toISOString();
