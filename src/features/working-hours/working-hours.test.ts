import { describe, expect, test } from "bun:test";
import { Elysia } from "elysia";
import { eq } from "drizzle-orm";
import { stylists, stylistWorkingHours } from "../../../db/schema";
import type { LiveEvent } from "../../domain/live-events";
import { INVALID_TIME } from "../../domain/schemas/schedule-fields";
import {
  BREAK_END_OFF_GRID,
  BREAK_END_OUTSIDE,
  BREAK_INCOMPLETE,
  BREAK_INVERTED,
  BREAK_START_OFF_GRID,
  BREAK_START_OUTSIDE,
  END_TIME_REQUIRED,
  NO_STYLIST_SELECTED,
  START_TIME_REQUIRED,
} from "../../domain/schemas/working-hours";
import { createTestEnv, signedInCtx, type TestEnv } from "../../test/test-app";
import { workingHoursRoutes } from "./routes";
import { STYLIST_NOT_FOUND } from "./service";

const PATH = "/api/stylists/working-hours";

function addStylist(env: TestEnv, name = "Marco", archivedAt: string | null = null) {
  return env.app.ctx.db.insert(stylists).values({ name, archivedAt }).returning().get().id;
}

function recordEvents(env: TestEnv) {
  const events: LiveEvent[] = [];
  env.app.ctx.events.subscribe((e) => events.push(e));
  return events;
}

const monday = (stylistId: number, patch: Record<string, unknown> = {}) => ({
  stylistId,
  dayOfWeek: 1,
  isWorking: true,
  startTime: "09:00",
  endTime: "18:00",
  breakStartTime: "13:00",
  breakEndTime: "14:00",
  ...patch,
});

const rowsOf = (env: TestEnv, stylistId: number) =>
  env.app.ctx.db.select().from(stylistWorkingHours).where(eq(stylistWorkingHours.stylistId, stylistId)).all();

describe("GET /api/stylists/working-hours", () => {
  test("a stylist with nothing saved gets an empty list (the screen and calendar apply the defaults)", async () => {
    const env = await createTestEnv();
    const id = addStylist(env);
    expect(await env.json("GET", `${PATH}?stylistId=${id}`)).toEqual({ status: 200, body: [] });
    expect(await env.json("GET", PATH)).toEqual({ status: 200, body: [] });
  });

  test("lists one stylist's saved days by weekday; without stylistId, everyone's", async () => {
    const env = await createTestEnv();
    const marco = addStylist(env, "Marco");
    const sara = addStylist(env, "Sara");
    await env.json("POST", PATH, monday(marco, { dayOfWeek: 3 }));
    await env.json("POST", PATH, monday(marco, { dayOfWeek: 0, isWorking: false }));
    await env.json("POST", PATH, monday(sara));
    const list = await env.json<Record<string, unknown>[]>("GET", `${PATH}?stylistId=${marco}`);
    expect(list.body.map((e) => e.dayOfWeek)).toEqual([0, 3]);
    expect(list.body[0]).toEqual({
      id: expect.any(Number),
      stylistId: marco,
      dayOfWeek: 0,
      isWorking: false,
      startTime: "09:00",
      endTime: "18:00",
      breakStartTime: null,
      breakEndTime: null,
    });
    const all = await env.json<{ stylistId: number; dayOfWeek: number }[]>("GET", PATH);
    expect(all.body.map((e) => [e.stylistId, e.dayOfWeek])).toEqual([[marco, 0], [marco, 3], [sara, 1]]);
  });

  test("an unknown stylist is a 404, a malformed id a 400", async () => {
    const env = await createTestEnv();
    expect(await env.json("GET", `${PATH}?stylistId=99`)).toMatchObject({ status: 404, body: { message: STYLIST_NOT_FOUND } });
    expect((await env.json("GET", `${PATH}?stylistId=abc`)).status).toBe(400);
  });
});

describe("POST /api/stylists/working-hours", () => {
  test("saves one weekday and answers the entry; the event names the stylist", async () => {
    const env = await createTestEnv();
    const id = addStylist(env);
    const events = recordEvents(env);
    const res = await env.json("POST", PATH, monday(id, { startTime: "09:30:00" }));
    expect(res).toEqual({
      status: 200,
      body: { id: expect.any(Number), ...monday(id), startTime: "09:30" },
    });
    expect(events).toEqual([expect.objectContaining({ topic: "working-hours", action: "created", ids: [id] })]);
  });

  test("saving the same weekday again updates it: still one row, the event says updated", async () => {
    const env = await createTestEnv();
    const id = addStylist(env);
    const events = recordEvents(env);
    const first = await env.json("POST", PATH, monday(id));
    const second = await env.json("POST", PATH, monday(id, { startTime: "10:00", endTime: "16:00" }));
    expect(second.body).toMatchObject({ id: first.body.id, startTime: "10:00", endTime: "16:00" });
    expect(rowsOf(env, id)).toHaveLength(1);
    expect(events.map((e) => e.action)).toEqual(["created", "updated"]);
  });

  test("the screen's seven parallel saves store seven days and publish seven events", async () => {
    const env = await createTestEnv();
    const id = addStylist(env);
    const events = recordEvents(env);
    const responses = await Promise.all(
      [0, 1, 2, 3, 4, 5, 6].map((day) => env.json("POST", PATH, monday(id, { dayOfWeek: day, isWorking: day !== 0 }))),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(rowsOf(env, id).map((r) => r.dayOfWeek).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(events).toHaveLength(7);
    expect(events.every((e) => e.topic === "working-hours" && e.ids[0] === id)).toBe(true);
  });

  test("concurrent saves of the same weekday never duplicate it and never fail", async () => {
    const env = await createTestEnv();
    const id = addStylist(env);
    const starts = ["08:00", "08:15", "08:30", "08:45", "09:00", "09:15", "09:30", "09:45", "10:00", "10:15"];
    const responses = await Promise.all(starts.map((startTime) => env.json("POST", PATH, monday(id, { startTime }))));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    const rows = rowsOf(env, id);
    expect(rows).toHaveLength(1);
    expect(starts).toContain(rows[0]!.startTime);
    // Twice in a row, the whole week: still one row per weekday.
    for (let round = 0; round < 2; round++) {
      await Promise.all([0, 1, 2, 3, 4, 5, 6].map((day) => env.json("POST", PATH, monday(id, { dayOfWeek: day }))));
    }
    expect(rowsOf(env, id)).toHaveLength(7);
  });

  test("a day off stores the break as null, whatever was sent", async () => {
    const env = await createTestEnv();
    const id = addStylist(env);
    const res = await env.json("POST", PATH, monday(id, { isWorking: false }));
    expect(res.body).toMatchObject({ isWorking: false, breakStartTime: null, breakEndTime: null, startTime: "09:00" });
  });

  test("a day off without times keeps the default 09:00-18:00; a working day without a break is fine", async () => {
    const env = await createTestEnv();
    const id = addStylist(env);
    const off = await env.json("POST", PATH, { stylistId: id, dayOfWeek: 0, isWorking: false, startTime: "", endTime: null });
    expect(off.body).toMatchObject({ startTime: "09:00", endTime: "18:00" });
    const noBreak = await env.json("POST", PATH, monday(id, { breakStartTime: "", breakEndTime: null }));
    expect(noBreak.body).toMatchObject({ breakStartTime: null, breakEndTime: null });
  });

  test("a break filling the working day's edges, and a day off's stale break, are accepted", async () => {
    const env = await createTestEnv();
    const id = addStylist(env);
    expect((await env.json("POST", PATH, monday(id, { breakStartTime: "09:00", breakEndTime: "18:00" }))).status).toBe(200);
    expect((await env.json("POST", PATH, monday(id, { isWorking: false, breakStartTime: "13:10", breakEndTime: "12:00" }))).status).toBe(200);
  });

  test("no ordering check between the working times (end may come before start)", async () => {
    const env = await createTestEnv();
    const id = addStylist(env);
    // Without a break: a break must lie inside the working time, which this one has none of.
    const res = await env.json("POST", PATH, monday(id, { startTime: "18:00", endTime: "09:00", breakStartTime: null, breakEndTime: null }));
    expect(res.status).toBe(200);
  });

  test.each<[string, Record<string, unknown>, string, string]>([
    ["no stylist", { stylistId: undefined }, "stylistId", NO_STYLIST_SELECTED],
    ["stylist 0", { stylistId: 0 }, "stylistId", NO_STYLIST_SELECTED],
    ["no weekday", { dayOfWeek: undefined }, "dayOfWeek", "Giorno della settimana non valido"],
    ["weekday 7", { dayOfWeek: 7 }, "dayOfWeek", "Giorno della settimana non valido"],
    ["weekday -1", { dayOfWeek: -1 }, "dayOfWeek", "Giorno della settimana non valido"],
    ["weekday as text", { dayOfWeek: "1" }, "dayOfWeek", "Giorno della settimana non valido"],
    ["weekday 1.5", { dayOfWeek: 1.5 }, "dayOfWeek", "Giorno della settimana non valido"],
    ["no isWorking", { isWorking: undefined }, "isWorking", "Indica se il dipendente lavora o è libero"],
    ["working without a start", { startTime: "" }, "startTime", START_TIME_REQUIRED],
    ["working without an end", { endTime: null }, "endTime", END_TIME_REQUIRED],
    ["a time that is not HH:mm", { startTime: "9" }, "startTime", INVALID_TIME],
    ["25:00", { endTime: "25:00" }, "endTime", INVALID_TIME],
    ["a break without its end", { breakEndTime: null }, "breakEndTime", BREAK_INCOMPLETE],
    ["a break without its start", { breakStartTime: "" }, "breakEndTime", BREAK_INCOMPLETE],
    ["an inverted break", { breakStartTime: "14:00", breakEndTime: "13:00" }, "breakEndTime", BREAK_INVERTED],
    ["an empty break", { breakStartTime: "13:00", breakEndTime: "13:00" }, "breakEndTime", BREAK_INVERTED],
    ["a break starting before work", { breakStartTime: "08:30", breakEndTime: "09:30" }, "breakStartTime", BREAK_START_OUTSIDE],
    ["a break ending after work", { breakStartTime: "17:30", breakEndTime: "18:30" }, "breakEndTime", BREAK_END_OUTSIDE],
    ["a break after the working day", { breakStartTime: "18:00", breakEndTime: "19:00" }, "breakStartTime", BREAK_START_OUTSIDE],
    ["a break starting off the grid", { breakStartTime: "13:10" }, "breakStartTime", BREAK_START_OFF_GRID],
    ["a break ending off the grid", { breakEndTime: "13:50" }, "breakEndTime", BREAK_END_OFF_GRID],
  ])("%s: 400 with the field's message", async (_label, patch, field, message) => {
    const env = await createTestEnv();
    const id = addStylist(env);
    const events = recordEvents(env);
    const res = await env.json("POST", PATH, monday(id, patch));
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect(rowsOf(env, id)).toHaveLength(0);
    expect(events).toHaveLength(0);
  });

  test("an unknown or removed stylist is a 404 and nothing is written", async () => {
    const env = await createTestEnv();
    const removed = addStylist(env, "Ex", "2026-01-01T00:00:00.000Z");
    expect(await env.json("POST", PATH, monday(99))).toMatchObject({ status: 404, body: { message: STYLIST_NOT_FOUND } });
    expect(await env.json("POST", PATH, monday(removed))).toMatchObject({ status: 404, body: { message: STYLIST_NOT_FOUND } });
    expect(rowsOf(env, removed)).toHaveLength(0);
  });
});

describe("routing next to /api/stylists/:id", () => {
  test("the static paths win over a parameter route registered before them", async () => {
    const env = await createTestEnv();
    const id = addStylist(env);
    const byId = (method: string) => `${method} by id`;
    const app = new Elysia()
      .get("/api/stylists/:id", () => byId("GET"))
      .post("/api/stylists/:id", () => byId("POST"))
      .put("/api/stylists/:id", () => byId("PUT"))
      .delete("/api/stylists/:id", () => byId("DELETE"))
      .use(workingHoursRoutes(signedInCtx(env)));
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await app.handle(
        new Request(`http://localhost${path}`, {
          method,
          headers: body === undefined ? {} : { "Content-Type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
      return res.text();
    };
    expect(await call("GET", `${PATH}?stylistId=${id}`)).toBe("[]");
    expect(JSON.parse(await call("POST", PATH, monday(id)))).toMatchObject({ stylistId: id, dayOfWeek: 1 });
    expect(await call("GET", `/api/stylists/${id}`)).toBe("GET by id");
  });

  test("in the real app, next to the stylists feature", async () => {
    const env = await createTestEnv();
    const id = addStylist(env);
    expect((await env.json("GET", `${PATH}?stylistId=${id}`)).status).toBe(200);
    expect((await env.json("GET", "/api/stylists/vacations")).status).toBe(200);
  });
});
