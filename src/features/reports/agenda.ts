import type { Db } from "../../../db/client";
import { tuples } from "./sql";
import { APPOINTMENT_STATUSES, type AppointmentStatus } from "../../domain/appointment-status";
import { noShowRate } from "../../domain/reports/figures";
import { daysBetween, lastYearPeriod, previousPeriod, type Period } from "../../domain/reports/periods";
import { salonDayOf } from "../../domain/reports/salon-day";
import type { AgendaHeadline, AgendaReport } from "../../domain/schemas/reports";
import { stylistDay } from "../../domain/stylist-day";
import { eachDay } from "../../domain/time";
import { salonDays } from "../../schedule/salon-days";

type CountRow = [status: AppointmentStatus, cancelledBy: string | null, source: string, count: number];

export const agendaRepo = (db: Db) => {
  const sqlite = db.$client;
  const counts = tuples<CountRow, [string, string]>(sqlite, `
    SELECT status, cancelled_by, source, count(*) FROM appointments
    WHERE date BETWEEN ?1 AND ?2 GROUP BY status, cancelled_by, source`);
  // When each visit that holds its time was booked: lead days = its day − the salon day it was made.
  const created = tuples<[date: string, createdAt: string], [string, string]>(sqlite, `
    SELECT date, created_at FROM appointments WHERE date BETWEEN ?1 AND ?2 AND status <> 'cancelled'`);
  const noShows = tuples<[clientId: number, first: string, last: string, count: number], [string, string]>(sqlite, `
    SELECT a.client_id, c.first_name, c.last_name, count(*) AS n FROM appointments a JOIN clients c ON c.id = a.client_id
    WHERE a.date BETWEEN ?1 AND ?2 AND a.status = 'no_show'
    GROUP BY a.client_id ORDER BY n DESC, c.last_name, c.first_name LIMIT 10`);
  const stylists = tuples<[number, string, string | null], []>(sqlite, "SELECT id, name, archived_at FROM stylists ORDER BY name");
  return {
    counts: (p: Period) => counts(p.from, p.to),
    created: (p: Period) => created(p.from, p.to),
    noShows: (p: Period) => noShows(p.from, p.to),
    stylists: () => stylists(),
    schedule: salonDays(db),
  };
};
export type AgendaRepo = ReturnType<typeof agendaRepo>;

/**
 * Visits by status, by whom they were cancelled (the client: WhatsApp "Annulla" or the manage
 * link; the salon: staff, an online request left unapproved, or an old cancellation without an
 * author), by where they were booked, and how many days ahead (visits that hold their time).
 */
export function agendaHeadline(repo: AgendaRepo, timeZone: string, p: Period): AgendaHeadline {
  const byStatus = Object.fromEntries(APPOINTMENT_STATUSES.map((s) => [s, 0])) as Record<AppointmentStatus, number>;
  let visits = 0;
  let cancelledByClient = 0;
  let online = 0;
  for (const [status, cancelledBy, source, n] of repo.counts(p)) {
    visits += n;
    byStatus[status] = (byStatus[status] ?? 0) + n;
    if (status === "cancelled" && cancelledBy === "client") cancelledByClient += n;
    if (source === "online") online += n;
  }
  const dayOf = salonDayOf(timeZone);
  let leadDays = 0;
  let booked = 0;
  for (const [date, createdAt] of repo.created(p)) {
    // A visit entered after the fact (created later than its day) was booked 0 days ahead.
    leadDays += Math.max(0, daysBetween(dayOf(createdAt), date));
    booked++;
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
  const inputs = repo.schedule.load(null, p.from, p.to);
  const booked = new Map<number, number>();
  for (const b of inputs.bookings) {
    const [sh, sm] = b.startTime.split(":").map(Number) as [number, number];
    const [eh, em] = b.endTime.split(":").map(Number) as [number, number];
    const minutes = eh * 60 + em - (sh * 60 + sm) - (b.processingMinutes ?? 0);
    booked.set(b.stylistId, (booked.get(b.stylistId) ?? 0) + Math.max(0, minutes));
  }
  const days = eachDay(p.from, p.to);
  const out: AgendaReport["occupancy"] = [];
  for (const [stylistId, name, archivedAt] of repo.stylists()) {
    const workingHours = inputs.workingHours.get(stylistId) ?? [];
    let workingMinutes = 0;
    // An archived stylist works no more from her archiving day on.
    for (const date of days) {
      if (archivedAt !== null && date >= archivedAt.slice(0, 10)) break;
      const day = stylistDay({ date, stylistId, opening: inputs.opening, extraordinaryDays: inputs.extraordinaryDays, vacations: inputs.vacations, workingHours });
      for (const i of day.available) workingMinutes += i.end - i.start;
    }
    const bookedMinutes = booked.get(stylistId) ?? 0;
    if (bookedMinutes > 0 || workingMinutes > 0) out.push({ stylistId, name, bookedMinutes, workingMinutes });
  }
  return out;
}

export function agendaReport(repo: AgendaRepo, timeZone: string, p: Period): AgendaReport {
  return {
    ...agendaHeadline(repo, timeZone, p),
    topNoShows: repo.noShows(p).map(([clientId, first, last, count]) => ({ clientId, name: `${first} ${last}`.trim(), count })),
    occupancy: occupancy(repo, p),
    previous: agendaHeadline(repo, timeZone, previousPeriod(p)),
    lastYear: agendaHeadline(repo, timeZone, lastYearPeriod(p)),
  };
}
