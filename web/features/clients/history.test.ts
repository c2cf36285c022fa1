import { describe, expect, test } from "bun:test";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import { splitHistory } from "./history";


const a = (id: number, date: string, startTime: string, price = 1000): Appointment => ({
  id,
  clientId: 1,
  stylistId: 1,
  serviceId: 1,
  date,
  startTime,
  endTime: "23:00",
  notes: "",
  version: 1,
  updatedAt: "2026-01-01T00:00:00.000Z",
  client: { firstName: "Giulia", lastName: "Rossi", phone: "3331234567", email: "", notes: "" },
  service: { name: "Taglio", duration: 30, price },
  stylist: { name: "Marco" }, status: "booked", statusChangedAt: null, cancelledBy: null, source: "staff", clientMessage: null, onlineName: null, wrongNumberAt: null, items: [], totalCents: 0, cleanupMinutes: 0,
});

describe("splitHistory", () => {
  // 10:00 on 2026-03-10.
  const now = { date: "2026-03-10", minutes: 600 };

  test("later days and today from now on are upcoming (soonest first); the rest is past (latest first)", () => {
    const rows = [
      a(1, "2026-03-09", "18:00"),
      a(2, "2026-03-10", "09:59"),
      a(3, "2026-03-10", "10:00"),
      a(4, "2026-04-01", "09:00"),
      a(5, "2026-03-11", "08:30:00"),
      a(6, "2025-12-24", "15:00"),
    ];
    const split = splitHistory(rows, now);
    expect(split.upcoming.map((x) => x.id)).toEqual([3, 5, 4]);
    expect(split.past.map((x) => x.id)).toEqual([2, 1, 6]);
  });

  test("totals add service prices in cents", () => {
    const rows = [a(1, "2026-03-01", "10:00", 3500), a(2, "2026-02-01", "10:00", 2250), a(3, "2026-05-01", "10:00", 0)];
    const split = splitHistory(rows, now);
    expect(split.pastCents).toBe(5750);
    expect(split.upcomingCents).toBe(0);
  });

  test("an empty history", () => {
    expect(splitHistory([], now)).toEqual({ upcoming: [], past: [], upcomingCents: 0, pastCents: 0 });
  });
});

test("a cancelled or missed appointment stays listed but adds nothing to the totals", () => {
  const rows = [
    a(1, "2026-03-01", "10:00", 3500),
    { ...a(2, "2026-03-02", "10:00", 5000), status: "no_show" as const },
    { ...a(3, "2026-03-20", "10:00", 2000), status: "cancelled" as const, cancelledBy: "client" as const },
    a(4, "2026-03-21", "10:00", 1500),
  ];
  const split = splitHistory(rows, { date: "2026-03-10", minutes: 600 });
  expect(split.past.map((x) => x.id)).toEqual([2, 1]);
  expect(split.upcoming.map((x) => x.id)).toEqual([3, 4]);
  expect([split.pastCents, split.upcomingCents]).toEqual([3500, 1500]);
});
