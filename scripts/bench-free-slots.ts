// The free-slot search on a full book: 8 stylists, every working minute of 31 days booked except
// one 45-minute hole on the last day, so a search for "Taglio" with any stylist walks all 31 days
// before it finds anything; then the same for a three-item visit (Shampoo, Taglio, Piega: 60
// minutes, "Nessuna preferenza"), which fits only that hole. Every appointment has its item, as
// the visits' model stores them. Measures GET /api/availability/free-slots through app.handle
// (route, validation, the queries, the search), in process on an in-memory database. Budget: p99 < 50 ms.
import { appointments, clients, services, stylists } from "../db/schema";
import { appointmentItems } from "../db/schema-visits";
import { addDays, fromMinutes } from "../src/domain/time";
import { createTestEnv } from "../src/test/test-app";

const RUNS = 200;
const BUDGET_MS = 50;
const FROM = "2026-03-10"; // the test clock's day: 10:00 in Rome, a Tuesday.

const env = await createTestEnv();
const db = env.app.ctx.db;
const stylistIds = Array.from({ length: 8 }, (_, i) => db.insert(stylists).values({ name: `Stilista ${i + 1}` }).returning({ id: stylists.id }).get().id);
const serviceId = db.insert(services).values({ name: "Taglio", duration: 45, price: 3000 }).returning({ id: services.id }).get().id;
const visitIds = [["Shampoo", 15], ["Taglio corto", 30], ["Piega", 15]].map(([name, duration]) =>
  db.insert(services).values({ name: String(name), duration: Number(duration), price: 1500 }).returning({ id: services.id }).get().id,
);
const clientId = db.insert(clients).values({ firstName: "Anna", lastName: "Neri", phone: "+393330000000" }).returning({ id: clients.id }).get().id;

// Default working hours: 09:00-13:00 and 14:00-18:00, Sunday off. 30-minute appointments back to back.
const rows: (typeof appointments.$inferInsert)[] = [];
const last = addDays(FROM, 30);
for (let d = 0; d < 31; d++) {
  const date = addDays(FROM, d);
  for (const stylistId of stylistIds) {
    for (let m = 9 * 60; m < 18 * 60; m += 30) {
      if (m >= 13 * 60 && m < 14 * 60) continue;
      if (date === last && stylistId === stylistIds[7] && m >= 16 * 60 && m < 17 * 60) continue; // the one hole
      rows.push({ clientId, stylistId, serviceId, date, startTime: fromMinutes(m), endTime: fromMinutes(m + 30) });
    }
  }
}
db.transaction((tx) => {
  for (let i = 0; i < rows.length; i += 500) {
    const ids = tx.insert(appointments).values(rows.slice(i, i + 500)).returning({ id: appointments.id }).all();
    tx.insert(appointmentItems)
      .values(ids.map(({ id }, k) => {
        const row = rows[i + k]!;
        return { appointmentId: id, position: 0, serviceId, serviceName: "Taglio", stylistId: row.stylistId, date: row.date, startTime: row.startTime, endTime: row.endTime, priceCents: 3000 };
      }))
      .run();
  }
});

let failed = false;
async function measure(label: string, path: string, expectedSlots: number) {
  const first = await env.json("GET", path);
  if (first.status !== 200 || first.body.slots.length !== expectedSlots || first.body.slots[0].date !== last) {
    console.error("Unexpected answer", first.status, JSON.stringify(first.body).slice(0, 300));
    process.exit(1);
  }
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const res = await env.call("GET", path);
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  console.log(`${label}, 31 days x 8 stylists, ${rows.length} appointments: p50 ${p(0.5).toFixed(1)} ms, p99 ${p(0.99).toFixed(1)} ms (budget ${BUDGET_MS} ms)`);
  if (p(0.99) > BUDGET_MS) failed = true;
}

await measure("free slots, one service", `/api/availability/free-slots?serviceId=${serviceId}&from=${FROM}&days=31&limit=5`, 2);
await measure("free slots, three-item visit", `/api/availability/free-slots?serviceIds=${visitIds.join(",")}&from=${FROM}&days=31&limit=5`, 1);
if (failed) process.exit(1);

