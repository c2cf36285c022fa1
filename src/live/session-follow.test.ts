import { afterEach, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../db/client";
import { SESSION_WATCH_INTERVAL_MS } from "../features/auth/session-watch";
import { serve } from "../test/serve";
import { signInAs } from "../test/staff";
import { createTestEnv } from "../test/test-app";

const NativeWebSocket = (globalThis as unknown as { NativeWebSocket: typeof WebSocket }).NativeWebSocket;
const HOUR = 60 * 60 * 1000;

type Closed = { code: number; reason: string } | "still open";

/** A signed-in screen's socket: resolves once the server has welcomed it. */
function connect(port: number, token: string) {
  const ws = new NativeWebSocket(`ws://127.0.0.1:${port}/api/live`, { headers: { Authorization: `Bearer ${token}` } } as unknown as string[]);
  const closed = new Promise<Closed>((resolve) => {
    ws.onclose = (e) => resolve({ code: e.code, reason: e.reason });
  });
  const welcomed = new Promise<void>((resolve, reject) => {
    ws.onmessage = (m) => JSON.parse(String(m.data)).type === "welcome" && resolve();
    ws.onerror = () => reject(new Error("refused"));
  });
  ws.onopen = () => ws.send(JSON.stringify({ type: "hello" }));
  return welcomed.then(() => ({
    ws,
    /** How the socket ended within `ms`, or "still open". */
    closedWithin: (ms: number) => Promise.race([closed, Bun.sleep(ms).then(() => "still open" as const)]),
  }));
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

test("a command-line reset closes the user's open socket within the watch interval, and their token stops working", async () => {
  const dir = mkdtempSync(join(tmpdir(), "salone-follow-"));
  dirs.push(dir);
  const path = join(dir, "salone.db");
  const env = await createTestEnv({ db: openDatabase(path) });
  const giulia = await signInAs(env, "reception", { username: "giulia" });
  const { port } = serve(env.app);
  const hers = await connect(port, giulia.token);
  const owners = await connect(port, env.token);
  expect((await giulia.call("GET", "/api/auth/user")).status).toBe(200);
  env.app.sessionWatch.start();
  try {
    // `salone user add` for an existing user resets her password and ends her sessions, in its own process.
    const cli = Bun.spawn(
      [process.execPath, "src/main.ts", "user", "add", "--username", "giulia", "--first-name", "Giulia", "--last-name", "Bianchi", "--role", "reception"],
      { cwd: join(import.meta.dir, "..", ".."), env: { PATH: process.env.PATH ?? "", DATABASE_PATH: path }, stdin: "pipe", stdout: "ignore", stderr: "inherit" },
    );
    void cli.stdin.write("Nuova-password-1\n");
    void cli.stdin.end();
    expect(await cli.exited).toBe(0);
    expect(await hers.closedWithin(SESSION_WATCH_INTERVAL_MS + 3000)).toEqual({ code: 4001, reason: "Sessione terminata" });
    expect((await giulia.call("GET", "/api/auth/user")).status).toBe(401);
    expect(await owners.closedWithin(100)).toBe("still open");
    expect((await env.call("GET", "/api/auth/user")).status).toBe(200);
  } finally {
    await env.app.sessionWatch.stop();
    owners.ws.close();
  }
}, 30_000);

test("a socket does not outlive its session: idle too long, it is closed at the next check", async () => {
  const env = await createTestEnv();
  const giulia = await signInAs(env, "reception");
  const { port } = serve(env.app);
  const hers = await connect(port, giulia.token);
  const owners = await connect(port, env.token);
  env.clock.advance(6 * HOUR);
  expect((await env.call("GET", "/api/auth/user")).status).toBe(200); // the owner keeps working
  env.app.sessionWatch.check();
  expect(await hers.closedWithin(100)).toBe("still open");
  env.clock.advance(6 * HOUR);
  env.app.sessionWatch.check();
  expect(await hers.closedWithin(2000)).toEqual({ code: 4001, reason: "Sessione terminata" });
  expect(await owners.closedWithin(100)).toBe("still open");
  expect((await giulia.call("GET", "/api/auth/user")).status).toBe(401);
  owners.ws.close();
});

test("a socket does not outlive its session's 30 days, however busy", async () => {
  const env = await createTestEnv();
  const { port } = serve(env.app);
  const mine = await connect(port, env.token);
  // A request every 11 hours keeps it from going idle: 65 of them reach 715 hours.
  for (let i = 0; i < 65; i++) {
    env.clock.advance(11 * HOUR);
    expect((await env.call("GET", "/api/auth/user")).status).toBe(200);
    env.app.sessionWatch.check();
  }
  expect(await mine.closedWithin(100)).toBe("still open");
  env.clock.advance(5 * HOUR);
  env.app.sessionWatch.check();
  expect(await mine.closedWithin(2000)).toEqual({ code: 4001, reason: "Sessione terminata" });
  expect((await env.call("GET", "/api/auth/user")).status).toBe(401);
});
