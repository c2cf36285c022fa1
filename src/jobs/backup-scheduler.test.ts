import { afterEach, describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestEnv, testClock } from "../test/test-app";
import { createBackupScheduler } from "./backup-scheduler";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function daily(start: string, hour = "03:00") {
  const dir = mkdtempSync(join(tmpdir(), "salone-daily-"));
  dirs.push(dir);
  const clock = testClock(start);
  const env = await createTestEnv({ clock, env: { BACKUP_DIR: dir, BACKUP_HOUR: hour } });
  const scheduler = createBackupScheduler({
    backups: env.app.backups,
    clock,
    timeZone: env.app.ctx.config.timeZone,
    hourMinutes: env.app.ctx.config.backup.hourMinutes,
    log: (line) => env.logs.push(line),
  });
  /** Moves the fake clock to `iso`, runs the minute check, and lists the backups on disk. */
  const at = async (iso: string) => {
    clock.set(iso);
    await scheduler.check();
    return readdirSync(dir).sort();
  };
  return { at, env, scheduler };
}

describe("daily backup at BACKUP_HOUR in salon time", () => {
  test("an ordinary day: nothing at 02:59, one at 03:00, still one at 03:01 and at 23:59, another next day", async () => {
    const { at, env } = await daily("2026-03-10T01:00:00Z");
    expect(await at("2026-03-10T01:59:00Z")).toEqual([]);
    expect(await at("2026-03-10T02:00:00Z")).toEqual(["salone-2026-03-10T02-00-00-000Z.db"]);
    expect(await at("2026-03-10T02:01:00Z")).toHaveLength(1);
    expect(await at("2026-03-10T22:59:00Z")).toHaveLength(1);
    expect(await at("2026-03-11T02:00:00Z")).toEqual(["salone-2026-03-10T02-00-00-000Z.db", "salone-2026-03-11T02-00-00-000Z.db"]);
    const logged = env.logs.map((l) => JSON.parse(l)).filter((l) => l.msg === "backup completato");
    expect(logged.map((l) => l.reason)).toEqual(["daily", "daily"]);
  });

  test("spring-forward Sunday (2026-03-29): 03:00 CEST is 01:00Z, exactly one backup", async () => {
    const { at } = await daily("2026-03-29T00:00:00Z");
    expect(await at("2026-03-29T00:59:00Z")).toEqual([]);
    expect(await at("2026-03-29T01:00:00Z")).toEqual(["salone-2026-03-29T01-00-00-000Z.db"]);
    expect(await at("2026-03-29T02:00:00Z")).toHaveLength(1);
  });

  test("fall-back Sunday (2026-10-25): 02:xx happens twice, 03:00 CET (02:00Z) once, one backup", async () => {
    const { at } = await daily("2026-10-25T00:00:00Z");
    expect(await at("2026-10-25T00:59:00Z")).toEqual([]); // 02:59 CEST
    expect(await at("2026-10-25T01:59:00Z")).toEqual([]); // 02:59 CET, the second time
    expect(await at("2026-10-25T02:00:00Z")).toEqual(["salone-2026-10-25T02-00-00-000Z.db"]);
    expect(await at("2026-10-25T03:00:00Z")).toHaveLength(1);
  });

  test("BACKUP_HOUR=02:30 on both switch days: at 03:00 when 02:30 is skipped, at the first 02:30 when it repeats", async () => {
    const spring = await daily("2026-03-29T00:00:00Z", "02:30");
    expect(await spring.at("2026-03-29T00:59:00Z")).toEqual([]);
    expect(await spring.at("2026-03-29T01:00:00Z")).toEqual(["salone-2026-03-29T01-00-00-000Z.db"]);
    const autumn = await daily("2026-10-25T00:00:00Z", "02:30");
    expect(await autumn.at("2026-10-25T00:30:00Z")).toEqual(["salone-2026-10-25T00-30-00-000Z.db"]);
    expect(await autumn.at("2026-10-25T01:30:00Z")).toHaveLength(1);
  });

  test("a server started after the hour, with no backup today, takes it at its first check", async () => {
    const { at } = await daily("2026-03-10T09:00:00Z");
    expect(await at("2026-03-10T09:00:00Z")).toEqual(["salone-2026-03-10T09-00-00-000Z.db"]);
  });

  test("never two at once: checks while a manual backup runs do not start another", async () => {
    const { at, env } = await daily("2026-03-10T01:59:00Z");
    const manual = env.app.backups.run("manual");
    const during = at("2026-03-10T02:00:00Z");
    await manual;
    await during;
    // The manual backup was taken at 02:59 Rome time (01:59Z): today's daily is still due after it.
    expect(await at("2026-03-10T02:01:00Z")).toEqual(["salone-2026-03-10T01-59-00-000Z.db", "salone-2026-03-10T02-01-00-000Z.db"]);
  });
});
