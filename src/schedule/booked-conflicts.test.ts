import { describe, expect, test } from "bun:test";
import { appointments, clients, salonExtraordinaryDays, services, stylists, stylistVacations } from "../../db/schema";
import { appointmentItems } from "../../db/schema-visits";
import { SETTINGS_DEFAULT_OPENING_HOURS } from "../domain/availability";
import { createTestEnv, type TestEnv } from "../test/test-app";

// The test clock starts at 2026-03-10T09:00Z: a Tuesday, 10:00 in Rome.
const THURSDAY = "2026-03-12";
const SATURDAY = "2026-03-14";
const SUNDAY = "2026-03-15";

async function salon() {
  const env = await createTestEnv();
  const db = env.app.ctx.db;
  const maria = db.insert(stylists).values({ name: "Maria" }).returning().get().id;
  const luca = db.insert(stylists).values({ name: "Luca" }).returning().get().id;
  const client = db.insert(clients).values({ firstName: "Giulia", lastName: "Bianchi", phone: "+393331234567" }).returning().get().id;
  const service = db.insert(services).values({ name: "Taglio", duration: 30, price: 2500 }).returning().get().id;
  const book = (stylistId: number, date: string, startTime: string, endTime: string, status: "booked" | "cancelled" = "booked") =>
    db.insert(appointments).values({ clientId: client, stylistId, serviceId: service, date, startTime, endTime, status }).returning().get().id;
  /** A visit of two items: Maria 10:00-10:30 then Luca 10:30-11:00 (the row keeps Maria and the span). */
  const visit = (date: string) => {
    const id = book(maria, date, "10:00", "11:00");
    const item = { appointmentId: id, serviceId: service, serviceName: "Taglio", date, priceCents: 2500 };
    db.insert(appointmentItems).values([
      { ...item, position: 0, stylistId: maria, startTime: "10:00", endTime: "10:30" },
      { ...item, position: 1, stylistId: luca, startTime: "10:30", endTime: "11:00" },
    ]).run();
    return id;
  };
  return { env, maria, luca, book, visit };
}

const closure = (date: string) => ({ date, reason: "Chiusura Straordinaria", isClosed: true, specialOpenTime: null, specialCloseTime: null, notes: null });
const count = (env: TestEnv, path: string) => env.json("GET", path).then((r) => r.body as unknown[]);

describe("a schedule write that puts booked appointments in conflict", () => {
  test("a closure over 25 booked appointments is refused with the list, stores nothing, and saves with ?confirm=1", async () => {
    const { env, maria, luca, book } = await salon();
    const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    for (let i = 0; i < 25; i++) book(i % 2 ? maria : luca, THURSDAY, hhmm(540 + i * 15), hhmm(555 + i * 15));
    book(maria, "2026-03-13", "10:00", "10:30"); // another day: not listed

    const refused = await env.json("POST", "/api/salon-extraordinary-days", closure(THURSDAY));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("booked_conflicts");
    expect(refused.body.message).toBe("Il 12/03 ci sono 25 appuntamenti in conflitto");
    expect(refused.body.conflicts).toHaveLength(25);
    expect(refused.body.conflicts[0]).toMatchObject({
      date: THURSDAY,
      startTime: "09:00",
      clientName: "Giulia Bianchi",
      clientPhone: "+393331234567",
      stylistName: "Luca",
      serviceName: "Taglio",
      kind: "closed",
      reason: "Salone chiuso: Chiusura Straordinaria",
    });
    expect(await count(env, "/api/salon-extraordinary-days")).toHaveLength(0);
    expect(await count(env, "/api/appointments/conflicts")).toHaveLength(0);

    const saved = await env.json("POST", "/api/salon-extraordinary-days?confirm=1", closure(THURSDAY));
    expect(saved.status).toBe(201);
    const panel = await count(env, "/api/appointments/conflicts");
    expect(panel).toHaveLength(25);
  });

  test("a cancelled appointment has freed its time: no conflict, nothing to relocate", async () => {
    const { env, maria, book } = await salon();
    book(maria, THURSDAY, "10:00", "10:30", "cancelled");
    expect((await env.json("POST", "/api/salon-extraordinary-days", closure(THURSDAY))).status).toBe(201);
    expect(await count(env, "/api/appointments/conflicts")).toHaveLength(0);
  });

  test("a closure on an empty day saves without confirmation", async () => {
    const { env } = await salon();
    expect((await env.json("POST", "/api/salon-extraordinary-days", closure(THURSDAY))).status).toBe(201);
  });

  test("shortening Saturday to 17:00 lists the 17:30 and the 15:30-18:00 appointments, not the 16:00-17:00", async () => {
    const { env, maria, book } = await salon();
    const late = book(maria, SATURDAY, "17:30", "18:00");
    const long = book(maria, SATURDAY, "15:30", "18:00");
    book(maria, SATURDAY, "11:00", "12:00");
    const week = { ...SETTINGS_DEFAULT_OPENING_HOURS, saturday: { openTime: "09:00", closeTime: "17:00", isOpen: true } };
    const refused = await env.json("POST", "/api/settings/hours", week);
    expect(refused.status).toBe(409);
    expect(refused.body.conflicts.map((c: { id: number }) => c.id).sort()).toEqual([late, long].sort());
    expect(refused.body.conflicts[0].reason).toBe("Fuori orario: il salone è aperto 09:00–17:00");
    expect((await env.json("GET", "/api/settings/hours")).body.saturday.closeTime).toBe("20:00");
    expect((await env.json("POST", "/api/settings/hours?confirm=1", week)).status).toBe(200);
    expect((await env.json("GET", "/api/settings/hours")).body.saturday.closeTime).toBe("17:00");
  });

  test("a sick day for Maria lists only her appointments in its days, from today", async () => {
    const { env, maria, luca, book } = await salon();
    const hers = book(maria, THURSDAY, "10:00", "10:45");
    book(luca, THURSDAY, "10:00", "10:45");
    book(maria, "2026-03-09", "10:00", "10:45"); // yesterday
    const sick = { stylistId: maria, startDate: "2026-03-10", endDate: THURSDAY, reason: "Malattia" };
    const refused = await env.json("POST", "/api/stylists/vacations", sick);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Il 12/03 c'è 1 appuntamento in conflitto");
    expect(refused.body.conflicts).toEqual([expect.objectContaining({ id: hers, kind: "vacation", reason: "Maria è in malattia" })]);
    expect((await env.json("POST", "/api/stylists/vacations?confirm=true", sick)).status).toBe(201);

    // Luca is busy at 10:00 that day, so nobody can take it; at 11:00 Luca is free.
    expect((await env.json("GET", `/api/appointments/${hers}/free-stylists`)).body).toEqual([]);
    const other = book(maria, THURSDAY, "11:00", "11:30");
    expect((await env.json("GET", `/api/appointments/${other}/free-stylists`)).body).toEqual([{ id: luca, name: "Luca" }]);
    expect((await env.json("GET", "/api/appointments/999/free-stylists")).status).toBe(404);
  });

  test("a working day turned off warns; an appointment already in conflict is not listed again", async () => {
    const { env, maria, book } = await salon();
    book(maria, SUNDAY, "10:00", "10:30"); // Sunday: salon closed already
    const friday = book(maria, "2026-03-13", "10:00", "10:30");
    const dayOff = { stylistId: maria, dayOfWeek: 5, isWorking: false, startTime: "09:00", endTime: "18:00", breakStartTime: null, breakEndTime: null };
    const refused = await env.json("POST", "/api/stylists/working-hours", dayOff);
    expect(refused.status).toBe(409);
    expect(refused.body.conflicts).toEqual([expect.objectContaining({ id: friday, kind: "day_off", reason: "Maria non lavora il venerdì" })]);
    expect((await env.json("POST", "/api/stylists/working-hours?confirm=1", dayOff)).status).toBe(200);
    const panel = await count(env, "/api/appointments/conflicts");
    expect(panel.map((c) => (c as { kind: string }).kind).sort()).toEqual(["closed", "day_off"]);
  });

  test("a break moved onto an appointment warns, but the panel does not list breaks", async () => {
    const { env, maria, book } = await salon();
    book(maria, THURSDAY, "12:00", "12:30");
    const lunch = { stylistId: maria, dayOfWeek: 4, isWorking: true, startTime: "09:00", endTime: "18:00", breakStartTime: "12:00", breakEndTime: "13:00" };
    const refused = await env.json("POST", "/api/stylists/working-hours", lunch);
    expect(refused.body.conflicts[0]).toMatchObject({ kind: "break", reason: "Durante la pausa di Maria (12:00–13:00)" });
    expect((await env.json("POST", "/api/stylists/working-hours?confirm=1", lunch)).status).toBe(200);
    expect(await count(env, "/api/appointments/conflicts")).toHaveLength(0);
  });

  test("removing a Sunday's special opening warns about its appointments", async () => {
    const { env, maria, book } = await salon();
    const open = { date: SUNDAY, reason: "Apertura Straordinaria", isClosed: false, specialOpenTime: "09:00", specialCloseTime: "13:00", notes: null };
    const { body } = await env.json("POST", "/api/salon-extraordinary-days", open);
    // Maria works Sundays in this salon.
    await env.json("POST", "/api/stylists/working-hours", { stylistId: maria, dayOfWeek: 0, isWorking: true, startTime: "09:00", endTime: "13:00", breakStartTime: null, breakEndTime: null });
    book(maria, SUNDAY, "10:00", "10:30");
    const refused = await env.json("DELETE", `/api/salon-extraordinary-days/${body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.conflicts[0].reason).toBe("Salone chiuso la domenica");
    expect((await env.json("DELETE", `/api/salon-extraordinary-days/${body.id}?confirm=1`)).status).toBe(200);
  });

  test("the panel judges from today on: an absence begun last week still counts, a closure in the past does not, and a new day recomputes", async () => {
    const { env, maria, book } = await salon();
    const db = env.app.ctx.db;
    const today = book(maria, "2026-03-10", "17:00", "17:30");
    book(maria, "2026-03-09", "10:00", "10:30"); // yesterday, on a closed day
    expect(await count(env, "/api/appointments/conflicts")).toEqual([]);
    // Written past the services (another process, an import): the panel still sees them.
    db.insert(stylistVacations).values({ stylistId: maria, startDate: "2026-03-02", endDate: "2026-03-10", reason: "Ferie" }).run();
    db.insert(salonExtraordinaryDays).values(closure("2026-03-09")).run();
    const panel = await count(env, "/api/appointments/conflicts");
    expect(panel).toEqual([expect.objectContaining({ id: today, kind: "vacation", reason: "Maria è in ferie" })]);
    env.clock.set("2026-03-10T20:00:00.000Z"); // 21:00 in Rome: still today (and the session stays alive)
    expect(await count(env, "/api/appointments/conflicts")).toHaveLength(1);
    env.clock.set("2026-03-10T23:30:00.000Z"); // 00:30 on the 11th in Rome
    expect(await count(env, "/api/appointments/conflicts")).toEqual([]);
  });

  test("each item of a visit is judged with its own stylist: the second stylist's absence puts the visit in Da ricollocare", async () => {
    const { env, luca, visit } = await salon();
    const id = visit(THURSDAY);
    const ferie = { stylistId: luca, startDate: THURSDAY, endDate: THURSDAY, reason: "Ferie" };
    const refused = await env.json("POST", "/api/stylists/vacations", ferie);
    expect(refused.status).toBe(409);
    expect(refused.body.conflicts).toEqual([expect.objectContaining({ id, kind: "vacation", reason: "Luca è in ferie" })]);
    expect((await env.json("POST", "/api/stylists/vacations?confirm=1", ferie)).status).toBe(201);
    expect(await count(env, "/api/appointments/conflicts")).toEqual([expect.objectContaining({ id, kind: "vacation", reason: "Luca è in ferie" })]);
  });

  test("each item is judged with its own times: Luca's break after Maria's item is his, not the visit's span", async () => {
    const { env, maria, luca, visit } = await salon();
    visit(THURSDAY);
    // Maria pauses 10:30-11:00, when only Luca works on the visit: nothing to warn about.
    const mariaLunch = { stylistId: maria, dayOfWeek: 4, isWorking: true, startTime: "09:00", endTime: "18:00", breakStartTime: "10:30", breakEndTime: "11:00" };
    expect((await env.json("POST", "/api/stylists/working-hours", mariaLunch)).status).toBe(200);
    const lucaLunch = { ...mariaLunch, stylistId: luca };
    const refused = await env.json("POST", "/api/stylists/working-hours", lucaLunch);
    expect(refused.body.conflicts[0]).toMatchObject({ kind: "break", reason: "Durante la pausa di Luca (10:30–11:00)" });
  });

  test("a stylist busy with another visit's second item is not free to take an appointment", async () => {
    const { env, maria, book, visit } = await salon();
    const mine = book(maria, SATURDAY, "10:30", "11:00");
    expect((await env.json("GET", `/api/appointments/${mine}/free-stylists`)).body).toHaveLength(1);
    visit(SATURDAY); // Luca works on it 10:30-11:00
    expect((await env.json("GET", `/api/appointments/${mine}/free-stylists`)).body).toEqual([]);
  });
});
