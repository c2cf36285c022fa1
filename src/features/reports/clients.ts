import type { Db } from "../../../db/client";
import { COUNTED_DOCUMENT, DOCUMENT_SIGN } from "../../ledger/net-takings";
import { tuples } from "./sql";
import { isNewClient, isOverdue, OVERDUE_HORIZON_DAYS, ratio, rebooked, retainedWithin, usualInterval } from "../../domain/reports/figures";
import { daysBetween, lastYearPeriod, previousPeriod, type Period } from "../../domain/reports/periods";
import { addDays } from "../../domain/time";
import { salonDayOf } from "../../domain/reports/salon-day";
import type { ClientsHeadline, ClientsReport } from "../../domain/schemas/reports";

const HAPPENED = `status IN ('completed', 'arrived')`;

type PeriodClientRow = [clientId: number, last: string, first: string, next: string | null, nextCreatedAt: string | null];

export const clientsReportRepo = (db: Db) => {
  const sqlite = db.$client;
  // Each client of the period (a visit that took place in it): her last visit in it, her first
  // ever, the next one after it that took place, and when the first visit booked after it was made.
  const periodClients = tuples<PeriodClientRow, [string, string]>(sqlite, `
    SELECT c.client_id, c.last,
      (SELECT min(b.date) FROM appointments b WHERE b.client_id = c.client_id AND b.${HAPPENED}),
      (SELECT min(b.date) FROM appointments b WHERE b.client_id = c.client_id AND b.${HAPPENED} AND b.date > c.last),
      (SELECT min(b.created_at) FROM appointments b WHERE b.client_id = c.client_id AND b.status <> 'cancelled' AND b.date > c.last)
    FROM (SELECT client_id, max(date) AS last FROM appointments WHERE date BETWEEN ?1 AND ?2 AND ${HAPPENED} GROUP BY client_id) c`);
  // Candidates for "overdue" on a day (?2): her visit days in the two years up to it (her usual
  // interval is today's habit, not a decade's), a last one within the horizon (?1), and the latest
  // visit still booked after them.
  const candidates = tuples<[clientId: number, days: string, lastBooked: string | null], [string, string, string]>(sqlite, `
    SELECT client_id, group_concat(CASE WHEN kept = 0 THEN date END), max(CASE WHEN kept = 1 THEN date END) FROM (
      SELECT client_id, date, 0 AS kept FROM appointments WHERE date BETWEEN ?3 AND ?2 AND ${HAPPENED}
      UNION ALL
      SELECT client_id, date, 1 FROM appointments WHERE date > ?1 AND status IN ('pending', 'booked', 'confirmed'))
    GROUP BY client_id
    HAVING max(CASE WHEN kept = 0 THEN date END) >= ?1 AND sum(kept = 0) >= 3`);
  // Whom to call: not erased, not a walk-in without a phone.
  const people = tuples<[number, string, string, string], [string]>(sqlite, 
    "SELECT id, first_name, last_name, phone FROM clients WHERE id IN (SELECT value FROM json_each(?1)) AND erased_at IS NULL AND walk_in = 0 AND phone <> ''");
  const topSpenders = tuples<[clientId: number, first: string, last: string, total: number, visits: number], [string, string]>(sqlite, `
    SELECT d.client_id, c.first_name, c.last_name,
      sum(${DOCUMENT_SIGN} * d.total_cents) AS total,
      (SELECT count(*) FROM appointments a WHERE a.client_id = d.client_id AND a.date BETWEEN ?1 AND ?2 AND a.${HAPPENED})
    FROM sales_documents d JOIN clients c ON c.id = d.client_id
    WHERE d.date BETWEEN ?1 AND ?2 AND d.client_id IS NOT NULL
      AND ${COUNTED_DOCUMENT}
    GROUP BY d.client_id HAVING total > 0 ORDER BY total DESC, c.last_name, c.first_name LIMIT 10`);
  return {
    periodClients: (p: Period) => periodClients(p.from, p.to),
    candidates: (horizonStart: string, day: string, historyStart: string) => candidates(horizonStart, day, historyStart),
    people: (ids: number[]) => people(JSON.stringify(ids)),
    topSpenders: (p: Period) => topSpenders(p.from, p.to),
  };
};
export type ClientsReportRepo = ReturnType<typeof clientsReportRepo>;

export function clientsHeadline(repo: ClientsReportRepo, timeZone: string, p: Period): ClientsHeadline {
  const dayOf = salonDayOf(timeZone);
  let clients = 0;
  let newClients = 0;
  let r60 = 0;
  let r90 = 0;
  let rebook = 0;
  for (const [, last, first, next, nextCreatedAt] of repo.periodClients(p)) {
    clients++;
    if (isNewClient(first, p.from)) newClients++;
    if (retainedWithin(last, next, 60)) r60++;
    if (retainedWithin(last, next, 90)) r90++;
    if (rebooked(last, nextCreatedAt === null ? null : dayOf(nextCreatedAt))) rebook++;
  }
  return {
    from: p.from,
    to: p.to,
    clients,
    newClients,
    returningClients: clients - newClients,
    retention60: ratio(r60, clients),
    retention90: ratio(r90, clients),
    rebookRate: ratio(rebook, clients),
  };
}

const OVERDUE_LIMIT = 100;
/** How far back her visits make her usual interval. */
const HISTORY_DAYS = 730;

/** Clients overdue on `day` against their own usual interval, the longest overdue first. */
export function overdueClients(repo: ClientsReportRepo, day: string): ClientsReport["overdue"] {
  const wanted = new Map<number, { lastVisit: string; usualIntervalDays: number; late: number }>();
  for (const [clientId, text, lastBooked] of repo.candidates(addDays(day, -OVERDUE_HORIZON_DAYS), day, addDays(day, -HISTORY_DAYS))) {
    const days = text.split(",");
    const interval = usualInterval(days);
    if (interval === null) continue;
    const lastVisit = days.reduce((a, b) => (b > a ? b : a));
    if (!isOverdue({ lastVisit, usualIntervalDays: interval, day, bookedAfter: lastBooked !== null && lastBooked > lastVisit })) continue;
    wanted.set(clientId, { lastVisit, usualIntervalDays: interval, late: daysBetween(lastVisit, day) - interval });
  }
  if (wanted.size === 0) return [];
  const found: (ClientsReport["overdue"][number] & { late: number })[] = [];
  for (const [id, first, last, phone] of repo.people([...wanted.keys()])) {
    const w = wanted.get(id);
    if (w) found.push({ clientId: id, name: `${first} ${last}`.trim(), phone, ...w });
  }
  return found
    .sort((a, b) => b.late - a.late || a.name.localeCompare(b.name, "it"))
    .slice(0, OVERDUE_LIMIT)
    .map(({ late: _late, ...row }) => row);
}

export function clientsReport(repo: ClientsReportRepo, timeZone: string, p: Period, today: string): ClientsReport {
  return {
    ...clientsHeadline(repo, timeZone, p),
    // Judged on the period's last day, or today while the period is still running.
    overdue: overdueClients(repo, p.to < today ? p.to : today),
    topClients: repo.topSpenders(p).map(([clientId, first, last, totalCents, visits]) => ({ clientId, name: `${first} ${last}`.trim(), totalCents, visits })),
    previous: clientsHeadline(repo, timeZone, previousPeriod(p)),
    lastYear: clientsHeadline(repo, timeZone, lastYearPeriod(p)),
  };
}
