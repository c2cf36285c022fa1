import { describe, expect, test } from "bun:test";
import { createStore } from "jotai";
import type { LiveChange } from "../../src/domain/live-events";
import { addDays } from "../../src/domain/time";
import { fakeApi } from "../lib/fake-api";
import { applyChangeAtom } from "../lib/query";
import { salonToday } from "../lib/salon-time";
import { conflictsAtom } from "./conflicts";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** "Da ricollocare" mounted in a fresh store; answers how many times it asked the server after each change. */
async function fetchesAfter(changes: Pick<LiveChange, "topic" | "dates">[]): Promise<number[]> {
  const calls = fakeApi((call) => (call.path === "/api/appointments/conflicts" ? { status: 200, body: [] } : undefined));
  const store = createStore();
  store.sub(conflictsAtom, () => {});
  await tick();
  const counts: number[] = [];
  for (const change of changes) {
    const before = calls.length;
    store.set(applyChangeAtom, change);
    await tick();
    counts.push(calls.length - before);
  }
  return counts;
}

describe("'Da ricollocare' asks the server again only after a change that can alter it", () => {
  const today = salonToday();
  test("appointment changes: not when every day named is past; yes for today, a later day or no day named", async () => {
    expect(
      await fetchesAfter([
        { topic: "appointments", dates: [addDays(today, -1)] },
        { topic: "appointments", dates: [addDays(today, -30), addDays(today, -2)] },
        { topic: "appointments", dates: [today] },
        { topic: "appointments", dates: [addDays(today, -3), addDays(today, 5)] },
        { topic: "appointments" },
      ]),
    ).toEqual([0, 0, 1, 1, 1]);
  });

  test("who works when, and the names its rows show: yes; reminders and messages: no", async () => {
    expect(
      await fetchesAfter([
        { topic: "vacations" },
        { topic: "extraordinary-days" },
        { topic: "working-hours" },
        { topic: "opening-hours" },
        { topic: "clients" },
        { topic: "reminders" },
        { topic: "appointment-messages", dates: [today] },
      ]),
    ).toEqual([1, 1, 1, 1, 1, 0, 0]);
  });
});
