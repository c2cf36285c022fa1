import { describe, expect, test } from "bun:test";
import { openingHours, settings } from "../../../db/schema";
import { SETTINGS_DEFAULT_OPENING_HOURS, type WeeklyOpeningHours } from "../../domain/availability";
import type { LiveEvent } from "../../domain/live-events";
import { CLOSE_TIME_REQUIRED, OPEN_TIME_REQUIRED } from "../../domain/schemas/opening-hours";
import { INVALID_TIME } from "../../domain/schemas/schedule-fields";
import { createTestEnv, type TestEnv } from "../../test/test-app";
import { LEGACY_SETTINGS_KEY } from "./repo";

const PATH = "/api/settings/hours";

function recordEvents(env: TestEnv) {
  const events: LiveEvent[] = [];
  env.app.ctx.events.subscribe((e) => events.push(e));
  return events;
}

const week: WeeklyOpeningHours = {
  monday: { openTime: "09:00", closeTime: "19:00", isOpen: false },
  tuesday: { openTime: "09:00", closeTime: "19:00", isOpen: true },
  wednesday: { openTime: "09:00", closeTime: "19:00", isOpen: true },
  thursday: { openTime: "09:00", closeTime: "21:00", isOpen: true },
  friday: { openTime: "09:00", closeTime: "19:00", isOpen: true },
  saturday: { openTime: "08:30", closeTime: "17:00", isOpen: true },
  sunday: { openTime: "10:00", closeTime: "13:00", isOpen: true },
};

describe("GET /api/settings/hours", () => {
  test("with nothing saved: the settings defaults (Mon-Fri 08-22, Sat 09-20, Sunday closed)", async () => {
    const env = await createTestEnv();
    expect(await env.json("GET", PATH)).toEqual({ status: 200, body: SETTINGS_DEFAULT_OPENING_HOURS });
  });

  test("an old flat { openTime, closeTime } value applies to Mon-Fri; Saturday 09-20 open, Sunday 10-18 closed", async () => {
    const env = await createTestEnv();
    env.app.ctx.db.insert(settings).values({ key: LEGACY_SETTINGS_KEY, value: '{"openTime":"09:30:00","closeTime":"19:00"}' }).run();
    const { body } = await env.json<WeeklyOpeningHours>("GET", PATH);
    expect(body.monday).toEqual({ openTime: "09:30", closeTime: "19:00", isOpen: true });
    expect(body.friday).toEqual({ openTime: "09:30", closeTime: "19:00", isOpen: true });
    expect(body.saturday).toEqual({ openTime: "09:00", closeTime: "20:00", isOpen: true });
    expect(body.sunday).toEqual({ openTime: "10:00", closeTime: "18:00", isOpen: false });
  });

  test("an unreadable legacy value falls back to the defaults; saved days win over it", async () => {
    const env = await createTestEnv();
    env.app.ctx.db.insert(settings).values({ key: LEGACY_SETTINGS_KEY, value: "not json" }).run();
    expect((await env.json("GET", PATH)).body).toEqual(SETTINGS_DEFAULT_OPENING_HOURS);
    await env.json("POST", PATH, week);
    expect((await env.json("GET", PATH)).body).toEqual(week);
  });

  test("a day missing from the table gets its default", async () => {
    const env = await createTestEnv();
    env.app.ctx.db.insert(openingHours).values({ day: "monday", openTime: "07:00:00", closeTime: "12:00", isOpen: true }).run();
    expect((await env.json("GET", PATH)).body).toEqual({
      ...SETTINGS_DEFAULT_OPENING_HOURS,
      monday: { openTime: "07:00", closeTime: "12:00", isOpen: true },
    });
  });
});

describe("POST /api/settings/hours", () => {
  test("saves the seven days, answers them, and one event tells the calendars", async () => {
    const env = await createTestEnv();
    const events = recordEvents(env);
    expect(await env.json("POST", PATH, week)).toEqual({ status: 200, body: week });
    expect((await env.json("GET", PATH)).body).toEqual(week);
    expect(events).toEqual([expect.objectContaining({ topic: "opening-hours", action: "updated", ids: [] })]);
    // Saving again overwrites: still seven rows.
    await env.json("POST", PATH, { ...week, monday: { ...week.monday, isOpen: true } });
    expect(env.app.ctx.db.select().from(openingHours).all()).toHaveLength(7);
    expect((await env.json<WeeklyOpeningHours>("GET", PATH)).body.monday.isOpen).toBe(true);
  });

  test("times as HH:mm:ss are stored as HH:mm; closing before opening is accepted", async () => {
    const env = await createTestEnv();
    const res = await env.json("POST", PATH, { ...week, tuesday: { openTime: "18:00:00", closeTime: "09:00:00", isOpen: true } });
    expect(res.body.tuesday).toEqual({ openTime: "18:00", closeTime: "09:00", isOpen: true });
  });

  test("a closed day may come without times: it keeps the default times for that day", async () => {
    const env = await createTestEnv();
    const res = await env.json("POST", PATH, { ...week, sunday: { openTime: "", closeTime: null, isOpen: false } });
    expect(res.body.sunday).toEqual({ openTime: "10:00", closeTime: "18:00", isOpen: false });
  });

  test.each<[string, Record<string, unknown>, string, Record<string, string>]>([
    ["an open day without opening time", { friday: { openTime: "", closeTime: "19:00", isOpen: true } }, OPEN_TIME_REQUIRED, { "friday.openTime": OPEN_TIME_REQUIRED }],
    ["an open day without closing time", { friday: { openTime: "09:00", isOpen: true } }, CLOSE_TIME_REQUIRED, { "friday.closeTime": CLOSE_TIME_REQUIRED }],
    ["a malformed time", { monday: { openTime: "9", closeTime: "19:00", isOpen: true } }, INVALID_TIME, { "monday.openTime": INVALID_TIME }],
    ["a day missing", { sunday: undefined }, "Mancano gli orari di domenica", { sunday: "Mancano gli orari di domenica" }],
  ])("%s: 400 with the text the screen shows, and nothing saved", async (_label, patch, message, fields) => {
    const env = await createTestEnv();
    const events = recordEvents(env);
    const res = await env.json("POST", PATH, { ...week, ...patch });
    expect(res).toEqual({ status: 400, body: { message, code: "validation", fields } });
    expect(env.app.ctx.db.select().from(openingHours).all()).toHaveLength(0);
    expect(events).toHaveLength(0);
  });
});
