import { atom, type Atom, type Getter, type PrimitiveAtom } from "jotai";
import { unwrap } from "jotai/utils";
import { LIVE_TOPICS, type LiveChange, type LiveTopic } from "../../src/domain/live-events";
import { compareDays, eachDay } from "../../src/domain/time";
import { salonToday } from "./salon-time";

/**
 * What a query depends on: a whole topic (a list, dashboard counts, one client's history), a
 * topic on the days from..to (both included; a day view is from = to, a month grid its 42 days),
 * or a topic from the salon's today on (a list of what is still ahead).
 */
export type QueryKey = LiveTopic | { topic: LiveTopic; from: string; to: string } | { topic: LiveTopic; fromToday: true };

/** A topic on the days from..to; one day when `to` is left out. */
export const onDays = (topic: LiveTopic, from: string, to = from): QueryKey => ({ topic, from, to });

/** A topic from today on: a change whose days are all past leaves the query alone. */
export const fromToday = (topic: LiveTopic): QueryKey => ({ topic, fromToday: true });

const counters = (): Record<LiveTopic, PrimitiveAtom<number>> =>
  Object.fromEntries(LIVE_TOPICS.map((t) => [t, atom(0) as PrimitiveAtom<number>])) as Record<LiveTopic, PrimitiveAtom<number>>;

/** Moves on every change of the topic: what whole-topic queries follow. */
export const topicVersionAtoms = counters();
/** Moves on changes that name no days (or a reload): every dated query of the topic follows it too. */
const undatedVersionAtoms = counters();
/** Moves on changes that name today or a later day. */
const aheadVersionAtoms = counters();
const dayVersionAtoms = new Map<string, PrimitiveAtom<number>>();
function dayVersionAtom(topic: LiveTopic, day: string): PrimitiveAtom<number> {
  const key = `${topic}@${day}`;
  let found = dayVersionAtoms.get(key);
  if (!found) {
    found = atom(0);
    dayVersionAtoms.set(key, found);
  }
  return found;
}

/**
 * A committed change, from a live event or from this screen's own write. With `dates`, only the
 * queries on those days (and whole-topic ones) fetch again: moving an appointment on the 24th
 * leaves the 25th's day view alone. Without dates, every query of the topic fetches again.
 */
export const applyChangeAtom = atom(null, (get, set, change: Pick<LiveChange, "topic" | "dates">) => {
  const bump = (a: PrimitiveAtom<number>) => set(a, get(a) + 1);
  bump(topicVersionAtoms[change.topic]);
  if (change.dates === undefined) bump(undatedVersionAtoms[change.topic]);
  else {
    for (const day of new Set(change.dates)) bump(dayVersionAtom(change.topic, day));
    const today = salonToday();
    if (change.dates.some((day) => compareDays(day, today) >= 0)) bump(aheadVersionAtoms[change.topic]);
  }
});

/** Every query of these topics fetches again (after a local mutation, or a reload). */
export const bumpTopicsAtom = atom(null, (_get, set, topics: LiveTopic[]) => {
  for (const topic of topics) set(applyChangeAtom, { topic });
});

function track(get: Getter, key: QueryKey) {
  if (typeof key === "string") {
    get(topicVersionAtoms[key]);
    return;
  }
  get(undatedVersionAtoms[key.topic]);
  if ("fromToday" in key) get(aheadVersionAtoms[key.topic]);
  else for (const day of eachDay(key.from, key.to)) get(dayVersionAtom(key.topic, day));
}

/** One atom per key, made on first use and kept: a day, a client, a stylist (keys are strings or numbers). */
export function atomsByKey<K extends string | number, A>(make: (key: K) => A): (key: K) => A {
  const made = new Map<K, A>();
  return (key) => {
    let found = made.get(key);
    if (found === undefined) {
      found = make(key);
      made.set(key, found);
    }
    return found;
  };
}

/**
 * atomsByKey for keys without end (what is typed in a search box): only the `max` most recently
 * used atoms are kept, so a day of typing does not keep every answer in memory.
 */
export function atomsByRecentKey<K extends string | number, A>(make: (key: K) => A, max = 100): (key: K) => A {
  const made = new Map<K, A>();
  return (key) => {
    let found = made.get(key);
    if (found === undefined) found = make(key);
    made.delete(key);
    made.set(key, found);
    if (made.size > max) made.delete(made.keys().next().value as K);
    return found;
  };
}

export type Query<T> = { data: T | undefined; error: Error | null; loading: boolean };

/**
 * Server data as a jotai atom that re-fetches when a change touches one of its keys (after a
 * local mutation, or a live event from another screen). While re-fetching it keeps showing the
 * previous data, so lists update without flicker.
 */
export function queryAtom<T>(keys: QueryKey[], fetcher: (get: Getter) => Promise<T>): Atom<Query<T>> {
  const base = atom(async (get) => {
    for (const key of keys) track(get, key);
    try {
      return { data: await fetcher(get), error: null, loading: false } as Query<T>;
    } catch (error) {
      return { data: undefined, error: error instanceof Error ? error : new Error(String(error)), loading: false } as Query<T>;
    }
  });
  return unwrap(base, (previous): Query<T> =>
    previous ? { ...previous, loading: true } : { data: undefined, error: null, loading: true },
  );
}
