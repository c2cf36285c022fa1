import { beforeEach, describe, expect, test } from "bun:test";
import * as v from "valibot";
import { settings } from "../../../db/schema";
import { OnlineBookingSettingsSchema } from "../../domain/schemas/online-booking";
import { ONLINE_BOOKING_KEY, readOnlineBookingSettings } from "../../schedule/online-booking-settings";
import { signInAs } from "../../test/staff";
import { createTestEnv, type TestEnv } from "../../test/test-app";
import { seedBasics, type Basics } from "../../test/seed-basics";

const PATH = "/api/settings/online-booking";
let env: TestEnv;
let b: Basics;

beforeEach(async () => {
  env = await createTestEnv();
  b = seedBasics(env.app.ctx.db);
});

const DEFAULTS = {
  enabled: false,
  serviceIds: [],
  stylistIds: [],
  slotStepMinutes: 15,
  minNoticeMinutes: 120,
  windowDays: 60,
  cancelLimitHours: 24,
  requireApproval: false,
};

describe("GET/PUT /api/settings/online-booking", () => {
  test("off by default, with the defaults", async () => {
    const res = await env.json("GET", PATH);
    expect(res.status).toBe(200);
    expect(v.parse(OnlineBookingSettingsSchema, res.body)).toEqual(DEFAULTS);
  });

  test("a PUT saves every field; a later partial PUT keeps the rest; the trail records it", async () => {
    const full = {
      enabled: true,
      serviceIds: [b.taglio, b.colore],
      stylistIds: [b.giulia],
      slotStepMinutes: 30,
      minNoticeMinutes: 60,
      windowDays: 14,
      cancelLimitHours: 48,
      requireApproval: true,
    };
    expect(await env.json("PUT", PATH, full)).toEqual({ status: 200, body: full });
    expect((await env.json("PUT", PATH, { enabled: false })).body).toEqual({ ...full, enabled: false });
    expect((await env.json("GET", PATH)).body).toEqual({ ...full, enabled: false });
    const trail = await env.json("GET", "/api/activity?entity=settings");
    expect(trail.body.entries.map((e: any) => [e.summary, Object.keys(e.changes).sort()])).toEqual([
      ["Prenotazioni online", ["enabled"]],
      ["Prenotazioni online", Object.keys(full).sort()],
    ]);
  });

  test.each<[string, Record<string, unknown>, string, string]>([
    ["an unknown service", { serviceIds: [999] }, "serviceIds", "Servizio non trovato o non più disponibile"],
    ["an archived service", { serviceIds: ["permanente"] }, "serviceIds", "Servizio non trovato o non più disponibile"],
    ["an archived stylist", { stylistIds: ["paola"] }, "stylistIds", "Stilista non trovato o non più attivo"],
    ["a repeated id", { stylistIds: ["giulia", "giulia"] }, "stylistIds", "Un elemento è ripetuto"],
    ["a step not offered", { slotStepMinutes: 25 }, "slotStepMinutes", "Intervallo non valido: scegli tra 5, 10, 15, 20, 30, 60 minuti"],
    ["a window of 0 days", { windowDays: 0 }, "windowDays", "Finestra di prenotazione non valida (da 1 a 365 giorni)"],
    ["a window of 366 days", { windowDays: 366 }, "windowDays", "Finestra di prenotazione non valida (da 1 a 365 giorni)"],
    ["a negative notice", { minNoticeMinutes: -5 }, "minNoticeMinutes", "Preavviso non valido (da 0 a 43200 minuti)"],
    ["a fractional cancel limit", { cancelLimitHours: 1.5 }, "cancelLimitHours", "Limite di cancellazione non valido (da 0 a 720 ore)"],
    ["a text for a switch", { enabled: "sì" }, "enabled", "Deve essere vero o falso"],
  ])("400 in Italian for %s, and nothing saved", async (_label, raw, field, message) => {
    const named = Object.fromEntries(
      Object.entries(raw).map(([key, value]) => [key, Array.isArray(value) ? value.map((x) => (typeof x === "string" ? b[x as keyof Basics] : x)) : value]),
    );
    const res = await env.json("PUT", PATH, { enabled: true, ...named });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect(res.body.message).toBe(message);
    expect((await env.json("GET", PATH)).body).toEqual(DEFAULTS);
  });

  test("a service archived after being chosen stays in the settings (it is simply not offered)", async () => {
    await env.json("PUT", PATH, { serviceIds: [b.taglio] });
    await env.json("DELETE", `/api/services/${b.taglio}`);
    expect((await env.json("GET", PATH)).body.serviceIds).toEqual([b.taglio]);
  });

  test("reception and stylists may neither read nor change them", async () => {
    const reception = await signInAs(env, "reception");
    expect((await reception.call("GET", PATH)).status).toBe(403);
    expect((await reception.call("PUT", PATH, { enabled: true })).status).toBe(403);
  });
});

describe("readOnlineBookingSettings", () => {
  test("a stored value is read field by field over the defaults", () => {
    expect(readOnlineBookingSettings(undefined)).toEqual(DEFAULTS);
    expect(readOnlineBookingSettings("not json")).toEqual(DEFAULTS);
    expect(readOnlineBookingSettings(JSON.stringify({ enabled: true, windowDays: 9999, slotStepMinutes: 30 }))).toEqual({ ...DEFAULTS, enabled: true, slotStepMinutes: 30 });
  });

  test("the stored row is JSON under one key", async () => {
    await env.json("PUT", PATH, { enabled: true });
    const row = env.app.ctx.db.select().from(settings).all().find((r) => r.key === ONLINE_BOOKING_KEY);
    expect(JSON.parse(row!.value)).toEqual({ ...DEFAULTS, enabled: true });
  });
});
