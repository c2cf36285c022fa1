/**
 * A salon in its fifth year: every screen as fast as on the first day.
 *
 *   bun scripts/bench-years.ts <database file> [--dense] [--quick]
 *
 * Builds the fifth-year database into the file (scripts/bench-years-db.ts; kept and reused when
 * the file exists, so build it once per shape), then measures a copy of it with the server
 * (`bun src/main.ts`, request log on, written to a file) pinned to CPU 0 and this script, the
 * load, pinned to CPU 1 (`taskset`). The hot path is compared with a bare `Bun.serve` answering
 * the same bytes on the same CPU: the floor. Every figure is printed against its budget; the exit
 * code is 1 when one is missed.
 */
import { Database } from "bun:sqlite";
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addDays, compareDays, dayOfWeek, fromMinutes, todayIn } from "../src/domain/time";
import { freePort, serverEnv, signInToken, waitUntilHealthy } from "../src/test/server-process";
import { buildYearsDb } from "./bench-years-db";
import { hammer, monthGridOf, monthViewQueries, pct, Screen } from "./bench-years-screens";

const root = join(import.meta.dir, "..");
const ADMIN = { username: "bench", password: "Bench-password-1" };
const pinned = (cpu: number, command: string[]) => (Bun.which("taskset") ? ["taskset", "-c", String(cpu), ...command] : command);

async function serveFloor(file: string, port: number) {
  const body = await Bun.file(file).bytes();
  const etag = `"${Bun.hash(body).toString(16)}"`;
  Bun.serve({
    port,
    hostname: "127.0.0.1",
    fetch: () => new Response(body, { headers: { "Content-Type": "application/json; charset=utf-8", ETag: etag, "Cache-Control": "no-cache, private" } }),
  });
}

type Row = { name: string; value: number; unit: string; budget?: number; lowerIsBetter?: boolean; note?: string };
const rows: Row[] = [];
const report = (row: Row) => {
  rows.push(row);
  const ok = row.budget === undefined ? "" : (row.lowerIsBetter === false ? row.value >= row.budget : row.value < row.budget) ? "ok" : "OLTRE";
  const budget = row.budget === undefined ? "" : `${row.lowerIsBetter === false ? "≥" : "<"} ${row.budget} ${row.unit}`;
  const shown = row.value >= 100 ? Math.round(row.value).toLocaleString("it-IT") : row.value.toFixed(row.value < 10 ? 2 : 1);
  console.log(`${row.name.padEnd(58)} ${shown.padStart(10)} ${row.unit.padEnd(5)} ${budget.padEnd(14)} ${ok.padEnd(5)} ${row.note ?? ""}`);
};

/** A free quarter-hour of a working stylist on a day from `from` to `to`, by the rules the builder used. */
function freeSlot(sqlite: Database, from: string, to: string, skip: Set<string>) {
  const q = <T>(sql: string, ...args: (string | number)[]) => sqlite.query<T, (string | number)[]>(sql).all(...args);
  for (let date = from; compareDays(date, to) <= 0; date = addDays(date, 1)) {
    const ext = q<{ is_closed: number }>("SELECT is_closed FROM salon_extraordinary_days WHERE date = ?", date)[0];
    if (dayOfWeek(date) === 0 || ext?.is_closed) continue;
    const [open, close] = ext ? [600, 960] : [540, 1140];
    for (let s = 1; s <= 8; s++) {
      if (q("SELECT 1 FROM stylist_vacations WHERE stylist_id = ? AND start_date <= ? AND end_date >= ? AND is_active = 1", s, date, date).length) continue;
      const wh = q<{ is_working: number; start_time: string; end_time: string; break_start_time: string; break_end_time: string }>(
        "SELECT * FROM stylist_working_hours WHERE stylist_id = ? AND day_of_week = ?", s, dayOfWeek(date))[0];
      if (!wh?.is_working) continue;
      const min = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
      const taken = q<{ start_time: string; end_time: string }>(
        "SELECT start_time, end_time FROM appointments WHERE stylist_id = ? AND date = ? AND status <> 'cancelled'", s, date);
      for (let m = Math.max(open, min(wh.start_time)); m + 15 <= Math.min(close, min(wh.end_time)); m += 15) {
        if (m < min(wh.break_end_time) && m + 15 > min(wh.break_start_time)) continue;
        if (taken.some((t) => m < min(t.end_time) && m + 15 > min(t.start_time))) continue;
        const key = `${s}|${date}|${m}`;
        if (skip.has(key)) continue;
        skip.add(key);
        return { stylistId: s, date, startTime: fromMinutes(m), endTime: fromMinutes(m + 15) };
      }
    }
  }
  throw new Error("nessun quarto d'ora libero nella griglia del mese");
}

async function main(path: string, dense: boolean, quick: boolean) {
  const today = todayIn("Europe/Rome", new Date());
  if (!existsSync(path)) {
    const t0 = performance.now();
    const made = buildYearsDb(path, { dense, today });
    console.log(`Database costruito in ${((performance.now() - t0) / 1000).toFixed(0)} s: ${Object.entries(made).map(([k, v]) => `${k} ${v}`).join(", ")}`);
  }
  console.log(`Database ${path}: ${(statSync(path).size / 1e6).toFixed(0)} MB${dense ? " (--dense)" : ""}`);
  const dir = mkdtempSync(join(tmpdir(), "salone-years-"));
  const work = join(dir, "salone.db");
  copyFileSync(path, work);
  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = Bun.spawn(pinned(0, [process.execPath, join(root, "src/main.ts")]), {
    env: serverEnv(port, {
      DATABASE_PATH: work, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, LOG_REQUESTS: "true", BACKUP_DIR: join(dir, "backups"),
    }),
    stdout: Bun.file(join(dir, "requests.log")),
    stderr: "inherit",
  });
  const screens: Screen[] = [];
  try {
    if (!(await waitUntilHealthy(base, 60_000))) throw new Error("il server non risponde");
    const token = await signInToken(base, ADMIN);
    const auth = { authorization: `Bearer ${token}` };
    const sqlite = new Database(work, { readonly: true });
    const [first, last] = monthGridOf(today);
    const queries = monthViewQueries(first, last, [1, 2, 3, 4, 5, 6, 7, 8]);
    const monthPath = queries.find((q) => q.path.startsWith("/api/appointments?"))!.path;
    const suggestedPath = queries.find((q) => q.path.startsWith("/api/appointments/suggested"))!.path;
    const used = new Set<string>();
    const send = async (method: string, p: string, body?: unknown) => {
      const res = await fetch(base + p, { method, headers: { ...auth, ...(body ? { "content-type": "application/json" } : {}) }, body: body ? JSON.stringify(body) : undefined });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${text.slice(0, 200)}`);
      return text;
    };
    const book = () => send("POST", "/api/appointments", { clientId: 1 + Math.floor(Math.random() * 25_000), serviceId: 8, notes: "", ...freeSlot(sqlite, addDays(today, 1), last, used) });
    let noteN = 0;
    const editNotes = () => {
      const c = sqlite.query<{ first_name: string; last_name: string; phone: string; email: string; notes: string }, [number]>("SELECT * FROM clients WHERE id = ?").get(77)!;
      return send("PUT", "/api/clients/77", { firstName: c.first_name, lastName: c.last_name, phone: c.phone, email: c.email, notes: `Nota ${++noteN}` });
    };

    // Everything the month view downloads after login, gzip accepted.
    const fresh = new Screen(base, token, queries, today);
    await fresh.load();
    const opened = new Screen(base, token, queries, today);
    report({ name: "Vista mese dopo il login: byte da /api (gzip accettato)", value: (await opened.load()) / 1024, unit: "KB", budget: 400, note: `${queries.length} richieste` });

    // 30 open month views with their live sockets; a booking, then a client's notes.
    for (let i = 0; i < 30; i++) screens.push(new Screen(base, token, queries, today));
    await Promise.all(screens.map((s) => s.load().then(() => s.connect(port))));
    const allRefreshed = async (write: () => Promise<unknown>) => {
      const done: { at: number; bytes: number }[] = [];
      const finished = new Promise<void>((resolve) => {
        for (const s of screens) s.onRefreshed = (_seq, at, bytes) => {
          done.push({ at, bytes });
          if (done.length === screens.length) resolve();
        };
      });
      const t0 = performance.now();
      await write();
      await Promise.race([finished, Bun.sleep(30_000)]);
      return { ms: Math.max(...done.map((d) => d.at)) - t0, kb: Math.max(...done.map((d) => d.bytes)) / 1024, answered: done.length };
    };
    const rounds = quick ? 3 : 8;
    const booked: number[] = [];
    const edited: { ms: number; kb: number }[] = [];
    for (let i = 0; i < rounds; i++) {
      booked.push((await allRefreshed(book)).ms);
      await Bun.sleep(200);
      edited.push(await allRefreshed(editNotes));
      await Bun.sleep(200);
    }
    report({ name: "30 calendari aperti aggiornati dopo una prenotazione (p50)", value: pct(booked, 50) / 1000, unit: "s", budget: 0.5 });
    report({ name: "30 calendari aperti aggiornati dopo una prenotazione (max)", value: Math.max(...booked) / 1000, unit: "s", budget: 0.5 });
    report({ name: "30 calendari dopo le note di un cliente (p50)", value: pct(edited.map((e) => e.ms), 50) / 1000, unit: "s", budget: 0.5 });
    report({ name: "30 calendari dopo le note di un cliente (max)", value: Math.max(...edited.map((e) => e.ms)) / 1000, unit: "s", budget: 0.5 });
    report({ name: "30 calendari dopo le note di un cliente: byte per schermo", value: Math.max(...edited.map((e) => e.kb)), unit: "KB", budget: 100 });
    for (const s of screens) s.close();

    // The month grid and its suggestions, asked right after a change (nothing cached).
    const grid: number[] = [];
    const suggestions: number[] = [];
    const nextMonth = monthGridOf(addDays(last, 1));
    for (let i = 0; i < (quick ? 10 : 40); i++) {
      await editNotes();
      const t0 = performance.now();
      await Promise.all([send("GET", monthPath), send("GET", suggestedPath)]);
      grid.push(performance.now() - t0);
      await editNotes();
      const t1 = performance.now();
      await send("GET", `/api/appointments/suggested?startDate=${nextMonth[0]}&endDate=${nextMonth[1]}`);
      suggestions.push(performance.now() - t1);
    }
    report({ name: "Griglia del mese con i suggerimenti dopo una modifica (p99)", value: pct(grid, 99), unit: "ms", budget: 100, note: `p50 ${pct(grid, 50).toFixed(1)} ms` });
    report({ name: "Suggerimenti di un mese dopo una modifica (p50)", value: pct(suggestions, 50), unit: "ms" });
    report({ name: "Suggerimenti di un mese dopo una modifica (p99)", value: pct(suggestions, 99), unit: "ms" });
    const conflicts: number[] = [];
    for (let i = 0; i < (quick ? 5 : 20); i++) {
      await editNotes();
      const t0 = performance.now();
      await send("GET", "/api/appointments/conflicts");
      conflicts.push(performance.now() - t0);
    }
    report({ name: "'Da ricollocare' dopo una modifica (p99)", value: pct(conflicts, 99), unit: "ms", note: `p50 ${pct(conflicts, 50).toFixed(1)} ms` });

    // Activity pages: the newest, ten pages back, filtered by kind, user and a week a year ago.
    // Each page costs its best of 3 answers, as in bench-activity.ts: on a shared machine a single
    // answer may just wait for the core, which says nothing about the page.
    const activity: number[] = [];
    const timed = async (p: string) => {
      let best = Infinity;
      let text = "";
      for (let run = 0; run < 3; run++) {
        const t0 = performance.now();
        text = await send("GET", p);
        best = Math.min(best, performance.now() - t0);
      }
      activity.push(best);
      return JSON.parse(text) as { nextCursor: string | null };
    };
    let page = await timed("/api/activity");
    for (let i = 0; i < 10 && page.nextCursor; i++) page = await timed(`/api/activity?cursor=${encodeURIComponent(page.nextCursor)}`);
    const yearAgo = addDays(today, -365);
    // A person and a kind she never touched is the hard one: nothing to find, and a wrong index walks all her entries.
    for (const p of ["/api/activity?entity=client", "/api/activity?userId=1", `/api/activity?from=${yearAgo}&to=${addDays(yearAgo, 7)}`, `/api/activity?entity=vacation`, "/api/activity?userId=1&entity=vacation", `/api/activity?userId=1&entity=client&from=${yearAgo}&to=${today}`]) {
      await timed(p);
      await timed(p);
    }
    report({ name: "Registro attività: la pagina più lenta", value: Math.max(...activity), unit: "ms", budget: 10, note: `p50 ${pct(activity, 50).toFixed(1)} ms, ${activity.length} pagine` });

    // The longest wait of a request while "Esegui backup ora" runs.
    const waits: number[] = [];
    let backingUp = true;
    const probe = (async () => {
      while (backingUp) {
        const t0 = performance.now();
        await send("GET", `/api/appointments?date=${today}`);
        waits.push(performance.now() - t0);
        await Bun.sleep(5);
      }
    })();
    const b0 = performance.now();
    await send("POST", "/api/backups");
    const backupMs = performance.now() - b0;
    backingUp = false;
    await probe;
    report({ name: "Attesa massima di una richiesta durante il backup", value: Math.max(...waits), unit: "ms", budget: 200, note: `backup ${(backupMs / 1000).toFixed(1)} s` });

    // The hot path: one busy day, 50 keep-alive connections, then the floor answering the same bytes.
    const busy = sqlite
      .query<{ date: string; n: number }, [string, string]>("SELECT date, count(*) AS n FROM appointments WHERE date BETWEEN ? AND ? GROUP BY date ORDER BY n DESC LIMIT 1")
      .get(today, addDays(today, 30))!;
    const dayUrl = `/api/appointments?date=${busy.date}`;
    const plain = { ...auth, "accept-encoding": "identity" };
    const dayBody = await (await fetch(base + dayUrl, { headers: plain })).bytes();
    const seconds = quick ? 4 : 10;
    await hammer(base + dayUrl, plain, 50, 2);
    const app = await hammer(base + dayUrl, plain, 50, seconds);
    const floorFile = join(dir, "day.json");
    await Bun.write(floorFile, dayBody);
    const floorPort = freePort();
    const floor = Bun.spawn(pinned(0, [process.execPath, import.meta.path, "--floor", floorFile, String(floorPort)]), { stdout: "ignore", stderr: "inherit" });
    try {
      await waitUntilHealthy(`http://127.0.0.1:${floorPort}`);
      await hammer(`http://127.0.0.1:${floorPort}${dayUrl}`, plain, 50, 2);
      const bare = await hammer(`http://127.0.0.1:${floorPort}${dayUrl}`, plain, 50, seconds);
      const note = `${busy.n} appuntamenti, ${(dayBody.byteLength / 1024).toFixed(0)} KB; pavimento ${Math.round(bare.rps)} req/s, p99 ${bare.p99.toFixed(1)} ms`;
      report({ name: "Percorso caldo GET ?date= (50 conn.): req/s", value: app.rps, unit: "req/s", note: `errori ${app.errors}` });
      report({ name: "Percorso caldo: volte il pavimento (Bun.serve nudo)", value: bare.rps / app.rps, unit: "x", budget: 2, note });
      report({ name: "Percorso caldo: p99", value: app.p99, unit: "ms", budget: 10, note: `p50 ${app.p50.toFixed(1)} ms` });
    } finally {
      floor.kill();
      await floor.exited;
    }
    sqlite.close();
  } finally {
    for (const s of screens) s.close();
    server.kill();
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
  const missed = rows.filter((r) => r.budget !== undefined && !(r.lowerIsBetter === false ? r.value >= r.budget : r.value < r.budget));
  console.log(`\n${missed.length === 0 ? "Tutti i budget rispettati" : `${missed.length} budget mancati`} (load average ${(await Bun.file("/proc/loadavg").text().catch(() => "?")).split(" ").slice(0, 3).join(" ")})`);
  process.exitCode = missed.length === 0 ? 0 : 1;
}

const args = process.argv.slice(2);
if (args[0] === "--floor") {
  await serveFloor(args[1]!, Number(args[2]));
} else {
  const path = args.find((a) => !a.startsWith("--"));
  if (!path) {
    console.error("Uso: bun scripts/bench-years.ts <file del database> [--dense] [--quick]");
    process.exit(2);
  }
  if (Bun.which("taskset") && process.env.BENCH_YEARS_PINNED !== "1") {
    // The load runs on CPU 1, the server on CPU 0.
    const child = Bun.spawn(pinned(1, [process.execPath, import.meta.path, ...args]), { env: { ...process.env, BENCH_YEARS_PINNED: "1" }, stdio: ["inherit", "inherit", "inherit"] });
    process.exit(await child.exited);
  }
  await main(path, args.includes("--dense"), args.includes("--quick"));
}
