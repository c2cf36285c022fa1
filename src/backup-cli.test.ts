import { Database } from "bun:sqlite";
import { afterEach, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../db/client";
import { serverLockPath } from "./features/backups/restore";
import { runMain, startServerProcess } from "./test/server-process";

const dirs: string[] = [];
const procs: { kill(signal?: number | NodeJS.Signals): void }[] = [];
afterEach(() => {
  for (const proc of procs.splice(0)) proc.kill("SIGKILL");
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function place() {
  const dir = mkdtempSync(join(tmpdir(), "salone-cli-"));
  dirs.push(dir);
  const db = join(dir, "salone.db");
  return { dir, db, env: { DATABASE_PATH: db, BACKUP_DIR: join(dir, "backups") } };
}

const count = (path: string, table: string) => {
  const db = new Database(path, { readonly: true });
  try {
    return db.query<{ n: number }, []>(`SELECT count(*) AS n FROM ${table}`).get()!.n;
  } finally {
    db.close();
  }
};

/** A database with `n` clients, closed again, and a checked backup of it at `file`. */
function databaseWith(path: string, n: number) {
  const db = openDatabase(path);
  for (let i = 0; i < n; i++) db.$client.query("INSERT INTO clients (first_name, last_name, phone, created_at, updated_at) VALUES (?, ?, ?, ?, ?)").run(`Cliente${i}`, "Rossi", `33300000${i}`, "2026-03-10T09:00:00Z", "2026-03-10T09:00:00Z");
  db.$client.close();
}

describe("salone backup / salone restore against a running server", () => {
  test("backup works while the server serves; restore is refused until it stops, then keeps the old database aside", async () => {
    const p = place();
    const server = await startServerProcess(p.env);
    procs.push(server.proc);
    expect((await server.post("/api/clients", { firstName: "Maria", lastName: "Rossi", phone: "3331234567" })).status).toBe(201);

    const backup = runMain(["backup"], p.env);
    expect(backup.stderr).not.toContain("error");
    expect(backup.exitCode).toBe(0);
    expect(backup.stdout).toContain("Backup completato");
    // The server may have taken its own daily backup at start: this one is the file the CLI names.
    const path = /Backup completato: (\S+) \(/.exec(backup.stdout)?.[1] ?? "";
    expect(path.startsWith(join(p.dir, "backups"))).toBe(true);
    expect(count(path, "clients")).toBe(1);

    // A write after the backup: the restore must bring the database back to before it.
    expect((await server.post("/api/clients", { firstName: "Luca", lastName: "Bianchi", phone: "3337654321" })).status).toBe(201);
    const refused = runMain(["restore", path], p.env);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain(`in esecuzione su questo database (pid ${server.proc.pid})`);
    expect(existsSync(`${p.db}.before-restore`)).toBe(false);

    server.proc.kill("SIGTERM");
    expect(await server.proc.exited).toBe(0);
    expect(existsSync(serverLockPath(p.db))).toBe(false);
    const restored = runMain(["restore", path], p.env);
    expect(restored.stderr).toBe("");
    expect(restored.exitCode).toBe(0);
    expect(restored.stdout).toContain(`Database precedente conservato in ${p.db}.before-restore`);
    expect(count(p.db, "clients")).toBe(1);
    expect(count(`${p.db}.before-restore`, "clients")).toBe(2);
  }, 30_000);

  test("backup FILE writes there; an existing FILE is never overwritten", () => {
    const p = place();
    databaseWith(p.db, 3);
    const target = join(p.dir, "copia.db");
    expect(runMain(["backup", target], p.env).exitCode).toBe(0);
    expect(count(target, "clients")).toBe(3);
    const again = runMain(["backup", target], p.env);
    expect(again.exitCode).not.toBe(0);
    expect(count(target, "clients")).toBe(3);
    expect(readdirSync(p.dir).filter((n) => n.endsWith(".partial"))).toEqual([]);
  });
});

describe("salone restore checks", () => {
  test("refused while another process has the database open, even without a pid file (SQLite's own check)", () => {
    const p = place();
    databaseWith(p.db, 2);
    const backup = join(p.dir, "b.db");
    expect(runMain(["backup", backup], p.env).exitCode).toBe(0);
    const holder = openDatabase(p.db); // any connection: a server whose pid we cannot see, an sqlite3 shell
    try {
      const refused = runMain(["restore", backup], p.env);
      expect(refused.exitCode).toBe(1);
      expect(refused.stderr).toContain("aperto da un altro processo");
      expect(existsSync(`${p.db}.before-restore`)).toBe(false);
    } finally {
      holder.$client.close();
    }
  });

  test("a stale pid file (the server crashed) does not block the restore, and is cleared", async () => {
    const p = place();
    databaseWith(p.db, 2);
    const backup = join(p.dir, "b.db");
    expect(runMain(["backup", backup], p.env).exitCode).toBe(0);
    const dead = Bun.spawn(["true"]);
    await dead.exited;
    writeFileSync(serverLockPath(p.db), JSON.stringify({ pid: dead.pid, host: hostname(), startedAt: "2026-03-10T08:00:00Z" }));
    const restored = runMain(["restore", backup], p.env);
    expect(restored.exitCode).toBe(0);
    expect(restored.stdout).toContain(`pid ${dead.pid}`);
    expect(existsSync(serverLockPath(p.db))).toBe(false);
  });

  test("a pid file from another host (the old container) is left to SQLite's check, which finds the database free", () => {
    const p = place();
    databaseWith(p.db, 1);
    const backup = join(p.dir, "b.db");
    expect(runMain(["backup", backup], p.env).exitCode).toBe(0);
    writeFileSync(serverLockPath(p.db), JSON.stringify({ pid: 1, host: "3f2a9c1d0b7e", startedAt: new Date().toISOString() }));
    const restored = runMain(["restore", backup], p.env);
    expect(restored.exitCode).toBe(0);
    expect(restored.stdout).toContain("host 3f2a9c1d0b7e");
  });

  test("a live pid file is respected", () => {
    const p = place();
    databaseWith(p.db, 1);
    const backup = join(p.dir, "b.db");
    expect(runMain(["backup", backup], p.env).exitCode).toBe(0);
    const other = Bun.spawn(["sleep", "30"]);
    procs.push(other);
    writeFileSync(serverLockPath(p.db), JSON.stringify({ pid: other.pid, host: hostname(), startedAt: new Date().toISOString() }));
    const refused = runMain(["restore", backup], p.env);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain(`pid ${other.pid}`);
  });

  test.each([
    ["a missing file", (_dir: string) => "/nonexistent/backup.db", "File non trovato"],
    ["not a database", (dir: string) => (writeFileSync(join(dir, "x.db"), "questo non è un database ".repeat(200)), join(dir, "x.db")), "non è un database SQLite"],
    ["another application's SQLite file", (dir: string) => {
      const other = new Database(join(dir, "altro.db"), { create: true });
      other.exec("CREATE TABLE t (x)");
      other.close();
      return join(dir, "altro.db");
    }, "non è un backup di Salone"],
  ])("%s is checked first and refused; the database stays as it was", (_label, make, message) => {
    const p = place();
    databaseWith(p.db, 2);
    const refused = runMain(["restore", make(p.dir)], p.env);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain(message);
    expect(count(p.db, "clients")).toBe(2);
    expect(existsSync(`${p.db}.before-restore`)).toBe(false);
  });

  test("two restores in a row keep both earlier databases", () => {
    const p = place();
    databaseWith(p.db, 1);
    const backup = join(p.dir, "b.db");
    expect(runMain(["backup", backup], p.env).exitCode).toBe(0);
    expect(runMain(["restore", backup], p.env).exitCode).toBe(0);
    expect(runMain(["restore", backup], p.env).exitCode).toBe(0);
    expect(readdirSync(p.dir).filter((n) => n.endsWith(".before-restore"))).toHaveLength(2);
  });

  test("wrong usage prints the usage", () => {
    const p = place();
    const bad = runMain(["restore"], p.env);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain("salone restore FILE");
  });
});
