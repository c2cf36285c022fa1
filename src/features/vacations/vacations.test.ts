import { describe, expect, test } from "bun:test";
import { Elysia } from "elysia";
import { stylists, stylistVacations } from "../../../db/schema";
import type { LiveEvent } from "../../domain/live-events";
import { INVALID_DATE } from "../../domain/schemas/schedule-fields";
import { ALL_FIELDS_REQUIRED, START_AFTER_END, VACATION_IN_PAST, VACATION_REASONS } from "../../domain/schemas/vacations";
import { createTestEnv, signedInCtx, testClock, type TestEnv } from "../../test/test-app";
import { vacationsRoutes } from "./routes";
import { STYLIST_NOT_FOUND, VACATION_NOT_FOUND } from "./service";

const PATH = "/api/stylists/vacations";
// The test clock starts at 2026-03-10T09:00Z: a Tuesday, 10:00 in Rome.

function addStylist(env: TestEnv, name = "Marco", archivedAt: string | null = null) {
  return env.app.ctx.db.insert(stylists).values({ name, archivedAt }).returning().get().id;
}

function recordEvents(env: TestEnv) {
  const events: LiveEvent[] = [];
  env.app.ctx.events.subscribe((e) => events.push(e));
  return events;
}

const vacation = (stylistId: number, patch: Record<string, unknown> = {}) => ({
  stylistId,
  startDate: "2026-03-30",
  endDate: "2026-04-02",
  reason: "Ferie",
  notes: "Viaggio a Lisbona",
  ...patch,
});

describe("POST /api/stylists/vacations", () => {
  test("creates it (201) with the stylist's name embedded; the event lists its days across the month end", async () => {
    const env = await createTestEnv();
    const id = addStylist(env);
    const events = recordEvents(env);
    const res = await env.json("POST", PATH, vacation(id));
    expect(res).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        stylistId: id,
        startDate: "2026-03-30",
        endDate: "2026-04-02",
        isActive: true,
        reason: "Ferie",
        notes: "Viaggio a Lisbona",
        stylist: { name: "Marco" },
      },
    });
    expect(events).toEqual([
      expect.objectContaining({
        topic: "vacations",
        action: "created",
        ids: [res.body.id],
        dates: ["2026-03-30", "2026-03-31", "2026-04-01", "2026-04-02"],
      }),
    ]);
  });

  test.each(VACATION_REASONS)("reason %s is accepted", async (reason) => {
    const env = await createTestEnv();
    const res = await env.json("POST", PATH, vacation(addStylist(env), { reason }));
    expect(res.status).toBe(201);
    expect(res.body.reason).toBe(reason);
  });

  test("without a reason it is Ferie; empty notes are stored as null; one day (start = end) is fine", async () => {
    const env = await createTestEnv();
    const res = await env.json("POST", PATH, { stylistId: addStylist(env), startDate: "2026-03-10", endDate: "2026-03-10", notes: "  " });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ reason: "Ferie", notes: null });
  });

  test("the stylist id may come as the select's text value", async () => {
    const env = await createTestEnv();
    const id = addStylist(env);
    expect((await env.json("POST", PATH, vacation(id, { stylistId: String(id) }))).body.stylistId).toBe(id);
  });

  test.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["no employee", { stylistId: null }, { stylistId: ALL_FIELDS_REQUIRED }],
    ["no start", { startDate: "" }, { startDate: ALL_FIELDS_REQUIRED }],
    ["no end", { endDate: undefined }, { endDate: ALL_FIELDS_REQUIRED }],
    ["nothing at all", { stylistId: undefined, startDate: undefined, endDate: undefined }, {
      stylistId: ALL_FIELDS_REQUIRED,
      startDate: ALL_FIELDS_REQUIRED,
      endDate: ALL_FIELDS_REQUIRED,
    }],
    ["start after end", { startDate: "2026-04-03", endDate: "2026-04-02" }, { endDate: START_AFTER_END }],
    ["a day that does not exist", { endDate: "2026-04-31" }, { endDate: INVALID_DATE }],
    ["an unknown reason", { reason: "Vacanza" }, { reason: "Tipo di assenza non valido" }],
  ])("%s: 400 with the spec's message", async (_label, patch, fields) => {
    const env = await createTestEnv();
    const events = recordEvents(env);
    const res = await env.json("POST", PATH, vacation(addStylist(env), patch));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(Object.values(fields)[0]!);
    expect(res.body.fields).toEqual(fields);
    expect(events).toHaveLength(0);
  });

  test("a start before today (in the salon's time zone) is refused; today is fine", async () => {
    // 23:30Z on 10 March is already 11 March in Rome: the 10th is in the past there.
    const env = await createTestEnv({ clock: testClock("2026-03-10T23:30:00.000Z") });
    const id = addStylist(env);
    const past = await env.json("POST", PATH, vacation(id, { startDate: "2026-03-10", endDate: "2026-03-12" }));
    expect(past).toMatchObject({ status: 400, body: { message: VACATION_IN_PAST, fields: { startDate: VACATION_IN_PAST } } });
    expect((await env.json("POST", PATH, vacation(id, { startDate: "2026-03-11", endDate: "2026-03-12" }))).status).toBe(201);
  });

  test("an unknown or removed stylist is a 404", async () => {
    const env = await createTestEnv();
    const removed = addStylist(env, "Ex", "2026-01-01T00:00:00.000Z");
    expect(await env.json("POST", PATH, vacation(99))).toMatchObject({ status: 404, body: { message: STYLIST_NOT_FOUND } });
    expect((await env.json("POST", PATH, vacation(removed))).status).toBe(404);
    expect(env.app.ctx.db.select().from(stylistVacations).all()).toHaveLength(0);
  });

  test("a vacation longer than a year publishes no day list", async () => {
    const env = await createTestEnv();
    const events = recordEvents(env);
    await env.json("POST", PATH, vacation(addStylist(env), { startDate: "2026-04-01", endDate: "2030-04-01" }));
    expect(events[0]).toMatchObject({ topic: "vacations", action: "created" });
    expect(events[0]?.dates).toBeUndefined();
  });
});

describe("GET /api/stylists/vacations", () => {
  test("everyone's, earliest first, each with the stylist's name; ?stylistId filters", async () => {
    const env = await createTestEnv();
    const marco = addStylist(env, "Marco");
    const sara = addStylist(env, "Sara");
    await env.json("POST", PATH, vacation(marco, { startDate: "2026-08-03", endDate: "2026-08-14" }));
    await env.json("POST", PATH, vacation(sara, { startDate: "2026-04-07", endDate: "2026-04-07", reason: "Permesso" }));
    await env.json("POST", PATH, vacation(marco, { startDate: "2026-05-01", endDate: "2026-05-02", reason: "Malattia" }));
    const all = await env.json<{ startDate: string; stylist: { name: string } }[]>("GET", PATH);
    expect(all.body.map((v) => [v.startDate, v.stylist.name])).toEqual([
      ["2026-04-07", "Sara"],
      ["2026-05-01", "Marco"],
      ["2026-08-03", "Marco"],
    ]);
    const marcos = await env.json<{ stylistId: number }[]>("GET", `${PATH}?stylistId=${marco}`);
    expect(marcos.body.map((v) => v.stylistId)).toEqual([marco, marco]);
    expect((await env.json("GET", `${PATH}?stylistId=x`)).status).toBe(400);
  });
});

describe("DELETE /api/stylists/vacations/{id}", () => {
  test("deletes it, publishes its days, and a second delete is a 404", async () => {
    const env = await createTestEnv();
    const created = await env.json("POST", PATH, vacation(addStylist(env), { startDate: "2026-03-31", endDate: "2026-04-01" }));
    const events = recordEvents(env);
    expect(await env.json("DELETE", `${PATH}/${created.body.id}`)).toEqual({ status: 200, body: { message: "Ferie eliminate" } });
    expect((await env.json("GET", PATH)).body).toEqual([]);
    expect(events).toEqual([
      expect.objectContaining({ topic: "vacations", action: "deleted", ids: [created.body.id], dates: ["2026-03-31", "2026-04-01"] }),
    ]);
    expect(await env.json("DELETE", `${PATH}/${created.body.id}`)).toMatchObject({ status: 404, body: { message: VACATION_NOT_FOUND } });
    expect((await env.json("DELETE", `${PATH}/abc`)).status).toBe(400);
  });
});

describe("routing next to /api/stylists/:id", () => {
  test("GET/POST /api/stylists/vacations and DELETE .../vacations/:id win over parameter routes", async () => {
    const env = await createTestEnv();
    const id = addStylist(env);
    const app = new Elysia()
      .get("/api/stylists/:id", () => "by id")
      .post("/api/stylists/:id", () => "by id")
      .delete("/api/stylists/:id/:other", () => "by id")
      .use(vacationsRoutes(signedInCtx(env)));
    const call = (method: string, path: string, body?: unknown) =>
      app
        .handle(
          new Request(`http://localhost${path}`, {
            method,
            headers: body === undefined ? {} : { "Content-Type": "application/json" },
            body: body === undefined ? undefined : JSON.stringify(body),
          }),
        )
        .then((r) => r.text());
    const created = JSON.parse(await call("POST", PATH, vacation(id)));
    expect(created).toMatchObject({ stylistId: id });
    expect(JSON.parse(await call("GET", PATH))).toHaveLength(1);
    expect(JSON.parse(await call("DELETE", `${PATH}/${created.id}`))).toEqual({ message: "Ferie eliminate" });
  });
});
