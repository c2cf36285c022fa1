import { DomainError, invalid, notFound } from "../../domain/errors";
import type { DayRange } from "../../domain/schemas/day-range";
import {
  DAY_IN_PAST,
  duplicateDateMessage,
  type ExtraordinaryDay,
  type ExtraordinaryDayInput,
} from "../../domain/schemas/extraordinary-days";
import { isPastDay } from "../../domain/schemas/schedule-fields";
import { todayIn } from "../../domain/time";
import type { AppContext } from "../../http/context";
import { diffRecords } from "../../domain/activity";
import { createTrail, type ActivityInput, type Actor } from "../../activity/trail";
import { guardBookedConflicts } from "../../schedule/booked-conflicts";
import { extraordinaryDaysRepo } from "./repo";
import { formatItalianDate } from "../../domain/italian-date";

export const DAY_NOT_FOUND = "Giorno straordinario non trovato";

const duplicateDate = (date: string) => {
  const message = duplicateDateMessage(date);
  return new DomainError("conflict", message, "duplicate_date", { date: message });
};

/** The unique index on date is the last word if two saves for one date ever race past the check. */
function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && "code" in error && String(error.code).startsWith("SQLITE_CONSTRAINT_UNIQUE");
}

export function createExtraordinaryDaysService(ctx: AppContext) {
  const repo = extraordinaryDaysRepo(ctx.db);
  const today = () => todayIn(ctx.config.timeZone, ctx.clock.now());

  const trail = createTrail(ctx);
  const snap = ({ id: _id, ...day }: ExtraordinaryDay) => day;
  const summary = (d: ExtraordinaryDay) => `${formatItalianDate(d.date)} · ${d.reason}`;

  // `guard`: the dates whose appointments the write can put in conflict: the entry's new date and,
  // when it moves or goes away, its old one (an "Apertura Straordinaria" removed closes a Sunday again).
  function write<T>(
    actor: Actor,
    date: string,
    work: (txRepo: ReturnType<typeof extraordinaryDaysRepo>, record: (e: ActivityInput) => void) => T,
    guard?: { dates: string[]; confirm: boolean },
  ): T {
    try {
      return ctx.db.transaction((tx) => {
        const run = () => work(extraordinaryDaysRepo(tx), (e) => trail.record(actor, e, tx));
        const dates = (guard?.dates ?? []).filter((d) => d >= today()).sort();
        const [from, to] = [dates[0], dates[dates.length - 1]];
        if (!guard || from === undefined) return run();
        return guardBookedConflicts(tx, { from, to }, guard.confirm, run);
      }, { behavior: "immediate" });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateDate(date);
      throw error;
    }
  }

  return {
    list: (range?: DayRange) => repo.list(range),

    create(actor: Actor, input: ExtraordinaryDayInput, confirm = false): ExtraordinaryDay {
      if (isPastDay(input.date, today())) throw invalid(DAY_IN_PAST, { date: DAY_IN_PAST });
      const created = write(actor, input.date, (txRepo, record) => {
        if (txRepo.findOnDate(input.date)) throw duplicateDate(input.date);
        const created = txRepo.insert(input);
        record({ action: "created", entity: "extraordinary-day", entityId: created.id, summary: summary(created), changes: diffRecords(null, snap(created)) });
        return created;
      }, { dates: [input.date], confirm });
      trail.publish(actor, { topic: "extraordinary-days", action: "created", ids: [created.id], dates: [created.date] });
      return created;
    },

    /** An entry already in the past may be corrected as long as its date stays; moving it needs a future date. */
    update(actor: Actor, id: number, input: ExtraordinaryDayInput, confirm = false): ExtraordinaryDay {
      const previous = repo.find(id);
      const { before, after } = write(actor, input.date, (txRepo, record) => {
        const before = txRepo.find(id);
        if (!before) throw notFound(DAY_NOT_FOUND);
        if (isPastDay(input.date, today(), before.date)) throw invalid(DAY_IN_PAST, { date: DAY_IN_PAST });
        if (txRepo.findOnDate(input.date, id)) throw duplicateDate(input.date);
        const after = txRepo.update(id, input, ctx.clock.now().toISOString());
        if (!after) throw notFound(DAY_NOT_FOUND);
        record({ action: "updated", entity: "extraordinary-day", entityId: id, summary: summary(after), changes: diffRecords(snap(before), snap(after)) });
        return { before, after };
      }, { dates: previous && previous.date !== input.date ? [previous.date, input.date] : [input.date], confirm });
      const dates = before.date === after.date ? [after.date] : [before.date, after.date];
      trail.publish(actor, { topic: "extraordinary-days", action: "updated", ids: [id], dates });
      return after;
    },

    remove(actor: Actor, id: number, confirm = false): void {
      const existing = repo.find(id);
      const removed = write(actor, "", (txRepo, record) => {
        const found = txRepo.find(id);
        if (!found) throw notFound(DAY_NOT_FOUND);
        txRepo.remove(id);
        record({ action: "deleted", entity: "extraordinary-day", entityId: id, summary: summary(found), changes: diffRecords(snap(found), null) });
        return found;
      }, existing ? { dates: [existing.date], confirm } : undefined);
      trail.publish(actor, { topic: "extraordinary-days", action: "deleted", ids: [id], dates: [removed.date] });
    },
  };
}
