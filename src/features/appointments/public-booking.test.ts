import { beforeEach, describe, expect, test } from "bun:test";
import * as v from "valibot";
import { appointments, clients } from "../../../db/schema";
import { appointmentMessages } from "../../../db/schema-messages";
import {
  PublicAvailabilitySchema,
  PublicBookingCreatedSchema,
  PublicBookingInfoSchema,
  PublicBookingSchema,
  SlotTakenSchema,
} from "../../domain/schemas/online-booking";
import { bookingBody, enableOnline, publicCall } from "../../test/online-booking";
import { seedBasics, type Basics } from "../../test/seed-basics";
import { createTestEnv, type TestEnv } from "../../test/test-app";

let env: TestEnv;
let b: Basics;
// The test clock: 10:00 on Tuesday 2026-03-10 in Rome. Stylists work 09:00-18:00, break 13:00-14:00.
const THURSDAY = "2026-03-12";

beforeEach(async () => {
  env = await createTestEnv({ env: { SALON_NAME: "Salone Aurora", SALON_ADDRESS: "Via Roma 1, Torino" } });
  b = seedBasics(env.app.ctx.db);
});

const call = (method: string, path: string, body?: unknown) => publicCall(env, method, path, body);
const book = (over: Record<string, unknown> = {}) => call("POST", "/api/public/bookings", bookingBody(b, over));
const thursday = (query = "") => call("GET", `/api/public/availability?serviceId=${b.taglio}&from=${THURSDAY}&to=${THURSDAY}${query}`);
const times = (res: { body: any }) => res.body.days[0].slots.map((s: any) => s.startTime);

describe("switched off (the default)", () => {
  test("every public route answers 404 in Italian", async () => {
    for (const [method, path, body] of [
      ["GET", "/api/public/booking"],
      ["GET", `/api/public/availability?serviceId=${b.taglio}&from=${THURSDAY}&to=${THURSDAY}`],
      ["POST", "/api/public/bookings", bookingBody(b)],
      ["GET", "/api/public/bookings/abc"],
      ["DELETE", "/api/public/bookings/abc"],
    ] as const) {
      const res = await call(method, path, body);
      expect({ path, method, status: res.status, body: res.body }).toEqual({
        path,
        method,
        status: 404,
        body: { message: "Prenotazioni online non disponibili", code: "online_booking_off" },
      });
    }
    expect(env.app.ctx.db.select().from(appointments).all()).toHaveLength(0);
  });
});

describe("GET /api/public/booking", () => {
  test("the salon, the bookable services and the stylists' first names", async () => {
    await env.json("PUT", `/api/stylists/${b.giulia}`, { name: "Giulia Bianchi" });
    await enableOnline(env, b, { serviceIds: [b.taglio], windowDays: 30 });
    const res = await call("GET", "/api/public/booking");
    expect(res.status).toBe(200);
    expect(v.parse(PublicBookingInfoSchema, res.body)).toEqual({
      salonName: "Salone Aurora",
      salonAddress: "Via Roma 1, Torino",
      salonPhone: "",
      dailyLimitReached: false,
      services: [{ id: b.taglio, name: "Taglio Donna", duration: 45, price: 3500 }],
      stylists: [
        { id: b.giulia, firstName: "Giulia" },
        { id: b.marco, firstName: "Marco" },
      ],
      firstDate: "2026-03-10",
      lastDate: "2026-04-08",
      windowDays: 30,
      slotStepMinutes: 15,
      minNoticeMinutes: 120,
      cancelLimitHours: 24,
      requireApproval: false,
    });
  });

  test("a service or stylist archived after being chosen is no longer offered", async () => {
    await enableOnline(env, b);
    await env.json("DELETE", `/api/services/${b.colore}`);
    await env.json("DELETE", `/api/stylists/${b.marco}`);
    const res = await call("GET", "/api/public/booking");
    expect(res.body.services.map((s: any) => s.id)).toEqual([b.taglio]);
    expect(res.body.stylists.map((s: any) => s.id)).toEqual([b.giulia]);
  });
});

describe("GET /api/public/availability", () => {
  test("per day, each start with the stylists free for the whole service", async () => {
    await enableOnline(env, b, { slotStepMinutes: 30 });
    env.app.ctx.db.insert(appointments).values({ clientId: b.maria, stylistId: b.giulia, serviceId: b.taglio, date: THURSDAY, startTime: "09:00", endTime: "10:00" }).run();
    const res = await thursday();
    expect(res.status).toBe(200);
    const body = v.parse(PublicAvailabilitySchema, res.body);
    expect(body.days.map((d) => d.date)).toEqual([THURSDAY]);
    expect(body.days[0]!.slots.slice(0, 3)).toEqual([
      { startTime: "09:00", stylistIds: [b.marco] },
      { startTime: "09:30", stylistIds: [b.marco] },
      { startTime: "10:00", stylistIds: [b.giulia, b.marco] },
    ]);
  });

  test("one stylist; a cancelled appointment frees its time; a range of days, past ones empty", async () => {
    await enableOnline(env, b);
    env.app.ctx.db.insert(appointments).values({ clientId: b.maria, stylistId: b.giulia, serviceId: b.taglio, date: THURSDAY, startTime: "09:00", endTime: "12:00", status: "cancelled" }).run();
    expect(times(await thursday(`&stylistId=${b.giulia}`)).slice(0, 2)).toEqual(["09:00", "09:15"]);
    const week = await call("GET", `/api/public/availability?serviceId=${b.taglio}&from=2026-03-09&to=2026-03-15`);
    // Monday is past, today from 12:00 (2 h notice), Sunday is a day off.
    expect(week.body.days.map((d: any) => [d.date.slice(8), d.slots[0]?.startTime ?? "-"])).toEqual([
      ["09", "-"], ["10", "12:00"], ["11", "09:00"], ["12", "09:00"], ["13", "09:00"], ["14", "09:00"], ["15", "-"],
    ]);
  });

  test.each<[string, string, string]>([
    ["no service", "from=2026-03-12&to=2026-03-12", "serviceId"],
    ["a service not offered online", "serviceId=PERMANENTE&from=2026-03-12&to=2026-03-12", "serviceId"],
    ["a stylist not taking online bookings", "serviceId=TAGLIO&stylistId=PAOLA&from=2026-03-12&to=2026-03-12", "stylistId"],
    ["32 days", "serviceId=TAGLIO&from=2026-03-10&to=2026-04-10", "to"],
    ["to before from", "serviceId=TAGLIO&from=2026-03-12&to=2026-03-11", "to"],
    ["a day that does not exist", "serviceId=TAGLIO&from=2026-02-30&to=2026-03-01", "from"],
    ["a repeated parameter", "serviceId=TAGLIO&serviceId=TAGLIO&from=2026-03-12&to=2026-03-12", "serviceId"],
  ])("400 in Italian for %s", async (_label, query, field) => {
    await enableOnline(env, b, { serviceIds: [b.taglio] });
    const q = query.replaceAll("PERMANENTE", String(b.permanente)).replaceAll("TAGLIO", String(b.taglio)).replaceAll("PAOLA", String(b.paola));
    const res = await call("GET", `/api/public/availability?${q}`);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(res.body.message);
  });

  test("31 days is the most one call covers", async () => {
    await enableOnline(env, b);
    const res = await call("GET", `/api/public/availability?serviceId=${b.taglio}&from=2026-03-10&to=2026-04-09`);
    expect(res.body.days).toHaveLength(31);
  });
});

describe("POST /api/public/bookings", () => {
  test("201 with the manage token; staff see it as online with the new client", async () => {
    await enableOnline(env, b);
    const res = await book({ notes: "Capelli lunghi" });
    expect(res.status).toBe(201);
    const created = v.parse(PublicBookingCreatedSchema, res.body);
    expect(created).toEqual({ token: created.token, date: THURSDAY, startTime: "10:00", endTime: "10:45", serviceName: "Taglio Donna", stylistName: "Giulia", status: "booked" });
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const staff = await env.json("GET", `/api/appointments?date=${THURSDAY}`);
    expect(staff.body).toHaveLength(1);
    expect(staff.body[0]).toMatchObject({ source: "online", status: "booked", notes: "Capelli lunghi", client: { firstName: "Sara", lastName: "Verdi", phone: "+393401112222" } });
    // Only the token's SHA-256 is stored.
    const row = env.app.ctx.db.select().from(appointments).get()!;
    expect(row.manageTokenHash).toBe(new Bun.CryptoHasher("sha256").update(created.token).digest("hex"));
    expect(JSON.stringify(env.app.ctx.db.select().from(appointments).all())).not.toContain(created.token);
  });

  test("a known phone books for that client (the oldest with it); no new client", async () => {
    await enableOnline(env, b);
    const res = await book({ phone: "0039 333 123 4567", firstName: "Mara", lastName: "R." });
    expect(res.status).toBe(201);
    expect(env.app.ctx.db.select().from(clients).all()).toHaveLength(2);
    expect(env.app.ctx.db.select().from(appointments).get()!.clientId).toBe(b.maria);
  });

  test("consent ticked for a new number is only asked (pending) and the confirmation queued to ask it; without it, neither", async () => {
    await enableOnline(env, b);
    expect((await book({ whatsappConsent: true })).status).toBe(201);
    const sara = env.app.ctx.db.select().from(clients).all().find((c) => c.firstName === "Sara")!;
    expect(sara).toMatchObject({ whatsappConsent: false, whatsappConsentAt: null, whatsappConsentRequestedAt: "2026-03-10T09:00:00.000Z" });
    const first = env.app.ctx.db.select().from(appointments).get()!;
    expect(env.app.ctx.db.select().from(appointmentMessages).all().map((m) => [m.appointmentId, m.kind, m.slot, m.status])).toEqual([
      [first.id, "confirmation", `${THURSDAY} 10:00`, "queued"],
    ]);
    // Luca never consented: booked, no message.
    expect((await book({ phone: "3479876543", startTime: "11:00" })).status).toBe(201);
    expect(env.app.ctx.db.select().from(appointmentMessages).all()).toHaveLength(1);
  });

  test("a second booking from a stored number leaves her consent as it was, ticked or not", async () => {
    await enableOnline(env, b);
    await book({ whatsappConsent: true });
    env.clock.advance(60_000);
    await book({ whatsappConsent: false, startTime: "11:00" });
    const sara = env.app.ctx.db.select().from(clients).all().find((c) => c.firstName === "Sara")!;
    expect(sara).toMatchObject({ whatsappConsent: false, whatsappConsentRequestedAt: "2026-03-10T09:00:00.000Z" });
  });

  test("approval mode: the booking waits as pending, with no confirmation yet", async () => {
    await enableOnline(env, b, { requireApproval: true });
    const res = await book({ whatsappConsent: true });
    expect(res.body.status).toBe("pending");
    expect(env.app.ctx.db.select().from(appointments).get()!.status).toBe("pending");
    expect(env.app.ctx.db.select().from(appointmentMessages).all()).toHaveLength(0);
  });

  test("Nessuna preferenza: the stylist with the fewest minutes that day, then that week", async () => {
    await enableOnline(env, b);
    const insert = (stylistId: number, date: string, startTime: string, endTime: string) =>
      env.app.ctx.db.insert(appointments).values({ clientId: b.luca, stylistId, serviceId: b.taglio, date, startTime, endTime }).run();
    insert(b.giulia, THURSDAY, "15:00", "17:00");
    insert(b.marco, THURSDAY, "15:00", "16:00");
    expect((await book({ stylistId: null })).body.stylistName).toBe("Marco");
    // Now both have 105 minutes on Thursday; Giulia has more this week (Wednesday).
    insert(b.giulia, "2026-03-11", "09:00", "10:00");
    expect((await book({ stylistId: null, startTime: "11:00", phone: "3331112222" })).body.stylistName).toBe("Marco");
    insert(b.marco, "2026-03-11", "09:00", "12:00");
    expect((await book({ stylistId: null, startTime: "12:00", phone: "3331113333" })).body.stylistName).toBe("Giulia");
  });

  test("a time that is not free: 409 slot_taken with the day's fresh times", async () => {
    await enableOnline(env, b);
    expect((await book()).status).toBe(201);
    const again = await book({ phone: "3331119999" });
    expect(again.status).toBe(409);
    const body = v.parse(SlotTakenSchema, again.body);
    expect(body.message).toBe("Questo orario è appena stato prenotato: scegli un altro orario");
    expect(body.date).toBe(THURSDAY);
    expect(body.slots.map((s) => s.startTime)).not.toContain("10:00");
    expect(body.slots.map((s) => s.startTime)).toContain("10:45");
  });

  // Each refusal says what is wrong: never "just booked" for a time nobody booked.
  test.each<[string, Record<string, unknown>, string, string]>([
    ["off the slot step", { startTime: "10:05" }, "slot_off_grid", "Online si prenota ogni 15 minuti (08:00, 08:15, …): scegli uno degli orari proposti"],
    ["inside the minimum notice", { date: "2026-03-10", startTime: "11:00" }, "slot_too_soon", "Online si prenota con almeno 2 h di preavviso: scegli un orario più avanti"],
    ["in the past", { date: "2026-03-09", startTime: "11:00" }, "slot_past", "Questo orario è già passato: scegli un altro orario"],
    ["earlier today", { date: "2026-03-10", startTime: "09:00" }, "slot_past", "Questo orario è già passato: scegli un altro orario"],
    ["beyond the window", { date: "2026-05-09", startTime: "10:00" }, "slot_outside_window", "Online si prenota fino al 08/05/2026: scegli un giorno prima"],
    ["on a closed Sunday", { date: "2026-03-15", startTime: "10:00" }, "slot_closed", "Il salone è chiuso il 15/03/2026: scegli un altro giorno"],
    ["before the salon opens", { startTime: "07:00" }, "slot_closed", "Il salone è aperto dalle 08:00 alle 22:00: scegli un altro orario"],
    ["before the stylist starts", { startTime: "08:00" }, "slot_unavailable", "A quest'ora non c'è uno stilista disponibile: scegli uno degli orari proposti"],
    ["into the break", { startTime: "12:30" }, "slot_unavailable", "A quest'ora non c'è uno stilista disponibile: scegli uno degli orari proposti"],
  ])("409 for a time the page would not offer, saying why: %s", async (_label, over, code, message) => {
    await enableOnline(env, b);
    const res = await book(over);
    expect([res.status, res.body.code, res.body.message]).toEqual([409, code, message]);
    expect(Array.isArray(res.body.slots)).toBe(true);
    expect(env.app.ctx.db.select().from(appointments).all()).toHaveLength(0);
  });

  test.each<[string, Record<string, unknown>, string]>([
    ["no first name", { firstName: " " }, "firstName"],
    ["no last name", { lastName: undefined }, "lastName"],
    ["a phone with letters", { phone: "333 abc" }, "phone"],
    ["a phone too short", { phone: "12345" }, "phone"],
    ["a day that does not exist", { date: "2026-02-29" }, "date"],
    ["a bad time", { startTime: "25:00" }, "startTime"],
    ["a service not offered online", { serviceId: 999 }, "serviceId"],
    ["a stylist not taking online bookings", { stylistId: 3 }, "stylistId"],
    ["notes too long", { notes: "x".repeat(1001) }, "notes"],
    ["consent not a yes/no", { whatsappConsent: "sì" }, "whatsappConsent"],
  ])("400 in Italian for %s, nothing created", async (_label, over, field) => {
    await enableOnline(env, b);
    const res = await book(over);
    expect(res.status).toBe(400);
    expect(typeof res.body.fields[field]).toBe("string");
    expect(env.app.ctx.db.select().from(appointments).all()).toHaveLength(0);
    expect(env.app.ctx.db.select().from(clients).all()).toHaveLength(2);
  });

  test("the honeypot: a filled `website` is refused with 400 and creates nothing", async () => {
    await enableOnline(env, b);
    const res = await book({ website: "http://spam.example" });
    expect([res.status, res.body.code]).toEqual([400, "rejected"]);
    expect(env.app.ctx.db.select().from(appointments).all()).toHaveLength(0);
    expect(env.app.ctx.db.select().from(clients).all()).toHaveLength(2);
  });
});

describe("GET /api/public/bookings/:token", () => {
  test("the booking and until when it can be cancelled; nothing else", async () => {
    await enableOnline(env, b);
    const { token } = (await book()).body;
    const res = await call("GET", `/api/public/bookings/${token}`);
    expect(res.status).toBe(200);
    expect(v.parse(PublicBookingSchema, res.body)).toEqual({
      date: THURSDAY,
      startTime: "10:00",
      endTime: "10:45",
      serviceName: "Taglio Donna",
      serviceNames: ["Taglio Donna"],
      stylistName: "Giulia",
      status: "booked",
      canCancel: true,
      cancelUntil: "2026-03-11T09:00:00.000Z",
      cancelUntilDate: "2026-03-11",
      cancelUntilTime: "10:00",
      clientNotified: false,
    });
    env.clock.set("2026-03-11T09:00:01Z");
    expect((await call("GET", `/api/public/bookings/${token}`)).body.canCancel).toBe(false);
  });

  test.each([["an unknown token", "A".repeat(43)], ["a malformed one", "%27%20OR%201=1"], ["a short one", "x"], ["a very long one", "y".repeat(2000)]])(
    "%s: the same 404",
    async (_label, token) => {
      await enableOnline(env, b);
      await book();
      const res = await call("GET", `/api/public/bookings/${token}`);
      expect([res.status, res.body]).toEqual([404, { message: "Prenotazione non trovata", code: "not_found" }]);
    },
  );
});
