// "Da approvare": the list the calendar shows, and the minute job that lets unanswered requests go.
import { beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { activity, appointments } from "../../../db/schema";
import type { LiveEvent } from "../../domain/live-events";
import { bookingBody, enableOnline, publicCall } from "../../test/online-booking";
import { seedBasics, type Basics } from "../../test/seed-basics";
import { createTestEnv, type TestEnv } from "../../test/test-app";

let env: TestEnv;
let b: Basics;
const WHATSAPP = { WHATSAPP_ACCESS_TOKEN: "token", WHATSAPP_PHONE_NUMBER_ID: "123" };

async function setUp(extra: Record<string, string> = {}) {
  env = await createTestEnv({ env: extra });
  b = seedBasics(env.app.ctx.db);
  await enableOnline(env, b, { requireApproval: true });
}
beforeEach(() => setUp());

const book = (over: Record<string, unknown> = {}, from = "203.0.113.50") => publicCall(env, "POST", "/api/public/bookings", bookingBody(b, over), from);
const rowOf = (id: number) => env.app.ctx.db.select().from(appointments).where(eq(appointments.id, id)).get()!;
const onlyId = () => env.app.ctx.db.select().from(appointments).all()[0]!.id;

describe("GET /api/appointments/pending", () => {
  test("every booking waiting for approval, earliest first; whether approving it tells the client", async () => {
    expect((await book({ date: "2026-03-13", whatsappConsent: true })).status).toBe(201);
    expect((await book({ phone: "3339998888", startTime: "11:00" })).status).toBe(201);
    const res = await env.json("GET", "/api/appointments/pending");
    expect(res.status).toBe(200);
    // WhatsApp is not set up here: nobody would be told, so the desk must call both.
    expect(res.body.map((p: any) => [p.appointment.date, p.appointment.startTime, p.appointment.status, p.clientNotified])).toEqual([
      ["2026-03-12", "11:00", "pending", false],
      ["2026-03-13", "10:00", "pending", false],
    ]);
  });

  test("with WhatsApp set up, only the client who consented is told", async () => {
    await setUp(WHATSAPP);
    expect((await book({ whatsappConsent: true })).status).toBe(201);
    expect((await book({ phone: "3339998888", startTime: "11:00" })).status).toBe(201);
    const res = await env.json("GET", "/api/appointments/pending");
    expect(res.body.map((p: any) => [p.appointment.startTime, p.clientNotified])).toEqual([
      ["10:00", true],
      ["11:00", false],
    ]);
    // Approved, it leaves the list.
    const first = res.body[0].appointment;
    expect((await env.json("PUT", `/api/appointments/${first.id}/status`, { status: "confirmed", version: first.version })).status).toBe(200);
    expect((await env.json("GET", "/api/appointments/pending")).body).toHaveLength(1);
  });
});

describe("pending requests expire after pendingExpiryHours", () => {
  test("12 h after it was made a request is cancelled as expired by the system, and its time is free again", async () => {
    const events: LiveEvent[] = [];
    env.app.ctx.events.subscribe((e) => events.push(e));
    expect((await book()).status).toBe(201);
    const id = onlyId();
    env.clock.advance(12 * 3600_000 - 60_000);
    expect(await env.app.pendingApprovals.expire()).toBe(0);
    expect(rowOf(id).status).toBe("pending");
    // The time is held while it waits.
    expect((await book({ phone: "3337776666" }, "203.0.113.51")).body.code).toBe("slot_taken");
    env.clock.advance(60_000);
    expect(await env.app.pendingApprovals.expire()).toBe(1);
    expect([rowOf(id).status, rowOf(id).cancelledBy]).toEqual(["cancelled", "expired"]);
    expect(await env.app.pendingApprovals.expire()).toBe(0);
    // The trail names the system; the live event names the day, with no author to toast.
    const entry = env.app.ctx.db.select().from(activity).all().find((e) => e.entityId === id && e.action === "status")!;
    expect(entry.actorName).toBe("Sistema");
    expect(JSON.parse(entry.changes)).toEqual({ status: ["pending", "cancelled"], cancelledBy: [null, "expired"] });
    const event = events.find((e) => e.topic === "appointments" && e.action === "updated" && e.ids.includes(id))!;
    expect([event.dates, "actor" in event]).toEqual([["2026-03-12"], false]);
    // Freed: someone else books that time.
    expect((await book({ phone: "3337776666" }, "203.0.113.52")).status).toBe(201);
  });

  test("the owner's hours, and a request approved in time is left alone", async () => {
    await env.json("PUT", "/api/settings/online-booking", { pendingExpiryHours: 2 });
    expect((await book()).status).toBe(201);
    expect((await book({ phone: "3339998888", startTime: "11:00" })).status).toBe(201);
    const [first] = (await env.json("GET", "/api/appointments/pending")).body;
    expect((await env.json("PUT", `/api/appointments/${first.appointment.id}/status`, { status: "confirmed", version: first.appointment.version })).status).toBe(200);
    env.clock.advance(2 * 3600_000);
    expect(await env.app.pendingApprovals.expire()).toBe(1);
    expect(env.app.ctx.db.select().from(appointments).all().map((r) => [r.startTime, r.status]).sort()).toEqual([
      ["10:00", "confirmed"],
      ["11:00", "cancelled"],
    ]);
  });

  test("nobody may mark a cancellation as expired by hand", async () => {
    expect((await book()).status).toBe(201);
    const res = await env.json("PUT", `/api/appointments/${onlyId()}/status`, { status: "cancelled", cancelledBy: "expired" });
    expect([res.status, res.body.fields.cancelledBy]).toEqual([400, "Indica se ha annullato il cliente o il salone"]);
  });
});
