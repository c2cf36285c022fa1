import type { AppointmentStatus } from "./appointment-status";
import { compareDays } from "./time";

/** One of a client's appointments, as far as her habits are concerned (no status: "booked"). */
export type Visit = { id: number; date: string; startTime: string; stylistId: number; serviceId: number; status?: AppointmentStatus };

export type ClientHabits = {
  /** The latest appointment that has started by `now`; null before her first visit. */
  lastVisit: Visit | null;
  /** The stylist and service she had most often in her last `recent` visits; ties go to the latest. */
  usualStylistId: number | null;
  usualServiceId: number | null;
  /** Visits that have started by `now`, all of them. */
  pastVisits: number;
  /** Appointments she did not come to ("2 mancate presentazioni"), all of them. */
  noShows: number;
};

/** Cancelled and missed appointments are no visit: she was not in the chair. */
const NOT_A_VISIT: ReadonlySet<AppointmentStatus> = new Set(["cancelled", "no_show"]);
const isVisit = (v: Visit) => !NOT_A_VISIT.has(v.status ?? "booked");

/** How many of the latest visits "usual" looks at: habits change, a 2019 stylist may have left. */
export const USUAL_FROM_LAST_VISITS = 10;

const startedBy = (visit: Visit, now: { date: string; time: string }) => {
  const byDay = compareDays(visit.date, now.date);
  return byDay < 0 || (byDay === 0 && visit.startTime <= now.time);
};

/** The value seen most often; among equals, the one seen first in `latestFirst` (the most recent). */
function mostFrequent(latestFirst: readonly number[]): number | null {
  const counts = new Map<number, number>();
  for (const value of latestFirst) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: number | null = null;
  for (const value of latestFirst) if (best === null || counts.get(value)! > counts.get(best)!) best = value;
  return best;
}

/**
 * A client's last visit and her usual stylist and service, from her appointments (any order) and
 * the salon's wall-clock now ({ date: "2026-03-10", time: "09:30" }). Only visits that have
 * started count: a booking next week is not a habit yet. With no past visit at all, the usual
 * ones come from her upcoming bookings, so a new client's second booking is still prefilled.
 * A cancelled or missed appointment is no visit and no habit; missed ones are counted apart.
 */
export function clientHabits(visits: readonly Visit[], now: { date: string; time: string }, recent = USUAL_FROM_LAST_VISITS): ClientHabits {
  const latestFirst = visits.filter(isVisit).sort((a, b) => compareDays(b.date, a.date) || b.startTime.localeCompare(a.startTime) || b.id - a.id);
  const past = latestFirst.filter((v) => startedBy(v, now));
  const basis = (past.length > 0 ? past : latestFirst.slice().reverse()).slice(0, recent);
  return {
    lastVisit: past[0] ?? null,
    usualStylistId: mostFrequent(basis.map((v) => v.stylistId)),
    usualServiceId: mostFrequent(basis.map((v) => v.serviceId)),
    pastVisits: past.length,
    noShows: visits.filter((v) => v.status === "no_show").length,
  };
}
