import { type Interval, normalize, union } from "./intervals";
import { toMinutes } from "./time";

/**
 * When a visit's stylists are busy. An item of duration D = end − start keeps its stylist busy for
 * the first D − processing − finishing minutes (application), frees her for `processingMinutes`
 * while the client stays (the posa), and busies her again for the last `finishingMinutes` (rinse,
 * finish). Example: Colore 09:00–10:15 with 30 posa and 15 finishing is busy 09:00–09:30 and
 * 10:00–10:15, posa 09:30–10:00. Another client's item may sit inside a posa when its own busy
 * parts fit there. The visit's cleaning time (`cleanupMinutes`) keeps the stylist of the item that
 * ends last busy for that long after it.
 */
export type ItemTimes = {
  stylistId: number;
  startTime: string;
  endTime: string;
  processingMinutes: number;
  finishingMinutes: number;
};

/** The item's posa as an interval, or null when it has none (or its times leave no room for it). */
export function posaPart(item: ItemTimes): Interval | null {
  const start = toMinutes(item.startTime);
  const end = toMinutes(item.endTime);
  const { processing, finishing } = clampedParts(end - start, item.processingMinutes, item.finishingMinutes);
  if (processing === 0) return null;
  return { start: end - finishing - processing, end: end - finishing };
}

/** The item's busy parts, in order (one when it has no posa). */
export function busyParts(item: ItemTimes): Interval[] {
  const start = toMinutes(item.startTime);
  const end = toMinutes(item.endTime);
  const { processing, finishing } = clampedParts(end - start, item.processingMinutes, item.finishingMinutes);
  const posaStart = end - finishing - processing;
  return normalize([
    { start, end: posaStart },
    { start: end - finishing, end },
  ]);
}

/**
 * Staff may shorten an item below its service's parts: the busy start keeps at least one minute,
 * then the posa shrinks before the finishing does, so stored data is never read as impossible.
 */
function clampedParts(duration: number, processingMinutes: number, finishingMinutes: number) {
  const room = Math.max(0, duration - 1);
  const finishing = Math.min(Math.max(0, finishingMinutes), room);
  const processing = Math.min(Math.max(0, processingMinutes), room - finishing);
  return { processing, finishing };
}

/** Each stylist's busy intervals for one visit: its items' busy parts plus the cleaning time. */
export function visitBusyByStylist(items: readonly ItemTimes[], cleanupMinutes = 0): Map<number, Interval[]> {
  const byStylist = new Map<number, Interval[]>();
  for (const item of items) byStylist.set(item.stylistId, [...(byStylist.get(item.stylistId) ?? []), ...busyParts(item)]);
  const last = lastItem(items);
  if (last && cleanupMinutes > 0) {
    const end = toMinutes(last.endTime);
    byStylist.set(last.stylistId, [...(byStylist.get(last.stylistId) ?? []), { start: end, end: end + cleanupMinutes }]);
  }
  for (const [stylistId, parts] of byStylist) byStylist.set(stylistId, union(parts));
  return byStylist;
}

/** The item that ends last (the first of them when several end together). */
export function lastItem<T extends ItemTimes>(items: readonly T[]): T | undefined {
  let last: T | undefined;
  for (const item of items) if (!last || toMinutes(item.endTime) > toMinutes(last.endTime)) last = item;
  return last;
}

/** The visit's span: the earliest item start and the latest item end ("HH:mm"). */
export function visitSpan(items: readonly ItemTimes[]): { startTime: string; endTime: string } | null {
  if (items.length === 0) return null;
  let start = items[0] as ItemTimes;
  for (const item of items) if (toMinutes(item.startTime) < toMinutes(start.startTime)) start = item;
  return { startTime: start.startTime, endTime: (lastItem(items) as ItemTimes).endTime };
}
