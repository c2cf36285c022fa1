import { describe, expect, test } from "bun:test";
import { clientHabits, type Visit } from "./client-habits";

let nextId = 1;
const visit = (date: string, startTime: string, stylistId: number, serviceId: number): Visit => ({ id: nextId++, date, startTime, stylistId, serviceId });
const NOW = { date: "2026-03-10", time: "12:00" };

describe("clientHabits", () => {
  test("no appointments: nothing known", () => {
    expect(clientHabits([], NOW)).toEqual({ lastVisit: null, usualStylistId: null, usualServiceId: null, pastVisits: 0, noShows: 0 });
  });

  test.each([
    ["earlier today, already started", "2026-03-10", "11:00", true],
    ["today at this very minute", "2026-03-10", "12:00", true],
    ["later today", "2026-03-10", "12:15", false],
    ["yesterday late", "2026-03-09", "19:00", true],
    ["tomorrow early", "2026-03-11", "08:00", false],
    ["31 December of last year", "2025-12-31", "18:00", true],
  ])("a visit %s (%s %s) counts as past: %p", (_label, date, time, isPast) => {
    const v = visit(date, time, 1, 1);
    expect(clientHabits([v], NOW).lastVisit).toEqual(isPast ? v : null);
  });

  test("the last visit is the latest started one, whatever the order given", () => {
    const a = visit("2026-02-01", "10:00", 1, 1);
    const b = visit("2026-03-01", "09:00", 2, 2);
    const c = visit("2026-03-01", "16:00", 3, 3);
    const future = visit("2026-04-01", "10:00", 4, 4);
    expect(clientHabits([future, a, c, b], NOW).lastVisit).toEqual(c);
    expect(clientHabits([future, a, c, b], NOW).pastVisits).toBe(3);
  });

  test("usual stylist and service are the most frequent, each on its own", () => {
    const visits = [
      visit("2026-01-10", "10:00", 1, 7),
      visit("2026-01-20", "10:00", 2, 7),
      visit("2026-02-10", "10:00", 2, 8),
      visit("2026-03-01", "10:00", 1, 7),
      visit("2026-03-05", "10:00", 2, 9),
    ];
    expect(clientHabits(visits, NOW)).toMatchObject({ usualStylistId: 2, usualServiceId: 7 });
  });

  test("a tie goes to the most recent", () => {
    const visits = [visit("2026-01-10", "10:00", 1, 7), visit("2026-02-10", "10:00", 2, 8)];
    expect(clientHabits(visits, NOW)).toMatchObject({ usualStylistId: 2, usualServiceId: 8 });
  });

  test("only the last N visits count: she moved from Marco to Giulia", () => {
    const old = Array.from({ length: 8 }, (_, i) => visit(`2024-0${i + 1}-01`, "10:00", 1, 7));
    const recent = Array.from({ length: 3 }, (_, i) => visit(`2026-0${i + 1}-01`, "10:00", 2, 7));
    expect(clientHabits([...old, ...recent], NOW, 3).usualStylistId).toBe(2);
    expect(clientHabits([...old, ...recent], NOW, 11).usualStylistId).toBe(1);
  });

  test("never been yet: the usual ones come from her upcoming bookings, the earliest winning a tie", () => {
    const visits = [visit("2026-04-01", "10:00", 5, 9), visit("2026-03-20", "10:00", 4, 8)];
    expect(clientHabits(visits, NOW)).toEqual({ lastVisit: null, usualStylistId: 4, usualServiceId: 8, pastVisits: 0, noShows: 0 });
  });

  test("a cancelled or missed appointment is no visit and no habit; missed ones are counted", () => {
    const done = { ...visit("2026-02-01", "10:00", 1, 7), status: "completed" as const };
    const missed = { ...visit("2026-03-01", "10:00", 2, 8), status: "no_show" as const };
    const missedAgain = { ...visit("2026-03-05", "10:00", 2, 8), status: "no_show" as const };
    const cancelled = { ...visit("2026-03-08", "10:00", 3, 9), status: "cancelled" as const };
    expect(clientHabits([done, missed, missedAgain, cancelled], NOW)).toEqual({
      lastVisit: done,
      usualStylistId: 1,
      usualServiceId: 7,
      pastVisits: 1,
      noShows: 2,
    });
  });

  test("an upcoming cancelled booking prefills nothing", () => {
    const cancelled = { ...visit("2026-04-01", "10:00", 5, 9), status: "cancelled" as const };
    expect(clientHabits([cancelled], NOW)).toEqual({ lastVisit: null, usualStylistId: null, usualServiceId: null, pastVisits: 0, noShows: 0 });
  });
});
