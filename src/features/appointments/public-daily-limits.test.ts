// The daily caps of the public page: per address (in memory, 24 hours) and for the whole page (the
// owner's dailyLimit, counted in the booking's write transaction).
import { beforeEach, describe, expect, test } from "bun:test";
import { appointments } from "../../../db/schema";
import { bookingBody, enableOnline, publicCall } from "../../test/online-booking";
import { seedBasics, type Basics } from "../../test/seed-basics";
import { createTestEnv, type TestEnv } from "../../test/test-app";

let env: TestEnv;
let b: Basics;

beforeEach(async () => {
  env = await createTestEnv({ env: { SALON_PHONE: "06 1234 5678" } });
  b = seedBasics(env.app.ctx.db);
  await enableOnline(env, b);
});

const peer = (i: number) => `10.2.${i >> 8}.${i & 255}`;
const post = (body: unknown, from: string) => publicCall(env, "POST", "/api/public/bookings", body, from);
const onlineRows = () => env.app.ctx.db.select().from(appointments).all().filter((r) => r.source === "online");
const phone = (i: number) => `34${String(i).padStart(8, "0")}`;
/** 64 distinct free places: four days × eight hours × two stylists. */
const allPlaces = () => ["2026-03-11", "2026-03-12", "2026-03-13", "2026-03-14"].flatMap((date) =>
  ["09:00", "10:00", "11:00", "12:00", "14:00", "15:00", "16:00", "17:00"].flatMap((startTime) => [b.giulia, b.marco].map((stylistId) => ({ date, startTime, stylistId }))),
);
let places: ReturnType<typeof allPlaces>;
beforeEach(() => {
  places = allPlaces();
});

describe("per address and day", () => {
  test("at most 10 bookings in 24 hours from one address (an IPv6 /64 is one address); refused ones do not count", async () => {
    const from = (i: number) => `2001:db8:7:7::${i + 1}`;
    // A refused booking (a typo) uses no daily place.
    expect((await post(bookingBody(b, { firstName: "" }), from(99))).status).toBe(400);
    for (let i = 0; i < 10; i++) {
      expect((await post(bookingBody(b, { ...places[i], phone: phone(i) }), from(i))).status).toBe(201);
      env.clock.advance(61_000); // past the per-minute limit
    }
    const refused = await post(bookingBody(b, { ...places[10], phone: phone(10) }), from(10));
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("too_many_from_address");
    expect(refused.body.message).toBe("Da questa connessione sono già state fatte 10 prenotazioni online nelle ultime 24 ore: per altre chiama il salone al 06 1234 5678");
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(23 * 3600);
    // Another address books; the first one again a day after its first booking.
    expect((await post(bookingBody(b, { ...places[11], phone: phone(11) }), "2001:db8:7:8::1")).status).toBe(201);
    env.clock.advance(24 * 3600_000);
    expect((await post(bookingBody(b, { ...places[12], date: "2026-03-16", phone: phone(12) }), from(12))).status).toBe(201);
  });
});

describe("the whole page per day", () => {
  test("1,000 concurrent bookings from 1,000 addresses and phones: exactly dailyLimit (40) are created", async () => {
    const responses = await Promise.all(Array.from({ length: 1000 }, (_, i) => post(bookingBody(b, { ...places[i % places.length], phone: phone(i) }), peer(i))));
    expect(onlineRows()).toHaveLength(40);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(40);
    const full = responses.filter((r) => r.status === 429);
    expect(full.length + responses.filter((r) => r.status === 409).length).toBe(960);
    expect(new Set(full.map((r) => r.body.code))).toEqual(new Set(["daily_limit_reached"]));
    expect(full[0]!.body.message).toBe("Oggi il salone non accetta altre prenotazioni online: per prenotare chiama il salone al 06 1234 5678");
  });

  test("the owner's limit: reached, the page says so and the staff see it; the next salon day it opens again", async () => {
    await env.json("PUT", "/api/settings/online-booking", { dailyLimit: 2 });
    for (let i = 0; i < 2; i++) expect((await post(bookingBody(b, { ...places[i], phone: phone(i) }), peer(i))).status).toBe(201);
    expect((await env.json("GET", "/api/online-booking/today")).body).toEqual({ enabled: true, count: 2, limit: 2, reached: true });
    const info = await publicCall(env, "GET", "/api/public/booking");
    expect([info.body.dailyLimitReached, info.body.salonPhone]).toEqual([true, "06 1234 5678"]);
    const page = await env.anonymous("GET", "/prenota", undefined, {}, peer(5));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("Oggi il salone non accetta altre prenotazioni online: per prenotare chiama il salone al 06 1234 5678");
    expect(html).toContain('href="tel:+390612345678"');
    expect(html).not.toContain("Scegli il servizio");
    // Tomorrow in Rome (23:00Z is already midnight): open again. The test clock starts 10:00 in Rome.
    env.clock.set(new Date("2026-03-10T23:00:00.000Z"));
    expect((await publicCall(env, "GET", "/api/public/booking", undefined, peer(6))).body.dailyLimitReached).toBe(false);
    expect((await post(bookingBody(b, { ...places[3], phone: phone(3) }), peer(3))).status).toBe(201);
  });

  test("without a salon phone the sentence still tells to call", async () => {
    const plain = await createTestEnv();
    const pb = seedBasics(plain.app.ctx.db);
    await enableOnline(plain, pb, { dailyLimit: 1 });
    expect((await publicCall(plain, "POST", "/api/public/bookings", bookingBody(pb), peer(1))).status).toBe(201);
    const refused = await publicCall(plain, "POST", "/api/public/bookings", bookingBody(pb, { startTime: "11:00", phone: phone(1) }), peer(2));
    expect(refused.body.message).toBe("Oggi il salone non accetta altre prenotazioni online: per prenotare chiama il salone");
  });
});
