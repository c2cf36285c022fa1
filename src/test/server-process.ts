// A Salone server in its own process on a free loopback port, waited for until it answers:
// `spawnServer` for any command (dist/salone in the e2e harness, the binary smoke test and the
// benchmarks), `startServerProcess` for `bun src/main.ts` signed in, for tests of what only a
// process shows (signals, exit codes, a second process on the same database).
// In-process tests use ./serve.ts instead.
import type { Subprocess } from "bun";
import { join } from "node:path";
import { TEST_ADMIN } from "./test-app";

const MAIN = join(import.meta.dir, "..", "main.ts");

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

export type SpawnedServer = { proc: Subprocess; port: number; base: string; stop(): Promise<void> };

/**
 * Spawns `command` with serverEnv(port, env) and resolves once it is healthy; throws otherwise.
 * With `output`, stdout and stderr are collected there (and shown if it never starts).
 */
export async function spawnServer(opts: {
  command: string[];
  env?: Record<string, string>;
  cwd?: string;
  port?: number;
  stdout?: "ignore" | "pipe" | "inherit";
  output?: string[];
  timeoutMs?: number;
}): Promise<SpawnedServer> {
  const port = opts.port ?? freePort();
  const base = `http://127.0.0.1:${port}`;
  const output = opts.output;
  const proc = Bun.spawn(opts.command, {
    cwd: opts.cwd,
    env: serverEnv(port, opts.env),
    stdout: output ? "pipe" : (opts.stdout ?? "ignore"),
    stderr: output ? "pipe" : "inherit",
  });
  if (output) {
    const collect = async (stream: ReadableStream<Uint8Array>) => {
      const decoder = new TextDecoder();
      const reader = stream.getReader();
      for (let next = await reader.read(); !next.done; next = await reader.read()) output.push(decoder.decode(next.value));
    };
    void collect(proc.stdout as ReadableStream<Uint8Array>);
    void collect(proc.stderr as ReadableStream<Uint8Array>);
  }
  const stop = async () => {
    proc.kill();
    await proc.exited;
  };
  if (!(await waitUntilHealthy(base, opts.timeoutMs))) {
    proc.kill("SIGKILL");
    await proc.exited;
    throw new Error(`il server su ${base} non risponde a /api/health${output ? `:\n${output.join("")}` : ""}`);
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

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;

export function runMain(args: string[], env: Record<string, string>) {
  const proc = Bun.spawnSync([process.execPath, MAIN, ...args], { env: { PATH: process.env.PATH ?? "", ...env }, stdout: "pipe", stderr: "pipe" });
  return { exitCode: proc.exitCode, stdout: proc.stdout.toString(), stderr: proc.stderr.toString() };
}

/** `bun src/main.ts` with the test admin, signed in; `output` collects what it prints. */
export async function startServerProcess(env: Record<string, string>) {
  const output: string[] = [];
  const server = await spawnServer({
    command: [process.execPath, MAIN],
    env: { ADMIN_USERNAME: TEST_ADMIN.username, ADMIN_PASSWORD: TEST_ADMIN.password, ...env },
    output,
  });
  const { proc, base, port } = server;
  const token = await signInToken(base, TEST_ADMIN);
  return {
    proc,
    base,
    port,
    token,
    output,
    auth: { authorization: `Bearer ${token}` },
    post: (path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      }),
  };
}
