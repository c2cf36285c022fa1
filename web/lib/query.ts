import { atom, type Atom, type Getter } from "jotai";
import { unwrap } from "jotai/utils";
import { LIVE_TOPICS, type LiveTopic } from "../../src/domain/live-events";

/** One counter per topic: bumping it makes every query that reads the topic fetch again. */
export const topicVersionAtoms = Object.fromEntries(LIVE_TOPICS.map((t) => [t, atom(0)])) as Record<
  LiveTopic,
  ReturnType<typeof atom<number>>
>;

export const bumpTopicsAtom = atom(null, (get, set, topics: LiveTopic[]) => {
  for (const topic of topics) set(topicVersionAtoms[topic], get(topicVersionAtoms[topic]) + 1);
});

export type Query<T> = { data: T | undefined; error: Error | null; loading: boolean };

/**
 * Server data as a jotai atom that re-fetches when one of its topics is bumped (after a local
 * mutation, or a live event from another screen). While re-fetching it keeps showing the
 * previous data, so lists update without flicker.
 */
export function queryAtom<T>(topics: LiveTopic[], fetcher: (get: Getter) => Promise<T>): Atom<Query<T>> {
  const base = atom(async (get) => {
    for (const topic of topics) get(topicVersionAtoms[topic]);
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
