// Test helper: the agenda and clients reports computed from scratch, from the appointments and
// sales documents row by row with the rules of src/domain (what the reports did before the
// summaries). summaries.test.ts checks the summary-based reports give the same answers.
import type { Db } from "../../../db/client";
import { APPOINTMENT_STATUSES, type AppointmentStatus } from "../../domain/appointment-status";
import { isNewClient, isOverdue, noShowRate, OVERDUE_HORIZON_DAYS, ratio, rebooked, retainedWithin, usualInterval } from "../../domain/reports/figures";
import { daysBetween, type Period } from "../../domain/reports/periods";
import { salonDayOf } from "../../domain/reports/salon-day";
import { stylistDay } from "../../domain/stylist-day";
import { addDays, eachDay } from "../../domain/time";
import { COUNTED_DOCUMENT, DOCUMENT_SIGN } from "../../ledger/net-takings";
import { salonDays } from "../../schedule/salon-days";

const HAPPENED = `status IN ('completed', 'arrived')`;

export function referenceAgenda(db: Db, timeZone: string, p: Period) {
  const sqlite = db.$client;
  const byStatus = Object.fromEntries(APPOINTMENT_STATUSES.map((s) => [s, 0])) as Record<AppointmentStatus, number>;
  let visits = 0;
  let cancelledByClient = 0;
  let online = 0;
  let leadDays = 0;
  let booked = 0;
  const dayOf = salonDayOf(timeZone);
  const rows = sqlite.query("SELECT status, cancelled_by, source, date, created_at FROM appointments WHERE date BETWEEN ?1 AND ?2").values(p.from, p.to) as [AppointmentStatus, string | null, string, string, string][];
  for (const [status, cancelledBy, source, date, createdAt] of rows) {
    visits++;
    byStatus[status]++;
    if (status === "cancelled" && cancelledBy === "client") cancelledByClient++;
    if (source === "online") online++;
    if (status !== "cancelled") {
      leadDays += Math.max(0, daysBetween(dayOf(createdAt), date));
      booked++;
    }
  }
  const headline = {
    from: p.from,
    to: p.to,
    visits,
    byStatus,
    cancelledByClient,
    cancelledBySalon: byStatus.cancelled - cancelledByClient,
    noShows: byStatus.no_show,
    noShowRate: noShowRate(byStatus),
    online,
    staff: visits - online,
    averageLeadDays: booked === 0 ? 0 : Math.round((leadDays / booked) * 10) / 10,
  };
  // Occupancy, by the calendar's loader: every booked item and cleaning time, every working day.
  const inputs = salonDays(db).load(null, p.from, p.to);
  const bookedMinutes = new Map<number, number>();
  for (const b of inputs.bookings) {
    const [sh, sm] = b.startTime.split(":").map(Number) as [number, number];
    const [eh, em] = b.endTime.split(":").map(Number) as [number, number];
    const minutes = eh * 60 + em - (sh * 60 + sm) - (b.processingMinutes ?? 0);
    bookedMinutes.set(b.stylistId, (bookedMinutes.get(b.stylistId) ?? 0) + Math.max(0, minutes));
  }
  const occupancy = [];
  for (const [stylistId, name, archivedAt] of sqlite.query("SELECT id, name, archived_at FROM stylists ORDER BY name").values() as [number, string, string | null][]) {
    const workingHours = inputs.workingHours.get(stylistId) ?? [];
    let workingMinutes = 0;
    for (const date of eachDay(p.from, p.to)) {
      if (archivedAt !== null && date >= archivedAt.slice(0, 10)) break;
      const day = stylistDay({ date, stylistId, opening: inputs.opening, extraordinaryDays: inputs.extraordinaryDays, vacations: inputs.vacations, workingHours });
      for (const i of day.available) workingMinutes += i.end - i.start;
    }
    const minutes = bookedMinutes.get(stylistId) ?? 0;
    if (minutes > 0 || workingMinutes > 0) occupancy.push({ stylistId, name, bookedMinutes: minutes, workingMinutes });
  }
  return { headline, occupancy };
}

export function referenceClients(db: Db, timeZone: string, p: Period, today: string) {
  const sqlite = db.$client;
  const dayOf = salonDayOf(timeZone);
  const periodClients = sqlite.query(`
    SELECT c.client_id, c.last,
      (SELECT min(b.date) FROM appointments b WHERE b.client_id = c.client_id AND b.${HAPPENED}),
      (SELECT min(b.date) FROM appointments b WHERE b.client_id = c.client_id AND b.${HAPPENED} AND b.date > c.last),
      (SELECT min(b.created_at) FROM appointments b WHERE b.client_id = c.client_id AND b.status <> 'cancelled' AND b.date > c.last)
    FROM (SELECT client_id, max(date) AS last FROM appointments WHERE date BETWEEN ?1 AND ?2 AND ${HAPPENED} GROUP BY client_id) c`).values(p.from, p.to) as [number, string, string, string | null, string | null][];
  let clients = 0;
  let newClients = 0;
  let r60 = 0;
  let r90 = 0;
  let rebook = 0;
  for (const [, last, first, next, nextCreatedAt] of periodClients) {
    clients++;
    if (isNewClient(first, p.from)) newClients++;
    if (retainedWithin(last, next, 60)) r60++;
    if (retainedWithin(last, next, 90)) r90++;
    if (rebooked(last, nextCreatedAt === null ? null : dayOf(nextCreatedAt))) rebook++;
  }
  const headline = {
    from: p.from,
    to: p.to,
    clients,
    newClients,
    returningClients: clients - newClients,
    retention60: ratio(r60, clients),
    retention90: ratio(r90, clients),
    rebookRate: ratio(rebook, clients),
  };
  // Overdue on the period's last day (today while it runs): her visit days of the last two years.
  const day = p.to < today ? p.to : today;
  const overdue = [];
  const candidates = sqlite.query(`
    SELECT client_id, group_concat(CASE WHEN kept = 0 THEN date END), max(CASE WHEN kept = 1 THEN date END) FROM (
      SELECT client_id, date, 0 AS kept FROM appointments WHERE date BETWEEN ?3 AND ?2 AND ${HAPPENED}
      UNION ALL
      SELECT client_id, date, 1 FROM appointments WHERE date > ?1 AND status IN ('pending', 'booked', 'confirmed'))
    GROUP BY client_id
    HAVING max(CASE WHEN kept = 0 THEN date END) >= ?1 AND sum(kept = 0) >= 3`).values(addDays(day, -OVERDUE_HORIZON_DAYS), day, addDays(day, -730)) as [number, string, string | null][];
  for (const [clientId, text, lastBooked] of candidates) {
    const days = text.split(",");
    const interval = usualInterval(days);
    if (interval === null) continue;
    const lastVisit = days.reduce((a, b) => (b > a ? b : a));
    if (!isOverdue({ lastVisit, usualIntervalDays: interval, day, bookedAfter: lastBooked !== null && lastBooked > lastVisit })) continue;
    const person = sqlite.query("SELECT first_name, last_name, phone FROM clients WHERE id = ? AND erased_at IS NULL AND walk_in = 0 AND phone <> ''").values(clientId)[0] as [string, string, string] | undefined;
    if (person) overdue.push({ clientId, name: `${person[0]} ${person[1]}`.trim(), phone: person[2], lastVisit, usualIntervalDays: interval, late: daysBetween(lastVisit, day) - interval });
  }
  overdue.sort((a, b) => b.late - a.late || a.name.localeCompare(b.name, "it"));
  const topClients = (sqlite.query(`
    SELECT d.client_id, c.first_name, c.last_name, sum(${DOCUMENT_SIGN} * d.total_cents) AS total,
      (SELECT count(*) FROM appointments a WHERE a.client_id = d.client_id AND a.date BETWEEN ?1 AND ?2 AND a.${HAPPENED})
    FROM sales_documents d JOIN clients c ON c.id = d.client_id
    WHERE d.date BETWEEN ?1 AND ?2 AND d.client_id IS NOT NULL AND ${COUNTED_DOCUMENT}
    GROUP BY d.client_id HAVING total > 0 ORDER BY total DESC, c.last_name, c.first_name LIMIT 10`).values(p.from, p.to) as [number, string, string, number, number][])
    .map(([clientId, first, last, totalCents, visits]) => ({ clientId, name: `${first} ${last}`.trim(), totalCents, visits }));
  return { headline, overdue: overdue.slice(0, 100).map(({ late: _late, ...row }) => row), topClients };
}
