import { Database } from "bun:sqlite";
import { afterEach, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { createTestEnv, testClock } from "../../test/test-app";
import { startFakeS3 } from "./fake-s3";
import { BACKUP_LOCK, BACKUP_RUNNING } from "./service";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "salone-backup-"));
  dirs.push(dir);
  return dir;
}

async function envWithBackups(extra: Record<string, string> = {}) {
  const dir = join(tempDir(), "backups");
  const env = await createTestEnv({ env: { BACKUP_DIR: dir, ...extra } });
  return { env, dir };
}

const rowsIn = (path: string, table: string) => {
  const db = new Database(path, { readonly: true });
  try {
    return db.query<{ n: number }, []>(`SELECT count(*) AS n FROM ${table}`).get()!.n;
  } finally {
    db.close();
  }
};

/** A process that is certainly alive for the test's length, and one that certainly is not. */
function livePid() {
  const proc = Bun.spawn(["sleep", "30"]);
  return { pid: proc.pid, stop: () => proc.kill() };
}
async function deadPid() {
  const proc = Bun.spawn(["true"]);
  await proc.exited;
  return proc.pid;
}

describe("POST /api/backups and GET /api/backups/latest", () => {
  test("no backup yet: latest is null", async () => {
    const { env } = await envWithBackups();
    expect(await env.json("GET", "/api/backups/latest")).toEqual({ status: 200, body: { latest: null, running: false } });
  });

  test("a backup is a checked SQLite file with the data, named by its instant, and becomes the latest", async () => {
    const { env, dir } = await envWithBackups();
    await env.json("POST", "/api/clients", { firstName: "Maria", lastName: "Rossi", phone: "3331234567" });
    const made = await env.json("POST", "/api/backups");
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: "salone-2026-03-10T09-00-00-000Z.db", takenAt: "2026-03-10T09:00:00.000Z", offsite: null });
    expect(made.body.path).toBe(join(dir, made.body.name));
    expect(made.body.sizeBytes).toBeGreaterThan(0);
    expect(readdirSync(dir).sort()).toEqual([made.body.name]); // no temp file, no lock left behind
    expect(rowsIn(made.body.path, "clients")).toBe(1);
    const check = new Database(made.body.path, { readonly: true });
    expect(check.query("PRAGMA integrity_check").all()).toEqual([{ integrity_check: "ok" }]);
    check.close();
    expect((await env.json("GET", "/api/backups/latest")).body).toEqual({ latest: made.body, running: false });
    const logged = env.logs.map((l) => JSON.parse(l)).find((l) => l.scope === "backup");
    expect(logged).toMatchObject({ level: "info", msg: "backup completato", reason: "manual", bytes: made.body.sizeBytes });
  });

  test("BACKUP_KEEP: the oldest beyond it are removed, other files in the folder are not", async () => {
    const { env, dir } = await envWithBackups({ BACKUP_KEEP: "2" });
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "leggimi.txt"), "non toccare");
    const names: string[] = [];
    for (let i = 0; i < 4; i++) {
      names.push((await env.json("POST", "/api/backups")).body.name);
      env.clock.advance(60 * 60 * 1000);
    }
    expect(readdirSync(dir).sort()).toEqual([names[2]!, names[3]!, "leggimi.txt"].sort());
  });

  test("two backups in one millisecond get two names", async () => {
    const { env, dir } = await envWithBackups();
    const a = await env.json("POST", "/api/backups");
    const b = await env.json("POST", "/api/backups");
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.name).toBe("salone-2026-03-10T09-00-00-001Z.db");
    expect(readdirSync(dir)).toHaveLength(2);
  });

  test("never two at once in one server: a second request while one runs is refused with 409", async () => {
    // The off-site copy keeps the first backup running while the second request arrives.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = Bun.serve({
      hostname: "127.0.0.1",
      port: 0,
      async fetch() {
        await gate;
        return new Response("", { headers: { ETag: '"x"' } });
      },
    });
    try {
      const { env, dir } = await envWithBackups({
        BACKUP_S3_URL: "s3://salone-bk",
        BACKUP_S3_ENDPOINT: `http://127.0.0.1:${slow.port}`,
        BACKUP_S3_ACCESS_KEY_ID: "AK",
        BACKUP_S3_SECRET_ACCESS_KEY: "SK",
      });
      const first = env.json("POST", "/api/backups");
      await Bun.sleep(50);
      expect((await env.json("GET", "/api/backups/latest")).body.running).toBe(true);
      const second = await env.json("POST", "/api/backups");
      expect(second).toEqual({ status: 409, body: { message: BACKUP_RUNNING, code: "backup_running" } });
      release();
      expect((await first).status).toBe(201);
      expect(readdirSync(dir)).toHaveLength(1);
    } finally {
      release();
      slow.stop(true);
    }
  });

  test("never two at once across processes: a live holder of the folder's lock gets a 409", async () => {
    const { env, dir } = await envWithBackups();
    mkdirSync(dir, { recursive: true });
    const other = livePid();
    try {
      writeFileSync(join(dir, BACKUP_LOCK), JSON.stringify({ pid: other.pid, host: hostname(), startedAt: new Date().toISOString() }));
      const refused = await env.json("POST", "/api/backups");
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: "backup_running", holderPid: other.pid });
      expect(readdirSync(dir)).toEqual([BACKUP_LOCK]);
    } finally {
      other.stop();
    }
  });

  test("a stale lock (its process is gone) is replaced and the backup runs", async () => {
    const { env, dir } = await envWithBackups();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, BACKUP_LOCK), JSON.stringify({ pid: await deadPid(), host: hostname(), startedAt: "2026-03-10T08:00:00.000Z" }));
    const made = await env.json("POST", "/api/backups");
    expect(made.status).toBe(201);
    expect(existsSync(join(dir, BACKUP_LOCK))).toBe(false);
  });

  test("a backup that cannot be written answers 500 and leaves no file that looks like a backup", async () => {
    const root = tempDir();
    const dir = join(root, "backups");
    const env = await createTestEnv({ env: { BACKUP_DIR: dir } });
    mkdirSync(dir);
    // A folder where the backup file should go makes VACUUM INTO fail.
    mkdirSync(join(dir, ".salone-2026-03-10T09-00-00-000Z.db.partial"));
    writeFileSync(join(dir, ".salone-2026-03-10T09-00-00-000Z.db.partial", "x"), "");
    const failed = await env.json("POST", "/api/backups");
    expect(failed.status).toBe(500);
    expect((await env.json("GET", "/api/backups/latest")).body.latest).toBeNull();
    expect(env.logs.some((l) => l.includes("backup non riuscito"))).toBe(true);
  });
});

describe("off-site copy (S3-compatible, local fake)", () => {
  const s3Env = (url: string) => ({
    BACKUP_S3_URL: "s3://salone-bk/roma",
    BACKUP_S3_ENDPOINT: url,
    BACKUP_S3_REGION: "eu-south-1",
    BACKUP_S3_ACCESS_KEY_ID: "AKIA-TEST",
    BACKUP_S3_SECRET_ACCESS_KEY: "segreto-da-non-loggare",
  });

  test("the uploaded object is byte for byte the backup file, signed, and the latest names it", async () => {
    const fake = startFakeS3();
    try {
      const { env } = await envWithBackups(s3Env(fake.url));
      await env.json("POST", "/api/clients", { firstName: "Maria", lastName: "Rossi", phone: "3331234567" });
      const made = await env.json("POST", "/api/backups");
      expect(made.status).toBe(201);
      expect(made.body.offsite).toBe(`s3://salone-bk/roma/${made.body.name}`);
      const uploaded = fake.objects.get(`salone-bk/roma/${made.body.name}`);
      expect(uploaded).toBeDefined();
      expect(Buffer.from(uploaded!).equals(Buffer.from(await Bun.file(made.body.path).arrayBuffer()))).toBe(true);
      expect(fake.requests[0]!.authorization).toContain("Credential=AKIA-TEST/");
      expect(fake.requests[0]!.authorization).not.toContain("segreto-da-non-loggare");
      expect((await env.json("GET", "/api/backups/latest")).body.latest.offsite).toBe(made.body.offsite);
      expect(env.logs.join("\n")).not.toContain("segreto-da-non-loggare");
      expect(env.logs.join("\n")).not.toContain("AKIA-TEST");
    } finally {
      fake.stop();
    }
  });

  test("a refused upload keeps the local backup and logs the failure without the keys", async () => {
    const fake = startFakeS3({ fail: true });
    try {
      const { env } = await envWithBackups(s3Env(fake.url));
      const made = await env.json("POST", "/api/backups");
      expect(made.status).toBe(201);
      expect(made.body.offsite).toBeNull();
      expect(existsSync(made.body.path)).toBe(true);
      const failure = env.logs.map((l) => JSON.parse(l)).find((l) => l.msg === "copia fuori sede non riuscita");
      expect(failure).toMatchObject({ level: "error", bucket: "salone-bk" });
      expect(env.logs.join("\n")).not.toContain("segreto-da-non-loggare");
    } finally {
      fake.stop();
    }
  });
});

test("the test clock starts where the names above assume", () => {
  expect(testClock().now().toISOString()).toBe("2026-03-10T09:00:00.000Z");
});
