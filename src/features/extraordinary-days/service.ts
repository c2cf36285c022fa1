import { DomainError, invalid, notFound } from "../../domain/errors";
import {
  DAY_IN_PAST,
  duplicateDateMessage,
  type ExtraordinaryDay,
  type ExtraordinaryDayInput,
} from "../../domain/schemas/extraordinary-days";
import { isPastDay } from "../../domain/schemas/schedule-fields";
import { todayIn } from "../../domain/time";
import type { AppContext } from "../../http/context";
import { extraordinaryDaysRepo } from "./repo";

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

  function write<T>(date: string, work: (txRepo: ReturnType<typeof extraordinaryDaysRepo>) => T): T {
    try {
      return ctx.db.transaction((tx) => work(extraordinaryDaysRepo(tx)), { behavior: "immediate" });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateDate(date);
      throw error;
    }
  }

  return {
    list: () => repo.list(),

    create(input: ExtraordinaryDayInput): ExtraordinaryDay {
      if (isPastDay(input.date, today())) throw invalid(DAY_IN_PAST, { date: DAY_IN_PAST });
      const created = write(input.date, (txRepo) => {
        if (txRepo.findOnDate(input.date)) throw duplicateDate(input.date);
        return txRepo.insert(input);
      });
      ctx.events.publish({ topic: "extraordinary-days", action: "created", ids: [created.id], dates: [created.date] });
      return created;
    },

    /** An entry already in the past may be corrected as long as its date stays; moving it needs a future date. */
    update(id: number, input: ExtraordinaryDayInput): ExtraordinaryDay {
      const { before, after } = write(input.date, (txRepo) => {
        const before = txRepo.find(id);
        if (!before) throw notFound(DAY_NOT_FOUND);
        if (isPastDay(input.date, today(), before.date)) throw invalid(DAY_IN_PAST, { date: DAY_IN_PAST });
        if (txRepo.findOnDate(input.date, id)) throw duplicateDate(input.date);
        const after = txRepo.update(id, input, ctx.clock.now().toISOString());
        if (!after) throw notFound(DAY_NOT_FOUND);
        return { before, after };
      });
      const dates = before.date === after.date ? [after.date] : [before.date, after.date];
      ctx.events.publish({ topic: "extraordinary-days", action: "updated", ids: [id], dates });
      return after;
    },

    remove(id: number): void {
      const removed = write("", (txRepo) => {
        const found = txRepo.find(id);
        if (!found) throw notFound(DAY_NOT_FOUND);
        txRepo.remove(id);
        return found;
      });
      ctx.events.publish({ topic: "extraordinary-days", action: "deleted", ids: [id], dates: [removed.date] });
    },
  };
}
