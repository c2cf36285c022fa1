// The real server as its own process (`bun src/main.ts`) on a database in `dir`, for tests of
// what only a process shows: signals, exit codes, a second process on the same database.
import { join } from "node:path";
import { TEST_ADMIN } from "./test-app";

const MAIN = join(import.meta.dir, "..", "main.ts");

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;

export function runMain(args: string[], env: Record<string, string>) {
  const proc = Bun.spawnSync([process.execPath, MAIN, ...args], { env: { PATH: process.env.PATH ?? "", ...env }, stdout: "pipe", stderr: "pipe" });
  return { exitCode: proc.exitCode, stdout: proc.stdout.toString(), stderr: proc.stderr.toString() };
}

export async function startServerProcess(env: Record<string, string>) {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const base = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const proc = Bun.spawn([process.execPath, MAIN], {
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_REQUESTS: "false",
      ...env,
    },
    stdout: "pipe",
    stderr: "pipe",
  });
  const collect = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    const reader = stream.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) output.push(decoder.decode(next.value));
  };
  void collect(proc.stdout);
  void collect(proc.stderr);
  let healthy = false;
  for (let i = 0; i < 200 && !healthy; i++) {
    healthy = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (!healthy) await Bun.sleep(50);
  }
  if (!healthy) {
    proc.kill("SIGKILL");
    throw new Error(`server did not start:\n${output.join("")}`);
  }
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(TEST_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
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
