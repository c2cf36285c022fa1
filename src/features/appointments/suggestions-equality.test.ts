import { expect, test } from "bun:test";
import { appointments, clients, recurringReminders, salonExtraordinaryDays, services, stylists, stylistVacations, stylistWorkingHours } from "../../../db/schema";
import { suggestedStart } from "../../domain/appointments";
import type { SuggestedAppointment } from "../../domain/schemas/appointments";
import { addDays, compareDays, dayOfWeek, fromMinutes } from "../../domain/time";
import { createTestEnv } from "../../test/test-app";
import { appointmentsRepo, type AppointmentsRepo } from "./repo";

/**
 * The suggestions as first written: every reminder judged on its own, each rebuilding its
 * stylist's day and filtering every booking. The service must answer exactly this.
 */
function oneByOne(repo: AppointmentsRepo, startDate: string, endDate: string) {
  const reminders = repo.dueReminders({ startDate, endDate });
  const dates = [...new Set(reminders.map((r) => r.date))].sort(compareDays);
  const stylistIds = [...new Set(reminders.map((r) => r.stylistId))];
  const { opening, extraordinaryDays, vacations, workingHours, bookings } = repo.dayRules(stylistIds, dates[0]!, dates.at(-1)!);
  const clientBookings = repo.clientBookingsOn(dates, [...new Set(reminders.map((r) => r.clientId))]);
  const placed: { stylistId: number; date: string; startTime: string; endTime: string }[] = [];
  const result: Pick<SuggestedAppointment, "id" | "date" | "startTime" | "endTime" | "stylistId">[] = [];
  for (const r of reminders) {
    if (clientBookings.some((b) => b.clientId === r.clientId && b.date === r.date)) continue;
    const booked = [...bookings, ...placed].filter((b) => b.stylistId === r.stylistId && b.date === r.date);
    const slot = suggestedStart({
      date: r.date,
      stylistId: r.stylistId,
      opening,
      extraordinaryDays,
      vacations,
      workingHours: workingHours.get(r.stylistId) ?? [],
      durationMinutes: r.service.duration,
      preferredTime: r.preferredTime,
      booked,
    });
    if (!slot) continue;
    placed.push({ stylistId: r.stylistId, date: r.date, ...slot });
    result.push({ id: `suggested-${r.id}-${r.date}`, date: r.date, stylistId: r.stylistId, ...slot });
  }
  return result;
}

test("a busy month's suggestions, each stylist-day worked out once, are those of judging every reminder on its own", async () => {
  const env = await createTestEnv();
  const db = env.app.ctx.db;
  let seed = 11;
  const rand = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  const stylistIds = ["Anna", "Bea", "Carla", "Dora"].map((name) => db.insert(stylists).values({ name }).returning().get().id);
  const serviceIds = [15, 30, 45, 60, 90, 120].map((duration) => db.insert(services).values({ name: `S${duration}`, duration, price: 1000 }).returning().get().id);
  const durations = new Map(serviceIds.map((id, i) => [id, [15, 30, 45, 60, 90, 120][i]!]));
  const clientIds = Array.from({ length: 120 }, (_, i) => db.insert(clients).values({ firstName: `C${i}`, lastName: "Rossi", phone: `333${String(i).padStart(7, "0")}` }).returning().get().id);
  // Anna works short Thursdays with a late break, Bea never works Mondays; the others keep the defaults.
  db.insert(stylistWorkingHours).values({ stylistId: stylistIds[0]!, dayOfWeek: 4, isWorking: true, startTime: "10:00", endTime: "15:00", breakStartTime: "12:30", breakEndTime: "13:00" }).run();
  db.insert(stylistWorkingHours).values({ stylistId: stylistIds[1]!, dayOfWeek: 1, isWorking: false, startTime: "09:00", endTime: "18:00" }).run();
  const first = "2026-03-23"; // a Monday; the month runs over the DST change of 29 March
  const days = Array.from({ length: 35 }, (_, i) => addDays(first, i));
  db.insert(salonExtraordinaryDays).values({ date: "2026-04-06", reason: "Pasquetta", isClosed: true }).run();
  db.insert(salonExtraordinaryDays).values({ date: "2026-03-29", reason: "Apertura", isClosed: false, specialOpenTime: "10:00", specialCloseTime: "14:00" }).run();
  db.insert(stylistVacations).values({ stylistId: stylistIds[2]!, startDate: "2026-04-01", endDate: "2026-04-03", reason: "Ferie" }).run();
  for (const date of days) {
    for (const stylistId of stylistIds) {
      for (let m = 9 * 60; m < 18 * 60; m += 15 * (1 + rand(6))) {
        if (rand(3) > 0) continue;
        const serviceId = serviceIds[rand(serviceIds.length)]!;
        const end = m + durations.get(serviceId)!;
        db.insert(appointments).values({ clientId: clientIds[rand(clientIds.length)]!, stylistId, serviceId, date, startTime: fromMinutes(m), endTime: fromMinutes(end), status: rand(10) ? "booked" : "cancelled" }).run();
        m = end;
      }
    }
  }
  const times = [null, "09:00", "10:00", "10:30", "12:45", "13:00", "16:00", "17:45"];
  for (let i = 0; i < 900; i++) {
    const date = days[rand(days.length)]!;
    db.insert(recurringReminders)
      .values({
        clientId: clientIds[rand(clientIds.length)]!,
        serviceId: serviceIds[rand(serviceIds.length)]!,
        stylistId: stylistIds[rand(stylistIds.length)]!,
        frequency: "weekly",
        dayOfWeek: dayOfWeek(date),
        preferredTime: times[rand(times.length)]!,
        nextReminderDate: date,
      })
      .run();
  }

  const last = days.at(-1)!;
  const expected = oneByOne(appointmentsRepo(db), first, last);
  const { status, body } = await env.json("GET", `/api/appointments/suggested?startDate=${first}&endDate=${last}`);
  expect(status).toBe(200);
  const got = (body as SuggestedAppointment[]).map(({ id, date, startTime, endTime, stylistId }) => ({ id, date, startTime, endTime, stylistId }));
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
  expect(got.sort(byId)).toEqual(expected.sort(byId));
  // Enough of them, and enough refused (full days included), for the comparison to mean something.
  expect(expected.length).toBeGreaterThan(150);
  expect(expected.length).toBeLessThan(700);
});
