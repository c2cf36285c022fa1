import { notFound } from "../../domain/errors";
import type { SavedWorkingHours, WorkingHoursInput } from "../../domain/schemas/working-hours";
import type { AppContext } from "../../http/context";
import { diffRecords } from "../../domain/activity";
import { createTrail, type Actor } from "../../activity/trail";
import { workingHoursRepo } from "./repo";

const WEEKDAYS = ["domenica", "lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato"];

export const STYLIST_NOT_FOUND = "Stilista non trovato";

export function createWorkingHoursService(ctx: AppContext) {
  const repo = workingHoursRepo(ctx.db);
  const trail = createTrail(ctx);
  const snap = ({ id: _id, stylistId: _s, dayOfWeek: _d, ...hours }: SavedWorkingHours) => hours;
  return {
    /** Saved entries only; a weekday without one means the spec's defaults (the screen and the calendar fill them in). */
    list(stylistId?: number) {
      if (stylistId === undefined) return repo.listAll();
      if (!repo.findStylist(stylistId)) throw notFound(STYLIST_NOT_FOUND);
      return repo.listForStylist(stylistId);
    },

    /** One weekday; the event's ids name the stylist, since that is what a calendar column redraws. */
    save(actor: Actor, input: WorkingHoursInput) {
      const { entry, created } = ctx.db.transaction(
        (tx) => {
          const txRepo = workingHoursRepo(tx);
          const stylist = txRepo.findStylist(input.stylistId);
          if (!stylist || stylist.archivedAt !== null) throw notFound(STYLIST_NOT_FOUND);
          const before = txRepo.listForStylist(input.stylistId).find((d) => d.dayOfWeek === input.dayOfWeek);
          const entry = txRepo.upsert(input, ctx.clock.now().toISOString());
          const changes = diffRecords(before ? snap(before) : null, snap(entry));
          const summary = `${stylist.name} · ${WEEKDAYS[input.dayOfWeek] ?? input.dayOfWeek}`;
          trail.record(actor, { action: before ? "updated" : "created", entity: "working-hours", entityId: input.stylistId, summary, changes }, tx);
          return { entry, created: !before };
        },
        { behavior: "immediate" },
      );
      trail.publish(actor, { topic: "working-hours", action: created ? "created" : "updated", ids: [input.stylistId] });
      return entry;
    },
  };
}
