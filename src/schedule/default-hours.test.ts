import { afterEach, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../db/client";
import { startServerProcess } from "../test/server-process";
import { createTestEnv } from "../test/test-app";
import { fixFirstStartHours } from "./default-hours";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

test("a server started on a new database closes on Monday; the rest of the week is the usual one", async () => {
  const dir = mkdtempSync(join(tmpdir(), "salone-first-"));
  dirs.push(dir);
  const server = await startServerProcess({ DATABASE_PATH: join(dir, "salone.db") });
  try {
    const week = await (await fetch(`${server.base}/api/settings/hours`, { headers: server.auth })).json();
    expect(week.monday).toEqual({ openTime: "08:00", closeTime: "22:00", isOpen: false });
    expect(week.tuesday).toEqual({ openTime: "08:00", closeTime: "22:00", isOpen: true });
    expect(week.sunday.isOpen).toBe(false);
  } finally {
    server.proc.kill("SIGTERM");
    await server.proc.exited;
  }
});

test("an existing salon's hours never change: one with users keeps Monday open, saved hours stay as saved", async () => {
  // A salon from before the rule: it has its owner and never saved its hours.
  const env = await createTestEnv();
  expect(fixFirstStartHours(env.app.ctx.db)).toBe(false);
  expect((await env.json("GET", "/api/settings/hours")).body.monday.isOpen).toBe(true);

  // No users but hours already saved (a restored file, say): left alone too.
  const db = openDatabase(":memory:");
  db.$client.exec("INSERT INTO opening_hours (day, open_time, close_time, is_open, updated_at) VALUES ('monday', '09:00', '19:00', 1, '2026-01-01T00:00:00Z')");
  expect(fixFirstStartHours(db)).toBe(false);
});

test("on an empty database the first start fixes it once; the owner's save replaces it", async () => {
  const db = openDatabase(":memory:");
  expect(fixFirstStartHours(db)).toBe(true);
  const env = await createTestEnv({ db });
  expect(fixFirstStartHours(db)).toBe(false);
  const week = (await env.json("GET", "/api/settings/hours")).body;
  expect(week.monday.isOpen).toBe(false);
  await env.json("POST", "/api/settings/hours", { ...week, monday: { openTime: "09:00", closeTime: "19:00", isOpen: true } });
  expect((await env.json("GET", "/api/settings/hours")).body.monday).toEqual({ openTime: "09:00", closeTime: "19:00", isOpen: true });
});
