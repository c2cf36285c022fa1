// Copies dist/salone alone into an empty folder, starts it there and checks that it serves the
// API, the SPA and its assets from inside the binary, with a database it creates itself.
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { signInToken, spawnServer, type SpawnedServer } from "../src/test/server-process";

const dir = mkdtempSync(join(tmpdir(), "salone-smoke-"));
const binary = join(dir, "salone");
copyFileSync(join(import.meta.dir, "..", "dist", "salone"), binary);
await Bun.$`chmod +x ${binary}`;
const ADMIN = { username: "smoke", password: "smoke-password-1" };
let server: SpawnedServer | null = null;

async function fail(message: string): Promise<never> {
  console.error(`SMOKE FALLITO: ${message}`);
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
  process.exit(1);
}

const t0 = performance.now();
server = await spawnServer({
  command: [binary],
  cwd: dir,
  stdout: "pipe",
  timeoutMs: 5_000,
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
}).catch(() => fail("/api/health non risponde"));
const { base, proc } = server;
const coldMs = performance.now() - t0;

try {
  const html = await (await fetch(`${base}/calendar`)).text();
  if (!html.includes("Gestione Salone - Sistema Appuntamenti")) await fail("la SPA non è servita su /calendar");
  const script = html.match(/src="\.?\/?([^"]+\.js)"/)?.[1];
  if (!script) await fail("nessuno script nella pagina");
  const asset = await fetch(`${base}/${script}`);
  if (!asset.ok || !(asset.headers.get("content-type") ?? "").includes("javascript")) await fail(`asset ${script} non servito`);

  const api404 = await fetch(`${base}/api/nope`);
  if (api404.status !== 401) await fail(`/api/nope senza sessione doveva essere 401, è ${api404.status}`);
  const token = await signInToken(base, ADMIN).catch((error: Error) => fail(error.message));
  const me = await fetch(`${base}/api/auth/user`, { headers: { Authorization: `Bearer ${token}` } });
  if (me.status !== 200) await fail(`/api/auth/user ${me.status}`);

  // Backup of the live database by a second process while the server runs; restore refused meanwhile.
  const env = { PATH: process.env.PATH ?? "", LOG_REQUESTS: "false" };
  // The image's HEALTHCHECK: the binary asks the server on PORT/HOST itself (no curl in the image).
  const healthEnv = { ...env, PORT: String(server.port), HOST: "0.0.0.0" };
  const health = () => Bun.spawnSync([binary, "health"], { cwd: dir, env: healthEnv, stdout: "pipe", stderr: "pipe" });
  if (health().exitCode !== 0) fail(`salone health col server acceso: exit ${health().exitCode}`);
  const backup = Bun.spawnSync([binary, "backup"], { cwd: dir, env, stdout: "pipe", stderr: "pipe" });
  if (backup.exitCode !== 0) fail(`salone backup: exit ${backup.exitCode}\n${backup.stderr.toString()}`);
  const backupFile = /Backup completato: (\S+) \(/.exec(backup.stdout.toString())?.[1] ?? "";
  if (!readdirSync(join(dir, "data", "backups")).some((name) => join(dir, "data", "backups", name) === backupFile)) {
    fail(`salone backup: file non trovato in data/backups (${backup.stdout.toString()})`);
  }
  const refused = Bun.spawnSync([binary, "restore", backupFile], { cwd: dir, env, stdout: "pipe", stderr: "pipe" });
  if (refused.exitCode !== 1 || !refused.stderr.toString().includes(`pid ${proc.pid}`)) {
    fail(`salone restore doveva rifiutare col server acceso: exit ${refused.exitCode} ${refused.stderr.toString()}`);
  }

  const rss = Number((await Bun.file(`/proc/${proc.pid}/status`).text()).match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
  const size = Bun.file(binary).size / 1024 / 1024;

  // Graceful stop, then the restore goes through and keeps the old database aside.
  const t1 = performance.now();
  proc.kill("SIGTERM");
  const code = await proc.exited;
  const stopMs = performance.now() - t1;
  if (code !== 0) fail(`SIGTERM: exit ${code}`);
  if (health().exitCode !== 1) fail("salone health a server fermo doveva uscire con 1");
  const restored = Bun.spawnSync([binary, "restore", backupFile], { cwd: dir, env, stdout: "pipe", stderr: "pipe" });
  if (restored.exitCode !== 0) fail(`salone restore a server fermo: exit ${restored.exitCode}\n${restored.stderr.toString()}`);
  if (!existsSync(join(dir, "data", "salone.db.before-restore"))) fail("salone restore: manca data/salone.db.before-restore");
  console.log(
    `smoke ok: binario ${size.toFixed(1)} MB, pronto in ${coldMs.toFixed(0)} ms, RSS ${rss.toFixed(1)} MB, ` +
      `backup ${(Bun.file(backupFile).size / 1024).toFixed(0)} KB, restore rifiutato col server acceso, health 0/1, SIGTERM→exit 0 in ${stopMs.toFixed(0)} ms`,
  );
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
