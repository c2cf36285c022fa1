// Copies dist/salone alone into an empty folder, starts it there and checks that it serves the
// API, the SPA and its assets from inside the binary, with a database it creates itself.
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dir = mkdtempSync(join(tmpdir(), "salone-smoke-"));
const binary = join(dir, "salone");
copyFileSync(join(import.meta.dir, "..", "dist", "salone"), binary);
await Bun.$`chmod +x ${binary}`;
const port = 20000 + Math.floor(Math.random() * 20000);
const base = `http://127.0.0.1:${port}`;
const t0 = performance.now();
const proc = Bun.spawn([binary], {
  cwd: dir,
  env: { PATH: process.env.PATH ?? "", PORT: String(port), HOST: "127.0.0.1", ADMIN_USERNAME: "smoke", ADMIN_PASSWORD: "smoke-password-1", LOG_REQUESTS: "false" },
  stdout: "pipe",
  stderr: "inherit",
});

function fail(message: string): never {
  console.error(`SMOKE FALLITO: ${message}`);
  proc.kill();
  process.exit(1);
}

try {
  let healthy = false;
  for (let i = 0; i < 100 && !healthy; i++) {
    healthy = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (!healthy) await Bun.sleep(50);
  }
  if (!healthy) fail("/api/health non risponde");
  const coldMs = performance.now() - t0;

  const html = await (await fetch(`${base}/calendar`)).text();
  if (!html.includes("Gestione Salone - Sistema Appuntamenti")) fail("la SPA non è servita su /calendar");
  const script = html.match(/src="\.?\/?([^"]+\.js)"/)?.[1];
  if (!script) fail("nessuno script nella pagina");
  const asset = await fetch(`${base}/${script}`);
  if (!asset.ok || !(asset.headers.get("content-type") ?? "").includes("javascript")) fail(`asset ${script} non servito`);

  const api404 = await fetch(`${base}/api/nope`);
  if (api404.status !== 401) fail(`/api/nope senza sessione doveva essere 401, è ${api404.status}`);
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "smoke", password: "smoke-password-1" }),
  });
  if (login.status !== 200) fail(`login ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const me = await fetch(`${base}/api/auth/user`, { headers: { Authorization: `Bearer ${token}` } });
  if (me.status !== 200) fail(`/api/auth/user ${me.status}`);

  // Backup of the live database by a second process while the server runs; restore refused meanwhile.
  const env = { PATH: process.env.PATH ?? "", LOG_REQUESTS: "false" };
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
  const restored = Bun.spawnSync([binary, "restore", backupFile], { cwd: dir, env, stdout: "pipe", stderr: "pipe" });
  if (restored.exitCode !== 0) fail(`salone restore a server fermo: exit ${restored.exitCode}\n${restored.stderr.toString()}`);
  if (!existsSync(join(dir, "data", "salone.db.before-restore"))) fail("salone restore: manca data/salone.db.before-restore");
  console.log(
    `smoke ok: binario ${size.toFixed(1)} MB, pronto in ${coldMs.toFixed(0)} ms, RSS ${rss.toFixed(1)} MB, ` +
      `backup ${(Bun.file(backupFile).size / 1024).toFixed(0)} KB, restore rifiutato col server acceso, SIGTERM→exit 0 in ${stopMs.toFixed(0)} ms`,
  );
} finally {
  proc.kill();
  await proc.exited;
  rmSync(dir, { recursive: true, force: true });
}
