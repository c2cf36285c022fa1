/**
 * Appointment arithmetic shared by the server (the double-booking check) and the calendar (the
 * dialog's end time, drag and drop, cut and paste). Times are "HH:mm" at the edges and minutes
 * since midnight inside; a day ends at 24:00 (1440), so an appointment never crosses midnight.
 */
import { SLOT_MINUTES, slotStates, type SlotArgs, type SlotState } from "./availability";
import { availabilityOnDay, type AvailabilityVerdict } from "./stylist-day";
import { fromMinutes, normalizeTime, overlaps, toMinutes } from "./time";

export const DAY_END_MINUTES = 24 * 60;
/** A new appointment lasts 30 minutes until a service or another duration is picked. */
export const DEFAULT_APPOINTMENT_MINUTES = 30;
export const DURATION_OPTIONS = [15, 30, 45, 60, 75, 90, 105, 120, 135, 150, 180] as const;
export const EXTRA_SERVICE_MAX_MINUTES = 120;
export const CLEANING_OPTIONS = [0, 15, 30] as const;

export type TimeRange = { startTime: string; endTime: string };
/** What the overlap check needs of a stored appointment. */
export type Booking = TimeRange & { id: number; stylistId: number; date: string };

/**
 * The one overlap rule, used by the server before every write and by the calendar to mark a slot
 * occupied: same stylist, same day, half-open [start, end). 10:00-10:45 and 10:45-11:30 touch but
 * do not overlap; 10:00-10:45 and 10:30-11:00 do. An appointment never clashes with itself, so a
 * move from 10:00 to 10:15 of the same appointment is fine.
 */
export function clashes(a: Booking | (Omit<Booking, "id"> & { id?: number | null }), b: Booking): boolean {
  return findClash(a, [b]) !== null;
}

/**
 * The earliest booking `candidate` would overlap, or null. The candidate's times are read once:
 * the free-slot search asks this for every start it tries against a whole day's bookings.
 */
export function findClash<B extends Booking>(
  candidate: Omit<Booking, "id"> & { id?: number | null },
  bookings: readonly B[],
): B | null {
  const start = toMinutes(candidate.startTime);
  const end = toMinutes(candidate.endTime);
  let found: B | null = null;
  let foundStart = Number.POSITIVE_INFINITY;
  for (const b of bookings) {
    if (candidate.id != null && candidate.id === b.id) continue;
    if (candidate.stylistId !== b.stylistId || candidate.date !== b.date) continue;
    const bStart = toMinutes(b.startTime);
    if (!overlaps(start, end, bStart, toMinutes(b.endTime))) continue;
    if (bStart < foundStart) {
      found = b;
      foundStart = bStart;
    }
  }
  return found;
}

/** The 409's text: "Giulia ha già un appuntamento dalle 10:00 alle 10:45". */
export function clashMessage(stylistName: string, clash: TimeRange): string {
  const start = normalizeTime(clash.startTime) ?? clash.startTime;
  const end = normalizeTime(clash.endTime) ?? clash.endTime;
  return `${stylistName} ha già un appuntamento dalle ${start} alle ${end}`;
}

/** Minutes between start and end: 10:00-10:45 -> 45. */
export function durationMinutes(range: TimeRange): number {
  return toMinutes(range.endTime) - toMinutes(range.startTime);
}

/**
 * The dialog's total: the (possibly custom) duration, plus every extra service, plus cleaning.
 * 60 + [30, 15] + 15 -> 120.
 */
export function totalMinutes(args: {
  durationMinutes: number;
  extraMinutes?: readonly number[];
  cleaningMinutes?: number;
}): number {
  const extras = (args.extraMinutes ?? []).reduce((sum, m) => sum + m, 0);
  return args.durationMinutes + extras + (args.cleaningMinutes ?? 0);
}

/**
 * End time for a start and a total length, or null when it would run past midnight (the form
 * shows an error rather than wrapping 23:30 + 45 min into "00:15"). 09:00 + 45 -> "09:45";
 * 23:15 + 45 -> null; a non-positive length is null too (end must follow start).
 */
export function endTimeFor(startTime: string, minutes: number): string | null {
  const start = toMinutes(startTime);
  const end = start + minutes;
  if (!Number.isInteger(minutes) || minutes <= 0 || end >= DAY_END_MINUTES) return null;
  return fromMinutes(end);
}

/**
 * The end time the dialog sends: 09:00, Colore (90) with a custom 105, one extra 30-minute
 * service and 15 minutes of cleaning -> 09:00 + 150 -> "11:30".
 */
export function appointmentEnd(args: {
  startTime: string;
  durationMinutes: number;
  extraMinutes?: readonly number[];
  cleaningMinutes?: number;
}): string | null {
  return endTimeFor(args.startTime, totalMinutes(args));
}

/** The orange dot: a duration someone typed that differs from the service's own. */
export function isCustomDuration(durationMinutesValue: number, serviceDuration: number | null | undefined): boolean {
  return serviceDuration != null && durationMinutesValue !== serviceDuration;
}

/**
 * The calendar's flag on a stored appointment: its length (end - start) differs from its
 * service's duration. A 10:00-11:00 "Taglio" of 45 minutes is flagged; 10:00-10:45 is not.
 */
export function hasCustomDuration(appointment: TimeRange & { service: { duration: number } | null }): boolean {
  return appointment.service !== null && durationMinutes(appointment) !== appointment.service.duration;
}

/**
 * A new client's name typed in one box, split at the first space, after trimming
 * and collapsing runs of spaces: "Maria Grazia Rossi" -> Maria / "Grazia Rossi";
 * "  De   Luca " -> De / "Luca". A single word becomes the first name with an empty last name
 * ("Cher" -> Cher / ""): only a non-empty name is required.
 */
export function splitClientName(fullName: string): { firstName: string; lastName: string } {
  const clean = fullName.trim().replace(/\s+/g, " ");
  const space = clean.indexOf(" ");
  if (space < 0) return { firstName: clean, lastName: "" };
  return { firstName: clean.slice(0, space), lastName: clean.slice(space + 1) };
}

/**
 * Drag to a slot (or paste on one): the appointment keeps its length and takes the slot's start.
 * 10:00-10:45 dropped on 15:30 -> 15:30-16:15. Null when it would run past midnight.
 */
export function moveToStart(range: TimeRange, startTime: string): TimeRange | null {
  const start = normalizeTime(startTime);
  if (start === null) return null;
  const endTime = endTimeFor(start, durationMinutes(range));
  return endTime === null ? null : { startTime: start, endTime };
}

/** The grid's slot index (15-minute rows from the opening time) -> "HH:mm": 08:00, row 6 -> "09:30". */
export function slotToTime(openTime: string, slotIndex: number): string {
  return fromMinutes(toMinutes(openTime) + slotIndex * SLOT_MINUTES);
}

/** The inverse, for placing a block: 08:00 opening, 09:40 -> 6.67 rows (60 px each). */
export function timeToSlotOffset(openTime: string, time: string): number {
  return (toMinutes(time) - toMinutes(openTime)) / SLOT_MINUTES;
}

export type MoveTarget = { date: string; startTime?: string; stylistId?: number };
export type MovePatch = { date: string; startTime: string; endTime: string; stylistId: number };

/**
 * The PUT body of a drop or a paste. A month-view drop (date only) keeps the times and stylist; a
 * slot drop also takes the slot's start (keeping the length) and stylist. Returns null when nothing
 * changes ("nothing happens if the same slot") or the move would run past midnight.
 */
export function movePatch(
  appointment: Booking,
  target: MoveTarget,
): MovePatch | null {
  const stylistId = target.stylistId ?? appointment.stylistId;
  const times =
    target.startTime === undefined
      ? { startTime: appointment.startTime, endTime: appointment.endTime }
      : moveToStart(appointment, target.startTime);
  if (times === null) return null;
  const patch = { date: target.date, ...times, stylistId };
  const same =
    patch.date === appointment.date &&
    patch.stylistId === appointment.stylistId &&
    patch.startTime === normalizeTime(appointment.startTime) &&
    patch.endTime === normalizeTime(appointment.endTime);
  return same ? null : patch;
}

/** Slot states in which the stylist takes no booking (a break can be overridden, so it is not one). */
export function isUnavailableSlot(state: SlotState | undefined): boolean {
  return state === "vacation" || state === "not_working" || state === "closed";
}

export type MoveVerdict = "free" | "occupied" | "unavailable" | "same";

/**
 * A drop or a paste judged before it is sent, with the server's own overlap rule (`findClash`):
 * onto a vacation, a day off or a closed hour -> "unavailable"; nowhere new -> "same"; over another
 * appointment of that stylist -> "occupied"; else "free" with the PUT body.
 */
export function judgeMove(
  appointment: Booking,
  target: MoveTarget,
  dayBookings: readonly Booking[],
  slotState?: SlotState,
): { verdict: MoveVerdict; patch: MovePatch | null } {
  if (isUnavailableSlot(slotState)) return { verdict: "unavailable", patch: null };
  const patch = movePatch(appointment, target);
  if (!patch) return { verdict: "same", patch: null };
  return { verdict: findClash({ id: appointment.id, ...patch }, dayBookings) ? "occupied" : "free", patch };
}

/** One stylist's day as suggestions read it, worked out once for all the reminders of that day. */
export type SuggestionDay = {
  available: (startMinutes: number, durationMinutes: number) => AvailabilityVerdict;
  /** Starts (minutes) of the grid's available or special slots, in order: where a suggestion may start. */
  openStarts: readonly number[];
  /**
   * The shortest length no open start could take. Bookings on a day only grow while its
   * suggestions are placed, and a longer length covers more, so from this length on only the
   * preferred time is still worth trying.
   */
  noRoomFrom: number;
};

/** A booked time in minutes of its day. */
export type MinuteRange = { start: number; end: number };
export const inMinutes = (range: TimeRange): MinuteRange => ({ start: toMinutes(range.startTime), end: toMinutes(range.endTime) });

export function suggestionDay(args: SlotArgs): SuggestionDay {
  const openStarts = slotStates(args)
    .slots.filter((slot) => slot.state === "available" || slot.state === "special")
    .map((slot) => toMinutes(slot.time));
  return { available: availabilityOnDay(args), openStarts, noRoomFrom: Infinity };
}

/**
 * Where a suggestion lands: the preferred time when the stylist is available for the whole
 * length and it clashes with nothing booked; otherwise the first 15-minute slot of the day that
 * is; null when none is (a closed day, a vacation, a full book). Breaks count as unavailable here
 * even though a receptionist may book over one: a suggestion should not propose a lunch hour.
 */
export function suggestedStart(
  args: SlotArgs & { durationMinutes: number; preferredTime: string | null; booked: readonly TimeRange[] },
): TimeRange | null {
  return suggestedStartOn(suggestionDay(args), { ...args, booked: args.booked.map(inMinutes) });
}

/** suggestedStart on a day already worked out (many reminders on one stylist's day), in minutes. */
export function suggestedStartOn(
  day: SuggestionDay,
  args: { durationMinutes: number; preferredTime: string | null; booked: readonly MinuteRange[] },
): TimeRange | null {
  const length = args.durationMinutes;
  // The end must stay before midnight and follow the start, as endTimeFor requires.
  if (!Number.isInteger(length) || length <= 0) return null;
  const fits = (start: number) =>
    start + length < DAY_END_MINUTES &&
    day.available(start, length).ok &&
    !args.booked.some((b) => overlaps(start, start + length, b.start, b.end));
  const at = (start: number): TimeRange => ({ startTime: fromMinutes(start), endTime: fromMinutes(start + length) });
  const preferred = args.preferredTime === null ? null : normalizeTime(args.preferredTime);
  if (preferred !== null && fits(toMinutes(preferred))) return at(toMinutes(preferred));
  if (length >= day.noRoomFrom) return null;
  for (const start of day.openStarts) if (fits(start)) return at(start);
  day.noRoomFrom = length;
  return null;
}
