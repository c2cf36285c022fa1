import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../../db/client";
import { clients } from "../../../db/schema";
import { createTestEnv } from "../../test/test-app";
import { createReadCache } from "./read-cache";
import { seedBasics } from "../../test/seed-basics";

describe("read cache", () => {
  test("answers from memory until this connection writes anything, in any table", () => {
    const db = openDatabase(":memory:");
    const cache = createReadCache(db);
    let computed = 0;
    const read = () => new TextDecoder().decode(cache.json("k", () => ({ n: ++computed })));
    expect(read()).toBe('{"n":1}');
    expect(read()).toBe('{"n":1}');
    db.insert(clients).values({ firstName: "Maria", lastName: "Rossi", phone: "+393331234567" }).run();
    expect(read()).toBe('{"n":2}');
    db.update(clients).set({ notes: "x" }).where(eq(clients.id, 1)).run();
    expect(read()).toBe('{"n":3}');
    expect(read()).toBe('{"n":3}');
  });

  test("a commit by another connection to the same file empties it too", () => {
    const dir = mkdtempSync(join(tmpdir(), "salone-cache-"));
    try {
      const a = openDatabase(join(dir, "salone.db"));
      const b = openDatabase(join(dir, "salone.db"));
      const cache = createReadCache(a);
      const read = () => new TextDecoder().decode(cache.json("clients", () => a.select().from(clients).all().length));
      expect(read()).toBe("0");
      b.insert(clients).values({ firstName: "Luca", lastName: "Bianchi", phone: "+393331234568" }).run();
      expect(read()).toBe("1");
      a.$client.close();
      b.$client.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("keeps the most recently used entries within its size", () => {
    const db = openDatabase(":memory:");
    const cache = createReadCache(db, 25);
    cache.json("a", () => "x".repeat(8)); // 10 bytes with the quotes
    cache.json("b", () => "y".repeat(8));
    cache.json("a", () => "changed"); // a hit: "a" becomes the most recent
    cache.json("c", () => "z".repeat(8)); // 30 > 25: the oldest ("b") goes
    expect(cache.size).toBe(2);
    const text = (key: string, value: string) => new TextDecoder().decode(cache.json(key, () => value));
    expect(text("a", "again")).toBe('"xxxxxxxx"');
    expect(text("b", "fresh")).toBe('"fresh"');
  });

  test("through the API: a rename of the client shows on the next read of the same day", async () => {
    const env = await createTestEnv();
    const b = seedBasics(env.app.ctx.db);
    const body = { clientId: b.maria, stylistId: b.giulia, serviceId: b.taglio, date: "2026-03-10", startTime: "10:00", endTime: "10:45" };
    await env.json("POST", "/api/appointments", body);
    expect((await env.json("GET", "/api/appointments?date=2026-03-10")).body[0].client.lastName).toBe("Rossi");
    env.app.ctx.db.update(clients).set({ lastName: "Verdi" }).where(eq(clients.id, b.maria)).run();
    expect((await env.json("GET", "/api/appointments?date=2026-03-10")).body[0].client.lastName).toBe("Verdi");
  });
});
