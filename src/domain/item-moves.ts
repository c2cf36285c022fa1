/**
 * Moving one item of a visit on the day view (a drag or a keyboard move): the item keeps its
 * length, processing and finishing and takes the slot's start and stylist; the visit's other items
 * stay where they are. The move is judged with the busy-time rules: the moved item's busy parts
 * (plus the cleaning time when it ends the visit) must not overlap the busy parts of the target
 * stylist's other visits, so a cut may land inside another client's posa; and every minute of the
 * item, start to end, must lie on slots where the stylist takes bookings (a break can be overridden,
 * as a click on it can; an absence, a day off or a closed hour cannot).
 */
import { isUnavailableSlot, type MoveVerdict } from "./appointments";
import { SLOT_MINUTES, type Slot } from "./availability";
import { overlapsAny, union, type Interval } from "./intervals";
import { fromMinutes, normalizeTime, toMinutes } from "./time";
import { visitBusyByStylist, visitSpan, type ItemTimes } from "./visit-time";

export type MovableItem = ItemTimes & { id: number };
export type MovableVisit<I extends MovableItem = MovableItem> = {
  id: number;
  date: string;
  cleanupMinutes: number;
  items: readonly I[];
};

const DAY_END = 24 * 60;

/**
 * The visit's items with one moved to a new start (and stylist), or null when nothing changes, the
 * item is not in the visit, or it would run past midnight.
 */
export function moveItem<I extends MovableItem>(items: readonly I[], itemId: number, startTime: string, stylistId: number): I[] | null {
  const item = items.find((i) => i.id === itemId);
  const start = normalizeTime(startTime);
  if (!item || start === null) return null;
  const newStart = toMinutes(start);
  const newEnd = newStart + toMinutes(item.endTime) - toMinutes(item.startTime);
  if (newEnd >= DAY_END) return null;
  if (newStart === toMinutes(item.startTime) && stylistId === item.stylistId) return null;
  return items.map((i) => (i.id === itemId ? { ...i, stylistId, startTime: start, endTime: fromMinutes(newEnd) } : i));
}

/** The busy intervals of one stylist on the day, from every visit but `exceptVisitId`. */
export function busyOfOthers(visits: readonly MovableVisit[], stylistId: number, exceptVisitId: number): Interval[] {
  const parts: Interval[] = [];
  for (const visit of visits) {
    if (visit.id === exceptVisitId) continue;
    const busy = visitBusyByStylist(visit.items, visit.cleanupMinutes).get(stylistId);
    if (busy) parts.push(...busy);
  }
  return union(parts);
}

/**
 * True when some minute of [start, end) falls on a slot where the stylist takes no booking, or
 * outside the slots given (the grid covers the salon's hours and whatever is booked).
 */
export function intervalUnavailable(slots: readonly Slot[], start: number, end: number): boolean {
  for (let m = Math.floor(start / SLOT_MINUTES) * SLOT_MINUTES; m < end; m += SLOT_MINUTES) {
    const slot = slots.find((s) => toMinutes(s.time) === m);
    if (!slot || isUnavailableSlot(slot.state)) return true;
  }
  return false;
}

export type ItemMoveTarget = { startTime: string; stylistId: number };

/**
 * A drop of one item judged before it is sent: "same" when nothing moves (or past midnight),
 * "unavailable" off the stylist's bookable time, "occupied" when its busy parts meet another
 * visit's, else "free" with the visit's new items and span.
 */
export function judgeItemMove<I extends MovableItem>(
  visit: MovableVisit<I>,
  itemId: number,
  target: ItemMoveTarget,
  dayVisits: readonly MovableVisit[],
  slots?: readonly Slot[],
): { verdict: MoveVerdict; items: I[] | null; span: { startTime: string; endTime: string } | null } {
  const items = moveItem(visit.items, itemId, target.startTime, target.stylistId);
  if (!items) return { verdict: "same", items: null, span: null };
  const moved = items.find((i) => i.id === itemId) as I;
  if (slots && intervalUnavailable(slots, toMinutes(moved.startTime), toMinutes(moved.endTime))) {
    return { verdict: "unavailable", items: null, span: null };
  }
  const mine = visitBusyByStylist(items, visit.cleanupMinutes).get(target.stylistId) ?? [];
  const others = busyOfOthers(dayVisits, target.stylistId, visit.id);
  const verdict: MoveVerdict = overlapsAny(mine, others) ? "occupied" : "free";
  return { verdict, items, span: visitSpan(items) };
}
