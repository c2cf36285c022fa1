import { beforeAll, describe, expect, test } from "bun:test";
import { openDatabase, type Db } from "../db/client";
import {
  appointments,
  openingHours,
  recurringReminders,
  salonExtraordinaryDays,
  stylistVacations,
  stylistWorkingHours,
} from "../db/schema";
import { type WeeklyOpeningHours } from "../src/domain/availability";
import { stylistAvailability } from "../src/domain/stylist-day";
import { addDays, compareDays } from "../src/domain/time";
import { clearSalon, hasClients, seedDemo, type SeedSummary } from "./seed-demo";

const TODAY = "2026-03-10";
let db: Db;
let summary: SeedSummary;

beforeAll(() => {
  db = openDatabase(":memory:");
  summary = seedDemo(db, { today: TODAY });
});

const one = <T>(sql: string) => db.$client.query(sql).get() as T;

describe("seed:demo", () => {
  test("a believable salon: 6 stylists with hours, 25 services, 2,000 clients, ~12 months of appointments", () => {
    expect(summary).toMatchObject({ stylists: 6, services: 25, clients: 2000, reminders: 40 });
    expect(summary.appointments).toBeGreaterThan(5000);
    expect(summary.firstDate).toBe(addDays(TODAY, -270));
    expect(compareDays(summary.lastDate, addDays(TODAY, 95))).toBeLessThanOrEqual(0);
    expect(one<{ n: number }>("SELECT count(*) n FROM stylist_working_hours").n).toBe(42);
    expect(one<{ n: number }>("SELECT count(*) n FROM opening_hours").n).toBe(7);
    expect(one<{ n: number }>("SELECT count(*) n FROM appointments WHERE date = '2026-03-10'").n).toBeGreaterThan(10);
    expect(one<{ n: number }>("SELECT count(*) n FROM appointments WHERE date > '2026-03-10'").n).toBeGreaterThan(200);
    expect(db.select().from(stylistVacations).all().length).toBeGreaterThanOrEqual(3);
    const christmas = db.select().from(salonExtraordinaryDays).all().find((d) => d.date === "2025-12-25");
    expect(christmas).toMatchObject({ isClosed: true, reason: "Festività - Natale" });
    const reminders = db.select().from(recurringReminders).all();
    expect(reminders.every((r) => compareDays(r.nextReminderDate, TODAY) >= 0)).toBe(true);
  });

  test("Italian mobile numbers stored as E.164: +39 and 10 digits starting with 3, all different; services in cents", () => {
    const phones = db.$client.query("SELECT phone FROM clients").all() as { phone: string }[];
    expect(phones.every((p) => /^\+393\d{9}$/.test(p.phone))).toBe(true);
    expect(new Set(phones.map((p) => p.phone)).size).toBe(2000);
    const names = (db.$client.query("SELECT name FROM services").all() as { name: string }[]).map((s) => s.name);
    for (const shortcut of ["Colore", "Lavaggio", "Piega", "Taglio+Barba"]) expect(names).toContain(shortcut);
    expect(one<{ price: number }>("SELECT price FROM services WHERE name = 'Taglio Donna'").price).toBe(3500);
  });

  test("four clients in five consented to WhatsApp, each on a day of the last year; the others have no date", () => {
    const rows = db.$client.query("SELECT whatsapp_consent AS yes, whatsapp_consent_at AS at FROM clients").all() as { yes: number; at: string | null }[];
    expect(rows.filter((r) => r.yes === 1).length).toBe(1600);
    expect(rows.filter((r) => r.yes === 0).every((r) => r.at === null)).toBe(true);
    const days = rows.filter((r) => r.yes === 1).map((r) => r.at!.slice(0, 10));
    expect(days.every((d) => compareDays(d, TODAY) < 0 && compareDays(d, addDays(TODAY, -366)) > 0)).toBe(true);
  });

  test("no stylist is ever double-booked", () => {
    const clashes = one<{ n: number }>(
      `SELECT count(*) n FROM appointments a JOIN appointments b
         ON a.stylist_id = b.stylist_id AND a.date = b.date AND a.id < b.id
        AND a.start_time < b.end_time AND b.start_time < a.end_time`,
    );
    expect(clashes.n).toBe(0);
  });

  test("every appointment is inside its stylist's hours (not in a break), the salon's hours, and off vacations and closures", () => {
    const opening = Object.fromEntries(
      db.select().from(openingHours).all().map((o) => [o.day, { openTime: o.openTime, closeTime: o.closeTime, isOpen: o.isOpen }]),
    ) as WeeklyOpeningHours;
    const hours = db.select().from(stylistWorkingHours).all();
    const vacations = db.select().from(stylistVacations).all();
    const extraordinaryDays = db.select().from(salonExtraordinaryDays).all();
    const bad = db
      .select()
      .from(appointments)
      .all()
      .filter((a) => {
        const [h1, m1] = a.startTime.split(":").map(Number);
        const [h2, m2] = a.endTime.split(":").map(Number);
        const result = stylistAvailability({
          date: a.date,
          stylistId: a.stylistId,
          opening,
          extraordinaryDays,
          vacations,
          workingHours: hours.filter((h) => h.stylistId === a.stylistId),
          time: a.startTime,
          durationMinutes: h2! * 60 + m2! - (h1! * 60 + m1!),
        });
        return !result.ok;
      });
    expect(bad).toEqual([]);
  });

  test("deterministic: the same day gives the same salon", () => {
    const again = openDatabase(":memory:");
    expect(seedDemo(again, { today: TODAY })).toEqual(summary);
    const sample = (d: Db) => d.$client.query("SELECT * FROM appointments WHERE id % 997 = 0 ORDER BY id").all();
    const strip = (rows: unknown[]) => rows.map((r) => ({ ...(r as object), created_at: 0, updated_at: 0 }));
    expect(strip(sample(again))).toEqual(strip(sample(db)));
  });

  test("--if-empty looks at clients; --reset empties the salon and starts ids again", () => {
    const fresh = openDatabase(":memory:");
    expect(hasClients(fresh)).toBe(false);
    seedDemo(fresh, { today: TODAY });
    expect(hasClients(fresh)).toBe(true);
    clearSalon(fresh);
    expect(hasClients(fresh)).toBe(false);
    seedDemo(fresh, { today: TODAY });
    expect((fresh.$client.query("SELECT min(id) n FROM clients").get() as { n: number }).n).toBe(1);
  });
});
