// SIGTERM on the real server process: the stop Docker and systemd send.
import { Database } from "bun:sqlite";
import { afterEach, expect, test } from "bun:test";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serverLockPath } from "./features/backups/restore";
import { STOPPING_REASON } from "./shutdown";
import { startServerProcess } from "./test/server-process";

const NativeWebSocket = (globalThis as unknown as { NativeWebSocket: typeof WebSocket }).NativeWebSocket;
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

test("SIGTERM: no new requests, the one in flight is answered and stored, sockets closed with a reason, WAL checkpointed, exit 0 within 10 s", async () => {
  const dir = mkdtempSync(join(tmpdir(), "salone-stop-"));
  const dbPath = join(dir, "salone.db");
  const server = await startServerProcess({ DATABASE_PATH: dbPath, BACKUP_DIR: join(dir, "backups") });
  cleanups.push(() => {
    server.proc.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });
  expect(existsSync(serverLockPath(dbPath))).toBe(true);

  const stylist = (await (await server.post("/api/stylists", { name: "Giulia" })).json()) as { id: number };
  const service = (await (await server.post("/api/services", { name: "Taglio", duration: 45, price: 3500 })).json()) as { id: number };
  const client = (await (await server.post("/api/clients", { firstName: "Maria", lastName: "Rossi", phone: "3331234567" })).json()) as { id: number };

  const ws = new NativeWebSocket(`ws://127.0.0.1:${server.port}/api/live`, { headers: server.auth } as unknown as string[]);
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.onclose = (e) => resolve({ code: e.code, reason: e.reason });
  });
  await new Promise<void>((resolve, reject) => {
    ws.onopen = () => resolve();
    ws.onerror = () => reject(new Error("socket did not open"));
  });
  ws.send(JSON.stringify({ type: "hello" }));

  // An appointment whose body is still arriving when SIGTERM comes: in flight for the server.
  const body = JSON.stringify({ clientId: client.id, stylistId: stylist.id, serviceId: service.id, date: "2026-03-10", startTime: "10:00", endTime: "10:45" });
  let finishBody = () => {};
  const rest = new Promise<void>((resolve) => (finishBody = resolve));
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(new TextEncoder().encode(body.slice(0, 10)));
      await rest;
      controller.enqueue(new TextEncoder().encode(body.slice(10)));
      controller.close();
    },
  });
  const inFlight = fetch(`${server.base}/api/appointments`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...server.auth },
    body: stream,
  });
  await Bun.sleep(200);

  const t0 = performance.now();
  server.proc.kill("SIGTERM");
  expect(await closed).toEqual({ code: 1001, reason: STOPPING_REASON });
  // The listener is closed: a new request finds nobody.
  const late = await fetch(`${server.base}/api/health`).then((r) => r.status, () => "refused");
  expect(late).toBe("refused");

  finishBody();
  const answer = await inFlight;
  expect(answer.status).toBe(201);
  const created = (await answer.json()) as { id: number };

  expect(await server.proc.exited).toBe(0);
  const seconds = (performance.now() - t0) / 1000;
  expect(seconds).toBeLessThan(10);

  const wal = `${dbPath}-wal`;
  expect(!existsSync(wal) || statSync(wal).size === 0).toBe(true);
  expect(existsSync(serverLockPath(dbPath))).toBe(false);
  const db = new Database(dbPath, { readonly: true });
  expect(db.query("SELECT id FROM appointments").all()).toEqual([{ id: created.id }]);
  db.close();
  expect(server.output.join("")).toContain("server fermato");
  console.log(`SIGTERM → exit 0 in ${seconds.toFixed(2)} s (in-flight POST answered 201, socket closed 1001)`);
}, 30_000);
