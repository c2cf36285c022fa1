// Two receptionists booking the same slot at the same instant get exactly one success: the
// overlap check and the insert run in one BEGIN IMMEDIATE transaction, which SQLite serialises
// across connections (and processes) with its write lock.
import { afterEach, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Db } from "../../../db/client";
import { appointments } from "../../../db/schema";
import type { LiveEvent } from "../../domain/live-events";
import { createTestEnv } from "../../test/test-app";
import { seedBasics, type Basics } from "../../test/seed-basics";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDbPath = () => {
  const dir = mkdtempSync(join(tmpdir(), "salone-appt-"));
  dirs.push(dir);
  return join(dir, "salone.db");
};

const slot = (b: Basics, clientId: number) => ({
  clientId,
  stylistId: b.giulia,
  serviceId: b.taglio,
  date: "2026-03-10",
  startTime: "10:00",
  endTime: "10:45",
});

/** A real app on a database file, signed in; `db` is its own connection. */
async function fileApp(path: string) {
  const db = openDatabase(path);
  const { app, call } = await createTestEnv({ db });
  const post = (body: unknown) => call("POST", "/api/appointments", body);
  const get = async (path: string) => (await call("GET", path)).json();
  return { app, db, post, get, close: () => db.$client.close() };
}

const countRows = (db: Db) => db.select().from(appointments).all().length;

describe("50 receptionists, one slot", () => {
  test("50 concurrent conflicting POSTs on one app: exactly one 201, 49 × 409 slot_taken, one row, one event", async () => {
    const env = await createTestEnv();
    const b = seedBasics(env.app.ctx.db);
    const events: LiveEvent[] = [];
    env.app.ctx.events.subscribe((e) => events.push(e));
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        env.call("POST", "/api/appointments", { ...slot(b, i % 2 ? b.maria : b.luca), startTime: i % 3 ? "10:00" : "10:15" }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const bodies = await Promise.all(responses.filter((r) => r.status === 409).map((r) => r.json()));
    expect(new Set(bodies.map((x: any) => x.code))).toEqual(new Set(["slot_taken"]));
    expect(countRows(env.app.ctx.db)).toBe(1);
    expect(events).toHaveLength(1);
  });

  test("two apps with their own connections to one database file: exactly one 201 of 50", async () => {
    const path = tempDbPath();
    const a = await fileApp(path);
    const b2 = await fileApp(path);
    try {
      const b = seedBasics(a.db);
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b2).post(slot(b, i % 4 < 2 ? b.maria : b.luca))),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      expect(countRows(a.db)).toBe(1);
      expect(countRows(b2.db)).toBe(1);
      // A day app A has read (and cached) shows at once what app B books next.
      expect((await a.get("/api/appointments?date=2026-03-10")) as unknown[]).toHaveLength(1);
      expect((await b2.post({ ...slot(b, b.luca), startTime: "11:00", endTime: "11:30" })).status).toBe(201);
      expect((await a.get("/api/appointments?date=2026-03-10")) as unknown[]).toHaveLength(2);
    } finally {
      a.close();
      b2.close();
    }
  });

  test("a booking made by another process while ours waits for the write lock is seen: 409, not a double booking", async () => {
    const path = tempDbPath();
    const app = await fileApp(path);
    const b = seedBasics(app.db);
    // Another process (a worker thread with its own connection) takes the write lock, books
    // 10:00-10:45 and holds the lock for 400 ms before committing.
    const workerFile = join(path, "..", "holder.ts");
    writeFileSync(
      workerFile,
      `import { Database } from "bun:sqlite";
       self.onmessage = (e) => {
         const { path, row } = e.data;
         const db = new Database(path);
         db.exec("PRAGMA busy_timeout = 5000");
         db.exec("BEGIN IMMEDIATE");
         db.query("INSERT INTO appointments (client_id, stylist_id, service_id, date, start_time, end_time) VALUES (?, ?, ?, ?, ?, ?)")
           .run(row.clientId, row.stylistId, row.serviceId, row.date, row.startTime, row.endTime);
         postMessage("holding");
         Bun.sleepSync(400);
         db.exec("COMMIT");
         db.close();
         postMessage("committed");
       };`,
    );
    const worker = new Worker(workerFile);
    try {
      const messages: string[] = [];
      const holding = new Promise<void>((resolve) => {
        worker.onmessage = (e) => {
          messages.push(e.data);
          if (e.data === "holding") resolve();
        };
      });
      worker.postMessage({ path, row: slot(b, b.luca) });
      await holding;
      const t0 = performance.now();
      const res = await app.post({ ...slot(b, b.maria), startTime: "10:30", endTime: "11:00" });
      const waited = performance.now() - t0;
      expect(res.status).toBe(409);
      expect(((await res.json()) as { message: string }).message).toBe("Giulia ha già un appuntamento dalle 10:00 alle 10:45");
      // Our transaction could not start until the other one committed.
      expect(waited).toBeGreaterThan(150);
      expect(countRows(app.db)).toBe(1);
    } finally {
      worker.terminate();
      app.close();
    }
  });
});
