import { afterEach, describe, expect, test } from "bun:test";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { databaseFolderProblem, nodeProbe, type FolderProbe } from "./data-dir";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "salone-datadir-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const refusing = (code: string, path: string): FolderProbe => ({
  ...nodeProbe,
  access: (p, mode) => {
    if (p === path) throw Object.assign(new Error(`${code}: ${p}`), { code });
    nodeProbe.access(p, mode);
  },
});

const container = { uid: 10001, gid: 10001 };

describe("databaseFolderProblem", () => {
  test("a writable folder (created when missing) and :memory: are fine", () => {
    const dir = tempDir();
    expect(databaseFolderProblem(join(dir, "data", "salone.db"))).toBeNull();
    expect(databaseFolderProblem(":memory:")).toBeNull();
  });

  test("a folder the user may not write names the folder, the user and the chown that fixes it", () => {
    const dir = tempDir();
    const line = databaseFolderProblem(join(dir, "salone.db"), container, refusing("EACCES", dir));
    expect(line).toBe(
      `Salone (utente 10001) non può scrivere nella cartella del database ${dir}: correggi con ` +
        `\`chown -R 10001:10001 ${dir}\` (con Docker, sulla cartella dell'host montata lì) e riavvia.`,
    );
  });

  test("an existing database file the user may not write is the same problem", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "salone.db"), "");
    const line = databaseFolderProblem(join(dir, "salone.db"), container, refusing("EACCES", join(dir, "salone.db")));
    expect(line).toContain(`chown -R 10001:10001 ${dir}`);
  });

  test("a read-only mount says so", () => {
    const dir = tempDir();
    expect(databaseFolderProblem(join(dir, "salone.db"), container, refusing("EROFS", dir))).toContain("sola lettura");
  });

  test("a path under a file fails for root too, with one line", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "file"), "");
    expect(databaseFolderProblem(join(dir, "file", "data", "salone.db"))).toBe(
      `Salone non può creare la cartella del database ${join(dir, "file", "data")}: una parte del percorso è un file, non una cartella. Controlla DATABASE_PATH.`,
    );
  });
});

describe("the server process on a folder it cannot write", () => {
  const MAIN = join(import.meta.dir, "main.ts");
  const env = (databasePath: string) => ({ PATH: process.env.PATH ?? "", DATABASE_PATH: databasePath, PORT: "1", LOG_REQUESTS: "false" });

  test("a path under a file: exit 1, one Italian line, no stack", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "file"), "");
    const run = Bun.spawnSync([process.execPath, MAIN], { env: env(join(dir, "file", "salone.db")), stdout: "pipe", stderr: "pipe" });
    expect(run.exitCode).toBe(1);
    expect(run.stderr.toString().trim().split("\n")).toEqual([expect.stringContaining("una parte del percorso è un file")]);
  });

  // A root-owned folder, as a host folder mounted on /data: as root (CI) the server runs as uid
  // 10001 through setpriv, as another user a folder without write permission does the same.
  // Root through setpriv needs a checkout uid 10001 can read; otherwise the test says it skipped.
  const asRoot = process.getuid?.() === 0;
  const as10001 = ["setpriv", "--reuid=10001", "--regid=10001", "--clear-groups"];
  const canRunAs10001 = () =>
    Bun.spawnSync([...as10001, process.execPath, "-e", `await Bun.file(${JSON.stringify(MAIN)}).text()`], { stdout: "ignore", stderr: "ignore" }).exitCode === 0;
  test.skipIf(asRoot && !canRunAs10001())("a folder owned by someone else: exit 1 and the chown for this user", () => {
    const dir = tempDir();
    const data = join(dir, "data");
    mkdirSync(data);
    chmodSync(dir, 0o755);
    chmodSync(data, 0o555);
    const command = asRoot ? [...as10001, process.execPath, MAIN] : [process.execPath, MAIN];
    const run = Bun.spawnSync(command, { cwd: tmpdir(), env: env(join(data, "salone.db")), stdout: "pipe", stderr: "pipe" });
    const uid = asRoot ? 10001 : process.getuid!();
    const gid = asRoot ? 10001 : process.getgid!();
    expect(run.exitCode).toBe(1);
    expect(run.stderr.toString().trim().split("\n")).toEqual([
      `Salone (utente ${uid}) non può scrivere nella cartella del database ${data}: correggi con ` +
        `\`chown -R ${uid}:${gid} ${data}\` (con Docker, sulla cartella dell'host montata lì) e riavvia.`,
    ]);
  });
});
