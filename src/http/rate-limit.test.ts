import { describe, expect, test } from "bun:test";
import { createAttemptLimiter } from "./rate-limit";

const WINDOW = 15 * 60 * 1000;

function limiter(max = 3) {
  let now = 1_000_000;
  const l = createAttemptLimiter({ max, windowMs: WINDOW, now: () => now });
  return { l, advance: (ms: number) => (now += ms) };
}

describe("createAttemptLimiter", () => {
  test("a slot is taken at reserve time, before the attempt ends", () => {
    const { l } = limiter();
    const taken = [l.reserve(["a"]), l.reserve(["a"]), l.reserve(["a"])];
    expect(taken.every((r) => r.ok)).toBe(true);
    expect(l.reserve(["a"])).toEqual({ ok: false, retryAfterMs: WINDOW });
  });

  test("a released slot is free again; releasing twice frees only one", () => {
    const { l } = limiter();
    const first = l.reserve(["a"]);
    l.reserve(["a"]);
    l.reserve(["a"]);
    if (!first.ok) throw new Error("expected a slot");
    first.reservation.release();
    first.reservation.release();
    expect(l.reserve(["a"]).ok).toBe(true);
    expect(l.reserve(["a"]).ok).toBe(false);
  });

  test("a refusal takes no slot in any key", () => {
    const { l } = limiter();
    for (let i = 0; i < 3; i++) l.reserve(["a", `b${i}`]);
    expect(l.reserve(["a", "fresh"]).ok).toBe(false);
    for (let i = 0; i < 3; i++) expect(l.reserve(["fresh"]).ok).toBe(true);
  });

  test("retry-after is when the oldest counted attempt leaves the window", () => {
    const { l, advance } = limiter();
    l.reserve(["a"]);
    advance(60_000);
    l.reserve(["a"]);
    l.reserve(["a"]);
    expect(l.reserve(["a"])).toEqual({ ok: false, retryAfterMs: WINDOW - 60_000 });
    advance(WINDOW - 60_000);
    expect(l.reserve(["a"]).ok).toBe(true);
    expect(l.reserve(["a"])).toEqual({ ok: false, retryAfterMs: 60_000 });
  });

  test("the longest wait among the full keys is the one reported", () => {
    const { l, advance } = limiter(1);
    l.reserve(["user"]);
    advance(10 * 60_000);
    l.reserve(["address"]);
    expect(l.reserve(["user", "address"])).toEqual({ ok: false, retryAfterMs: WINDOW });
  });

  test("sweeping thousands of expired keys keeps the live ones", () => {
    const { l, advance } = limiter(1);
    for (let i = 0; i < 10_001; i++) l.reserve([`old-${i}`]);
    advance(WINDOW);
    l.reserve(["live"]);
    for (let i = 0; i < 10_001; i++) l.reserve([`new-${i}`]);
    expect(l.reserve(["live"]).ok).toBe(false);
    expect(l.reserve(["old-1"]).ok).toBe(true);
  });
});
