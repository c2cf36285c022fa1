import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { appointments, clients, services, stylists } from "../../../db/schema";
import type { ToConfirm } from "../../domain/schemas/dashboard";
import { createTestEnv, testClock, type TestEnv } from "../../test/test-app";

function seed(env: TestEnv, perDay: Record<string, number>) {
  const db = env.app.ctx.db;
  const stylistId = db.insert(stylists).values({ name: "Giulia" }).returning().get().id;
  const serviceId = db.insert(services).values({ name: "Taglio", duration: 30, price: 2000 }).returning().get().id;
  db.insert(services).values({ name: "Piega", duration: 30, price: 2000 }).run();
  db.insert(services).values({ name: "Vecchio listino", duration: 30, price: 2000, archivedAt: "2026-01-01T00:00:00.000Z" }).run();
  const clientId = db.insert(clients).values({ firstName: "Maria", lastName: "Rossi", phone: "+393331234567" }).returning().get().id;
  db.insert(clients).values({ firstName: "Luca", lastName: "Bianchi", phone: "+393331234568" }).run();
  db.insert(clients).values({ firstName: "Sara", lastName: "Verdi", phone: "+393331234569" }).run();
  for (const [date, n] of Object.entries(perDay)) {
    for (let i = 0; i < n; i++) {
      const start = `${String(9 + i).padStart(2, "0")}:00`;
      const end = `${String(9 + i).padStart(2, "0")}:30`;
      db.insert(appointments).values({ clientId, stylistId, serviceId, date, startTime: start, endTime: end }).run();
    }
  }
}

const NO_TAKINGS = { todayCents: 0, weekCents: 0, lastWeekCents: 0 };

// One appointment count per day, so the answer says which days were "today" and "tomorrow".
const PER_DAY = {
  "2026-03-28": 1,
  "2026-03-29": 2,
  "2026-03-30": 3,
  "2026-10-24": 4,
  "2026-10-25": 5,
  "2026-10-26": 6,
  "2025-12-31": 7,
  "2026-01-01": 8,
  "2026-01-02": 9,
};

describe("GET /api/dashboard/stats", () => {
  test("clients, active services, today's and tomorrow's appointments", async () => {
    const env = await createTestEnv({ clock: testClock("2026-03-29T10:00:00.000Z") });
    seed(env, PER_DAY);
    expect(await env.json("GET", "/api/dashboard/stats")).toEqual({
      status: 200,
      body: { totalClients: 3, todayAppointments: 2, totalServices: 2, tomorrowAppointments: 3, takings: NO_TAKINGS },
    });
  });

  test("an empty salon is all zeros", async () => {
    const env = await createTestEnv();
    expect((await env.json("GET", "/api/dashboard/stats")).body).toEqual({
      totalClients: 0,
      todayAppointments: 0,
      totalServices: 0,
      tomorrowAppointments: 0,
      takings: NO_TAKINGS,
    });
  });

  test.each([
    // Spring forward, Sunday 2026-03-29 (Rome UTC+1 until 01:00Z, then UTC+2).
    ["22:59Z on the 28th is still the 28th in Rome", "2026-03-28T22:59:59.000Z", 1, 2],
    ["23:00Z on the 28th is already midnight of the 29th in Rome", "2026-03-28T23:00:00.000Z", 2, 3],
    ["the DST instant itself (01:00Z = 03:00 CEST)", "2026-03-29T01:00:00.000Z", 2, 3],
    ["21:59Z on the 29th is 23:59 CEST, still the 29th", "2026-03-29T21:59:00.000Z", 2, 3],
    ["22:00Z on the 29th is midnight of the 30th", "2026-03-29T22:00:00.000Z", 3, 0],
    // Fall back, Sunday 2026-10-25 (25 hours long in Rome).
    ["21:59Z on the 24th is 23:59 CEST of the 24th", "2026-10-24T21:59:00.000Z", 4, 5],
    ["22:00Z on the 24th is midnight of the 25th", "2026-10-24T22:00:00.000Z", 5, 6],
    ["00:30Z and 01:30Z on the 25th are both 02:30 in Rome, the 25th", "2026-10-25T01:30:00.000Z", 5, 6],
    ["22:59Z on the 25th is 23:59 CET, still the 25th", "2026-10-25T22:59:00.000Z", 5, 6],
    ["23:00Z on the 25th is midnight of the 26th", "2026-10-25T23:00:00.000Z", 6, 0],
    // New Year: UTC is still in the old year, Rome is not.
    ["23:30Z on 31 December is 00:30 on 1 January in Rome", "2025-12-31T23:30:00.000Z", 8, 9],
  ])("Europe/Rome: %s", async (_, now, today, tomorrow) => {
    const env = await createTestEnv({ clock: testClock(now) });
    seed(env, PER_DAY);
    const { body } = await env.json("GET", "/api/dashboard/stats");
    expect([body.todayAppointments, body.tomorrowAppointments]).toEqual([today, tomorrow]);
  });

  test("the clock moving past midnight changes the answer without a restart", async () => {
    const clock = testClock("2026-03-28T22:30:00.000Z");
    const env = await createTestEnv({ clock });
    seed(env, PER_DAY);
    expect((await env.json("GET", "/api/dashboard/stats")).body.todayAppointments).toBe(1);
    clock.advance(60 * 60 * 1000);
    expect((await env.json("GET", "/api/dashboard/stats")).body.todayAppointments).toBe(2);
  });

  test("SALON_TIMEZONE decides: the same instant is another day in UTC", async () => {
    const env = await createTestEnv({ clock: testClock("2025-12-31T23:30:00.000Z"), env: { SALON_TIMEZONE: "UTC" } });
    seed(env, PER_DAY);
    const { body } = await env.json("GET", "/api/dashboard/stats");
    expect([body.todayAppointments, body.tomorrowAppointments]).toEqual([7, 8]);
  });
});

describe("confirmations", () => {
  // Rome's 2026-11-23 at 11:00; tomorrow is Tuesday the 24th.
  const NOW = "2026-11-23T10:00:00.000Z";
  type Status = (typeof appointments.$inferInsert)["status"];

  function book(env: TestEnv, rows: [date: string, start: string, status: Status, cancelledBy?: "staff" | "client", client?: number, stylist?: number][]) {
    const db = env.app.ctx.db;
    const giulia = db.insert(stylists).values({ name: "Giulia" }).returning().get().id;
    const marco = db.insert(stylists).values({ name: "Marco" }).returning().get().id;
    const taglio = db.insert(services).values({ name: "Taglio", duration: 30, price: 2000 }).returning().get().id;
    const anna = db.insert(clients).values({ firstName: "Anna", lastName: "Gallo", phone: "+393331234567" }).returning().get().id;
    const luca = db.insert(clients).values({ firstName: "Luca", lastName: "Bianchi", phone: "+393479876543" }).returning().get().id;
    const people = [anna, luca];
    const staff = [giulia, marco];
    return rows.map(([date, startTime, status, cancelledBy, client = 0, stylist = 0]) => {
      const endTime = `${startTime.slice(0, 3)}30`;
      return db
        .insert(appointments)
        .values({ clientId: people[client]!, stylistId: staff[stylist]!, serviceId: taglio, date, startTime, endTime, status, cancelledBy: cancelledBy ?? null })
        .returning()
        .get().id;
    });
  }

  test("cancelled ones are not among the day's appointments", async () => {
    const env = await createTestEnv({ clock: testClock(NOW) });
    book(env, [
      ["2026-11-23", "09:00", "confirmed"],
      ["2026-11-23", "10:00", "confirmed", undefined, 1],
      ["2026-11-23", "11:00", "booked"],
      ["2026-11-23", "12:00", "cancelled", "client"],
      ["2026-11-23", "13:00", "cancelled", "staff", 1],
      ["2026-11-23", "14:00", "arrived"],
      ["2026-11-24", "09:00", "cancelled", "client"],
      ["2026-11-24", "10:00", "booked"],
      ["2026-11-22", "10:00", "confirmed"],
    ]);
    const { body } = await env.json("GET", "/api/dashboard/stats");
    expect(body).toEqual({ totalClients: 2, todayAppointments: 4, totalServices: 1, tomorrowAppointments: 1, takings: NO_TAKINGS });
  });

  test("'Da confermare' counts the day it lists (tomorrow), not today", async () => {
    const env = await createTestEnv({ clock: testClock(NOW) });
    book(env, [
      ["2026-11-23", "09:00", "confirmed"],
      ["2026-11-23", "11:00", "booked"],
      ["2026-11-23", "12:00", "cancelled", "client"],
      ["2026-11-24", "09:00", "confirmed"],
      ["2026-11-24", "10:00", "confirmed", undefined, 1],
      ["2026-11-24", "11:00", "confirmed", undefined, 0, 1],
      ["2026-11-24", "12:00", "booked"],
      ["2026-11-24", "13:00", "cancelled", "client"],
      ["2026-11-24", "14:00", "cancelled", "client", 1],
      ["2026-11-24", "15:00", "cancelled", "staff"],
    ]);
    const { body } = await env.json<ToConfirm>("GET", "/api/dashboard/to-confirm");
    expect([body.date, body.counts, body.appointments.length]).toEqual(["2026-11-24", { confirmed: 3, unconfirmed: 1, cancelledByClient: 2 }, 1]);
  });

  test("'Da confermare': tomorrow's appointments still booked, by time, with the client's phone", async () => {
    const env = await createTestEnv({ clock: testClock(NOW) });
    const [late, , , , early] = book(env, [
      ["2026-11-24", "15:00", "booked", undefined, 1, 1],
      ["2026-11-24", "09:00", "confirmed"],
      ["2026-11-24", "10:00", "cancelled", "client"],
      ["2026-11-25", "09:00", "booked"],
      ["2026-11-24", "11:00", "booked", undefined, 0, 0],
      ["2026-11-23", "16:00", "booked"],
    ]);
    const { status, body } = await env.json<ToConfirm>("GET", "/api/dashboard/to-confirm");
    expect(status).toBe(200);
    expect(body).toEqual({
      date: "2026-11-24",
      counts: { confirmed: 1, unconfirmed: 2, cancelledByClient: 1 },
      appointments: [
        { id: early!, date: "2026-11-24", startTime: "11:00", endTime: "11:30", client: { firstName: "Anna", lastName: "Gallo", phone: "+393331234567" }, service: { name: "Taglio" }, stylist: { name: "Giulia" } },
        { id: late!, date: "2026-11-24", startTime: "15:00", endTime: "15:30", client: { firstName: "Luca", lastName: "Bianchi", phone: "+393479876543" }, service: { name: "Taglio" }, stylist: { name: "Marco" } },
      ],
    });
    // Confirmed since: off the list.
    env.app.ctx.db.update(appointments).set({ status: "confirmed" }).where(eq(appointments.id, early!)).run();
    expect((await env.json<ToConfirm>("GET", "/api/dashboard/to-confirm")).body.appointments.map((a) => a.id)).toEqual([late!]);
  });

  test("tomorrow is the salon's: at 23:30Z on the 23rd Rome is on the 24th, so the list is the 25th's", async () => {
    const env = await createTestEnv({ clock: testClock("2026-11-23T23:30:00.000Z") });
    book(env, [["2026-11-25", "09:00", "booked"]]);
    const { body } = await env.json<ToConfirm>("GET", "/api/dashboard/to-confirm");
    expect([body.date, body.appointments.length]).toEqual(["2026-11-25", 1]);
  });
});
