import { beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { appointments, services } from "../../../db/schema";
import { PublicAvailabilitySchema, PublicBookingCreatedSchema } from "../../domain/schemas/online-booking";
import { bookingBody, enableOnline, publicCall } from "../../test/online-booking";
import { seedBasics, type Basics } from "../../test/seed-basics";
import { createTestEnv, type TestEnv } from "../../test/test-app";

let env: TestEnv;
let b: Basics;
// The test clock: 10:00 on Tuesday 2026-03-10 in Rome. Stylists work 09:00-18:00, break 13:00-14:00.
const THURSDAY = "2026-03-12";

beforeEach(async () => {
  env = await createTestEnv();
  b = seedBasics(env.app.ctx.db);
  // Colore 90 min = 30 application + 45 posa + 15 finishing.
  env.app.ctx.db.update(services).set({ processingMinutes: 45, finishingMinutes: 15 }).where(eq(services.id, b.colore)).run();
  await enableOnline(env, b);
});

const call = (method: string, path: string, body?: unknown) => publicCall(env, method, path, body);
const availability = (query: string) => call("GET", `/api/public/availability?from=${THURSDAY}&to=${THURSDAY}&${query}`);
const slots = (res: { body: unknown }) => v.parse(PublicAvailabilitySchema, res.body).days[0]!.slots.map((s) => `${s.startTime} ${s.stylistIds.join(",")}`);

describe("GET /api/public/availability?serviceIds=", () => {
  test("colour then cut: the times the whole visit (135 min) fits before the break or the evening", async () => {
    const res = await availability(`serviceIds=${b.colore},${b.taglio}&stylistId=${b.giulia}`);
    expect(res.status).toBe(200);
    const got = slots(res);
    // 09:00 + 135 = 11:15 ... 10:45 + 135 = 13:00; then 14:00 ... 15:45 (ends 18:00).
    expect(got[0]).toBe(`09:00 ${b.giulia}`);
    expect(got).toContain(`10:45 ${b.giulia}`);
    expect(got).not.toContain(`11:00 ${b.giulia}`);
    expect(got.at(-1)).toBe(`15:45 ${b.giulia}`);
  });

  test("the single serviceId still works, and serviceIds wins over it", async () => {
    const one = slots(await availability(`serviceId=${b.taglio}`));
    expect(one.at(-1)).toBe(`17:15 ${b.giulia},${b.marco}`);
    const visit = slots(await availability(`serviceId=${b.taglio}&serviceIds=${b.taglio},${b.taglio}`));
    expect(visit.at(-1)).toBe(`16:30 ${b.giulia},${b.marco}`);
  });

  test("a service's performers limit Nessuna preferenza", async () => {
    env.app.ctx.db.update(services).set({ stylistIds: JSON.stringify([b.marco]) }).where(eq(services.id, b.colore)).run();
    const got = slots(await availability(`serviceIds=${b.taglio},${b.colore}`));
    expect(got[0]).toBe(`09:00 ${b.marco}`);
  });

  test.each<[string, string]>([
    ["four services", "serviceIds=1,2,3,4"],
    ["not a list", "serviceIds=a"],
    ["none at all", "stylistId="],
  ])("%s: 400", async (_label, query) => {
    const res = await availability(query);
    expect(res.status).toBe(400);
    expect(res.body.fields).toBeDefined();
  });

  test("a service not offered online is refused on serviceIds", async () => {
    const res = await availability(`serviceIds=${b.taglio},${b.permanente}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(["serviceIds"]);
  });
});

describe("POST /api/public/bookings with serviceIds", () => {
  test("creates the visit's items following each other with the stylist picked for Nessuna preferenza", async () => {
    const res = await call("POST", "/api/public/bookings", bookingBody(b, { serviceId: undefined, serviceIds: [b.colore, b.taglio], stylistId: null, startTime: "09:00" }));
    expect(res.status).toBe(201);
    const created = v.parse(PublicBookingCreatedSchema, res.body);
    expect({ startTime: created.startTime, endTime: created.endTime }).toEqual({ startTime: "09:00", endTime: "11:15" });
    const [row] = env.app.ctx.db.select().from(appointments).all();
    const visit = await env.json("GET", `/api/appointments/${row!.id}`);
    expect(visit.body.items.map((i: any) => [i.serviceId, i.stylistId, i.startTime, i.endTime, i.processingMinutes])).toEqual([
      [b.colore, b.giulia, "09:00", "10:30", 45],
      [b.taglio, b.giulia, "10:30", "11:15", 0],
    ]);
    expect(visit.body.source).toBe("online");
  });

  test("another client's cut in Giulia's posa: the second visit is booked inside it, a third is refused", async () => {
    const first = await call("POST", "/api/public/bookings", bookingBody(b, { serviceId: undefined, serviceIds: [b.colore], startTime: "09:00" }));
    expect(first.status).toBe(201);
    // Giulia's posa runs 09:30-10:15: a 45-minute cut at 09:30 fits.
    const inPosa = await publicCall(env, "POST", "/api/public/bookings", bookingBody(b, { serviceIds: [b.taglio], startTime: "09:30", phone: "+39 340 333 4444" }), "203.0.113.2");
    expect(inPosa.status).toBe(201);
    const taken = await publicCall(env, "POST", "/api/public/bookings", bookingBody(b, { serviceIds: [b.taglio], startTime: "09:45", phone: "+39 340 555 6666" }), "203.0.113.3");
    expect(taken.status).toBe(409);
  });

  test.each<[string, Record<string, unknown>, string]>([
    ["four services", { serviceIds: [1, 2, 3, 4] }, "serviceIds"],
    ["an empty list and no serviceId", { serviceId: undefined, serviceIds: [] }, "serviceIds"],
    ["neither", { serviceId: undefined }, "serviceId"],
  ])("%s: 400 on its field, nothing written", async (_label, over, field) => {
    const body = bookingBody(b, over);
    const res = await call("POST", "/api/public/bookings", body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toContain(field);
    expect(env.app.ctx.db.select().from(appointments).all()).toHaveLength(0);
  });

  test("a service not offered online: 400 on serviceIds, nothing written", async () => {
    const res = await call("POST", "/api/public/bookings", bookingBody(b, { serviceIds: [b.taglio, b.permanente] }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(["serviceIds"]);
    expect(env.app.ctx.db.select().from(appointments).all()).toHaveLength(0);
  });
});
