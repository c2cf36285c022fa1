/**
 * Interval algebra on one day, in minutes from midnight. An interval is half-open: [start, end)
 * so 09:00–09:30 and 09:30–10:00 touch but do not overlap. A "set" is a sorted list of disjoint,
 * non-touching, non-empty intervals; every function here returns one, whatever order it was given.
 */
export type Interval = { start: number; end: number };

const byStart = (a: Interval, b: Interval) => a.start - b.start || a.end - b.end;

/** Sorted, merged (touching ones joined), empty ones dropped. */
export function normalize(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort(byStart);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else out.push({ start: i.start, end: i.end });
  }
  return out;
}

export function union(...sets: readonly (readonly Interval[])[]): Interval[] {
  return normalize(sets.flat());
}

/** What of `from` is not covered by `remove`. */
export function subtract(from: readonly Interval[], remove: readonly Interval[]): Interval[] {
  const holes = normalize(remove);
  const out: Interval[] = [];
  for (const piece of normalize(from)) {
    let start = piece.start;
    for (const hole of holes) {
      if (hole.end <= start) continue;
      if (hole.start >= piece.end) break;
      if (hole.start > start) out.push({ start, end: hole.start });
      start = Math.max(start, hole.end);
      if (start >= piece.end) break;
    }
    if (start < piece.end) out.push({ start, end: piece.end });
  }
  return out;
}

export function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const left = normalize(a);
  const right = normalize(b);
  const out: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    const x = left[i] as Interval;
    const y = right[j] as Interval;
    const start = Math.max(x.start, y.start);
    const end = Math.min(x.end, y.end);
    if (end > start) out.push({ start, end });
    if (x.end < y.end) i++;
    else j++;
  }
  return out;
}

/** True when some minute is in both (touching is not overlapping). */
export function overlapsAny(a: readonly Interval[], b: readonly Interval[]): boolean {
  return intersect(a, b).length > 0;
}

/** True when every minute of `inner` lies in `outer` (an empty `inner` always fits). */
export function covers(outer: readonly Interval[], inner: readonly Interval[]): boolean {
  return subtract(inner, outer).length === 0;
}

export function shift(intervals: readonly Interval[], minutes: number): Interval[] {
  return intervals.map((i) => ({ start: i.start + minutes, end: i.end + minutes }));
}

export function totalMinutes(intervals: readonly Interval[]): number {
  return normalize(intervals).reduce((sum, i) => sum + i.end - i.start, 0);
}
