/**
 * "Registro attività" benchmark: 250,000 trail entries (a salon's fifth year), one page (50) per request.
 *
 *   bun scripts/bench-activity.ts [--quick]
 *
 * Seeds a temporary database on the real disk with 250,000 entries spread over a year, 8 authors
 * and every kind of record, then asks GET /api/activity through the real app (session check,
 * validation, query, JSON) for the first page and for pages anywhere in the list (a cursor taken
 * at evenly spaced depths, down to the oldest entries), with each filter the screen offers and
 * with all of them at once. Each page is asked 5 times and costs its fastest answer (on a shared,
 * busy machine a single run may just wait for a core). Prints p50/p99/max over the pages and
 * exits non-zero when a page's cost misses the budget (10 ms).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../db/client";
import { createApp } from "../src/app";
import { systemClock } from "../src/clock";
import { parseConfig } from "../src/config";
import { ACTIVITY_ENTITIES } from "../src/domain/schemas/activity";
import { ensureAdmin } from "../src/features/auth/service";

const BUDGET_MS = 10;
const ROWS = 250_000;
const quick = process.argv.includes("--quick");
const SAMPLES = quick ? 20 : 200;
const ADMIN = { username: "bench", password: "Bench-password-1" };
const RARE = "vacation";
const COMMON = ACTIVITY_ENTITIES.filter((e) => e !== RARE);

const dir = mkdtempSync(join(tmpdir(), "salone-bench-activity-"));
try {
  const path = join(dir, "salone.db");
  const db = openDatabase(path);
  const config = parseConfig({ DATABASE_PATH: path, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, LOG_REQUESTS: "false" });
  const app = createApp({ db, config, clock: systemClock, log: () => {} });
  await ensureAdmin(app.auth, config);

  const start = Date.parse("2025-11-22T00:00:00.000Z");
  const year = 365 * 24 * 60 * 60 * 1000;
  const insert = db.$client.prepare(
    "INSERT INTO activity (at, user_id, actor_name, action, entity, entity_id, summary, changes) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  db.$client.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const at = new Date(start + Math.floor((i / ROWS) * year)).toISOString();
      const user = (i % 8) + 1;
      // One kind is rare (a vacation now and then): a person and that kind is the hard filter.
      const entity = i % 1000 === 0 ? RARE : COMMON[(i * 7) % COMMON.length]!;
      const changes = JSON.stringify({ date: ["2026-03-10", "2026-03-12"], startTime: ["10:00", "15:00"] });
      insert.run(at, user, `Persona ${user}`, i % 3 ? "updated" : "created", entity, i % 5000, `Voce ${i}`, changes);
    }
  })();

  const login = await app.handle(
    new Request("http://localhost/api/auth/login", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(ADMIN) }),
  );
  const { token } = (await login.json()) as { token: string };
  const get = async (query: string) => {
    const t0 = performance.now();
    const res = await app.handle(new Request(`http://localhost/api/activity${query}`, { headers: { authorization: `Bearer ${token}` } }));
    const body = (await res.json()) as { entries: unknown[]; nextCursor: string | null };
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${query}: ${res.status} ${JSON.stringify(body)}`);
    return { ms, body };
  };

  const scenarios: [string, string][] = [
    ["first page, no filter", ""],
    ["by person", "?userId=3"],
    ["by kind", "?entity=appointment"],
    ["by month", "?from=2026-03-01&to=2026-03-31"],
    ["person + kind + month", "?userId=3&entity=client&from=2026-03-01&to=2026-03-31"],
    ["rare kind (few matches)", "?userId=2&entity=settings&from=2026-06-01&to=2026-06-03"],
    ["person + a kind she rarely touches, no days", `?userId=2&entity=${RARE}`],
    ["the same over a year", `?userId=2&entity=${RARE}&from=2025-11-22&to=2026-11-21`],
  ];
  // Cursors at evenly spaced depths of the whole list, the deepest near its oldest entry.
  const at = db.$client.prepare("SELECT at, id FROM activity ORDER BY at DESC, id DESC LIMIT 1 OFFSET ?");
  const cursors = Array.from({ length: SAMPLES }, (_, i) => {
    const row = at.get(Math.floor(((i + 1) / (SAMPLES + 1)) * ROWS)) as { at: string; id: number };
    return `${row.at}_${row.id}`;
  });
  const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  let failed = false;
  console.log(`${ROWS.toLocaleString("it-IT")} voci, ${SAMPLES} pagine per riga, budget per pagina < ${BUDGET_MS} ms`);
  console.log("scenario".padEnd(46) + "p50 ms".padStart(8) + "p99 ms".padStart(8) + "max ms".padStart(8) + "  righe");
  for (const [name, query] of scenarios) {
    for (const deep of [false, true]) {
      const times: number[] = [];
      let rows = 0;
      // Warm the statement cache and the page cache, and start each row from a collected heap.
      for (let i = 0; i < 5; i++) await get(query);
      Bun.gc(true);
      for (let i = 0; i < SAMPLES; i++) {
        const q = deep ? `${query}${query ? "&" : "?"}cursor=${encodeURIComponent(cursors[i]!)}` : query;
        // A page's cost is its best of 5: on a shared machine one run may wait for a core.
        let best = Infinity;
        for (let run = 0; run < 5; run++) {
          const { ms, body } = await get(q);
          best = Math.min(best, ms);
          rows = Math.max(rows, body.entries.length);
        }
        times.push(best);
      }
      times.sort((a, b) => a - b);
      const p99 = pct(times, 99);
      const max = times.at(-1)!;
      if (max >= BUDGET_MS) failed = true;
      const label = `${name}${deep ? " (pagine in profondità)" : ""}`;
      console.log(
        label.padEnd(46) + pct(times, 50).toFixed(2).padStart(8) + p99.toFixed(2).padStart(8) + max.toFixed(2).padStart(8) + `  ${rows}${max >= BUDGET_MS ? "  FUORI BUDGET" : ""}`,
      );
    }
  }
  db.$client.close();
  if (failed) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
