// The double-booking rule on busy parts: another client's item fits in a posa when its own busy
// parts do; finishing and cleaning time block; 1,000 racing writes into one posa have one winner.
import { beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { appointments, services } from "../../../db/schema";
import { appointmentItems } from "../../../db/schema-visits";
import type { TestEnv } from "../../test/test-app";
import { envWithBasics, type Basics } from "../../test/seed-basics";
import type { Appointment } from "../../domain/schemas/appointments";

let env: TestEnv;
let b: Basics;
const DAY = "2026-03-10";

beforeEach(async () => {
  ({ env, b } = await envWithBasics());
  // Colore 09:00–10:30 for Giulia: busy 09:00–09:30, posa 09:30–10:15, finishing 10:15–10:30.
  env.app.ctx.db.update(services).set({ processingMinutes: 45, finishingMinutes: 15 }).where(eq(services.id, b.colore)).run();
});

const colour = (over: Record<string, unknown> = {}) =>
  env.json<Appointment>("POST", "/api/appointments", {
    clientId: b.maria,
    date: DAY,
    items: [{ serviceId: b.colore, stylistId: b.giulia, startTime: "09:00" }],
    ...over,
  });
const cut = (startTime: string, endTime: string, over: Record<string, unknown> = {}) =>
  env.json<any>("POST", "/api/appointments", {
    clientId: b.luca,
    date: DAY,
    items: [{ serviceId: b.taglio, stylistId: b.giulia, startTime, endTime }],
    ...over,
  });

describe("busy parts against another client's visit", () => {
  test.each<[string, string, string, number]>([
    ["a 30-minute cut filling the posa's start", "09:30", "10:00", 201],
    ["a 45-minute cut filling the whole posa", "09:30", "10:15", 201],
    ["a cut ending as the finishing starts", "09:45", "10:15", 201],
    ["a cut touching the application's end", "09:30", "09:45", 201],
    ["a 60-minute cut running into the finishing", "09:30", "10:30", 409],
    ["a cut over the application", "09:15", "09:45", 409],
    ["a cut over the finishing only", "10:15", "10:30", 409],
    ["a cut right after the colour", "10:30", "11:00", 201],
  ])("%s (%s–%s): %i", async (_, start, end, status) => {
    expect((await colour()).status).toBe(201);
    const res = await cut(start, end);
    expect(res.status).toBe(status);
    if (status === 409) {
      expect(res.body).toMatchObject({ code: "slot_taken", message: "Giulia ha già un appuntamento dalle 09:00 alle 10:30", conflict: { serviceId: b.colore } });
    }
  });

  test("the colour's cleaning time keeps Giulia busy after it; a cut's cleaning time runs into the next visit", async () => {
    expect((await colour({ cleanupMinutes: 15 })).status).toBe(201);
    expect((await cut("10:30", "11:00")).status).toBe(409);
    expect((await cut("10:45", "11:15")).status).toBe(201);
    // With the 11:45 cut booked, an 11:15–11:30 cut with 30 minutes of cleaning would run into it.
    expect((await cut("11:45", "12:00")).status).toBe(201);
    expect((await cut("11:15", "11:30", { cleanupMinutes: 30 })).status).toBe(409);
    expect((await cut("11:15", "11:30", { cleanupMinutes: 15 })).status).toBe(201);
  });

  test("a colour booked around an existing cut fits when the cut sits in its posa", async () => {
    expect((await cut("09:30", "10:15")).status).toBe(201);
    expect((await colour()).status).toBe(201);
    expect((await colour({ clientId: b.maria, items: [{ serviceId: b.colore, stylistId: b.giulia, startTime: "09:15" }] })).status).toBe(409);
  });

  test("another stylist, a cancelled visit and the visit itself never block", async () => {
    const first = await colour();
    expect((await cut("09:00", "09:30", { items: [{ serviceId: b.taglio, stylistId: b.marco, startTime: "09:00", endTime: "09:30" }] })).status).toBe(201);
    const moved = await env.json("PUT", `/api/appointments/${first.body.id}`, { startTime: "09:15", endTime: "10:45" });
    expect(moved.status).toBe(200);
    expect((await env.json("PUT", `/api/appointments/${first.body.id}/status`, { status: "cancelled" })).status).toBe(200);
    expect((await cut("09:15", "10:45")).status).toBe(201);
  });

  test("a row with no items (written outside the service) still holds its whole time", async () => {
    env.app.ctx.db.insert(appointments).values({ clientId: b.maria, stylistId: b.giulia, serviceId: b.colore, date: DAY, startTime: "09:00", endTime: "10:30" }).run();
    expect((await cut("09:30", "10:00")).status).toBe(409);
  });
});

describe("1,000 racing writes into one posa", () => {
  test("exactly one wins, 999 get 409 slot_taken, one item is stored in the posa", async () => {
    expect((await colour()).status).toBe(201);
    const responses = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        env.call("POST", "/api/appointments", {
          clientId: i % 2 ? b.maria : b.luca,
          date: DAY,
          // Every one of them fits in the posa 09:30–10:15 on its own; any two overlap.
          items: [{ serviceId: b.taglio, stylistId: b.giulia, startTime: i % 3 ? "09:30" : "09:45", endTime: "10:15" }],
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(999);
    const bodies = await Promise.all(responses.filter((r) => r.status === 409).map((r) => r.json() as Promise<{ code: string }>));
    expect(new Set(bodies.map((x) => x.code))).toEqual(new Set(["slot_taken"]));
    expect(env.app.ctx.db.select().from(appointmentItems).where(eq(appointmentItems.serviceId, b.taglio)).all()).toHaveLength(1);
  });
});
