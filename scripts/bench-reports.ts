/**
 * Statistiche on five years of a busy salon: every report's p99, and the day view's p99 alone
 * and between report calls.
 *
 *   bun scripts/bench-reports.ts [database file]   (default /tmp/salone-bench-reports.db, kept and reused)
 *
 * Builds the dense fifth-year database of scripts/bench-years-db.ts (25,000 clients, ~230,000
 * visits), then adds a sale for each completed visit up to 200,000 (one service line credited to
 * the visit's stylist, its VAT row and a payment split by method), a void every 50th sale and a
 * refund every 40th, numbered per year like the till does. Measured in process through the app's
 * own handler (app.handle), pinned to one CPU with `taskset` when available.
 */
import { Database } from "bun:sqlite";
import { existsSync } from "node:fs";
import { openDatabase } from "../db/client";
import { addDays, todayIn } from "../src/domain/time";
import { createTestEnv } from "../src/test/test-app";
import { buildYearsDb } from "./bench-years-db";

const file = process.argv[2] ?? "/tmp/salone-bench-reports.db";
const today = todayIn("Europe/Rome", new Date());
const METHODS = ["cash", "card", "card", "satispay", "transfer"];

if (Bun.which("taskset") && !process.env.BENCH_PINNED) {
  const child = Bun.spawnSync(["taskset", "-c", "0", process.execPath, import.meta.path, file], { env: { ...process.env, BENCH_PINNED: "1" }, stdout: "inherit", stderr: "inherit" });
  process.exit(child.exitCode ?? 1);
}

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

const env = await createTestEnv({ db: openDatabase(file), env: { LOG_REQUESTS: "false" } });
const time = async (path: string) => {
  const t = performance.now();
  const res = await env.call("GET", path);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return performance.now() - t;
};
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))]!;
const monthFrom = addDays(today, -30);
const yearFrom = addDays(today, -365);
const reports = ["takings", "agenda", "clients"].flatMap((r) => [
  { name: `${r}, 31 days`, path: `/api/reports/${r}?from=${monthFrom}&to=${today}` },
  { name: `${r}, 366 days`, path: `/api/reports/${r}?from=${yearFrom}&to=${today}` },
]);
const dayView = `/api/appointments?startDate=${today}&endDate=${today}`;
const RUNS = 40;
for (const r of reports) await time(r.path);
for (const r of reports) {
  const xs: number[] = [];
  for (let i = 0; i < RUNS; i++) xs.push(await time(r.path));
  console.log(`${r.name.padEnd(22)} p99 ${p99(xs).toFixed(1).padStart(7)} ms   median ${[...xs].sort((a, b) => a - b)[RUNS >> 1]!.toFixed(1)} ms   (budget < 200)`);
}
const alone: number[] = [];
for (let i = 0; i < 200; i++) alone.push(await time(dayView));
const between: number[] = [];
for (let i = 0; i < 200; i++) {
  void time(reports[i % reports.length]!.path);
  between.push(await time(dayView));
}
console.log(`day view alone          p99 ${p99(alone).toFixed(1)} ms`);
console.log(`day view among reports  p99 ${p99(between).toFixed(1)} ms (reports started without waiting, one thread)`);
process.exit(0);
