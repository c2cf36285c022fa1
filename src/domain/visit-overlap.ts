import { type Interval, overlapsAny, union } from "./intervals";
import { toMinutes } from "./time";
import { busyParts, type ItemTimes, visitBusyByStylist } from "./visit-time";

/**
 * The double-booking rule for visits: a stylist is busy only during her items' busy parts (and the
 * cleaning time after a visit's last item). A visit fits when, for each of its stylists, its busy
 * parts touch no busy part of another visit of that stylist that day. A 30-minute cut fits in a
 * 30-minute posa; a 45-minute one runs into the finishing and does not; touching is not overlapping.
 */

/** Another visit's item as the overlap rule reads it. */
export type OtherItem = ItemTimes & {
  appointmentId: number;
  /** The other visit's cleaning time when this is its last item, else 0. */
  cleanupMinutes: number;
};

/** Busy parts of one stored item, its visit's cleaning time included when it is the visit's last. */
export function otherBusy(item: OtherItem): Interval[] {
  const end = toMinutes(item.endTime);
  return union(busyParts(item), item.cleanupMinutes > 0 ? [{ start: end, end: end + item.cleanupMinutes }] : []);
}

/**
 * The first other item (earliest start) whose busy time overlaps the visit's busy time for the same
 * stylist, or null when the visit fits. `others` may hold items of any stylist and day: only those
 * of the visit's stylists are compared, and the caller gives one day.
 */
export function findVisitClash<O extends OtherItem>(
  items: readonly ItemTimes[],
  cleanupMinutes: number,
  others: readonly O[],
): O | null {
  const mine = visitBusyByStylist(items, cleanupMinutes);
  let found: O | null = null;
  for (const other of others) {
    const parts = mine.get(other.stylistId);
    if (!parts || !overlapsAny(parts, otherBusy(other))) continue;
    if (!found || toMinutes(other.startTime) < toMinutes(found.startTime)) found = other;
  }
  return found;
}

/**
 * Within one visit, the first item (by position) whose busy parts overlap an earlier item's busy
 * parts with the same stylist: one person cannot colour and cut at once. Answers both positions.
 */
export function findOwnClash(items: readonly ItemTimes[]): { index: number; with: number } | null {
  for (let i = 1; i < items.length; i++) {
    const item = items[i] as ItemTimes;
    for (let j = 0; j < i; j++) {
      const earlier = items[j] as ItemTimes;
      if (earlier.stylistId === item.stylistId && overlapsAny(busyParts(earlier), busyParts(item))) return { index: i, with: j };
    }
  }
  return null;
}
