import { describe, expect, test } from "bun:test";
import { createStore } from "jotai";
import { addDays } from "../../src/domain/time";
import { applyChangeAtom, atomsByRecentKey, bumpTopicsAtom, fromToday, onDays, queryAtom, type QueryKey } from "./query";
import { salonToday } from "./salon-time";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Mounts one query per key in a fresh store and counts how often each one fetches. */
async function mountQueries(keys: Record<string, QueryKey[]>) {
  const store = createStore();
  const fetches: Record<string, number> = Object.fromEntries(Object.keys(keys).map((name) => [name, 0]));
  for (const [name, queryKeys] of Object.entries(keys)) {
    const query = queryAtom(queryKeys, async () => ++fetches[name]!);
    store.sub(query, () => {});
  }
  await tick();
  return { store, fetches };
}

const QUERIES = {
  day24: [onDays("appointments", "2026-11-24"), "clients"],
  day25: [onDays("appointments", "2026-11-25"), "clients"],
  // A month grid: the six weeks from Monday 26 October to Sunday 6 December.
  monthGrid: [onDays("appointments", "2026-10-26", "2026-12-06")],
  december: [onDays("appointments", "2026-12-07", "2027-01-10")],
  dashboard: ["appointments", "services"],
  services: ["services"],
} satisfies Record<string, QueryKey[]>;

describe("which queries a change re-fetches", () => {
  test("an appointments event on the 24th: that day, the grid holding it and undated queries; not the 25th", async () => {
    const { store, fetches } = await mountQueries(QUERIES);
    expect(fetches).toEqual({ day24: 1, day25: 1, monthGrid: 1, december: 1, dashboard: 1, services: 1 });
    store.set(applyChangeAtom, { topic: "appointments", dates: ["2026-11-24"] });
    await tick();
    expect(fetches).toEqual({ day24: 2, day25: 1, monthGrid: 2, december: 1, dashboard: 2, services: 1 });
  });

  test("a move names both days: both day queries fetch once, the grid holding both once", async () => {
    const { store, fetches } = await mountQueries(QUERIES);
    store.set(applyChangeAtom, { topic: "appointments", dates: ["2026-11-24", "2026-11-25"] });
    await tick();
    expect(fetches).toEqual({ day24: 2, day25: 2, monthGrid: 2, december: 1, dashboard: 2, services: 1 });
  });

  test("an event without dates re-fetches every query of its topic", async () => {
    const { store, fetches } = await mountQueries(QUERIES);
    store.set(applyChangeAtom, { topic: "appointments" });
    await tick();
    expect(fetches).toEqual({ day24: 2, day25: 2, monthGrid: 2, december: 2, dashboard: 2, services: 1 });
  });

  test("another topic: only its queries, dated ones included when they list it", async () => {
    const { store, fetches } = await mountQueries(QUERIES);
    store.set(applyChangeAtom, { topic: "clients", dates: ["2026-11-24"] });
    await tick();
    expect(fetches).toEqual({ day24: 2, day25: 2, monthGrid: 1, december: 1, dashboard: 1, services: 1 });
    store.set(bumpTopicsAtom, ["services"]);
    await tick();
    expect(fetches).toEqual({ day24: 2, day25: 2, monthGrid: 1, december: 1, dashboard: 2, services: 2 });
  });

  test("a bump of a topic after a local write re-fetches every query of it, dated or not", async () => {
    const { store, fetches } = await mountQueries(QUERIES);
    store.set(bumpTopicsAtom, ["appointments"]);
    await tick();
    expect(fetches).toEqual({ day24: 2, day25: 2, monthGrid: 2, december: 2, dashboard: 2, services: 1 });
  });
});

describe("a query from today on", () => {
  test("follows changes naming today or later, and undated ones; not those of past days only", async () => {
    const today = salonToday();
    const { store, fetches } = await mountQueries({ ahead: [fromToday("appointments")], vacations: ["vacations"] });
    store.set(applyChangeAtom, { topic: "appointments", dates: [addDays(today, -1)] });
    await tick();
    expect(fetches).toEqual({ ahead: 1, vacations: 1 });
    store.set(applyChangeAtom, { topic: "appointments", dates: [addDays(today, -1), today] });
    await tick();
    expect(fetches).toEqual({ ahead: 2, vacations: 1 });
    store.set(applyChangeAtom, { topic: "appointments", dates: [addDays(today, 40)] });
    await tick();
    store.set(bumpTopicsAtom, ["appointments"]);
    await tick();
    expect(fetches).toEqual({ ahead: 4, vacations: 1 });
  });
});

describe("atomsByRecentKey", () => {
  test("gives the same atom for a key while it is among the most recent, and forgets the oldest", () => {
    let made = 0;
    const byKey = atomsByRecentKey((key: string) => ({ key, n: ++made }), 2);
    const a = byKey("a");
    expect(byKey("a")).toBe(a);
    byKey("b");
    byKey("a"); // used again: "b" is now the oldest
    byKey("c");
    expect(byKey("a")).toBe(a);
    expect(made).toBe(3);
    expect(byKey("b").n).toBe(4); // "b" was forgotten and is made again
  });
});
