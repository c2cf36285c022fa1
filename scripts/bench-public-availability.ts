// The public page's availability on a full book: 8 stylists taking online bookings, every working
// half hour of 31 days booked except a few holes, "Nessuna preferenza", 31 days in one call.
// Measures GET /api/public/availability through app.handle (gate, limiter, validation, the range
// read in a few statements, the pure search, JSON), in process on an in-memory database.
// Budget: p99 < 50 ms.
import { appointments, clients, services, stylists } from "../db/schema";
import { addDays, fromMinutes } from "../src/domain/time";
import { createTestEnv } from "../src/test/test-app";

const RUNS = 300;
const BUDGET_MS = 50;
const FROM = "2026-03-10"; // the test clock's day: 10:00 in Rome, a Tuesday.
const TO = addDays(FROM, 30);

const env = await createTestEnv();
const db = env.app.ctx.db;
const stylistIds = Array.from({ length: 8 }, (_, i) => db.insert(stylists).values({ name: `Stilista${i + 1} Cognome` }).returning({ id: stylists.id }).get().id);
const serviceId = db.insert(services).values({ name: "Taglio", duration: 30, price: 3000 }).returning({ id: services.id }).get().id;
const clientId = db.insert(clients).values({ firstName: "Anna", lastName: "Neri", phone: "+393330000000" }).returning({ id: clients.id }).get().id;

// Default working hours: 09:00-13:00 and 14:00-18:00, Sunday off. 30-minute appointments back to
// back; each day one stylist keeps one hole, so every day has a little to offer.
const rows: (typeof appointments.$inferInsert)[] = [];
for (let d = 0; d < 31; d++) {
  const date = addDays(FROM, d);
  for (const [s, stylistId] of stylistIds.entries()) {
    for (let m = 9 * 60; m < 18 * 60; m += 30) {
      if (m >= 13 * 60 && m < 14 * 60) continue;
      if (s === d % 8 && m === 16 * 60) continue; // the hole
      rows.push({ clientId, stylistId, serviceId, date, startTime: fromMinutes(m), endTime: fromMinutes(m + 30) });
    }
  }
}
db.transaction((tx) => {
  for (let i = 0; i < rows.length; i += 500) tx.insert(appointments).values(rows.slice(i, i + 500)).run();
});
const saved = await env.json("PUT", "/api/settings/online-booking", { enabled: true, serviceIds: [serviceId], stylistIds, minNoticeMinutes: 0 });
if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));

const path = `/api/public/availability?serviceId=${serviceId}&from=${FROM}&to=${TO}`;
// Each run from its own address: the per-address limit (30 a minute) is not what is measured.
const get = (i: number) => env.anonymous("GET", path, undefined, {}, `10.9.${(i >> 8) & 255}.${i & 255}`);
const first = await get(0);
const body = (await first.json()) as { days: { date: string; slots: { startTime: string }[] }[] };
const offered = body.days.reduce((n, d) => n + d.slots.length, 0);
// 31 days, Sundays closed for the stylists (5 of them in range... 4 or 5), one hole on every other day.
if (first.status !== 200 || body.days.length !== 31 || offered === 0 || offered > 31) {
  console.error("Unexpected answer", first.status, JSON.stringify(body).slice(0, 300));
  process.exit(1);
}

const times: number[] = [];
for (let i = 1; i <= RUNS; i++) {
  const t0 = performance.now();
  const res = await get(i);
  await res.arrayBuffer();
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
console.log(
  `public availability, 31 days x 8 stylists, ${rows.length} appointments, ${offered} free times: p50 ${p(0.5).toFixed(1)} ms, p99 ${p(0.99).toFixed(1)} ms (budget ${BUDGET_MS} ms)`,
);
if (p(0.99) > BUDGET_MS) process.exit(1);
