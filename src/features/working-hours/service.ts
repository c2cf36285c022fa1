import { todayIn } from "../../domain/time";
import { guardBookedConflicts } from "../../schedule/booked-conflicts";
import { notFound } from "../../domain/errors";
import type { WorkingHoursInput } from "../../domain/schemas/working-hours";
import type { AppContext } from "../../http/context";
import { workingHoursRepo } from "./repo";

export const STYLIST_NOT_FOUND = "Stilista non trovato";

export function createWorkingHoursService(ctx: AppContext) {
  const repo = workingHoursRepo(ctx.db);
  return {
    /** Saved entries only; a weekday without one means the spec's defaults (the screen and the calendar fill them in). */
    list(stylistId?: number) {
      if (stylistId === undefined) return repo.listAll();
      if (!repo.findStylist(stylistId)) throw notFound(STYLIST_NOT_FOUND);
      return repo.listForStylist(stylistId);
    },

    /** One weekday; the event's ids name the stylist, since that is what a calendar column redraws. */
    save(input: WorkingHoursInput, confirm = false) {
      const today = todayIn(ctx.config.timeZone, ctx.clock.now());
      const { entry, created } = ctx.db.transaction(
        (tx) => {
          const txRepo = workingHoursRepo(tx);
          const stylist = txRepo.findStylist(input.stylistId);
          if (!stylist || stylist.archivedAt !== null) throw notFound(STYLIST_NOT_FOUND);
          const created = !txRepo.exists(input.stylistId, input.dayOfWeek);
          const scope = { from: today, stylistId: input.stylistId };
          return guardBookedConflicts(tx, scope, confirm, () => ({ entry: txRepo.upsert(input, ctx.clock.now().toISOString()), created }));
        },
        { behavior: "immediate" },
      );
      ctx.events.publish({ topic: "working-hours", action: created ? "created" : "updated", ids: [input.stylistId] });
      return entry;
    },
  };
}
