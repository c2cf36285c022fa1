/**
 * Statistiche on five years of a busy salon: each report's p50/p99 over a day, a week, a month
 * and a year, and the day view's p99 alone and while reports run, against the app as a server in
 * its own process (`bun src/main.ts`, as the tests' server-process helper spawns it).
 *
 *   bun scripts/bench-reports.ts [database file]   (default /tmp/salone-bench-reports.db, kept and reused)
 *
 * Builds the dense fifth-year database of scripts/bench-years-db.ts (25,000 clients, ~230,000
 * visits), then adds a sale for each completed visit up to 200,000 (one service line credited to
 * the visit's stylist, its VAT row and a payment split by method), a void every 50th sale and a
 * refund every 40th, numbered per year like the till does. Opening it migrates it (the summaries
 * are filled then). Nothing is pinned: the server's thread and its reports' thread share the
 * machine's cores with the client, as they would with a browser; the load average is printed.
 */
import { Database } from "bun:sqlite";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../db/client";
import { addDays, todayIn } from "../src/domain/time";
import { signInToken, spawnServer } from "../src/test/server-process";
import { TEST_ADMIN } from "../src/test/test-app";
import { buildYearsDb } from "./bench-years-db";

const file = process.argv[2] ?? "/tmp/salone-bench-reports.db";
const today = todayIn("Europe/Rome", new Date());
const METHODS = ["cash", "card", "card", "satispay", "transfer"];

if (!existsSync(file)) {
  const t0 = performance.now();
  console.log("building", buildYearsDb(file, { dense: true, today }));
  const sqlite = new Database(file);
  const visits = sqlite
    .query<[number, number, number, string, number], [string]>(
      `SELECT a.id, a.client_id, coalesce(i.stylist_id, a.stylist_id), a.date, coalesce(i.service_id, a.service_id)
       FROM appointments a LEFT JOIN appointment_items i ON i.appointment_id = a.id AND i.position = 0
       WHERE a.status = 'completed' AND a.date <= ? ORDER BY a.date, a.start_time LIMIT 200000`,
    )
    .values(today) as unknown as [number, number, number, string, number][];
  const prices = new Map(sqlite.query("SELECT id, price FROM services").values() as unknown as [number, number][]);
  const doc = sqlite.prepare(`INSERT INTO sales_documents (kind, year, number, date, time, at, operator_id, operator_name, refers_to, reason, appointment_id, client_id, subtotal_cents, total_cents)
    VALUES (?, ?, ?, ?, '12:00', ?, 1, 'Titolare', ?, ?, ?, ?, ?, ?) RETURNING id`);
  const line = sqlite.prepare(`INSERT INTO sales_lines (document_id, position, kind, service_id, stylist_id, description, quantity, unit_price_cents, net_cents, vat_rate_percent, vat_cents, taxable_cents, refers_to_line_id)
    VALUES (?, 0, 'service', ?, ?, 'Servizio', 1, ?, ?, 22, ?, ?, ?) RETURNING id`);
  const vat = sqlite.prepare("INSERT INTO sales_vat (document_id, rate_percent, taxable_cents, vat_cents) VALUES (?, 22, ?, ?)");
  const pay = sqlite.prepare("INSERT INTO sales_payments (document_id, method, amount_cents, date, at, operator_id, operator_name) VALUES (?, ?, ?, ?, ?, 1, 'Titolare')");
  const numbers = new Map<number, number>();
  const next = (year: number) => {
    const n = (numbers.get(year) ?? 0) + 1;
    numbers.set(year, n);
    return n;
  };
  sqlite.transaction(() => {
    visits.forEach(([appointmentId, clientId, stylistId, date, serviceId], i) => {
      const year = Number(date.slice(0, 4));
      const at = `${date}T11:00:00.000Z`;
      const cents = prices.get(serviceId) ?? 3000;
      const v = Math.round((cents * 22) / 122);
      const add = (kind: string, refersTo: number | null, refersLine: number | null, reason: string) => {
        const { id } = doc.get(kind, year, next(year), date, at, refersTo, reason, appointmentId, clientId, cents, cents) as { id: number };
        const l = line.get(id, serviceId, stylistId, cents, cents, v, cents - v, refersLine) as { id: number };
        vat.run(id, cents - v, v);
        pay.run(id, METHODS[i % METHODS.length]!, cents, date, at);
        return { id, lineId: l.id };
      };
      const sale = add("sale", null, null, "");
      if (i % 50 === 7) add("void", sale.id, sale.lineId, "");
      else if (i % 40 === 3) add("refund", sale.id, sale.lineId, "Reclamo");
    });
  })();
  sqlite.run("ANALYZE");
  sqlite.close();
  console.log(`sales: ${visits.length} in ${Math.round((performance.now() - t0) / 1000)} s`);
}

// Migrated here, once, so the server starts at once.
openDatabase(file).$client.close();

const server = await spawnServer({
  command: [process.execPath, join(import.meta.dir, "..", "src", "main.ts")],
  env: { DATABASE_PATH: file, ADMIN_USERNAME: TEST_ADMIN.username, ADMIN_PASSWORD: TEST_ADMIN.password, SALON_TIMEZONE: "Europe/Rome" },
  timeoutMs: 120_000,
});
const headers = { authorization: `Bearer ${await signInToken(server.base, TEST_ADMIN)}` };
const time = async (path: string) => {
  const t = performance.now();
  const res = await fetch(server.base + path, { headers });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return performance.now() - t;
};
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;
const rows: [string, number, number, number][] = [];
const measure = async (name: string, path: string, runs: number, pauseMs = 0) => {
  await time(path);
  const xs: number[] = [];
  for (let i = 0; i < runs; i++) {
    xs.push(await time(path));
    if (pauseMs > 0) await Bun.sleep(pauseMs);
  }
  rows.push([name, runs, quantile(xs, 0.5), quantile(xs, 0.99)]);
  return xs;
};

const PERIODS: [string, number][] = [["day", 0], ["week", 6], ["month", 30], ["year", 365]];
const paths: string[] = [];
try {
  for (const report of ["takings", "agenda", "clients"]) {
    for (const [name, days] of PERIODS) {
      const path = `/api/reports/${report}?from=${addDays(today, -days)}&to=${today}`;
      paths.push(path);
      await measure(`${report}, ${name}`, path, 40);
    }
  }
  const dayView = `/api/appointments?startDate=${today}&endDate=${today}`;
  // A request every 10 ms or so, for seconds, like a reception screen's refreshes and moves.
  await measure("day view alone", dayView, 1000, 10);
  // Reports one after another, without pause, for as long as the day view is measured.
  let running = true;
  let reports = 0;
  const load = (async () => {
    for (let i = 0; running; i++) {
      await time(paths[i % paths.length]!);
      reports++;
    }
  })();
  await measure("day view while reports run", dayView, 1000, 10);
  running = false;
  await load;
  console.log(`\nStatistiche on ${file}, ${today}; load average ${loadavg().map((n) => n.toFixed(1)).join(" ")}; ${reports} reports ran beside the day view\n`);
  console.log("| request | runs | p50 ms | p99 ms |\n|---|---:|---:|---:|");
  for (const [name, runs, p50, p99] of rows) console.log(`| ${name} | ${runs} | ${p50.toFixed(1)} | ${p99.toFixed(1)} |`);
} finally {
  await server.stop();
}
