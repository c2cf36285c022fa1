// Starts a Salone server in its own process (dist/salone, or a script serving the app) on a free
// loopback port and waits until it answers: what the e2e harness, the binary smoke test and the
// benchmarks share. In-process tests use ./serve.ts instead.
import type { Subprocess } from "bun";

/** A port nothing listens on right now (the OS picks it; the server takes it a moment later). */
export function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response(null) });
  const port = probe.port as number;
  probe.stop(true);
  return port;
}

/** True once GET /api/health answers 200 (within `timeoutMs`), false if it never does. */
export async function waitUntilHealthy(base: string, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return true;
    await Bun.sleep(25);
  }
  return false;
}

/** The environment of a server process: loopback, this port, no request log, plus `extra`. */
export const serverEnv = (port: number, extra: Record<string, string> = {}): Record<string, string> => ({
  PATH: process.env.PATH ?? "",
  PORT: String(port),
  HOST: "127.0.0.1",
  LOG_REQUESTS: "false",
  ...extra,
});

export type ServerProcess = { proc: Subprocess; port: number; base: string; stop(): Promise<void> };

/** Spawns `command` with serverEnv(port, env) and resolves once it is healthy; throws otherwise. */
export async function startServerProcess(opts: {
  command: string[];
  env?: Record<string, string>;
  cwd?: string;
  port?: number;
  stdout?: "ignore" | "pipe" | "inherit";
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const port = opts.port ?? freePort();
  const base = `http://127.0.0.1:${port}`;
  const proc = Bun.spawn(opts.command, {
    cwd: opts.cwd,
    env: serverEnv(port, opts.env),
    stdout: opts.stdout ?? "ignore",
    stderr: "inherit",
  });
  const stop = async () => {
    proc.kill();
    await proc.exited;
  };
  if (!(await waitUntilHealthy(base, opts.timeoutMs))) {
    await stop();
    throw new Error(`il server su ${base} non risponde a /api/health`);
  }
  return { proc, port, base, stop };
}

/** Signs in through the API and returns the bearer token. */
export async function signInToken(base: string, credentials: { username: string; password: string }): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: credentials.username, password: credentials.password }),
  });
  if (!login.ok) throw new Error(`login ${login.status}`);
  return ((await login.json()) as { token: string }).token;
}
