import { beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { appointments, openingHours, recurringReminders, salonExtraordinaryDays, settings, stylists, stylistVacations, stylistWorkingHours } from "../../../db/schema";
import { appointmentItems } from "../../../db/schema-visits";
import { FIRST_START_OPENING_HOURS } from "../../domain/availability";
import type { LiveEvent } from "../../domain/live-events";
import { DEFAULT_HOURS_KEY } from "../../schedule/default-hours";
import { createTestEnv, type TestEnv } from "../../test/test-app";
import { seedBasics, type Basics } from "../../test/seed-basics";

let env: TestEnv;
let b: Basics;
// 2026-03-12 is a Thursday: default hours 09:00-18:00 with a 13:00-14:00 break, salon 08:00-20:00.
const DAY = "2026-03-12";

beforeEach(async () => {
  env = await createTestEnv();
  b = seedBasics(env.app.ctx.db);
});

function reminder(over: Partial<typeof recurringReminders.$inferInsert> = {}) {
  return env.app.ctx.db
    .insert(recurringReminders)
    .values({
      clientId: b.maria,
      serviceId: b.taglio,
      stylistId: b.giulia,
      frequency: "weekly",
      dayOfWeek: 4,
      preferredTime: "10:00",
      nextReminderDate: DAY,
      ...over,
    })
    .returning({ id: recurringReminders.id })
    .get().id;
}

function book(over: Partial<typeof appointments.$inferInsert> = {}) {
  env.app.ctx.db
    .insert(appointments)
    .values({ clientId: b.luca, stylistId: b.giulia, serviceId: b.taglio, date: DAY, startTime: "10:00", endTime: "11:00", ...over })
    .run();
}

const suggested = async (query = `date=${DAY}`) => {
  const res = await env.json("GET", `/api/appointments/suggested?${query}`);
  expect(res.status).toBe(200);
  return res.body as any[];
};
const times = (rows: any[]) => rows.map((r) => `${r.date} ${r.startTime}-${r.endTime} ${r.stylist.name} ${r.client.firstName}`);

describe("GET /api/appointments/suggested", () => {
  test("an active reminder due that day suggests its client, service and stylist at the preferred time", async () => {
    const id = reminder({ preferredTime: "10:00:00" });
    expect(await suggested()).toEqual([
      {
        id: `suggested-${id}-${DAY}`,
        type: "suggested",
        reminderId: id,
        clientId: b.maria,
        stylistId: b.giulia,
        serviceId: b.taglio,
        date: DAY,
        startTime: "10:00",
        endTime: "10:45",
        notes: "",
        client: {
          firstName: "Maria",
          lastName: "Rossi",
          phone: "+393331234567",
          email: "maria.rossi@example.it",
          notes: "Allergica all'ammoniaca",
        },
        service: { name: "Taglio Donna", duration: 45, price: 3500 },
        stylist: { name: "Giulia" },
      },
    ]);
  });

  test("nothing is stored and nothing is published", async () => {
    const events: LiveEvent[] = [];
    env.app.ctx.events.subscribe((e) => events.push(e));
    reminder();
    expect(await suggested()).toHaveLength(1);
    expect((await env.json("GET", `/api/appointments?date=${DAY}`)).body).toEqual([]);
    expect(events).toEqual([]);
  });

  test("ranges include both ends; a reminder due outside the range or inactive suggests nothing", async () => {
    reminder({ nextReminderDate: "2026-03-01", dayOfWeek: 0 });
    reminder({ nextReminderDate: "2026-03-31", clientId: b.luca, frequency: "monthly", dayOfWeek: null, dayOfMonth: 31 });
    reminder({ nextReminderDate: "2026-04-01", preferredTime: "15:00" });
    reminder({ isActive: false, preferredTime: "16:00" });
    const march = await suggested("startDate=2026-03-01&endDate=2026-03-31");
    // 2026-03-01 is a Sunday: Giulia does not work, so no slot at all.
    expect(times(march)).toEqual(["2026-03-31 10:00-10:45 Giulia Luca"]);
    expect(await suggested()).toEqual([]);
  });

  test("the stylist of a visit's second item is busy then: the suggestion takes her first free slot", async () => {
    const db = env.app.ctx.db;
    // Marco colours 09:00-10:00, then Giulia cuts 10:00-10:45: the row names Marco and the span.
    const id = db.insert(appointments).values({ clientId: b.luca, stylistId: b.marco, serviceId: b.colore, date: DAY, startTime: "09:00", endTime: "10:45" }).returning().get().id;
    const item = { appointmentId: id, date: DAY, priceCents: 3500 };
    db.insert(appointmentItems).values([
      { ...item, position: 0, serviceId: b.colore, serviceName: "Colore", stylistId: b.marco, startTime: "09:00", endTime: "10:00" },
      { ...item, position: 1, serviceId: b.taglio, serviceName: "Taglio Donna", stylistId: b.giulia, startTime: "10:00", endTime: "10:45" },
    ]).run();
    reminder({ preferredTime: "10:00" });
    expect(times(await suggested())).toEqual([`${DAY} 09:00-09:45 Giulia Maria`]);
  });

  test("the salon's week is the one in force: the first start's closed Monday suggests nothing", async () => {
    env.app.ctx.db.insert(settings).values({ key: DEFAULT_HOURS_KEY, value: JSON.stringify(FIRST_START_OPENING_HOURS) }).run();
    reminder({ nextReminderDate: "2026-03-16", dayOfWeek: 1 });
    expect(await suggested("date=2026-03-16")).toEqual([]);
    expect((await env.json("GET", "/api/settings/hours")).body.monday.isOpen).toBe(false);
  });

  test("a preferred time taken by an appointment of the stylist moves to the first free slot", async () => {
    book({ startTime: "09:00", endTime: "09:30" });
    book({ startTime: "10:15", endTime: "11:00" });
    reminder({ preferredTime: "10:30" });
    expect(times(await suggested())).toEqual([`${DAY} 09:30-10:15 Giulia Maria`]);
  });

  test("no preferred time: the stylist's first free slot; a preferred time in the break: the same", async () => {
    reminder({ preferredTime: null });
    reminder({ preferredTime: "13:00", clientId: b.luca, stylistId: b.marco });
    expect(times(await suggested())).toEqual([`${DAY} 09:00-09:45 Giulia Maria`, `${DAY} 09:00-09:45 Marco Luca`]);
  });

  test("saved working hours and opening hours are respected", async () => {
    env.app.ctx.db
      .insert(stylistWorkingHours)
      .values({ stylistId: b.giulia, dayOfWeek: 4, isWorking: true, startTime: "14:00", endTime: "18:00", breakStartTime: null, breakEndTime: null })
      .run();
    reminder({ preferredTime: "10:00" });
    expect(times(await suggested())).toEqual([`${DAY} 14:00-14:45 Giulia Maria`]);
    env.app.ctx.db.insert(openingHours).values({ day: "thursday", openTime: "09:00", closeTime: "19:00", isOpen: false }).run();
    expect(await suggested()).toEqual([]);
  });

  test("with no saved opening hours the settings screen's defaults apply (Sunday closed), as the calendar shows", async () => {
    // 2026-03-15 is a Sunday; Giulia is set to work on Sundays.
    env.app.ctx.db
      .insert(stylistWorkingHours)
      .values({ stylistId: b.giulia, dayOfWeek: 0, isWorking: true, startTime: "10:00", endTime: "16:00", breakStartTime: null, breakEndTime: null })
      .run();
    reminder({ nextReminderDate: "2026-03-15", dayOfWeek: 0 });
    expect(await suggested("date=2026-03-15")).toEqual([]);
    env.app.ctx.db.insert(openingHours).values({ day: "sunday", openTime: "10:00", closeTime: "16:00", isOpen: true }).run();
    expect(times(await suggested("date=2026-03-15"))).toEqual(["2026-03-15 10:00-10:45 Giulia Maria"]);
  });

  test("none on the stylist's vacation or a closed extraordinary day; special hours are used", async () => {
    reminder();
    env.app.ctx.db.insert(stylistVacations).values({ stylistId: b.giulia, startDate: "2026-03-11", endDate: "2026-03-13", reason: "Ferie" }).run();
    expect(await suggested()).toEqual([]);
    env.app.ctx.db.delete(stylistVacations).run();
    env.app.ctx.db
      .insert(salonExtraordinaryDays)
      .values({ date: DAY, reason: "Orario Ridotto - Evento", isClosed: false, specialOpenTime: "11:00", specialCloseTime: "14:00" })
      .run();
    expect(times(await suggested())).toEqual([`${DAY} 11:00-11:45 Giulia Maria`]);
    env.app.ctx.db.update(salonExtraordinaryDays).set({ isClosed: true, specialOpenTime: null, specialCloseTime: null }).run();
    expect(await suggested()).toEqual([]);
  });

  test("none when the client already has an appointment that day, or the day is full", async () => {
    reminder();
    book({ clientId: b.maria, stylistId: b.marco, startTime: "16:00", endTime: "16:30" });
    expect(await suggested()).toEqual([]);
    env.app.ctx.db.delete(appointments).run();
    book({ startTime: "09:00", endTime: "13:00" });
    book({ startTime: "14:00", endTime: "17:30" });
    expect(await suggested()).toEqual([]);
  });

  test("none for an archived stylist or service", async () => {
    reminder();
    env.app.ctx.db.update(stylists).set({ archivedAt: "2026-03-01T00:00:00.000Z" }).where(eq(stylists.id, b.giulia)).run();
    expect(await suggested()).toEqual([]);
    reminder({ stylistId: b.marco, serviceId: b.permanente });
    expect(await suggested()).toEqual([]);
  });

  test("two suggestions for one stylist and day do not overlap each other", async () => {
    reminder();
    reminder({ clientId: b.luca });
    expect(times(await suggested())).toEqual([`${DAY} 09:00-09:45 Giulia Luca`, `${DAY} 10:00-10:45 Giulia Maria`]);
  });

  test("?clientId narrows to the client's reminders", async () => {
    reminder();
    reminder({ clientId: b.luca, stylistId: b.marco });
    expect(times(await suggested(`date=${DAY}&clientId=${b.luca}`))).toEqual([`${DAY} 10:00-10:45 Marco Luca`]);
    expect(times(await suggested(`clientId=${b.maria}`))).toEqual([`${DAY} 10:00-10:45 Giulia Maria`]);
  });
});
