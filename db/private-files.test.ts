import { afterEach, beforeEach, expect, test } from "bun:test";
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createBackupService } from "../src/features/backups/service";
import { restoreDatabase } from "../src/features/backups/restore";
import { testClock } from "../src/test/test-app";
import { openDatabase } from "./client";

// The database, its journal files and its backups hold every client's data: readable by the
// server's user only (0600, folders 0700), whatever umask the process was started with.
const mode = (path: string) => statSync(path).mode & 0o777;

let root = "";
let umask = 0;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "salone-modes-"));
  umask = process.umask(0o022);
});
afterEach(() => {
  process.umask(umask);
  rmSync(root, { recursive: true, force: true });
});

test("under umask 022 a new database, its -wal and -shm and its folder are private", () => {
  const path = join(root, "data", "salone.db");
  const db = openDatabase(path);
  db.$client.exec("CREATE TABLE t (x)");
  db.$client.exec("INSERT INTO t VALUES (1)");
  expect(mode(join(root, "data"))).toBe(0o700);
  for (const file of [path, `${path}-wal`, `${path}-shm`]) {
    expect(existsSync(file)).toBe(true);
    expect(mode(file)).toBe(0o600);
  }
  db.$client.close();
});

test("an existing database left readable by others is made private when opened", () => {
  const path = join(root, "salone.db");
  openDatabase(path).$client.close();
  writeFileSync(`${path}-wal`, "");
  for (const file of [path, `${path}-wal`]) chmodSync(file, 0o644);
  const db = openDatabase(path);
  for (const file of [path, `${path}-wal`, `${path}-shm`]) expect(mode(file)).toBe(0o600);
  db.$client.close();
});

test("under umask 022 backups and a new backup folder are private, and so is a restored database", async () => {
  const path = join(root, "salone.db");
  const db = openDatabase(path);
  const dir = join(root, "backups");
  const backups = createBackupService({
    sqlite: db.$client,
    config: { dir, keep: 7, hourMinutes: 180, s3: null },
    clock: testClock(),
    log: () => {},
  });
  const taken = await backups.run("manual");
  expect(mode(dir)).toBe(0o700);
  expect(mode(taken.path)).toBe(0o600);
  db.$client.close();

  const restoredPath = join(root, "restored", "salone.db");
  restoreDatabase({ databasePath: restoredPath, from: taken.path, now: new Date() });
  expect(mode(restoredPath)).toBe(0o600);
  expect(mode(join(root, "restored"))).toBe(0o700);
});
