import type { Db } from "../../../db/client";
import { tuples } from "./sql";
import { HISTORY_DAYS } from "../../../db/report-visits-sql";
import { median, MIN_VISITS_FOR_INTERVAL, OVERDUE_HORIZON_DAYS, overdueAfter, ratio } from "../../domain/reports/figures";
import { daysBetween, lastYearPeriod, previousPeriod, type Period } from "../../domain/reports/periods";
import { addDays } from "../../domain/time";
import type { ClientsHeadline, ClientsReport } from "../../domain/schemas/reports";

type HeadlineRow = [clients: number, newClients: number, retained60: number, retained90: number, rebooked: number];

/**
 * Reads the per-client visit days (db/schema-reports.ts: each day she had a visit that took
 * place, with the one before and after, kept by triggers with every write).
 */
export const clientsReportRepo = (db: Db) => {
  const sqlite = db.$client;
  // The period's clients are her days in it followed by none in it (her last one in the period);
  // she is new when her first day ever (no day before) is in it.
  const headline = tuples<HeadlineRow, [string, string]>(sqlite, `
    SELECT coalesce(sum(last), 0), coalesce(sum(prev_gap IS NULL), 0),
      coalesce(sum(last AND next_gap <= 60), 0), coalesce(sum(last AND next_gap <= 90), 0), coalesce(sum(last AND rebooked), 0)
    FROM (SELECT prev_gap, next_gap, rebooked, (next_date IS NULL OR next_date > ?2) AS last
      FROM report_client_days WHERE date BETWEEN ?1 AND ?2)`);
  // Candidates for "overdue" on a day (?2): her last visit day up to it, within the horizon (?1),
  // with nothing still booked after it and the day before it in her history (?3), with her gaps.
  const candidates = tuples<[clientId: number, lastVisit: string, gaps: string], [string, string, string]>(sqlite, `
    SELECT client_id, date, recent_gaps FROM report_client_days
    WHERE date BETWEEN ?1 AND ?2 AND (next_date IS NULL OR next_date > ?2) AND booked_after = 0 AND prev_date >= ?3`);
  // Whom to call: not erased, not a walk-in without a phone.
  const people = tuples<[number, string, string, string], [string]>(sqlite, 
    "SELECT id, first_name, last_name, phone FROM clients WHERE id IN (SELECT value FROM json_each(?1)) AND erased_at IS NULL AND walk_in = 0 AND phone <> ''");
  // The ten best by net sales (the per-day sums kept with each document), then their visits
  // that took place in the period.
  const topSpenders = tuples<[clientId: number, first: string, last: string, total: number, visits: number], [string, string]>(sqlite, `
    SELECT x.client_id, x.first_name, x.last_name, x.total,
      (SELECT count(*) FROM appointments a WHERE a.client_id = x.client_id AND a.date BETWEEN ?1 AND ?2 AND a.status IN ('completed', 'arrived'))
    FROM (SELECT t.client_id, c.first_name, c.last_name, t.total
      FROM (SELECT client_id, sum(total_cents) AS total FROM report_client_sales WHERE date BETWEEN ?1 AND ?2 GROUP BY client_id HAVING total > 0) t
      JOIN clients c ON c.id = t.client_id ORDER BY t.total DESC, c.last_name, c.first_name LIMIT 10) x
    ORDER BY x.total DESC, x.last_name, x.first_name`);
  return {
    headline: (p: Period) => headline(p.from, p.to)[0]!,
    candidates: (horizonStart: string, day: string, historyStart: string) => candidates(horizonStart, day, historyStart),
    people: (ids: number[]) => people(JSON.stringify(ids)),
    topSpenders: (p: Period) => topSpenders(p.from, p.to),
  };
};
export type ClientsReportRepo = ReturnType<typeof clientsReportRepo>;

export function clientsHeadline(repo: ClientsReportRepo, p: Period): ClientsHeadline {
  const [clients, newClients, r60, r90, rebook] = repo.headline(p);
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
/** Names in Italian order (one collator: localeCompare with a locale builds one per call). */
const byName = new Intl.Collator("it");

/** Days from each date to `day`, each date worked out once (a year has 366 of them). */
function dayDistances(day: string): (date: string) => number {
  const known = new Map<string, number>();
  return (date) => {
    let n = known.get(date);
    if (n === undefined) known.set(date, (n = daysBetween(date, day)));
    return n;
  };
}

/** The gaps of "back:days,…" whose back is at most `limit` (read by hand: thousands of clients). */
function gapsWithin(text: string, limit: number): number[] {
  const gaps: number[] = [];
  let back = 0;
  let n = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 44;
    if (c === 58) {
      back = n;
      n = 0;
    } else if (c === 44) {
      if (back <= limit && i > 0) gaps.push(n);
      n = 0;
    } else n = n * 10 + (c - 48);
  }
  return gaps;
}

/** Clients overdue on `day` against their own usual interval, the longest overdue first. */
export function overdueClients(repo: ClientsReportRepo, day: string): ClientsReport["overdue"] {
  const wanted = new Map<number, { lastVisit: string; usualIntervalDays: number; late: number }>();
  const elapsedOf = dayDistances(day);
  for (const [clientId, lastVisit, recentGaps] of repo.candidates(addDays(day, -OVERDUE_HORIZON_DAYS), day, addDays(day, -HISTORY_DAYS))) {
    // Her usual interval on `day`: the gaps between her visit days in the two years up to it
    // (her habit now, not a decade's), i.e. those starting at most 730 − elapsed days before
    // her last visit; two gaps (three days) at least.
    const elapsed = elapsedOf(lastVisit);
    const gaps = gapsWithin(recentGaps, HISTORY_DAYS - elapsed);
    if (gaps.length < MIN_VISITS_FOR_INTERVAL - 1) continue;
    const interval = median(gaps);
    if (!overdueAfter(elapsed, interval)) continue;
    wanted.set(clientId, { lastVisit, usualIntervalDays: interval, late: elapsed - interval });
  }
  if (wanted.size === 0) return [];
  const found: (ClientsReport["overdue"][number] & { late: number })[] = [];
  for (const [id, first, last, phone] of repo.people([...wanted.keys()])) {
    const w = wanted.get(id);
    if (w) found.push({ clientId: id, name: `${first} ${last}`.trim(), phone, ...w });
  }
  return found
    .sort((a, b) => b.late - a.late || byName.compare(a.name, b.name))
    .slice(0, OVERDUE_LIMIT)
    .map(({ late: _late, ...row }) => row);
}

export function clientsReport(repo: ClientsReportRepo, p: Period, today: string): ClientsReport {
  return {
    ...clientsHeadline(repo, p),
    // Judged on the period's last day, or today while the period is still running.
    overdue: overdueClients(repo, p.to < today ? p.to : today),
    topClients: repo.topSpenders(p).map(([clientId, first, last, totalCents, visits]) => ({ clientId, name: `${first} ${last}`.trim(), totalCents, visits })),
    previous: clientsHeadline(repo, previousPeriod(p)),
    lastYear: clientsHeadline(repo, lastYearPeriod(p)),
  };
}
