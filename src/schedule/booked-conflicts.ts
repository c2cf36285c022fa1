/**
 * Booked appointments against the salon's availability, for every feature that changes it.
 *
 * A schedule write (extraordinary day, opening hours, working hours, vacation) runs inside
 * `guardBookedConflicts`: the appointments it would newly put in conflict are computed after the
 * write, inside the same transaction, so the rule judged is exactly what would be stored. Without
 * confirmation the transaction is rolled back by the 409 it throws; nothing was saved.
 */
import { findClash } from "../domain/appointments";
import { conflictsMessage, indexConflictInputs, indexedConflict, mostSerious, needsRelocation, type BookedConflict } from "../domain/conflicts";
import { conflict, notFound } from "../domain/errors";
import { BOOKED_CONFLICTS, type ConflictRow, type FreeStylist } from "../domain/schemas/conflicts";
import type { Executor } from "../../db/client";
import { scheduleRepo, type BookedFilter } from "./repo";
import { LAST_DAY, salonDays } from "./salon-days";
import { displayName } from "../domain/names";

/**
 * Every booked appointment in the filter that availability no longer covers (breaks included).
 * Each item of a visit is judged with its own stylist and times; the visit reports the most
 * serious of its items' conflicts.
 */
function bookedConflicts(db: Executor, filter: BookedFilter): ConflictRow[] {
  const to = filter.to ?? LAST_DAY;
  const days = salonDays(db);
  const inputs = indexConflictInputs(days.conflictInputs(filter.from, to));
  const parts = days.visitParts(filter.from, to);
  const repo = scheduleRepo(db);
  const names = new Map(repo.stylistNames().map((s) => [s.id, s.name]));
  const rows: ConflictRow[] = [];
  for (const a of repo.booked(filter)) {
    const items = parts.get(a.id) ?? [a];
    const found = mostSerious(items.map((item) => indexedConflict({ ...item, date: a.date, stylist: { name: names.get(item.stylistId) ?? a.stylistName } }, inputs)));
    if (!found) continue;
    rows.push({
      id: a.id,
      date: a.date,
      startTime: a.startTime,
      endTime: a.endTime,
      stylistId: a.stylistId,
      serviceId: a.serviceId,
      clientName: displayName({ firstName: a.clientFirstName, lastName: a.clientLastName }),
      clientPhone: a.clientPhone,
      stylistName: a.stylistName,
      serviceName: a.serviceName,
      version: a.version,
      kind: found.kind,
      reason: found.reason,
    });
  }
  return rows;
}

/** The "Da ricollocare" list: conflicts from `today` on that need moving (a break does not). */
export function toRelocate(db: Executor, today: string): ConflictRow[] {
  return bookedConflicts(db, { from: today }).filter(needsRelocation);
}

const worsened = (before: BookedConflict | undefined, after: BookedConflict) =>
  before === undefined || (!needsRelocation(before) && needsRelocation(after));

/**
 * Runs `write` and refuses it (409 booked_conflicts, listing them) when it puts appointments from
 * `scope.from` on in conflict that were not before, unless `confirm`. An appointment already in
 * conflict is not listed again, except a break that became something to relocate.
 */
export function guardBookedConflicts<T>(db: Executor, scope: BookedFilter, confirm: boolean, write: () => T): T {
  const before = confirm ? null : new Map(bookedConflicts(db, scope).map((c) => [c.id, c]));
  const result = write();
  if (before === null) return result;
  const created = bookedConflicts(db, scope).filter((c) => worsened(before.get(c.id), c));
  if (created.length > 0) {
    throw conflict(conflictsMessage(created.map((c) => c.date)), BOOKED_CONFLICTS, { conflicts: created });
  }
  return result;
}

/**
 * Stylists who could take this appointment as it stands (same day and time): not its own, active,
 * fully available by the rules (no break either) and with no overlapping booking.
 */
export function freeStylistsFor(db: Executor, appointmentId: number, message: string): FreeStylist[] {
  const repo = scheduleRepo(db);
  const appointment = repo.appointment(appointmentId);
  if (!appointment) throw notFound(message);
  const days = salonDays(db);
  const inputs = indexConflictInputs(days.conflictInputs(appointment.date, appointment.date));
  // What each stylist holds that day: the items of every visit (not only the ones she starts).
  const booked = days.bookings(appointment.date, appointment.date, null);
  return repo.activeStylists().filter(
    (s) =>
      s.id !== appointment.stylistId &&
      indexedConflict({ ...appointment, stylistId: s.id, stylist: { name: s.name } }, inputs) === null &&
      findClash({ ...appointment, stylistId: s.id }, booked.filter((b) => b.stylistId === s.id)) === null,
  );
}

/** `?confirm=1` (or `true`) on a schedule write: save even if booked appointments fall in conflict. */
export const confirmedByQuery = (query: Record<string, string | string[] | undefined>) =>
  query.confirm === "1" || query.confirm === "true";
