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
  dailyLimit: 40,
  pendingExpiryHours: 12,
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
      dailyLimit: 25,
      pendingExpiryHours: 6,
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
    ["a daily limit of 0", { dailyLimit: 0 }, "dailyLimit", "Limite giornaliero non valido (da 1 a 1000 prenotazioni)"],
    ["a daily limit of 1,001", { dailyLimit: 1001 }, "dailyLimit", "Limite giornaliero non valido (da 1 a 1000 prenotazioni)"],
    ["an expiry of 0 hours", { pendingExpiryHours: 0 }, "pendingExpiryHours", "Scadenza delle richieste non valida (da 1 a 168 ore)"],
    ["a fractional expiry", { pendingExpiryHours: 2.5 }, "pendingExpiryHours", "Scadenza delle richieste non valida (da 1 a 168 ore)"],
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

  test("switching on with no service or no stylist is refused, naming what is missing", async () => {
    const none = await env.json("PUT", PATH, { enabled: true });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({
      message: "Per attivare le prenotazioni online scegli almeno un servizio e uno stilista",
      code: "online_booking_incomplete",
      fields: { serviceIds: "Scegli almeno un servizio prenotabile online", stylistIds: "Scegli almeno uno stilista che riceve prenotazioni online" },
    });
    const noStylist = await env.json("PUT", PATH, { enabled: true, serviceIds: [b.taglio] });
    expect([noStylist.status, Object.keys(noStylist.body.fields)]).toEqual([400, ["stylistIds"]]);
    expect((await env.json("GET", PATH)).body).toEqual(DEFAULTS);
    // Choices saved first, then switched on: fine. Emptying them while on is refused too.
    expect((await env.json("PUT", PATH, { serviceIds: [b.taglio], stylistIds: [b.giulia] })).status).toBe(200);
    expect((await env.json("PUT", PATH, { enabled: true })).status).toBe(200);
    const emptied = await env.json("PUT", PATH, { serviceIds: [] });
    expect([emptied.status, Object.keys(emptied.body.fields)]).toEqual([400, ["serviceIds"]]);
    // Only archived choices left count as none.
    await env.json("PUT", PATH, { enabled: false });
    await env.json("DELETE", `/api/stylists/${b.giulia}`);
    const archived = await env.json("PUT", PATH, { enabled: true });
    expect([archived.status, Object.keys(archived.body.fields)]).toEqual([400, ["stylistIds"]]);
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
    await env.json("PUT", PATH, { enabled: true, serviceIds: [b.taglio], stylistIds: [b.giulia] });
    const row = env.app.ctx.db.select().from(settings).all().find((r) => r.key === ONLINE_BOOKING_KEY);
    expect(JSON.parse(row!.value)).toEqual({ ...DEFAULTS, enabled: true, serviceIds: [b.taglio], stylistIds: [b.giulia] });
  });
});
