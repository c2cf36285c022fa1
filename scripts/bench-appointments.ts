/**
 * Appointment API benchmark on the --scale data (20,000 clients, 200,000 appointments).
 *
 *   bun scripts/bench-appointments.ts [--quick]
 *
 * Seeds a temporary database, starts the real app (createApp + listen on 127.0.0.1, port 0) in a
 * child process so the load generator does not share the server's event loop, and drives it with
 * 50 concurrent connections (fetch loops with a bounded number of requests each). Latency is
 * measured by the client, end to end (HTTP, session check, query, JSON). Prints a table and exits
 * non-zero when a budget is missed. The database file lives on the real disk (os.tmpdir()), so a
 * POST's figure includes the fsync that synchronous=FULL asks for.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../db/client";
import { addDays, todayIn } from "../src/domain/time";
import { seedDemo } from "./seed-demo";
import { signInToken } from "../src/test/server-process";

const ADMIN = { username: "bench", password: "Bench-password-1" };

async function serve(path: string) {
  const { createApp } = await import("../src/app");
  const { parseConfig } = await import("../src/config");
  const { systemClock } = await import("../src/clock");
  const { ensureAdmin } = await import("../src/features/auth/service");
  const config = parseConfig({
    DATABASE_PATH: path,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_REQUESTS: "false",
  });
  const app = createApp({ db: openDatabase(path), config, clock: systemClock, log: () => {} });
  await ensureAdmin(app.auth, config);
  app.listen({ port: 0, hostname: "127.0.0.1" });
  console.log(`PORT ${app.server!.port}`);
  // Nothing is ever sent on stdin: it ends when the parent goes away.
  const stdin = Bun.stdin.stream().getReader();
  while (!(await stdin.read()).done);
  process.exit(0);
}

type Result = { name: string; requests: number; concurrency: number; ms: number[]; wall: number; statuses: Map<number, number>; rows: number };

async function load(
  name: string,
  concurrency: number,
  requests: number,
  make: (i: number) => { path: string; method?: string; body?: unknown },
  base: string,
  token: string,
): Promise<Result> {
  const ms: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  let rows = 0;
  let sampled = 0;
  const t0 = performance.now();
  const worker = async () => {
    for (let i = next++; i < requests; i = next++) {
      const { path, method = "GET", body } = make(i);
      const start = performance.now();
      const res = await fetch(base + path, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const payload = await res.arrayBuffer();
      ms.push(performance.now() - start);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      // Parsing 600 KB months would eat the CPU the server needs: count rows on a sample only.
      if (method === "GET" && res.ok && sampled < 20) {
        const parsed: unknown = JSON.parse(new TextDecoder().decode(payload));
        if (Array.isArray(parsed)) {
          rows += parsed.length;
          sampled++;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { name, requests, concurrency, ms, wall: performance.now() - t0, statuses, rows: sampled ? rows / sampled : 0 };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const quick = process.argv.includes("--quick");
  const dir = mkdtempSync(join(tmpdir(), "salone-bench-"));
  const path = join(dir, "salone.db");
  const today = todayIn("Europe/Rome", new Date());
  let child: ReturnType<typeof Bun.spawn> | null = null;
  try {
    const t = performance.now();
    const db = openDatabase(path);
    const seeded = seedDemo(db, { today, mode: "scale" });
    db.$client.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    db.$client.close();
    console.log(
      `Seed --scale: ${seeded.clients} clienti, ${seeded.appointments} appuntamenti (${seeded.firstDate}..${seeded.lastDate}) in ${Math.round(performance.now() - t)} ms`,
    );

    // The child exits when its stdin closes, so it never outlives this script.
    child = Bun.spawn([process.execPath, import.meta.path, "--serve", path], { stdin: "pipe", stdout: "pipe", stderr: "inherit" });
    const reader = (child.stdout as ReadableStream<Uint8Array>).getReader();
    let out = "";
    while (!/PORT (\d+)/.test(out)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`server did not start: ${out}`);
      out += new TextDecoder().decode(value);
    }
    const base = `http://127.0.0.1:${/PORT (\d+)/.exec(out)![1]}`;
    const token = await signInToken(base, ADMIN);

    // Deterministic "random" picks: days in the last year and the next three months, months in the last year.
    let seed = 42;
    const rand = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    const day = () => addDays(today, rand(455) - 365);
    const month = () => {
      const first = addDays(today, -rand(365));
      const start = `${first.slice(0, 7)}-01`;
      const end = addDays(`${addDays(start, 32).slice(0, 7)}-01`, -1);
      return { start, end };
    };
    // POSTs go to real, busy days (the overlap check scans that stylist's day) in the evening
    // hours nobody booked, each (stylist, day, time) once, so every one should succeed.
    const posts: { stylistId: number; date: string; startTime: string; endTime: string }[] = [];
    const used = new Set<string>();
    const times = ["19:30", "20:00", "20:30", "21:00", "21:30", "22:00", "22:30", "23:00"];
    while (posts.length < 6000) {
      const p = { stylistId: 1 + rand(8), date: day(), startTime: times[rand(times.length)]! };
      const key = `${p.stylistId}|${p.date}|${p.startTime}`;
      if (used.has(key)) continue;
      used.add(key);
      const [h, m] = p.startTime.split(":").map(Number);
      posts.push({ ...p, endTime: `${String(h! + (m! + 30 >= 60 ? 1 : 0)).padStart(2, "0")}:${String((m! + 30) % 60).padStart(2, "0")}` });
    }
    let posted = 0;
    const post = () => {
      const p = posts[posted++]!;
      return { path: "/api/appointments", method: "POST", body: { clientId: 1 + rand(20000), serviceId: 2, notes: "", ...p } };
    };

    const scale = quick ? 0.2 : 1;
    const n = (x: number) => Math.max(50, Math.round(x * scale));
    await load("warm-up", 10, n(300), () => ({ path: `/api/appointments?date=${day()}` }), base, token);

    const results: (Result & { budget?: number })[] = [];
    // Floors for reading the rows below: HTTP alone (public route), then with the session check
    // every signed-in request pays.
    results.push(await load("GET /api/health (senza sessione)", 50, n(3000), () => ({ path: "/api/health" }), base, token));
    results.push(await load("GET /api/auth/user (solo sessione)", 50, n(3000), () => ({ path: "/api/auth/user" }), base, token));
    // First reads of days and months nobody asked for yet (older history): the uncached path.
    results.push(await load("GET ?date= prima lettura, 1 conn.", 1, n(300), (i) => ({ path: `/api/appointments?date=${addDays(today, -400 - i)}` }), base, token));
    results.push(
      await load("GET mese prima lettura, 1 conn.", 1, n(60), (i) => {
        const start = `${addDays(today, -400 - 31 * i).slice(0, 7)}-01`;
        return { path: `/api/appointments?startDate=${start}&endDate=${addDays(`${addDays(start, 32).slice(0, 7)}-01`, -1)}` };
      }, base, token),
    );
    results.push({ ...(await load("GET ?date= (giorno)", 50, n(10000), () => ({ path: `/api/appointments?date=${day()}` }), base, token)), budget: 10 });
    results.push({
      ...(await load("GET ?startDate&endDate (mese)", 50, n(2000), () => {
        const m = month();
        return { path: `/api/appointments?startDate=${m.start}&endDate=${m.end}` };
      }, base, token)),
      budget: 50,
    });
    results.push({ ...(await load("POST (controllo sovrapposizioni)", 50, n(3000), post, base, token)), budget: 15 });
    results.push(await load("POST, una postazione", 1, n(500), post, base, token));
    results.push(await load("GET suggested (mese)", 50, n(1000), () => {
      const m = month();
      return { path: `/api/appointments/suggested?startDate=${m.start}&endDate=${m.end}` };
    }, base, token));
    results.push(await load("GET /api/dashboard/stats", 50, n(2000), () => ({ path: "/api/dashboard/stats" }), base, token));

    const pad = (s: string | number, w: number) => String(s).padStart(w);
    console.log(
      `\n${"scenario".padEnd(34)}${pad("conn", 5)}${pad("req", 7)}${pad("req/s", 8)}${pad("rows", 7)}${pad("p50", 8)}${pad("p90", 8)}${pad("p99", 8)}${pad("max", 8)}  budget p99  status`,
    );
    let failed = false;
    for (const r of results) {
      const sorted = [...r.ms].sort((a, b) => a - b);
      const p99 = pct(sorted, 99);
      const ok = r.budget === undefined ? "" : p99 < r.budget ? "ok" : "OVER";
      if (ok === "OVER") failed = true;
      const codes = [...r.statuses].map(([s, c]) => `${s}×${c}`).join(" ");
      const rows = r.rows ? Math.round(r.rows) : "";
      const f = (x: number) => x.toFixed(1);
      console.log(
        `${r.name.padEnd(34)}${pad(r.concurrency, 5)}${pad(r.requests, 7)}${pad(Math.round((r.requests / r.wall) * 1000), 8)}${pad(rows, 7)}` +
          `${pad(f(pct(sorted, 50)), 8)}${pad(f(pct(sorted, 90)), 8)}${pad(f(p99), 8)}${pad(f(sorted[sorted.length - 1]!), 8)}` +
          `  ${r.budget === undefined ? "     -    " : `< ${r.budget} ms`.padEnd(10)}  ${ok} ${codes}`,
      );
    }
    console.log(`\n(ms, misurati dal client; ${navigator.hardwareConcurrency} CPU, load average ${(await Bun.file("/proc/loadavg").text().catch(() => "?")).split(" ").slice(0, 3).join(" ")})`);
    process.exitCode = failed ? 1 : 0;
  } finally {
    child?.kill();
    await child?.exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const serveAt = process.argv.indexOf("--serve");
  if (serveAt >= 0) await serve(process.argv[serveAt + 1]!);
  else await main();
}
