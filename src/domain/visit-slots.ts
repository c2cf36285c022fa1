/**
 * Where a whole visit fits: the starts at which every item of a visit (colour, then cut…) finds
 * its stylist free for its busy parts.
 *
 * The items follow each other in the order given: item k starts when item k−1 ends. Each item is
 * busy for its application and its finishing and leaves its stylist free during its posa
 * (visit-time.ts), so a start fits when each item's busy parts lie inside its stylist's free
 * intervals (stylist-day.ts: working time minus breaks, absences and the busy parts of what is
 * already booked — another client's posa is free, so a cut may sit in it). The visit's cleaning
 * time keeps the last item's stylist busy after it.
 *
 * An item with a stylist asked for is judged for that stylist. The items without one ("Nessuna
 * preferenza") get one stylist for all of them, who must perform every one of their services
 * (a service's `performerIds`, empty = everyone); each start lists every candidate who could.
 * Starts are on a grid (every `step` minutes from `origin`), from `minStart` on; the morning is
 * a start before 13:00, the afternoon one at 13:00 or later.
 */
import type { Interval } from "./intervals";
import { busyParts } from "./visit-time";

export type VisitItemRequest = {
  serviceId: number;
  durationMinutes: number;
  processingMinutes: number;
  finishingMinutes: number;
  /** The stylist asked for, or null for "Nessuna preferenza". */
  stylistId: number | null;
  /** Who performs the service; empty (or absent) = every stylist. */
  performerIds?: readonly number[];
};

export type DayPart = "morning" | "afternoon";
/** Mornings end and afternoons begin at 13:00. */
export const AFTERNOON_FROM = 13 * 60;

/** One start that fits, in minutes, and the stylists it fits with (see `visitStartsOnDay`). */
export type VisitStart = { start: number; stylistIds: number[] };

export type VisitDayQuery = {
  /** Each stylist's free intervals that day (sorted, disjoint); a stylist missing is not free. */
  free: ReadonlyMap<number, readonly Interval[]>;
  items: readonly VisitItemRequest[];
  /** Whom "Nessuna preferenza" may pick, in the order they are listed. */
  candidates: readonly number[];
  cleanupMinutes?: number;
  /** The earliest start (minutes); later grid points only. */
  minStart: number;
  /** The grid: starts at origin + k * step (15 by default). */
  origin?: number;
  step?: number;
  part?: DayPart | null;
  limit?: number;
};

/** The visit laid out from minute 0: each item's busy parts, and who must be free for them. */
type Part = { item: number; start: number; end: number };
export type VisitLayout = {
  /** Minutes from the first start to the last end (cleaning not included). */
  duration: number;
  /** Each item's [start, end) from the visit's start. */
  items: Interval[];
  /** Busy parts of the items with a stylist asked for, by stylist. */
  fixed: Map<number, Part[]>;
  /** Busy parts of the "Nessuna preferenza" items (one stylist does them all). */
  open: Part[];
};

export function visitLayout(items: readonly VisitItemRequest[], cleanupMinutes = 0): VisitLayout {
  const fixed = new Map<number, Part[]>();
  const open: Part[] = [];
  const placed: Interval[] = [];
  let at = 0;
  items.forEach((item, index) => {
    const end = at + Math.min(Math.max(0, item.durationMinutes), 1439);
    placed.push({ start: at, end });
    // The item's own parts from its start (a service lasts at most 12 hours), then placed at `at`.
    const parts = busyParts({ stylistId: 0, startTime: "00:00", endTime: hhmm(end - at), processingMinutes: item.processingMinutes, finishingMinutes: item.finishingMinutes });
    const target = item.stylistId === null ? open : fixed.get(item.stylistId) ?? fixed.set(item.stylistId, []).get(item.stylistId)!;
    for (const p of parts) target.push({ item: index, start: at + p.start, end: at + p.end });
    at = end;
  });
  const last = items[items.length - 1];
  if (last && cleanupMinutes > 0) {
    const target = last.stylistId === null ? open : fixed.get(last.stylistId)!;
    target.push({ item: items.length - 1, start: at, end: at + cleanupMinutes });
  }
  return { duration: at, items: placed, fixed, open };
}

/** Minutes (under a day) as "HH:mm". */
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/** True when [start, end) lies inside one interval of the sorted, disjoint `set`. */
function inside(set: readonly Interval[], start: number, end: number): boolean {
  let lo = 0;
  let hi = set.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const i = set[mid]!;
    if (i.end <= start) lo = mid + 1;
    else if (i.start > start) hi = mid - 1;
    else return end <= i.end;
  }
  return false;
}

const fits = (set: readonly Interval[] | undefined, parts: readonly Part[], at: number) =>
  set !== undefined && parts.every((p) => inside(set, at + p.start, at + p.end));

/** Who may take the "Nessuna preferenza" items: candidates performing every one of their services. */
export function openCandidates(items: readonly VisitItemRequest[], candidates: readonly number[]): number[] {
  const open = items.filter((i) => i.stylistId === null);
  return candidates.filter((id) => open.every((i) => !i.performerIds || i.performerIds.length === 0 || i.performerIds.includes(id)));
}

/**
 * The starts of one day where the visit fits, earliest first. `stylistIds` lists every candidate
 * who could take the "Nessuna preferenza" items at that start; a visit whose items all name
 * their stylist lists those stylists (in item order). Example: Giulia free 09:00–13:00, a colour
 * of 75 min (30 posa, 15 finishing) then a 30-minute cut, both with Giulia: 09:00 fits (busy
 * 09:00–09:30, 10:00–10:45), 11:45 does not (the cut would end 13:15).
 */
export function visitStartsOnDay(q: VisitDayQuery): VisitStart[] {
  if (q.items.length === 0 || q.items.some((i) => i.durationMinutes <= 0 || i.durationMinutes >= 1440)) return [];
  const layout = visitLayout(q.items, q.cleanupMinutes ?? 0);
  const step = q.step ?? 15;
  const origin = q.origin ?? 0;
  const limit = q.limit ?? Number.POSITIVE_INFINITY;
  const pickable = layout.open.length > 0 || q.items.some((i) => i.stylistId === null) ? openCandidates(q.items, q.candidates) : [];
  const everyone = [...layout.fixed.keys(), ...pickable];
  if (step <= 0 || limit <= 0 || (q.items.some((i) => i.stylistId === null) && pickable.length === 0)) return [];
  // No start can end after the last free minute of the stylists involved.
  let lastEnd = Number.NEGATIVE_INFINITY;
  for (const id of everyone) lastEnd = Math.max(lastEnd, q.free.get(id)?.at(-1)?.end ?? Number.NEGATIVE_INFINITY);
  const span = Math.max(layout.duration, ...[...layout.fixed.values(), layout.open].flat().map((p) => p.end));
  let lowest = q.minStart;
  let highest = lastEnd - span;
  if (q.part === "morning") highest = Math.min(highest, AFTERNOON_FROM - 1);
  if (q.part === "afternoon") lowest = Math.max(lowest, AFTERNOON_FROM);
  const out: VisitStart[] = [];
  for (let at = origin + Math.ceil(Math.max(0, lowest - origin) / step) * step; at <= highest && out.length < limit; at += step) {
    let ok = true;
    for (const [id, parts] of layout.fixed) {
      if (!fits(q.free.get(id), parts, at)) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    if (pickable.length === 0) {
      out.push({ start: at, stylistIds: [...layout.fixed.keys()] });
      continue;
    }
    const free = pickable.filter((id) => fits(q.free.get(id), layout.open, at));
    if (free.length > 0) out.push({ start: at, stylistIds: free });
  }
  return out;
}
