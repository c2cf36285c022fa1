// The manage link: a client cancels her own online booking up to the owner's limit.
import { beforeEach, describe, expect, test } from "bun:test";
import { appointments } from "../../../db/schema";
import { appointmentMessages } from "../../../db/schema-messages";
import type { LiveEvent } from "../../domain/live-events";
import { bookingBody, enableOnline, publicCall } from "../../test/online-booking";
import { seedBasics, type Basics } from "../../test/seed-basics";
import { createTestEnv, type TestEnv } from "../../test/test-app";

let env: TestEnv;
let b: Basics;
const THURSDAY = "2026-03-12";

beforeEach(async () => {
  env = await createTestEnv();
  b = seedBasics(env.app.ctx.db);
  await enableOnline(env, b);
});

const call = (method: string, path: string, body?: unknown) => publicCall(env, method, path, body);
async function bookThursday(over: Record<string, unknown> = {}) {
  const res = await call("POST", "/api/public/bookings", bookingBody(b, over));
  expect(res.status).toBe(201);
  return res.body.token as string;
}
const thursdayTimes = async () =>
  (await call("GET", `/api/public/availability?serviceId=${b.taglio}&stylistId=${b.giulia}&from=${THURSDAY}&to=${THURSDAY}`)).body.days[0].slots.map(
    (s: any) => s.startTime,
  );

describe("the trail and the staff's view of an online booking", () => {
  test("created by 'Cliente online', source online, with a live event naming the day", async () => {
    const events: LiveEvent[] = [];
    env.app.ctx.events.subscribe((e) => events.push(e));
    await bookThursday();
    const row = env.app.ctx.db.select().from(appointments).get()!;
    const history = await env.json("GET", `/api/appointments/${row.id}/history`);
    expect(history.body.map((e: any) => [e.action, e.actorName])).toEqual([["created", "Cliente online"]]);
    const created = events.find((e) => e.topic === "appointments" && e.action === "created");
    expect(created).toMatchObject({ ids: [row.id], dates: [THURSDAY], actor: { name: "Cliente online" } });
    // A new client is recorded too, by the same author.
    const clientEntries = await env.json("GET", "/api/activity?entity=client");
    expect(clientEntries.body.entries.map((e: any) => [e.summary, e.actorName])).toEqual([["Sara Verdi", "Cliente online"]]);
  });

  test("a known client's number with the box ticked online: her card and her trail are untouched", async () => {
    await bookThursday({ phone: "347 987 6543", whatsappConsent: true });
    await bookThursday({ phone: "347 987 6543", whatsappConsent: true, startTime: "11:00" });
    const luca = (await env.json("GET", "/api/clients")).body.find((c: any) => c.id === b.luca);
    expect(luca).toMatchObject({ whatsappConsent: false, whatsappConsentAt: null });
    expect((await env.json("GET", "/api/activity?entity=client")).body.entries).toEqual([]);
  });
});

describe("approval", () => {
  test("the salon approves a pending online booking: a number whose consent is pending gets the confirmation that asks it", async () => {
    await enableOnline(env, b, { requireApproval: true });
    await bookThursday({ whatsappConsent: true });
    await bookThursday({ phone: "3331230000", startTime: "11:00" });
    const [withConsent, without] = env.app.ctx.db.select().from(appointments).all();
    for (const row of [withConsent!, without!]) {
      expect((await env.json("PUT", `/api/appointments/${row.id}/status`, { status: "booked" })).body.status).toBe("booked");
    }
    expect(env.app.ctx.db.select().from(appointmentMessages).all().map((m) => [m.appointmentId, m.kind, m.slot, m.status])).toEqual([
      [withConsent!.id, "confirmation", `${THURSDAY} 10:00`, "queued"],
    ]);
    // A staff booking moved from booked to confirmed queues nothing.
    await env.json("PUT", `/api/appointments/${withConsent!.id}/status`, { status: "confirmed" });
    expect(env.app.ctx.db.select().from(appointmentMessages).all()).toHaveLength(1);
  });
});

describe("DELETE /api/public/bookings/:token", () => {
  test("cancels before the limit: cancelled by the client, time free again, trail and live event", async () => {
    const token = await bookThursday();
    expect(await thursdayTimes()).not.toContain("10:00");
    const events: LiveEvent[] = [];
    env.app.ctx.events.subscribe((e) => events.push(e));
    const res = await call("DELETE", `/api/public/bookings/${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ date: THURSDAY, startTime: "10:00", status: "cancelled", canCancel: false });
    const row = env.app.ctx.db.select().from(appointments).get()!;
    expect(row).toMatchObject({ status: "cancelled", cancelledBy: "client" });
    expect(await thursdayTimes()).toContain("10:00");
    const history = await env.json("GET", `/api/appointments/${row.id}/history`);
    expect(history.body[0]).toMatchObject({ action: "status", actorName: "Cliente online" });
    expect(events).toEqual([expect.objectContaining({ topic: "appointments", action: "updated", ids: [row.id], dates: [THURSDAY] })]);
    // Someone else can book the freed time at once.
    expect((await call("POST", "/api/public/bookings", bookingBody(b, { phone: "3331230000" }))).status).toBe(201);
  });

  test("a second cancel answers the booking as it is, without a new change", async () => {
    const token = await bookThursday();
    await call("DELETE", `/api/public/bookings/${token}`);
    const version = env.app.ctx.db.select().from(appointments).get()!.version;
    const again = await call("DELETE", `/api/public/bookings/${token}`);
    expect([again.status, again.body.status]).toEqual([200, "cancelled"]);
    expect(env.app.ctx.db.select().from(appointments).get()!.version).toBe(version);
  });

  test("after the limit: 409 in Italian saying until when, nothing changes", async () => {
    const token = await bookThursday();
    env.clock.set("2026-03-11T09:00:01Z"); // 10:00:01 on Wednesday, 24 h before is 10:00
    const res = await call("DELETE", `/api/public/bookings/${token}`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: "La prenotazione si può annullare online fino al 11/03 alle 10:00: per annullarla ora contatta il salone",
      code: "too_late_to_cancel",
    });
    expect(env.app.ctx.db.select().from(appointments).get()!.status).toBe("booked");
  });

  test("the owner's limit applies: 48 hours", async () => {
    await enableOnline(env, b, { cancelLimitHours: 48 });
    const token = await bookThursday();
    expect((await call("GET", `/api/public/bookings/${token}`)).body).toMatchObject({ canCancel: true, cancelUntilDate: "2026-03-10", cancelUntilTime: "10:00" });
    env.clock.advance(60_000);
    expect((await call("DELETE", `/api/public/bookings/${token}`)).status).toBe(409);
  });

  test("a pending booking (approval mode) can be cancelled too", async () => {
    await enableOnline(env, b, { requireApproval: true });
    const token = await bookThursday();
    expect((await call("DELETE", `/api/public/bookings/${token}`)).body.status).toBe("cancelled");
  });

  test("a visit that has started its course (arrived) cannot be cancelled from the link", async () => {
    const token = await bookThursday();
    const row = env.app.ctx.db.select().from(appointments).get()!;
    expect((await env.json("PUT", `/api/appointments/${row.id}/status`, { status: "arrived" })).status).toBe(200);
    const res = await call("DELETE", `/api/public/bookings/${token}`);
    expect([res.status, res.body.code]).toEqual([409, "too_late_to_cancel"]);
  });

  test("an unknown or malformed token: the same 404, nothing cancelled", async () => {
    await bookThursday();
    for (const token of ["A".repeat(43), "1", "%00"]) {
      const res = await call("DELETE", `/api/public/bookings/${token}`);
      expect([res.status, res.body]).toEqual([404, { message: "Prenotazione non trovata", code: "not_found" }]);
    }
    expect(env.app.ctx.db.select().from(appointments).get()!.status).toBe("booked");
  });

  test("a staff booking has no manage link", async () => {
    const staff = await env.json("POST", "/api/appointments", { clientId: b.maria, stylistId: b.giulia, serviceId: b.taglio, date: THURSDAY, startTime: "15:00", endTime: "15:45" });
    expect(staff.body.source).toBe("staff");
    expect(env.app.ctx.db.select().from(appointments).all().find((a) => a.id === staff.body.id)!.manageTokenHash).toBeNull();
  });
});
