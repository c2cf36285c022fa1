import { beforeEach, describe, expect, test } from "bun:test";
import { activity } from "../../../db/schema";
import type { LiveEvent } from "../../domain/live-events";
import { signInAs } from "../../test/staff";
import type { TestEnv } from "../../test/test-app";
import { envWithBasics, type Basics } from "../../test/seed-basics";

let env: TestEnv;
let b: Basics;
let events: LiveEvent[];

beforeEach(async () => {
  ({ env, b, events } = await envWithBasics());
});

const booking = (over: Record<string, unknown> = {}) => ({
  clientId: b.maria,
  stylistId: b.giulia,
  serviceId: b.taglio,
  date: "2026-03-12",
  startTime: "10:00",
  endTime: "10:45",
  ...over,
});

async function create(over: Record<string, unknown> = {}) {
  const res = await env.json("POST", "/api/appointments", booking(over));
  expect(res.status).toBe(201);
  return res.body as { id: number; version: number; status: string };
}

const setStatus = (id: number, body: unknown) => env.json("PUT", `/api/appointments/${id}/status`, body);

describe("PUT /api/appointments/:id/status", () => {
  test("confirms: new status, statusChangedAt, version bumped, trail entry, live event with the date", async () => {
    const a = await create();
    env.clock.set("2026-03-10T11:30:00.000Z");
    events.length = 0;
    const res = await setStatus(a.id, { status: "confirmed", version: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: a.id, status: "confirmed", statusChangedAt: "2026-03-10T11:30:00.000Z", cancelledBy: null, version: 2 });
    expect(events).toEqual([expect.objectContaining({ topic: "appointments", action: "updated", ids: [a.id], dates: ["2026-03-12"] })]);
    const history = await env.json("GET", `/api/appointments/${a.id}/history`);
    expect(history.body[0]).toMatchObject({
      action: "status",
      actorName: "Amministratore Salone",
      summary: "Maria Rossi · Taglio Donna · 12/03/2026 10:00 · Confermato",
      changes: { status: ["booked", "confirmed"] },
    });
  });

  test.each([
    [{}, "Stato è richiesto"],
    [{ status: "" }, "Stato è richiesto"],
    [{ status: "annullato" }, "Stato non valido"],
    [{ status: 3 }, "Stato non valido"],
    [{ status: "cancelled", cancelledBy: "vicina" }, "Indica se ha annullato il cliente o il salone"],
    [{ status: "confirmed", version: 0 }, "Versione non valida"],
  ])("%j is a 400 with an Italian message", async (body, message) => {
    const a = await create();
    const res = await setStatus(a.id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.code).toBe("validation");
  });

  test("a move the rules do not allow is a 409 with the current row", async () => {
    const a = await create();
    expect((await setStatus(a.id, { status: "completed" })).status).toBe(200);
    const res = await setStatus(a.id, { status: "cancelled" });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: "status_not_allowed",
      message: "Un appuntamento Completato non può diventare Annullato",
      current: { id: a.id, status: "completed" },
    });
    expect((await setStatus(a.id, { status: "pending" })).body.code).toBe("status_not_allowed");
  });

  test("a stale version is a 409 like PUT; the same status again changes nothing", async () => {
    const a = await create();
    expect((await setStatus(a.id, { status: "confirmed", version: 1 })).status).toBe(200);
    const stale = await setStatus(a.id, { status: "arrived", version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("stale_version");
    events.length = 0;
    const again = await setStatus(a.id, { status: "confirmed", version: 2 });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: "confirmed", version: 2 });
    expect(events).toEqual([]);
  });

  test("an unknown appointment is a 404, a bad id a 400", async () => {
    expect((await setStatus(999, { status: "confirmed" })).status).toBe(404);
    expect((await setStatus(0, { status: "confirmed" })).status).toBe(400);
  });

  test("cancelling records who: the salon by default, the client when she phoned", async () => {
    const a = await create();
    const c = await create({ startTime: "11:00", endTime: "11:45" });
    expect((await setStatus(a.id, { status: "cancelled" })).body).toMatchObject({ status: "cancelled", cancelledBy: "staff" });
    expect((await setStatus(c.id, { status: "cancelled", cancelledBy: "client" })).body).toMatchObject({ status: "cancelled", cancelledBy: "client" });
    // Restored: nobody cancelled it any more.
    expect((await setStatus(a.id, { status: "booked" })).body).toMatchObject({ status: "booked", cancelledBy: null });
  });

  test("a stylist changes the status of their own appointments only", async () => {
    const own = await create();
    const colleague = await create({ stylistId: b.marco });
    const giulia = await signInAs(env, "stylist", { stylistId: b.giulia });
    expect((await giulia.json("PUT", `/api/appointments/${own.id}/status`, { status: "arrived" })).status).toBe(200);
    const refused = await giulia.json("PUT", `/api/appointments/${colleague.id}/status`, { status: "arrived" });
    expect(refused.status).toBe(403);
    const reception = await signInAs(env, "reception");
    expect((await reception.json("PUT", `/api/appointments/${colleague.id}/status`, { status: "arrived" })).status).toBe(200);
  });
});

describe("a cancelled appointment frees its time", () => {
  test("its time can be booked again, and it stays in the day's list", async () => {
    const a = await create();
    expect((await env.json("POST", "/api/appointments", booking({ clientId: b.luca }))).status).toBe(409);
    await setStatus(a.id, { status: "cancelled" });
    const again = await env.json("POST", "/api/appointments", booking({ clientId: b.luca }));
    expect(again.status).toBe(201);
    const day = await env.json("GET", "/api/appointments?date=2026-03-12");
    expect(day.body.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([
      [a.id, "cancelled"],
      [again.body.id, "booked"],
    ]);
    // A move onto the cancelled one's time is free too.
    const later = await create({ clientId: b.luca, startTime: "15:00", endTime: "15:45" });
    await setStatus(again.body.id, { status: "cancelled" });
    expect((await env.json("PUT", `/api/appointments/${later.id}`, { startTime: "10:00", endTime: "10:45" })).status).toBe(200);
  });

  test("restoring it onto a time taken meanwhile is a 409 like a clash; once free again it is restored", async () => {
    const a = await create();
    await setStatus(a.id, { status: "cancelled" });
    const taker = await env.json("POST", "/api/appointments", booking({ clientId: b.luca, startTime: "10:30", endTime: "11:15" }));
    const res = await setStatus(a.id, { status: "confirmed" });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "slot_taken", message: "Giulia ha già un appuntamento dalle 10:30 alle 11:15" });
    await env.json("DELETE", `/api/appointments/${taker.body.id}`);
    expect((await setStatus(a.id, { status: "confirmed" })).body).toMatchObject({ status: "confirmed", cancelledBy: null });
  });

  test("the free-slot search offers a cancelled appointment's time", async () => {
    const a = await create({ startTime: "09:00", endTime: "18:00" });
    const query = `/api/availability/free-slots?duration=45&stylistId=${b.giulia}&from=2026-03-12&days=1&limit=1`;
    expect((await env.json("GET", query)).body.slots).toEqual([]);
    await setStatus(a.id, { status: "cancelled" });
    expect((await env.json("GET", query)).body.slots).toEqual([expect.objectContaining({ date: "2026-03-12", startTime: "09:00" })]);
  });

  test("free stylists for a reassignment ignore a colleague's cancelled appointment", async () => {
    const a = await create();
    const marcos = await create({ stylistId: b.marco, clientId: b.luca });
    const url = `/api/appointments/${a.id}/free-stylists`;
    expect((await env.json("GET", url)).body).toEqual([]);
    await setStatus(marcos.id, { status: "cancelled" });
    expect((await env.json("GET", url)).body).toEqual([expect.objectContaining({ id: b.marco })]);
  });

  test("the dashboard does not count it among the day's appointments", async () => {
    const a = await create({ date: "2026-03-10", startTime: "15:00", endTime: "15:45" });
    await create({ date: "2026-03-11" });
    const before = await env.json("GET", "/api/dashboard/stats");
    expect(before.body).toMatchObject({ todayAppointments: 1, tomorrowAppointments: 1 });
    await setStatus(a.id, { status: "cancelled" });
    expect((await env.json("GET", "/api/dashboard/stats")).body).toMatchObject({ todayAppointments: 0, tomorrowAppointments: 1 });
  });

  test("a stylist with only cancelled appointments ahead can be archived", async () => {
    const a = await create({ stylistId: b.marco });
    expect((await env.json("DELETE", `/api/stylists/${b.marco}`)).status).toBe(409);
    await setStatus(a.id, { status: "cancelled" });
    expect((await env.json("DELETE", `/api/stylists/${b.marco}`)).status).toBe(200);
  });

  test("deleting a cancelled appointment stays possible", async () => {
    const a = await create();
    await setStatus(a.id, { status: "cancelled" });
    expect((await env.json("DELETE", `/api/appointments/${a.id}`)).status).toBe(200);
    expect((await env.json("GET", `/api/appointments/${a.id}`)).status).toBe(404);
  });
});

describe("the client card", () => {
  test("counts her no-shows; a missed or cancelled appointment is not her last visit", async () => {
    const done = await create({ date: "2026-03-02" });
    const missed = await create({ date: "2026-03-05" });
    const cancelled = await create({ date: "2026-03-09" });
    await setStatus(missed.id, { status: "no_show" });
    await setStatus(cancelled.id, { status: "cancelled" });
    const res = await env.json("GET", `/api/clients/${b.maria}/summary`);
    expect(res.body).toMatchObject({ noShows: 1, pastVisits: 1, appointmentCount: 3, lastVisit: { appointmentId: done.id } });
  });
});

describe("a client acting on her appointment", () => {
  test("a WhatsApp cancellation: cancelledBy client, the trail names her channel, the live event says who", async () => {
    const a = await create();
    const service = env.app.appointments;
    events.length = 0;
    const row = await service.setStatus({ kind: "client", channel: "whatsapp" }, a.id, { status: "cancelled" });
    expect(row).toMatchObject({ status: "cancelled", cancelledBy: "client", version: 2 });
    expect(events).toEqual([
      expect.objectContaining({
        action: "updated",
        dates: ["2026-03-12"],
        actor: { id: null, name: "Cliente via WhatsApp", firstName: "Cliente", kind: "client", channel: "whatsapp" },
      }),
    ]);
    const entry = env.app.ctx.db.select().from(activity).all().at(-1)!;
    expect(entry).toMatchObject({ userId: null, actorName: "Cliente via WhatsApp", action: "status" });
  });

  test("an online booking: source online, waiting for approval, booked by 'Cliente online'", async () => {
    const service = env.app.appointments;
    const row = await service.create({ kind: "client", channel: "online" }, { ...booking(), notes: "" }, { status: "pending" });
    expect(row).toMatchObject({ status: "pending", source: "online" });
    const entry = env.app.ctx.db.select().from(activity).all().at(-1)!;
    expect(entry).toMatchObject({ userId: null, actorName: "Cliente online", action: "created" });
    // A pending booking holds its time.
    expect((await env.json("POST", "/api/appointments", booking({ clientId: b.luca }))).status).toBe(409);
  });
});
