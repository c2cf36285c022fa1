import { describe, expect, test } from "bun:test";
import type { Database } from "bun:sqlite";
import { openDatabase, type Db } from "../../../db/client";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPORT_VISIT_FILL, REPORT_VISIT_MIGRATION } from "../../../db/report-visits-sql";
import { zoneOffsets } from "../../domain/reports/zone-offsets";
import { seedBasics, type Basics } from "../../test/seed-basics";
import { createTestEnv, type TestEnv } from "../../test/test-app";
import { agendaRepo, agendaReport } from "./agenda";
import { reportComputer } from "./compute";
import { clientsReport, clientsReportRepo } from "./clients";
import { referenceAgenda, referenceClients } from "./reference-reports";
import { ownerNow } from "./report-fixture";

// Every summary row, as the triggers left it (a client's day sum that came to 0 weighs nothing).
const TABLES: [string, string][] = [
  ["report_visit_days", "SELECT * FROM report_visit_days ORDER BY date, status, cancelled_by, source"],
  ["report_stylist_days", "SELECT * FROM report_stylist_days ORDER BY date, stylist_id"],
  ["report_client_days", "SELECT * FROM report_client_days ORDER BY client_id, date"],
  ["report_client_sales", "SELECT * FROM report_client_sales WHERE total_cents <> 0 ORDER BY date, client_id"],
];
const snapshot = (sqlite: Database) => Object.fromEntries(TABLES.map(([name, sql]) => [name, sqlite.query(sql).all()]));

/** The summaries as the migration's fill makes them from the rows as they are now (then rolled back). */
function fromScratch(sqlite: Database) {
  sqlite.run("SAVEPOINT scratch");
  for (const [name] of TABLES) sqlite.run(`DELETE FROM ${name}`);
  for (const statement of REPORT_VISIT_FILL) sqlite.run(statement);
  const rows = snapshot(sqlite);
  sqlite.run("ROLLBACK TO scratch");
  sqlite.run("RELEASE scratch");
  return rows;
}

const TODAY = "2026-04-15";
const PERIODS = [
  { from: "2026-03-29", to: "2026-03-29" }, // the spring DST Sunday
  { from: "2025-10-26", to: "2025-10-26" }, // the autumn one
  { from: "2026-03-23", to: "2026-03-29" },
  { from: "2025-10-01", to: "2025-10-31" },
  { from: "2026-03-01", to: "2026-03-31" },
  { from: "2026-02-01", to: "2026-03-31" },
  { from: "2026-04-10", to: "2026-04-30" }, // still running on TODAY
  { from: "2025-05-01", to: "2026-04-30" },
];

/** The reports read from the summaries give what the rows give, computed afresh; so do the summaries. */
function expectConsistent(db: Db, timeZone: string) {
  expect(snapshot(db.$client)).toEqual(fromScratch(db.$client));
  const agenda = agendaRepo(db);
  const clients = clientsReportRepo(db);
  for (const p of PERIODS) {
    const a = agendaReport(agenda, p);
    const ra = referenceAgenda(db, timeZone, p);
    const { topNoShows: _t, occupancy, previous: _p, lastYear: _l, ...headline } = a;
    expect({ p, headline, occupancy }).toEqual({ p, headline: ra.headline, occupancy: ra.occupancy });
    const c = clientsReport(clients, p, TODAY);
    const rc = referenceClients(db, timeZone, p, TODAY);
    const { overdue, topClients, previous: _cp, lastYear: _cl, ...clientsHeadline } = c;
    expect({ p, clientsHeadline, overdue, topClients }).toEqual({ p, clientsHeadline: rc.headline, overdue: rc.overdue, topClients: rc.topClients });
  }
}

function rng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 2 ** 32) * n);
  };
}

const pad = (n: number) => String(n).padStart(2, "0");
const dayAfter = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const STATUSES = ["pending", "booked", "confirmed", "arrived", "completed", "completed", "no_show", "cancelled"] as const;

/** Random writes straight to the tables (the triggers follow every writer): visits with and without items, their changes, sales. */
function randomWrites(db: Db, b: Basics, seed: number, rounds: number) {
  const sqlite = db.$client;
  const r = rng(seed);
  const pick = <T,>(xs: readonly T[]) => xs[r(xs.length)]!;
  const stylists = [b.giulia, b.marco, b.paola];
  const clients = [b.maria, b.luca];
  for (let i = 0; i < 10; i++) clients.push(Number(sqlite.query("INSERT INTO clients (first_name, last_name, phone) VALUES (?, ?, ?) RETURNING id").values(`Cliente${i}`, `Prova${i}`, `+39333000${pad(i)}00`)[0]![0]));
  const day = () => dayAfter("2025-09-01", r(240));
  const time = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  // Often in the last UTC hours, when Rome (and New York's evening) is on another day.
  const createdFor = (date: string) => `${dayAfter(date, 2 - r(80))}T${pad(r(3) === 0 ? 21 + r(3) : r(24))}:${pad(r(60))}:00.000Z`;
  const sales: number[] = [];
  const ids = () => sqlite.query("SELECT id FROM appointments").values().map((row) => Number(row[0]));
  for (let round = 0; round < rounds; round++) {
    const op = r(14);
    const existing = ids();
    const target = existing.length > 0 ? pick(existing) : null;
    if (op < 5 || target === null) {
      const status = pick(STATUSES);
      const date = day();
      const start = 9 * 60 + r(40) * 15;
      const id = Number(sqlite.query(`INSERT INTO appointments (client_id, stylist_id, service_id, date, start_time, end_time, status, cancelled_by, source, cleanup_minutes, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`).values(pick(clients), pick(stylists), b.taglio, date, time(start), time(Math.min(1439, start + 15 + r(8) * 15)), status,
        status === "cancelled" ? pick(["client", "staff", null]) : null, pick(["staff", "staff", "online"]), pick([0, 0, 15, 30]), createdFor(date), "2026-01-01T00:00:00.000Z")[0]![0]);
      const items = r(3);
      let at = start;
      for (let position = 0; position < items; position++) {
        const length = 15 + r(6) * 15;
        sqlite.run(`INSERT INTO appointment_items (appointment_id, position, service_id, service_name, stylist_id, date, start_time, end_time, processing_minutes, price_cents)
          VALUES (?, ?, ?, 'Colore', ?, ?, ?, ?, ?, 5500)`, [id, position, b.colore, pick(stylists), date, time(at), time(Math.min(1439, at + length)), pick([0, 0, 15, 45])]);
        at += length - r(2) * 15;
      }
    } else if (op === 5) {
      sqlite.run("UPDATE appointments SET status = ? WHERE id = ?", [pick(STATUSES), target]);
    } else if (op === 6) {
      const date = day();
      sqlite.run("UPDATE appointments SET date = ? WHERE id = ?", [date, target]);
      sqlite.run("UPDATE appointment_items SET date = ? WHERE appointment_id = ?", [date, target]);
    } else if (op === 7) {
      sqlite.run("UPDATE appointments SET stylist_id = ?, start_time = '08:00' WHERE id = ?", [pick(stylists), target]);
      sqlite.run("UPDATE appointment_items SET stylist_id = ?, end_time = '18:30' WHERE appointment_id = ? AND position = 0", [pick(stylists), target]);
    } else if (op === 8) {
      sqlite.run("UPDATE appointments SET status = 'cancelled', cancelled_by = ? WHERE id = ?", [pick(["client", "staff"]), target]);
    } else if (op === 9) {
      sqlite.run("DELETE FROM appointments WHERE id = ?", [target]);
    } else if (op === 10) {
      sqlite.run("DELETE FROM appointment_items WHERE appointment_id = ? AND position = (SELECT max(position) FROM appointment_items WHERE appointment_id = ?)", [target, target]);
      sqlite.run("UPDATE appointments SET cleanup_minutes = ?, created_at = ? WHERE id = ?", [pick([0, 15, 30]), createdFor(day()), target]);
    } else if (op === 11) {
      sqlite.run("UPDATE appointments SET client_id = ? WHERE id = ?", [pick(clients), target]);
    } else {
      // A sale, a refund of one or the void of one.
      const date = day();
      const kind = sales.length === 0 || r(3) === 0 ? "sale" : pick(["refund", "void"]);
      const refersTo = kind === "sale" ? null : pick(sales);
      const id = Number(sqlite.query(`INSERT INTO sales_documents (kind, year, number, date, time, at, operator_id, operator_name, refers_to, reason, client_id, subtotal_cents, total_cents)
        VALUES (?, 2026, (SELECT coalesce(max(number), 0) + 1 FROM sales_documents WHERE year = 2026), ?, '12:00', ?, 1, 'Titolare', ?, '', ?, ?, ?) RETURNING id`).values(kind, date, `${date}T11:00:00.000Z`, refersTo, pick([...clients, null]), 1000 + r(9000), 1000 + r(9000))[0]![0]);
      if (kind === "sale") sales.push(id);
    }
  }
}

/** Through the API: a visit of two items with a posa and a cleaning time, moved, reassigned, its status changed, cancelled; a client erased. */
async function apiWrites(env: TestEnv, b: Basics) {
  const ok = async (method: string, path: string, body?: unknown) => {
    const res = await (await ownerNow(env)).json(method, path, body);
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  env.clock.set("2026-03-20T08:00:00.000Z");
  const visit = await ok("POST", "/api/appointments", {
    clientId: b.maria, date: "2026-03-27", cleanupMinutes: 15,
    items: [{ serviceId: b.colore, stylistId: b.giulia, startTime: "09:00" }, { serviceId: b.taglio, stylistId: b.marco, startTime: "10:30" }],
  });
  const other = await ok("POST", "/api/appointments", { clientId: b.luca, date: "2026-03-26", items: [{ serviceId: b.taglio, stylistId: b.marco, startTime: "11:00" }] });
  // Moved to the next day, its items reassigned and their times changed.
  await ok("PUT", `/api/appointments/${visit.id}`, {
    date: "2026-03-28",
    items: [{ serviceId: b.colore, stylistId: b.marco, startTime: "10:00" }, { serviceId: b.taglio, stylistId: b.giulia, startTime: "11:30" }],
  });
  await ok("PUT", `/api/appointments/${other.id}/status`, { status: "completed" });
  await ok("PUT", `/api/appointments/${visit.id}/status`, { status: "cancelled" });
  const later = await ok("POST", "/api/appointments", { clientId: b.luca, date: "2026-04-02", items: [{ serviceId: b.taglio, stylistId: b.giulia, startTime: "15:00" }] });
  await ok("DELETE", `/api/appointments/${later.id}`);
  // Erasing Maria cancels her visits still to come.
  await ok("POST", "/api/appointments", { clientId: b.maria, date: "2026-04-03", items: [{ serviceId: b.taglio, stylistId: b.giulia, startTime: "16:00" }] });
  await ok("DELETE", `/api/clients/${b.maria}?futureVisits=cancel`);
}

describe("the agenda and clients summaries", () => {
  test("Europe/Rome's offsets written by the migration are the time-zone database's", async () => {
    const db = openDatabase(":memory:");
    const rows = db.$client.query("SELECT starts_at AS startsAt, offset_minutes AS offsetMinutes FROM report_zone_offsets ORDER BY starts_at").all();
    expect(rows).toEqual(zoneOffsets("Europe/Rome"));
    expect(db.$client.query("SELECT name FROM report_zone").all()).toEqual([{ name: "Europe/Rome" }]);
  });

  test("the migrations carry the triggers and fills of db/report-visits-sql.ts word for word", () => {
    const folder = join(import.meta.dir, "../../../db/migrations");
    const flat = (sql: string) => sql.replace(/\s+/g, " ").trim();
    const all = flat(readdirSync(folder).filter((f) => f.endsWith(".sql")).map((f) => readFileSync(join(folder, f), "utf8")).join("\n"));
    for (const statement of REPORT_VISIT_MIGRATION) expect(all).toContain(flat(statement));
  });

  test.each(["Europe/Rome", "America/New_York", "Asia/Kolkata"])("in %s: after writes through the API and random inserts, moves, reassignments, status changes, cancellations, deletions, merges and sales, the reports equal a computation from scratch", async (timeZone) => {
    const env = await createTestEnv({ env: { SALON_TIMEZONE: timeZone } });
    const b = seedBasics(env.app.ctx.db);
    await apiWrites(env, b);
    expectConsistent(env.app.ctx.db, timeZone);
    for (let batch = 0; batch < 4; batch++) {
      randomWrites(env.app.ctx.db, b, batch * 7 + 11, 150);
      expectConsistent(env.app.ctx.db, timeZone);
    }
    // The periods compared hold every kind of figure, not zeros.
    const year = PERIODS.at(-1)!;
    const months = { from: "2026-02-01", to: "2026-03-31" };
    const agenda = agendaReport(agendaRepo(env.app.ctx.db), year);
    const clients = clientsReport(clientsReportRepo(env.app.ctx.db), months, TODAY);
    expect(agenda.cancelledByClient * agenda.cancelledBySalon * agenda.noShows * agenda.online * agenda.averageLeadDays).toBeGreaterThan(0);
    expect(agenda.occupancy.filter((o) => o.bookedMinutes > 0).length).toBe(3);
    expect(clients.newClients * clients.returningClients * clients.retention60 * clients.rebookRate).toBeGreaterThan(0);
    expect(clients.overdue.length * clients.topClients.length).toBeGreaterThan(0);
  }, 60_000);

  test("a database filled in Rome and opened with another SALON_TIMEZONE is counted on that zone's clock", async () => {
    const db = openDatabase(":memory:");
    await createTestEnv({ db });
    const b = seedBasics(db);
    randomWrites(db, b, 99, 300);
    await createTestEnv({ db, env: { SALON_TIMEZONE: "America/New_York" } });
    expect(db.$client.query("SELECT name FROM report_zone").all()).toEqual([{ name: "America/New_York" }]);
    expectConsistent(db, "America/New_York");
  }, 30_000);

  test("on a database file the reports are worked out on their own thread, and see each write once it is committed", async () => {
    const folder = mkdtempSync(join(tmpdir(), "salone-reports-"));
    try {
      const db = openDatabase(join(folder, "salone.db"));
      const env = await createTestEnv({ db });
      const b = seedBasics(db);
      randomWrites(db, b, 5, 300);
      const p = { from: "2025-10-01", to: "2026-03-31" };
      const query = `from=${p.from}&to=${p.to}`;
      const logs = env.logs.length;
      expect((await env.json("GET", `/api/reports/agenda?${query}`)).body).toEqual(agendaReport(agendaRepo(db), p));
      expect((await env.json("GET", `/api/reports/clients?${query}`)).body).toEqual(clientsReport(clientsReportRepo(db), p, "2026-03-31"));
      randomWrites(db, b, 6, 100);
      expect((await env.json("GET", `/api/reports/agenda?${query}`)).body).toEqual(agendaReport(agendaRepo(db), p));
      expect((await env.call("GET", `/api/reports/agenda.csv?${query}`)).status).toBe(200);
      // No "report thread stopped" line: the worker answered.
      expect(env.logs.slice(logs).filter((line) => line.startsWith("statistiche"))).toEqual([]);
      db.$client.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 30_000);

  test("no report reads a whole table of visits or sales: their query plans scan only small tables", () => {
    const db = openDatabase(":memory:");
    const sqlite = db.$client;
    const statements = new Set<string>();
    const query = sqlite.query.bind(sqlite);
    const prepare = sqlite.prepare.bind(sqlite);
    Object.assign(sqlite, {
      query: (sql: string) => (statements.add(sql), query(sql)),
      prepare: (sql: string) => (statements.add(sql), prepare(sql)),
    });
    const compute = reportComputer(db);
    for (const kind of ["takings", "agenda", "clients"] as const) compute({ kind, period: { from: "2025-11-26", to: "2026-11-26" }, today: "2026-11-26" });
    const scans = [...statements]
      .filter((sql) => /^\s*select/i.test(sql))
      .flatMap((sql) => (query(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((row) => row.detail))
      .filter((detail) => detail.startsWith("SCAN"))
      .map((detail) => detail.split(" ")[1]);
    expect(statements.size).toBeGreaterThan(10);
    // Catalogue tables, absences (unindexed on an empty database), a JSON list of ids, the top clients' subqueries (t, x).
    expect(new Set(scans)).toEqual(new Set(["stylists", "services", "products", "opening_hours", "stylist_working_hours", "stylist_vacations", "json_each", "t", "x"]));
  });
});
