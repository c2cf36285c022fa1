import { beforeEach, describe, expect, test } from "bun:test";
import * as v from "valibot";
import { appointments, salonExtraordinaryDays, stylistVacations } from "../../../db/schema";
import { FreeSlotsResponseSchema } from "../../domain/schemas/availability";
import { createTestEnv, type TestEnv } from "../../test/test-app";
import { seedBasics, type Basics } from "../../test/seed-basics";

let env: TestEnv;
let b: Basics;
// The test clock starts at 2026-03-10T09:00Z: 10:00 on a Tuesday in Rome. Stylists work the
// default 09:00-18:00 with a 13:00-14:00 break; no opening hours saved (08:00-22:00 weekdays).
const TODAY = "2026-03-10";
const THURSDAY = "2026-03-12";

beforeEach(async () => {
  env = await createTestEnv();
  b = seedBasics(env.app.ctx.db);
});

const book = (stylistId: number, date: string, startTime: string, endTime: string) =>
  env.app.ctx.db.insert(appointments).values({ clientId: b.luca, stylistId, serviceId: b.taglio, date, startTime, endTime }).run();

async function search(query: string) {
  const res = await env.json("GET", `/api/availability/free-slots?${query}`);
  expect(res.status).toBe(200);
  return v.parse(FreeSlotsResponseSchema, res.body);
}
const list = (slots: { date: string; startTime: string; stylistIds: number[] }[]) =>
  slots.map((s) => `${s.date} ${s.startTime} ${s.stylistIds.join(",")}`);

describe("GET /api/availability/free-slots", () => {
  test("a service's length, every active stylist, from now on today", async () => {
    const res = await search(`serviceId=${b.taglio}&limit=3`);
    expect(res).toMatchObject({ minutes: 45, from: TODAY, to: "2026-04-09" });
    // Paola is archived: only Giulia and Marco.
    expect(list(res.slots)).toEqual([`${TODAY} 10:00 ${b.giulia},${b.marco}`, `${TODAY} 10:15 ${b.giulia},${b.marco}`, `${TODAY} 10:30 ${b.giulia},${b.marco}`]);
  });

  test("one stylist's bookings, a duration that wins over the service's, cleaning added", async () => {
    book(b.giulia, THURSDAY, "09:00", "11:00");
    const res = await search(`serviceId=${b.taglio}&duration=60&cleaning=15&stylistId=${b.giulia}&from=${THURSDAY}&limit=2`);
    expect(res.minutes).toBe(75);
    expect(res.slots.map((s) => `${s.startTime}-${s.endTime}`)).toEqual(["11:00-12:15", "11:15-12:30"]);
  });

  test("from a time, past a vacation and a closed day", async () => {
    const db = env.app.ctx.db;
    db.insert(stylistVacations).values({ stylistId: b.giulia, startDate: THURSDAY, endDate: "2026-03-13", reason: "Malattia" }).run();
    db.insert(salonExtraordinaryDays).values({ date: "2026-03-14", reason: "Festività", isClosed: true }).run();
    const res = await search(`duration=30&stylistId=${b.giulia}&from=2026-03-11&fromTime=17:30&limit=2`);
    // Wed 17:30 is the last; Thu-Fri sick, Sat closed, Sunday off -> Monday.
    expect(list(res.slots)).toEqual([`2026-03-11 17:30 ${b.giulia}`, `2026-03-16 09:00 ${b.giulia}`]);
  });

  test("every stylist but one: the times another stylist is free", async () => {
    const res = await search(`serviceId=${b.taglio}&exceptStylistId=${b.giulia}&limit=1`);
    expect(list(res.slots)).toEqual([`${TODAY} 10:00 ${b.marco}`]);
  });

  test("moving an appointment does not count its own place", async () => {
    book(b.giulia, THURSDAY, "09:00", "09:45");
    const id = env.app.ctx.db.select({ id: appointments.id }).from(appointments).get()!.id;
    const res = await search(`serviceId=${b.taglio}&stylistId=${b.giulia}&from=${THURSDAY}&limit=1&excludeId=${id}`);
    expect(res.slots[0]?.startTime).toBe("09:00");
  });

  test("a short horizon with no room answers an empty list", async () => {
    book(b.giulia, THURSDAY, "09:00", "13:00");
    book(b.giulia, THURSDAY, "14:00", "18:00");
    const res = await search(`duration=30&stylistId=${b.giulia}&from=${THURSDAY}&days=1`);
    expect(res).toEqual({ minutes: 30, from: THURSDAY, to: THURSDAY, slots: [] });
  });

  test.each<[string, string, string]>([
    ["no service nor duration", "", "serviceId"],
    ["a service that does not exist", "serviceId=999", "serviceId"],
    ["a service id that is not a number", "serviceId=abc", "serviceId"],
    ["an archived stylist", "duration=30&stylistId=3", "stylistId"],
    ["a stylist that does not exist", "duration=30&stylistId=99", "stylistId"],
    ["a duration too short", "duration=2", "duration"],
    ["a day that does not exist", "duration=30&from=2026-02-30", "from"],
    ["a bad time", "duration=30&fromTime=25:00", "fromTime"],
    ["more than 31 days", "duration=30&days=32", "days"],
    ["zero days", "duration=30&days=0", "days"],
    ["too many results", "duration=30&limit=51", "limit"],
    ["a repeated parameter", "duration=30&duration=45", "duration"],
  ])("400 in Italian for %s", async (_label, query, field) => {
    const res = await env.json("GET", `/api/availability/free-slots?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(res.body.fields?.[field]);
  });
});
