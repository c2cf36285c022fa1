import { describe, expect, test } from "bun:test";
import { salonExtraordinaryDays } from "../../../db/schema";
import type { LiveEvent } from "../../domain/live-events";
import {
  CLOSE_BEFORE_OPEN,
  CLOSE_TIME_REQUIRED,
  DATE_REQUIRED,
  DAY_IN_PAST,
  duplicateDateMessage,
  OPEN_TIME_REQUIRED,
  TYPE_REQUIRED,
} from "../../domain/schemas/extraordinary-days";
import { INVALID_DATE, INVALID_TIME } from "../../domain/schemas/schedule-fields";
import { createTestEnv, testClock, type TestEnv } from "../../test/test-app";
import { DAY_NOT_FOUND } from "./service";

const PATH = "/api/salon-extraordinary-days";
// The test clock starts at 2026-03-10T09:00Z, 10:00 in Rome.

function recordEvents(env: TestEnv) {
  const events: LiveEvent[] = [];
  env.app.ctx.events.subscribe((e) => events.push(e));
  return events;
}

const closed = (patch: Record<string, unknown> = {}) => ({
  date: "2026-04-06",
  reason: "Festività - Pasquetta",
  isClosed: true,
  specialOpenTime: null,
  specialCloseTime: null,
  notes: "",
  ...patch,
});

const special = (patch: Record<string, unknown> = {}) => ({
  date: "2026-12-24",
  reason: "Orario Ridotto - Vigilia",
  isClosed: false,
  specialOpenTime: "09:00",
  specialCloseTime: "13:00",
  notes: "Solo pieghe",
  ...patch,
});

const rows = (env: TestEnv) => env.app.ctx.db.select().from(salonExtraordinaryDays).all();

describe("POST /api/salon-extraordinary-days", () => {
  test("a closed day: isClosed true and both special times null, even if times were sent", async () => {
    const env = await createTestEnv();
    const events = recordEvents(env);
    const res = await env.json("POST", PATH, closed({ specialOpenTime: "10:00", specialCloseTime: "12:00" }));
    expect(res).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        date: "2026-04-06",
        reason: "Festività - Pasquetta",
        isClosed: true,
        specialOpenTime: null,
        specialCloseTime: null,
        notes: null,
      },
    });
    expect(events).toEqual([
      expect.objectContaining({ topic: "extraordinary-days", action: "created", ids: [res.body.id], dates: ["2026-04-06"] }),
    ]);
  });

  test("an open day keeps its special times (HH:mm:ss trimmed) and notes", async () => {
    const env = await createTestEnv();
    const res = await env.json("POST", PATH, special({ specialOpenTime: "09:00:00" }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ isClosed: false, specialOpenTime: "09:00", specialCloseTime: "13:00", notes: "Solo pieghe" });
  });

  test.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["no date", closed({ date: "" }), { date: DATE_REQUIRED }],
    ["a date that does not exist", closed({ date: "2026-02-29" }), { date: INVALID_DATE }],
    ["no type", closed({ reason: "  " }), { reason: TYPE_REQUIRED }],
    ["open without opening time", special({ specialOpenTime: null }), { specialOpenTime: OPEN_TIME_REQUIRED }],
    ["open without closing time", special({ specialCloseTime: "" }), { specialCloseTime: CLOSE_TIME_REQUIRED }],
    ["open without any time", special({ specialOpenTime: "", specialCloseTime: "" }), {
      specialOpenTime: OPEN_TIME_REQUIRED,
      specialCloseTime: CLOSE_TIME_REQUIRED,
    }],
    ["closing before opening", special({ specialOpenTime: "14:00", specialCloseTime: "13:00" }), { specialCloseTime: CLOSE_BEFORE_OPEN }],
    ["closing equal to opening", special({ specialOpenTime: "13:00", specialCloseTime: "13:00" }), { specialCloseTime: CLOSE_BEFORE_OPEN }],
    ["a malformed time", special({ specialOpenTime: "9.00" }), { specialOpenTime: INVALID_TIME }],
    ["no status", closed({ isClosed: undefined }), { isClosed: "Indica se il salone è chiuso o aperto con orari speciali" }],
  ])("%s: 400 with the field's message", async (_label, body, fields) => {
    const env = await createTestEnv();
    const res = await env.json("POST", PATH, body);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(fields);
    expect(rows(env)).toHaveLength(0);
  });

  test("a date already taken is a 409 with an Italian message on the date field", async () => {
    const env = await createTestEnv();
    await env.json("POST", PATH, closed());
    const res = await env.json("POST", PATH, special({ date: "2026-04-06" }));
    expect(res).toEqual({
      status: 409,
      body: { message: duplicateDateMessage("2026-04-06"), code: "duplicate_date", fields: { date: duplicateDateMessage("2026-04-06") } },
    });
  });

  test("five simultaneous saves for one date: one 201, four 409, one row", async () => {
    const env = await createTestEnv();
    const responses = await Promise.all([1, 2, 3, 4, 5].map((n) => env.json("POST", PATH, closed({ reason: `Festività - ${n}` }))));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(rows(env)).toHaveLength(1);
  });

  test("a date before today in Rome is refused; today is fine", async () => {
    // 23:30Z on 10 March is already the 11th in Rome.
    const env = await createTestEnv({ clock: testClock("2026-03-10T23:30:00.000Z") });
    expect(await env.json("POST", PATH, closed({ date: "2026-03-10" }))).toMatchObject({
      status: 400,
      body: { message: DAY_IN_PAST, fields: { date: DAY_IN_PAST } },
    });
    expect((await env.json("POST", PATH, closed({ date: "2026-03-11" }))).status).toBe(201);
  });
});

describe("GET /api/salon-extraordinary-days", () => {
  test("sorted by date ascending, whatever the order of entry", async () => {
    const env = await createTestEnv();
    for (const date of ["2026-12-24", "2026-04-06", "2026-08-15"]) await env.json("POST", PATH, closed({ date }));
    const list = await env.json<{ date: string }[]>("GET", PATH);
    expect(list.body.map((d) => d.date)).toEqual(["2026-04-06", "2026-08-15", "2026-12-24"]);
  });
});

describe("PUT /api/salon-extraordinary-days/{id}", () => {
  test("updates the entry; closed -> open and back clears the times; the event carries both dates when it moves", async () => {
    const env = await createTestEnv();
    const { body: created } = await env.json("POST", PATH, closed());
    const events = recordEvents(env);
    const opened = await env.json("PUT", `${PATH}/${created.id}`, special({ date: "2026-04-07" }));
    expect(opened).toEqual({ status: 200, body: { ...special({ date: "2026-04-07" }), id: created.id } });
    const reclosed = await env.json("PUT", `${PATH}/${created.id}`, closed({ date: "2026-04-07", specialOpenTime: "09:00" }));
    expect(reclosed.body).toMatchObject({ isClosed: true, specialOpenTime: null, specialCloseTime: null });
    expect(events.map((e) => [e.action, e.dates])).toEqual([
      ["updated", ["2026-04-06", "2026-04-07"]],
      ["updated", ["2026-04-07"]],
    ]);
    expect(rows(env)).toHaveLength(1);
  });

  test("moving onto another entry's date is a 409; keeping its own date is fine", async () => {
    const env = await createTestEnv();
    const { body: easter } = await env.json("POST", PATH, closed());
    await env.json("POST", PATH, closed({ date: "2026-08-15" }));
    expect((await env.json("PUT", `${PATH}/${easter.id}`, closed({ date: "2026-08-15" }))).status).toBe(409);
    expect((await env.json("PUT", `${PATH}/${easter.id}`, closed({ notes: "Tutto il giorno" }))).status).toBe(200);
  });

  test("an entry now in the past can still be corrected on its date, but not moved into the past", async () => {
    // 23:00 in Rome on the 10th, then two hours later it is the 11th: the entry is in the past.
    const clock = testClock("2026-03-10T22:00:00.000Z");
    const env = await createTestEnv({ clock });
    const { body: created } = await env.json("POST", PATH, closed({ date: "2026-03-10" }));
    clock.advance(2 * 60 * 60 * 1000);
    expect((await env.json("PUT", `${PATH}/${created.id}`, closed({ date: "2026-03-10", notes: "Corretto" }))).status).toBe(200);
    expect(await env.json("PUT", `${PATH}/${created.id}`, closed({ date: "2026-03-09" }))).toMatchObject({
      status: 400,
      body: { message: DAY_IN_PAST },
    });
  });

  test("an unknown id is a 404; a malformed one a 400; an invalid body a 400", async () => {
    const env = await createTestEnv();
    expect(await env.json("PUT", `${PATH}/99`, closed())).toMatchObject({ status: 404, body: { message: DAY_NOT_FOUND } });
    expect((await env.json("PUT", `${PATH}/0`, closed())).status).toBe(400);
    const { body: created } = await env.json("POST", PATH, closed());
    expect((await env.json("PUT", `${PATH}/${created.id}`, special({ specialCloseTime: null }))).body.fields).toEqual({
      specialCloseTime: CLOSE_TIME_REQUIRED,
    });
  });
});

describe("DELETE /api/salon-extraordinary-days/{id}", () => {
  test("deletes it with an event naming its date; the date is free again; a second delete is a 404", async () => {
    const env = await createTestEnv();
    const { body: created } = await env.json("POST", PATH, closed());
    const events = recordEvents(env);
    expect(await env.json("DELETE", `${PATH}/${created.id}`)).toEqual({ status: 200, body: { message: "Giorno straordinario eliminato" } });
    expect(events).toEqual([
      expect.objectContaining({ topic: "extraordinary-days", action: "deleted", ids: [created.id], dates: ["2026-04-06"] }),
    ]);
    expect((await env.json("POST", PATH, closed())).status).toBe(201);
    expect(await env.json("DELETE", `${PATH}/${created.id}`)).toMatchObject({ status: 404, body: { message: DAY_NOT_FOUND } });
  });
});
