import { beforeEach, describe, expect, test } from "bun:test";
import { seedBasics } from "../test/seed-basics";
import { createTestEnv, type TestEnv } from "../test/test-app";
import { etagOf, ifNoneMatchHits } from "./etag";

describe("If-None-Match (weak comparison, lists, *)", () => {
  test.each([
    [null, '"a1"', false],
    ["", '"a1"', false],
    ['"a1"', '"a1"', true],
    ['W/"a1"', '"a1"', true],
    ['"b2", W/"a1"', '"a1"', true],
    ['"b2" ,"c3"', '"a1"', false],
    ["*", '"a1"', true],
    ['"a1x"', '"a1"', false],
  ])("%p against %p → %p", (header, etag, hit) => {
    expect(ifNoneMatchHits(header, etag)).toBe(hit);
  });
});

describe("conditional GETs under /api", () => {
  let env: TestEnv;
  beforeEach(async () => {
    env = await createTestEnv();
  });
  const CARLA = { firstName: "Carla", lastName: "Verdi", phone: "3331112222" };

  test("an unchanged refetch is a 304 with no body; a change gives a 200 with a new ETag", async () => {
    await env.json("POST", "/api/clients", CARLA);
    const first = await env.call("GET", "/api/clients");
    const etag = first.headers.get("etag")!;
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect(first.headers.get("cache-control")).toBe("no-cache, private");
    const body = await first.text();

    const again = await env.call("GET", "/api/clients", undefined, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("x-content-type-options")).toBe("nosniff");

    const weak = await env.call("GET", "/api/clients", undefined, { "if-none-match": `"other", W/${etag}` });
    expect(weak.status).toBe(304);

    await env.json("POST", "/api/clients", { ...CARLA, firstName: "Paola", phone: "3331113333" });
    const changed = await env.call("GET", "/api/clients", undefined, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect((await changed.text()).length).toBeGreaterThan(body.length);
  });

  test("values returned by a route (not a prepared Response) are tagged too", async () => {
    const first = await env.call("GET", "/api/services");
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    expect((await env.call("GET", "/api/services", undefined, { "if-none-match": etag })).status).toBe(304);
    const day = await env.call("GET", "/api/appointments?date=2026-03-10");
    expect((await env.call("GET", "/api/appointments?date=2026-03-10", undefined, { "if-none-match": day.headers.get("etag")! })).status).toBe(304);
  });

  test("never on errors or writes: those are not cached at all", async () => {
    const missing = await env.call("GET", "/api/clients/999/summary", undefined, { "if-none-match": "*" });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("etag")).toBeNull();
    expect(missing.headers.get("cache-control")).toBe("no-store");

    const bad = await env.call("GET", "/api/appointments", undefined, { "if-none-match": "*" });
    expect(bad.status).toBe(400);
    expect(bad.headers.get("etag")).toBeNull();

    const created = await env.call("POST", "/api/clients", CARLA, { "if-none-match": "*" });
    expect(created.status).toBe(201);
    expect(created.headers.get("etag")).toBeNull();
    expect(created.headers.get("cache-control")).toBe("no-store");
    const updated = await env.call("PUT", `/api/clients/${(await created.json()).id}`, CARLA, { "if-none-match": "*" });
    expect(updated.status).toBe(200);
    expect(updated.headers.get("etag")).toBeNull();
  });

  test("a request without a session is refused whatever it sends", async () => {
    const res = await env.anonymous("GET", "/api/clients", undefined, { "if-none-match": "*" });
    expect(res.status).toBe(401);
    expect(res.headers.get("etag")).toBeNull();
  });
});

describe("an answer from a read cache, tagged once", () => {
  test("carries the tag of its exact bytes and the app's headers; an unchanged refetch is a 304; a write changes the tag", async () => {
    const env = await createTestEnv();
    const path = "/api/appointments?date=2026-03-10";
    const first = await env.call("GET", path);
    const bytes = new Uint8Array(await first.arrayBuffer());
    const etag = first.headers.get("etag")!;
    expect(etag).toBe(etagOf(bytes));
    expect(first.headers.get("cache-control")).toBe("no-cache, private");
    expect(first.headers.get("x-frame-options")).toBe("DENY");
    const again = await env.call("GET", path, undefined, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("content-type")).toBeNull();
    const b = seedBasics(env.app.ctx.db);
    // Any write empties the cache; the same bytes come back with the same tag.
    expect((await env.call("GET", path, undefined, { "if-none-match": etag })).status).toBe(304);
    const booking = { clientId: b.maria, stylistId: b.giulia, serviceId: b.taglio, date: "2026-03-10", startTime: "15:00", endTime: "15:45", notes: "" };
    expect((await env.json("POST", "/api/appointments", booking)).status).toBe(201);
    const changed = await env.call("GET", path, undefined, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).toBe(etagOf(new Uint8Array(await changed.arrayBuffer())));
    expect(changed.headers.get("etag")).not.toBe(etag);
  });
});
