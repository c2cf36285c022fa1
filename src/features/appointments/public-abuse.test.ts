// Races and abuse on the public booking routes: one time, many clients; one phone, many tries;
// one address, too many calls; bodies too big. Counts and outcomes only, never timings.
import { beforeEach, describe, expect, test } from "bun:test";
import { appointments, clients } from "../../../db/schema";
import type { LiveEvent } from "../../domain/live-events";
import { bookingBody, enableOnline, publicCall } from "../../test/online-booking";
import { seedBasics, type Basics } from "../../test/seed-basics";
import { createTestEnv, type TestEnv } from "../../test/test-app";

let env: TestEnv;
let b: Basics;

beforeEach(async () => {
  env = await createTestEnv();
  b = seedBasics(env.app.ctx.db);
  await enableOnline(env, b);
});

const peer = (i: number) => `10.1.${i >> 8}.${i & 255}`;
const post = (body: unknown, from: string) => publicCall(env, "POST", "/api/public/bookings", body, from);
const rows = () => env.app.ctx.db.select().from(appointments).all();
const statusesOf = (list: { status: number }[]) => list.map((r) => r.status).sort();

describe("racing for one time", () => {
  test("50 parallel bookings of Giulia at 10:00: exactly one 201, 49 × 409 slot_taken with fresh times", async () => {
    const events: LiveEvent[] = [];
    env.app.ctx.events.subscribe((e) => events.push(e));
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(bookingBody(b, { phone: `33300${String(i).padStart(5, "0")}`, firstName: `C${i}` }), peer(i))),
    );
    expect(statusesOf(responses).filter((s) => s === 201)).toHaveLength(1);
    const refused = responses.filter((r) => r.status === 409);
    expect(refused).toHaveLength(49);
    expect(new Set(refused.map((r) => r.body.code))).toEqual(new Set(["slot_taken"]));
    for (const r of refused) expect(r.body.slots.map((s: any) => s.startTime)).not.toContain("10:00");
    expect(rows()).toHaveLength(1);
    // One client created: the losers' rolled back with their booking.
    expect(env.app.ctx.db.select().from(clients).all()).toHaveLength(3);
    expect(events.filter((e) => e.topic === "appointments" && e.action === "created")).toHaveLength(1);
  });

  test("50 parallel 'Nessuna preferenza' at 10:00 with two stylists: two 201, one each", async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(bookingBody(b, { stylistId: null, phone: `33310${String(i).padStart(5, "0")}` }), peer(i))),
    );
    expect(statusesOf(responses).filter((s) => s === 201)).toHaveLength(2);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(48);
    expect(rows().map((r) => r.stylistId).sort()).toEqual([b.giulia, b.marco].sort());
  });
});

describe("one phone", () => {
  test("1,000 concurrent bookings from one phone (every address different): at most 3 created", async () => {
    // Different days and times, so only the phone limit can stop them.
    const slots = ["2026-03-11", "2026-03-12", "2026-03-13", "2026-03-14"].flatMap((date) =>
      ["09:00", "10:00", "11:00", "12:00", "14:00", "15:00", "16:00", "17:00"].flatMap((startTime) => [b.giulia, b.marco].map((stylistId) => ({ date, startTime, stylistId }))),
    );
    const responses = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => post(bookingBody(b, { ...slots[i % slots.length], phone: i % 2 ? "+39 340 555 6666" : "3405556666" }), peer(i))),
    );
    expect(rows()).toHaveLength(3);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(3);
    const limited = responses.filter((r) => r.status === 429);
    expect(limited.length + responses.filter((r) => r.status === 409).length).toBe(997);
    expect(limited.length).toBeGreaterThan(900);
    expect(new Set(limited.map((r) => r.body.code))).toEqual(new Set(["too_many_bookings"]));
    expect(limited[0]!.body.message).toBe("Con questo numero sono già state fatte 3 prenotazioni online nelle ultime 24 ore: per altre contatta il salone");
    // All three were made at the test clock's instant: a new try waits 24 hours.
    expect(limited[0]!.headers.get("Retry-After")).toBe(String(24 * 3600));
  });

  test("the limit is 24 hours wide: the fourth booking passes a day after the first", async () => {
    const at = (startTime: string, date = "2026-03-12") => post(bookingBody(b, { date, startTime }), peer(1));
    for (const time of ["09:00", "10:00", "11:00"]) expect((await at(time)).status).toBe(201);
    expect((await at("14:00")).status).toBe(429);
    env.clock.advance(24 * 3600_000);
    expect((await at("14:00", "2026-03-13")).status).toBe(201);
  });
});

describe("per address", () => {
  test("30 availability calls a minute, then 429 with Retry-After in Italian; another address is unaffected", async () => {
    const get = (from: string) => publicCall(env, "GET", `/api/public/availability?serviceId=${b.taglio}&from=2026-03-12&to=2026-03-12`, undefined, from);
    for (let i = 0; i < 30; i++) expect((await get("198.51.100.7")).status).toBe(200);
    const refused = await get("198.51.100.7");
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: "Troppe richieste: riprova tra qualche minuto", code: "rate_limited", retryAfterSeconds: 60 });
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect((await get("198.51.100.8")).status).toBe(200);
    env.clock.advance(60_001);
    expect((await get("198.51.100.7")).status).toBe(200);
  });

  test("10 booking attempts a minute, failed ones included; nothing is created by the refused", async () => {
    const outcomes = [];
    for (let i = 0; i < 11; i++) outcomes.push((await post(bookingBody(b, { firstName: "" }), "198.51.100.9")).status);
    expect(outcomes).toEqual([...Array(10).fill(400), 429]);
  });

  test("IPv6 counts per /64: fresh addresses of one /64 share the reads, availability and booking limits", async () => {
    const in64 = (i: number) => `2001:db8:1:2::${(i + 1).toString(16)}`;
    const read = (from: string) => publicCall(env, "GET", "/api/public/booking", undefined, from);
    for (let i = 0; i < 60; i++) expect((await read(in64(i))).status).toBe(200);
    expect((await read(in64(60))).status).toBe(429);
    const avail = (from: string) => publicCall(env, "GET", `/api/public/availability?serviceId=${b.taglio}&from=2026-03-12&to=2026-03-12`, undefined, from);
    for (let i = 0; i < 30; i++) expect((await avail(in64(100 + i))).status).toBe(200);
    expect((await avail("2001:db8:1:2:ffff:ffff:ffff:ffff")).status).toBe(429);
    for (let i = 0; i < 10; i++) expect((await post(bookingBody(b, { firstName: "" }), in64(200 + i))).status).toBe(400);
    expect((await post(bookingBody(b, { firstName: "" }), in64(300))).status).toBe(429);
    // The neighbouring /64 is someone else.
    expect((await read("2001:db8:1:3::1")).status).toBe(200);
    expect((await avail("2001:db8:1:3::1")).status).toBe(200);
    expect((await post(bookingBody(b, { firstName: "" }), "2001:db8:1:3::1")).status).toBe(400);
  });

  test("X-Forwarded-For is believed only behind a trusted proxy", async () => {
    const spoof = (i: number) => env.anonymous("GET", "/api/public/booking", undefined, { "x-forwarded-for": `192.0.2.${i}` }, "198.51.100.10");
    const statuses = [];
    for (let i = 0; i < 61; i++) statuses.push((await spoof(i)).status);
    expect(statuses.at(-1)).toBe(429);

    const proxied = await createTestEnv({ env: { TRUST_PROXY: "1" } });
    await enableOnline(proxied, seedBasics(proxied.app.ctx.db));
    const behind = [];
    for (let i = 0; i < 61; i++) {
      behind.push((await proxied.anonymous("GET", "/api/public/booking", undefined, { "x-forwarded-for": `192.0.2.${i}` }, "127.0.0.1")).status);
    }
    expect(new Set(behind)).toEqual(new Set([200]));
  });
});

describe("body size", () => {
  test("a body over 8 KB is refused with 413 before it is read, and creates nothing", async () => {
    const res = await post({ ...bookingBody(b), notes: "x".repeat(9000) }, peer(1));
    expect([res.status, res.body.code]).toEqual([413, "payload_too_large"]);
    const chunked = await env.app.handle(
      new Request("http://localhost/api/public/bookings", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: new ReadableStream({
          start(controller) {
            for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode(" ".repeat(1000)));
            controller.close();
          },
        }),
      }),
    );
    expect(chunked.status).toBe(413);
    expect(rows()).toHaveLength(0);
  });

  test("malformed JSON is a 400 in Italian; a form body a 415", async () => {
    const bad = await env.anonymous("POST", "/api/public/bookings", "{nope", { "content-type": "application/json" }, peer(2));
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe("malformed_json");
    const form = await env.anonymous("POST", "/api/public/bookings", "a=1", { "content-type": "application/x-www-form-urlencoded" }, peer(3));
    expect(form.status).toBe(415);
  });
});
