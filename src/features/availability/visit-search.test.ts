import { beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { appointments, services } from "../../../db/schema";
import { appointmentItems } from "../../../db/schema-visits";
import { FreeSlotsResponseSchema } from "../../domain/schemas/availability";
import { createTestEnv, type TestEnv } from "../../test/test-app";
import { seedBasics, type Basics } from "../../test/seed-basics";

let env: TestEnv;
let b: Basics;
// The test clock: 10:00 on Tuesday 2026-03-10 in Rome; stylists work 09:00-18:00, break 13:00-14:00.
const THURSDAY = "2026-03-12";

beforeEach(async () => {
  env = await createTestEnv();
  b = seedBasics(env.app.ctx.db);
  // Colore: 90 min = 30 application + 45 posa + 15 finishing, performed by Giulia only.
  env.app.ctx.db.update(services).set({ processingMinutes: 45, finishingMinutes: 15, stylistIds: JSON.stringify([b.giulia]) }).where(eq(services.id, b.colore)).run();
});

type Item = { stylistId: number; serviceId: number; startTime: string; endTime: string; processingMinutes?: number; finishingMinutes?: number };
/** A visit as the visits' model stores it: the appointment row spans its items. */
function visit(date: string, items: Item[], extra: { cleanupMinutes?: number; status?: "cancelled" } = {}) {
  const db = env.app.ctx.db;
  const first = items[0]!;
  const id = db
    .insert(appointments)
    .values({ clientId: b.luca, stylistId: first.stylistId, serviceId: first.serviceId, date, startTime: first.startTime, endTime: items.at(-1)!.endTime, ...extra })
    .returning({ id: appointments.id })
    .get().id;
  items.forEach((item, position) =>
    db.insert(appointmentItems).values({ appointmentId: id, position, serviceName: "x", date, priceCents: 0, ...item }).run(),
  );
  return id;
}

async function search(query: string) {
  const res = await env.json("GET", `/api/availability/free-slots?${query}`);
  expect(res.status).toBe(200);
  return v.parse(FreeSlotsResponseSchema, res.body);
}
const times = (slots: { startTime: string; endTime: string; stylistIds: number[] }[]) => slots.map((s) => `${s.startTime}-${s.endTime} ${s.stylistIds.join(",")}`);

describe("free slots for a whole visit (serviceIds)", () => {
  test("colour then cut with Giulia: the items follow each other, the answer spans the visit", async () => {
    const res = await search(`serviceIds=${b.colore},${b.taglio}&stylistId=${b.giulia}&from=${THURSDAY}&limit=2`);
    expect(res.minutes).toBe(135);
    expect(times(res.slots)).toEqual([`09:00-11:15 ${b.giulia}`, `09:15-11:30 ${b.giulia}`]);
  });

  test("another client's posa is free: a 45-minute cut fits a 45-minute posa", async () => {
    // Giulia: a colour 09:00-10:30 (posa 09:30-10:15), then booked to 13:00.
    visit(THURSDAY, [{ stylistId: b.giulia, serviceId: b.colore, startTime: "09:00", endTime: "10:30", processingMinutes: 45, finishingMinutes: 15 }]);
    visit(THURSDAY, [{ stylistId: b.giulia, serviceId: b.taglio, startTime: "10:30", endTime: "13:00" }]);
    const res = await search(`serviceIds=${b.taglio}&stylistId=${b.giulia}&from=${THURSDAY}&limit=2`);
    expect(times(res.slots)).toEqual([`09:30-10:15 ${b.giulia}`, `14:00-14:45 ${b.giulia}`]);
  });

  test("a cleaning time holds the last item's stylist; a cancelled visit holds nothing", async () => {
    visit(THURSDAY, [{ stylistId: b.giulia, serviceId: b.taglio, startTime: "09:00", endTime: "09:45" }], { cleanupMinutes: 30 });
    visit(THURSDAY, [{ stylistId: b.giulia, serviceId: b.taglio, startTime: "14:00", endTime: "18:00" }], { status: "cancelled" });
    const res = await search(`serviceIds=${b.taglio}&stylistId=${b.giulia}&from=${THURSDAY}&limit=1`);
    expect(times(res.slots)).toEqual([`10:15-11:00 ${b.giulia}`]);
    const afternoon = await search(`serviceIds=${b.taglio}&stylistId=${b.giulia}&from=${THURSDAY}&part=afternoon&limit=1`);
    expect(times(afternoon.slots)).toEqual([`14:00-14:45 ${b.giulia}`]);
  });

  test("Nessuna preferenza: only who performs every service (Colore is Giulia's)", async () => {
    const res = await search(`serviceIds=${b.colore},${b.taglio}&from=${THURSDAY}&limit=1`);
    expect(times(res.slots)).toEqual([`09:00-11:15 ${b.giulia}`]);
    const cut = await search(`serviceIds=${b.taglio}&from=${THURSDAY}&part=morning&fromTime=12:00&limit=2`);
    expect(times(cut.slots)).toEqual([`12:00-12:45 ${b.giulia},${b.marco}`, `12:15-13:00 ${b.giulia},${b.marco}`]);
  });

  test.each<[string, string]>([
    ["serviceIds=1,2,3,4", "serviceIds"],
    ["serviceIds=1,,2", "serviceIds"],
    ["serviceIds=0", "serviceIds"],
    ["serviceIds=999", "serviceIds"],
    ["duration=30&part=sera", "part"],
  ])("%s is refused with 400 on its field", async (query, field) => {
    const res = await env.json("GET", `/api/availability/free-slots?${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields ?? {})).toContain(field);
  });
});
