import type { Db } from "../../../db/client";
import { tuples } from "./sql";
import { APPOINTMENT_STATUSES, type AppointmentStatus } from "../../domain/appointment-status";
import { noShowRate } from "../../domain/reports/figures";
import { lastYearPeriod, previousPeriod, type Period } from "../../domain/reports/periods";
import type { AgendaHeadline, AgendaReport } from "../../domain/schemas/reports";
import { stylistDay } from "../../domain/stylist-day";
import { dayOfWeek, eachDay } from "../../domain/time";
import { salonDays } from "../../schedule/salon-days";

type CountRow = [status: AppointmentStatus, cancelledBy: string, source: string, visits: number, leadDays: number];

/** Reads the per-day visit summaries (db/schema-reports.ts), which triggers keep with every write. */
export const agendaRepo = (db: Db) => {
  const sqlite = db.$client;
  const counts = tuples<CountRow, [string, string]>(sqlite, `
    SELECT status, cancelled_by, source, sum(visits), sum(lead_days) FROM report_visit_days
    WHERE date BETWEEN ?1 AND ?2 GROUP BY status, cancelled_by, source`);
  const noShows = tuples<[clientId: number, first: string, last: string, count: number], [string, string]>(sqlite, `
    SELECT a.client_id, c.first_name, c.last_name, count(*) AS n FROM appointments a JOIN clients c ON c.id = a.client_id
    WHERE a.date BETWEEN ?1 AND ?2 AND a.status = 'no_show'
    GROUP BY a.client_id ORDER BY n DESC, c.last_name, c.first_name LIMIT 10`);
  const booked = tuples<[stylistId: number, minutes: number], [string, string]>(sqlite, `
    SELECT stylist_id, sum(booked_minutes) FROM report_stylist_days WHERE date BETWEEN ?1 AND ?2 GROUP BY stylist_id`);
  const stylists = tuples<[number, string, string | null], []>(sqlite, "SELECT id, name, archived_at FROM stylists ORDER BY name");
  const schedule = salonDays(db);
  return {
    counts: (p: Period) => counts(p.from, p.to),
    noShows: (p: Period) => noShows(p.from, p.to),
    booked: (p: Period) => new Map(booked(p.from, p.to)),
    stylists: () => stylists(),
    /** The rules that make her working time (hours, extraordinary days, absences), no bookings. */
    rules: (p: Period) => schedule.conflictInputs(p.from, p.to),
  };
};
export type AgendaRepo = ReturnType<typeof agendaRepo>;

/**
 * Visits by status, by whom they were cancelled (the client: WhatsApp "Annulla" or the manage
 * link; the salon: staff, an online request left unapproved, or an old cancellation without an
 * author), by where they were booked, and how many days ahead (visits that hold their time).
 */
export function agendaHeadline(repo: AgendaRepo, p: Period): AgendaHeadline {
  const byStatus = Object.fromEntries(APPOINTMENT_STATUSES.map((s) => [s, 0])) as Record<AppointmentStatus, number>;
  let visits = 0;
  let cancelledByClient = 0;
  let online = 0;
  let leadDays = 0;
  let booked = 0;
  for (const [status, cancelledBy, source, n, lead] of repo.counts(p)) {
    visits += n;
    byStatus[status] = (byStatus[status] ?? 0) + n;
    if (status === "cancelled" && cancelledBy === "client") cancelledByClient += n;
    if (source === "online") online += n;
    // Lead days are summed over the visits that hold their time (a cancelled row holds 0).
    if (status !== "cancelled") {
      leadDays += lead;
      booked += n;
    }
  }
  return {
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
}

/**
 * Each stylist's booked minutes (the busy parts of her items and her cleaning times, a posa
 * being free) against her working minutes (the salon's hours ∩ her hours − her break, nothing
 * on her absences and closed days), by the same loader and rules as the calendar. Stylists with
 * neither are left out (an archived one with no work in the period).
 */
export function occupancy(repo: AgendaRepo, p: Period): AgendaReport["occupancy"] {
  const rules = repo.rules(p);
  const booked = repo.booked(p);
  const days = eachDay(p.from, p.to);
  const firstWeekday = dayOfWeek(p.from);
  // A day without an extraordinary day or an absence of hers is her weekday's: worked out once.
  const special = new Set(rules.extraordinaryDays.map((d) => d.date));
  const out: AgendaReport["occupancy"] = [];
  for (const [stylistId, name, archivedAt] of repo.stylists()) {
    const workingHours = rules.workingHoursOf(stylistId);
    const away = rules.vacations.filter((v) => v.isActive && v.stylistId === stylistId);
    const weekdays = new Map<number, number>();
    const minutesOn = (date: string) => {
      const day = stylistDay({ date, stylistId, opening: rules.opening, extraordinaryDays: rules.extraordinaryDays, vacations: rules.vacations, workingHours });
      return day.available.reduce((sum, i) => sum + i.end - i.start, 0);
    };
    let workingMinutes = 0;
    // An archived stylist works no more from her archiving day on.
    for (let i = 0; i < days.length; i++) {
      const date = days[i]!;
      if (archivedAt !== null && date >= archivedAt.slice(0, 10)) break;
      if (special.has(date) || away.some((v) => v.startDate <= date && date <= v.endDate)) {
        workingMinutes += minutesOn(date);
        continue;
      }
      const weekday = (firstWeekday + i) % 7;
      let minutes = weekdays.get(weekday);
      if (minutes === undefined) weekdays.set(weekday, (minutes = minutesOn(date)));
      workingMinutes += minutes;
    }
    const bookedMinutes = booked.get(stylistId) ?? 0;
    if (bookedMinutes > 0 || workingMinutes > 0) out.push({ stylistId, name, bookedMinutes, workingMinutes });
  }
  return out;
}

export function agendaReport(repo: AgendaRepo, p: Period): AgendaReport {
  return {
    ...agendaHeadline(repo, p),
    topNoShows: repo.noShows(p).map(([clientId, first, last, count]) => ({ clientId, name: `${first} ${last}`.trim(), count })),
    occupancy: occupancy(repo, p),
    previous: agendaHeadline(repo, previousPeriod(p)),
    lastYear: agendaHeadline(repo, lastYearPeriod(p)),
  };
}
