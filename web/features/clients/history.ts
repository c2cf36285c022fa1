import type { Appointment } from "../../../src/domain/schemas/appointments";

/** "09:30:00" and "09:30" both show as "09:30". */
export const shortTime = (time: string) => time.slice(0, 5);

export type SplitHistory = {
  upcoming: Appointment[];
  past: Appointment[];
  upcomingCents: number;
  pastCents: number;
};

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * PROSSIMI APPUNTAMENTI: a later day, or today from the current minute on (soonest first).
 * STORICO: everything before (most recent first). The same line the server draws for "future
 * appointments" when a stylist is deleted. Totals add the visits' prices in cents as booked
 * (`totalCents`, never today's catalogue) of what she came or is coming for: a cancelled or
 * missed appointment stays listed but earns nothing.
 */
export function splitHistory(rows: readonly Appointment[], now: { date: string; minutes: number }): SplitHistory {
  const isUpcoming = (a: Appointment) =>
    a.date > now.date || (a.date === now.date && minutesOf(a.startTime) >= now.minutes);
  const key = (a: Appointment) => `${a.date} ${shortTime(a.startTime)}`;
  const upcoming = rows.filter(isUpcoming).sort((a, b) => key(a).localeCompare(key(b)));
  const past = rows.filter((a) => !isUpcoming(a)).sort((a, b) => key(b).localeCompare(key(a)));
  const total = (list: Appointment[]) =>
    list.reduce((sum, a) => (a.status === "cancelled" || a.status === "no_show" ? sum : sum + a.totalCents), 0);
  return { upcoming, past, upcomingCents: total(upcoming), pastCents: total(past) };
}

