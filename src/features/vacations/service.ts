import { invalid, notFound } from "../../domain/errors";
import type { DayRange } from "../../domain/schemas/day-range";
import { isPastDay } from "../../domain/schemas/schedule-fields";
import { VACATION_IN_PAST, type Vacation, type VacationInput } from "../../domain/schemas/vacations";
import { eachDay, todayIn } from "../../domain/time";
import type { AppContext } from "../../http/context";
import { diffRecords } from "../../domain/activity";
import { createTrail, type Actor } from "../../activity/trail";
import { guardBookedConflicts } from "../../schedule/booked-conflicts";
import { vacationsRepo } from "./repo";
import { formatItalianDate } from "../../domain/italian-date";

export const STYLIST_NOT_FOUND = "Stilista non trovato";
export const VACATION_NOT_FOUND = "Ferie non trovate";

// A vacation's days go in the event so a calendar can redraw just those; past a year the list
// stops being cheap and the event says only that vacations changed.
const MAX_EVENT_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;
const affectedDays = (v: Pick<Vacation, "startDate" | "endDate">) => {
  // "YYYY-MM-DD" parses as UTC midnight, so the difference is whole days even across DST.
  const span = (Date.parse(v.endDate) - Date.parse(v.startDate)) / DAY_MS + 1;
  return span <= MAX_EVENT_DAYS ? { dates: eachDay(v.startDate, v.endDate) } : {};
};

export function createVacationsService(ctx: AppContext) {
  const repo = vacationsRepo(ctx.db);
  const trail = createTrail(ctx);
  const snap = (v: Vacation) => ({ stylist: v.stylist.name, startDate: v.startDate, endDate: v.endDate, reason: v.reason, notes: v.notes });
  const summary = (v: Vacation) => `${v.stylist.name} · ${formatItalianDate(v.startDate)} → ${formatItalianDate(v.endDate)}`;
  return {
    list: (stylistId?: number, range?: DayRange) => repo.list(stylistId, range),

    create(actor: Actor, input: VacationInput, confirm = false): Vacation {
      const today = todayIn(ctx.config.timeZone, ctx.clock.now());
      const created = ctx.db.transaction(
        (tx) => {
          const txRepo = vacationsRepo(tx);
          const stylist = txRepo.findStylist(input.stylistId);
          if (!stylist || stylist.archivedAt !== null) throw notFound(STYLIST_NOT_FOUND);
          if (isPastDay(input.startDate, today)) throw invalid(VACATION_IN_PAST, { startDate: VACATION_IN_PAST });
          const scope = { from: input.startDate, to: input.endDate, stylistId: input.stylistId };
          const created = guardBookedConflicts(tx, scope, confirm, () => txRepo.find(txRepo.insert(input)));
          if (created) {
            const entry = { entity: "vacation", entityId: created.id, summary: summary(created), changes: diffRecords(null, snap(created)) } as const;
            trail.record(actor, { action: "created", ...entry }, tx);
          }
          return created;
        },
        { behavior: "immediate" },
      );
      if (!created) throw new Error("vacation vanished after insert");
      trail.publish(actor, { topic: "vacations", action: "created", ids: [created.id], ...affectedDays(created) });
      return created;
    },

    remove(actor: Actor, id: number): void {
      const removed = ctx.db.transaction(
        (tx) => {
          const txRepo = vacationsRepo(tx);
          const found = txRepo.find(id);
          if (!found) throw notFound(VACATION_NOT_FOUND);
          txRepo.remove(id);
          trail.record(actor, { action: "deleted", entity: "vacation", entityId: id, summary: summary(found), changes: diffRecords(snap(found), null) }, tx);
          return found;
        },
        { behavior: "immediate" },
      );
      trail.publish(actor, { topic: "vacations", action: "deleted", ids: [id], ...affectedDays(removed) });
    },
  };
}
