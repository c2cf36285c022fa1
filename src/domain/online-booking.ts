/**
 * Online booking's rules: which times the public page offers, whether a chosen time is still one
 * of them, which stylist "Nessuna preferenza" gets, and until when a client may cancel.
 *
 * The free times are findFreeSlots's — the same search the staff's "Prossimi orari liberi" uses —
 * with the owner's step and notice, bounded by the booking window. Everything is in the salon's
 * wall clock: days "YYYY-MM-DD", times "HH:mm"; `now` is an argument.
 */
import type { Booking } from "./appointments";
import type { ExtraordinaryDay, Vacation, WeeklyOpeningHours, WorkingHoursEntry } from "./availability";
import { type BookedItem, findFreeSlots, MAX_SEARCH_DAYS } from "./free-slots";
import type { OnlineBookingSettings, PublicAvailability, PublicSlot } from "./schemas/online-booking";
import { addDays, compareDays, dayOfWeek, eachDay, fromMinutes, instantIn, toMinutes, todayIn, wallClockIn } from "./time";
import type { VisitItemRequest } from "./visit-slots";

export type VisitService = { id: number; duration: number; processingMinutes: number; finishingMinutes: number; stylistIds: readonly number[] };

/** The services of an online visit as search items: in order, no stylist yet (one candidate takes them all). */
export const onlineVisitItems = (services: readonly VisitService[]): VisitItemRequest[] =>
  services.map((s) => ({
    serviceId: s.id,
    durationMinutes: s.duration,
    processingMinutes: s.processingMinutes,
    finishingMinutes: s.finishingMinutes,
    stylistId: null,
    performerIds: s.stylistIds,
  }));

/** The visit's items from its start, one after the other, all with the stylist picked: Colore 75 + Taglio 30 at 09:00 -> 09:00-10:15, 10:15-10:45. */
export function onlineVisitTimes(services: readonly VisitService[], stylistId: number, startTime: string) {
  let at = toMinutes(startTime);
  return services.map((s) => {
    const item = { serviceId: s.id, stylistId, startTime: fromMinutes(at), endTime: fromMinutes(at + s.duration) };
    at += s.duration;
    return item;
  });
}

/** At most this many online bookings per phone number in any 24 hours (cancelled ones count too). */
export const BOOKINGS_PER_PHONE_PER_DAY = 3;
export const PHONE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** At most this many online bookings from one address (an IPv6 /64) in any 24 hours. */
export const BOOKINGS_PER_ADDRESS_PER_DAY = 10;
export const ADDRESS_WINDOW_MS = 24 * 60 * 60 * 1000;

/** "chiama il salone al 06 1234 5678", or "chiama il salone" while no phone is set. */
export const callTheSalon = (phone: string) => (phone ? `chiama il salone al ${phone}` : "chiama il salone");
export const dailyLimitMessage = (phone: string) => `Oggi il salone non accetta altre prenotazioni online: per prenotare ${callTheSalon(phone)}`;
export const addressLimitMessage = (phone: string) =>
  `Da questa connessione sono già state fatte ${BOOKINGS_PER_ADDRESS_PER_DAY} prenotazioni online nelle ultime 24 ore: per altre ${callTheSalon(phone)}`;

/**
 * The page's daily allowance counts the online bookings made since the salon's midnight (cancelled
 * and expired ones too: a fake cancelled at once still cost a place). `retryAfterSeconds` runs to
 * the next salon midnight: at 10:00 in Rome (09:00Z) on 2026-03-10, 14 hours.
 */
export function onlineDay(now: Date, timeZone: string): { since: string; retryAfterSeconds: number } {
  const today = todayIn(timeZone, now);
  const since = instantIn(timeZone, today, 0);
  const next = instantIn(timeZone, addDays(today, 1), 0);
  return { since: since.toISOString(), retryAfterSeconds: Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000)) };
}

/**
 * The days a booking may fall on: today (in the salon) to today + windowDays - 1. A window of 1
 * is today only; 60 days from Tuesday 2026-03-10 ends on Friday 2026-05-08.
 */
export function bookingWindow(now: Date, timeZone: string, windowDays: number): { firstDate: string; lastDate: string } {
  const firstDate = todayIn(timeZone, now);
  return { firstDate, lastDate: addDays(firstDate, Math.max(1, windowDays) - 1) };
}

export type ScheduleInputs = {
  opening: WeeklyOpeningHours;
  extraordinaryDays: readonly ExtraordinaryDay[];
  vacations: readonly Vacation[];
  workingHours: ReadonlyMap<number, readonly WorkingHoursEntry[]>;
  /** Booked items that hold their time (cancelled ones already left out; a posa is free). */
  bookings: readonly BookedItem[];
};

export type PublicSlotsQuery = ScheduleInputs & {
  settings: Pick<OnlineBookingSettings, "slotStepMinutes" | "minNoticeMinutes" | "windowDays">;
  /** The candidates: one stylist, or every one who takes online bookings. */
  stylistIds: readonly number[];
  durationMinutes: number;
  /** A visit of several services (they follow each other; one candidate takes them all). */
  items?: readonly VisitItemRequest[];
  now: Date;
  timeZone: string;
  /** The days asked for, both included (at most MAX_SEARCH_DAYS). */
  from: string;
  to: string;
};

/**
 * Every day from..to with its free start times and, for each, the candidates free for the whole
 * duration. Days outside the booking window, closed, or full are listed with no slots, so a page
 * can draw a strip of days from one answer.
 */
export function publicSlots(q: PublicSlotsQuery): PublicAvailability {
  const days = eachDay(q.from, q.to).slice(0, MAX_SEARCH_DAYS);
  const byDay = new Map<string, PublicSlot[]>(days.map((d) => [d, []]));
  const window = bookingWindow(q.now, q.timeZone, q.settings.windowDays);
  const first = compareDays(q.from, window.firstDate) < 0 ? window.firstDate : q.from;
  const last = compareDays(q.to, window.lastDate) > 0 ? window.lastDate : q.to;
  if (days.length > 0 && compareDays(first, last) <= 0) {
    const slots = findFreeSlots({
      opening: q.opening,
      extraordinaryDays: q.extraordinaryDays,
      vacations: q.vacations,
      workingHours: q.workingHours,
      bookings: q.bookings,
      stylistIds: q.stylistIds,
      durationMinutes: q.durationMinutes,
      items: q.items,
      stepMinutes: q.settings.slotStepMinutes,
      minNoticeMinutes: q.settings.minNoticeMinutes,
      now: q.now,
      timeZone: q.timeZone,
      fromDate: first,
      days: eachDay(first, last).length,
      limit: Number.POSITIVE_INFINITY,
    });
    for (const slot of slots) byDay.get(slot.date)?.push({ startTime: slot.startTime, stylistIds: slot.stylistIds });
  }
  return { days: days.map((date) => ({ date, slots: byDay.get(date)! })) };
}

/** One day's free times (what a refused booking offers instead). */
export function daySlots(q: Omit<PublicSlotsQuery, "from" | "to">, date: string): PublicSlot[] {
  return publicSlots({ ...q, from: date, to: date }).days[0]?.slots ?? [];
}

/**
 * The stylists who could take this exact booking now: the time must be one the page would offer
 * (hours, breaks, absences, bookings, step, notice, window), not merely free of overlaps. Empty
 * when it is not.
 */
export function freeStylistsAt(q: Omit<PublicSlotsQuery, "from" | "to">, date: string, startTime: string): number[] {
  return daySlots(q, date).find((slot) => slot.startTime === startTime)?.stylistIds ?? [];
}

/** Minutes of bookings per stylist: the day's and the week's (Monday to Sunday) around `date`. */
export function bookedMinutes(bookings: readonly Booking[], date: string): { day: Map<number, number>; week: Map<number, number> } {
  const monday = addDays(date, -((dayOfWeek(date) + 6) % 7));
  const sunday = addDays(monday, 6);
  const day = new Map<number, number>();
  const week = new Map<number, number>();
  for (const b of bookings) {
    if (compareDays(b.date, monday) < 0 || compareDays(b.date, sunday) > 0) continue;
    const minutes = toMinutes(b.endTime) - toMinutes(b.startTime);
    week.set(b.stylistId, (week.get(b.stylistId) ?? 0) + minutes);
    if (b.date === date) day.set(b.stylistId, (day.get(b.stylistId) ?? 0) + minutes);
  }
  return { day, week };
}

/**
 * "Nessuna preferenza": among the stylists free for the whole booking, the one with the fewest
 * booked minutes that day, then that week, then the lowest id — so work spreads evenly and the
 * choice is the same whoever asks. Giulia 180 min today, Marco 90 -> Marco; both 90 today, Giulia
 * 300 this week, Marco 600 -> Giulia. Null when nobody is free.
 */
export function pickStylist(free: readonly number[], load: { day: ReadonlyMap<number, number>; week: ReadonlyMap<number, number> }): number | null {
  let best: number | null = null;
  const key = (id: number) => [load.day.get(id) ?? 0, load.week.get(id) ?? 0, id] as const;
  for (const id of free) {
    if (best === null) {
      best = id;
      continue;
    }
    const [a, b] = [key(id), key(best)];
    if (a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2])))) best = id;
  }
  return best;
}

export type CancelPolicy = { canCancel: boolean; cancelUntil: Date; cancelUntilDate: string; cancelUntilTime: string };

/**
 * A client cancels from the manage link until `cancelLimitHours` real hours before the start (24 h
 * by default): an appointment at 10:00 on Tuesday can be cancelled until 10:00 on Monday; one at
 * 10:00 on 2026-10-25 (a 25-hour day) until 11:00 on Saturday, 24 elapsed hours earlier. Only a
 * booking still waiting or booked (pending, booked, confirmed) can be cancelled.
 */
export function cancelPolicy(args: {
  date: string;
  startTime: string;
  status: string;
  cancelLimitHours: number;
  now: Date;
  timeZone: string;
}): CancelPolicy {
  const start = instantIn(args.timeZone, args.date, toMinutes(args.startTime));
  const cancelUntil = new Date(start.getTime() - args.cancelLimitHours * 3_600_000);
  const wall = wallClockIn(args.timeZone, cancelUntil);
  const open = args.status === "pending" || args.status === "booked" || args.status === "confirmed";
  return {
    canCancel: open && args.now.getTime() <= cancelUntil.getTime(),
    cancelUntil,
    cancelUntilDate: wall.date,
    cancelUntilTime: `${String(Math.floor(wall.minutes / 60)).padStart(2, "0")}:${String(wall.minutes % 60).padStart(2, "0")}`,
  };
}

/**
 * Seconds until a phone may book again: when the oldest of its last BOOKINGS_PER_PHONE_PER_DAY
 * bookings leaves the 24-hour window. Bookings at 09:00, 10:00, 11:00 -> at 12:00 the next try
 * waits until 09:00 tomorrow, 21 hours.
 */
export function phoneRetryAfterSeconds(recentCreatedAt: readonly string[], now: Date): number {
  const sorted = [...recentCreatedAt].sort();
  const oldest = sorted[sorted.length - BOOKINGS_PER_PHONE_PER_DAY] ?? sorted[0];
  if (oldest === undefined) return 1;
  return Math.max(1, Math.ceil((Date.parse(oldest) + PHONE_WINDOW_MS - now.getTime()) / 1000));
}
