/**
 * Why the public page refuses a time it would not offer, so the client reads what is wrong rather
 * than "just booked" (which would also tell a prober nothing true). Checked in this order, the
 * first that applies answers:
 *   slot_past            the time has passed (today before now, or an earlier day)
 *   slot_too_soon        inside the owner's minimum notice
 *   slot_outside_window  after the last day of the booking window
 *   slot_closed          the salon is closed that day, or the service would not fit its hours
 *   slot_off_grid        not on the page's grid (opening time + multiples of the step)
 *   slot_unavailable     no candidate stylist works then (absence, day off, break, hours)
 *   slot_taken           a candidate would, but another booking holds the time
 */
import { dayHours } from "./availability";
import { earliestStart } from "./free-slots";
import { formatItalianDate } from "./italian-date";
import { bookingWindow, daySlots, type PublicSlotsQuery } from "./online-booking";
import { SLOT_TAKEN_MESSAGE } from "./schemas/online-booking";
import { compareDays, formatDuration, fromMinutes, toMinutes } from "./time";

export type SlotRefusal = { code: string; message: string };

const CHOOSE_OFFERED = "scegli uno degli orari proposti";

export function refusalOf(q: Omit<PublicSlotsQuery, "from" | "to">, date: string, startTime: string): SlotRefusal {
  const start = toMinutes(startTime);
  const now = earliestStart(q.now, q.timeZone, 0);
  if (compareDays(date, now.date) < 0 || (date === now.date && start < now.minutes)) {
    return { code: "slot_past", message: "Questo orario è già passato: scegli un altro orario" };
  }
  const earliest = earliestStart(q.now, q.timeZone, q.settings.minNoticeMinutes);
  if (compareDays(date, earliest.date) < 0 || (date === earliest.date && start < earliest.minutes)) {
    const notice = formatDuration(q.settings.minNoticeMinutes);
    return { code: "slot_too_soon", message: `Online si prenota con almeno ${notice} di preavviso: scegli un orario più avanti` };
  }
  const window = bookingWindow(q.now, q.timeZone, q.settings.windowDays);
  if (compareDays(date, window.lastDate) > 0) {
    return { code: "slot_outside_window", message: `Online si prenota fino al ${formatItalianDate(window.lastDate)}: scegli un giorno prima` };
  }
  const hours = dayHours({ date, opening: q.opening, extraordinaryDays: q.extraordinaryDays });
  if (hours.closed) return { code: "slot_closed", message: `Il salone è chiuso il ${formatItalianDate(date)}: scegli un altro giorno` };
  const open = toMinutes(hours.openTime);
  if (start < open || start + q.durationMinutes > toMinutes(hours.closeTime)) {
    return { code: "slot_closed", message: `Il salone è aperto dalle ${hours.openTime} alle ${hours.closeTime}: scegli un altro orario` };
  }
  const step = q.settings.slotStepMinutes;
  if ((start - open) % step !== 0) {
    const grid = `${fromMinutes(open)}, ${fromMinutes(Math.min(open + step, 24 * 60 - 1))}, …`;
    return { code: "slot_off_grid", message: `Online si prenota ogni ${step} minuti (${grid}): ${CHOOSE_OFFERED}` };
  }
  // The same search without any booking: offered then means only a booking stands in the way.
  const freeIfEmpty = daySlots({ ...q, bookings: [] }, date).some((s) => s.startTime === startTime);
  if (!freeIfEmpty) return { code: "slot_unavailable", message: `A quest'ora non c'è uno stilista disponibile: ${CHOOSE_OFFERED}` };
  return { code: "slot_taken", message: SLOT_TAKEN_MESSAGE };
}
