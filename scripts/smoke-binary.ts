// Copies dist/salone alone into an empty folder, starts it there and checks that it serves the
// API, the SPA and its assets from inside the binary, with a database it creates itself.
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { signInToken, startServerProcess, type ServerProcess } from "../src/test/server-process";

const dir = mkdtempSync(join(tmpdir(), "salone-smoke-"));
const binary = join(dir, "salone");
copyFileSync(join(import.meta.dir, "..", "dist", "salone"), binary);
await Bun.$`chmod +x ${binary}`;
const ADMIN = { username: "smoke", password: "smoke-password-1" };
let server: ServerProcess | null = null;

async function fail(message: string): Promise<never> {
  console.error(`SMOKE FALLITO: ${message}`);
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
  process.exit(1);
}

const t0 = performance.now();
server = await startServerProcess({
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

  const rss = Number((await Bun.file(`/proc/${proc.pid}/status`).text()).match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
  const size = Bun.file(binary).size / 1024 / 1024;
  console.log(`smoke ok: binario ${size.toFixed(1)} MB, pronto in ${coldMs.toFixed(0)} ms, RSS ${rss.toFixed(1)} MB`);
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
