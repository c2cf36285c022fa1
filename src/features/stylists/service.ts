import { conflict, notFound } from "../../domain/errors";
import type { Stylist, StylistInput } from "../../domain/schemas/stylists";
import { fromMinutes, wallClockIn } from "../../domain/time";
import { createCatalogue } from "../../http/catalogue";
import type { AppContext } from "../../http/context";
import type { Actor } from "../../activity/trail";
import { stylistsRepo } from "./repo";

const missing = () => notFound("Stilista non trovato");

/** 1 -> "Lo stilista ha 1 appuntamento futuro", 3 -> "Lo stilista ha 3 appuntamenti futuri". */
export function futureAppointmentsMessage(count: number): string {
  return count === 1 ? "Lo stilista ha 1 appuntamento futuro" : `Lo stilista ha ${count} appuntamenti futuri`;
}

export function createStylistsService(ctx: AppContext) {
  const repo = stylistsRepo(ctx.db);
  const catalogue = createCatalogue<Stylist, StylistInput>(ctx, {
    topic: "stylists",
    entity: "stylist",
    repo,
    missing,
    snapshot: (s) => ({ name: s.name, phone: s.phone, email: s.email }),
  });

  return {
    list: catalogue.list,
    create: catalogue.create,
    update: catalogue.update,

    /**
     * A stylist with appointments still to come cannot go: someone must move them first (409
     * naming how many). Otherwise archived, never deleted, so past appointments keep the name.
     * Count and archive share one immediate transaction: no appointment can slip in between.
     */
    remove(actor: Actor, id: number) {
      ctx.db.transaction(
        (tx) => {
          const repoTx = stylistsRepo(tx);
          const found = repoTx.findActive(id);
          if (!found) throw missing();
          const wall = wallClockIn(ctx.config.timeZone, ctx.clock.now());
          const future = repoTx.countFutureAppointments(id, wall.date, fromMinutes(wall.minutes));
          if (future > 0) {
            throw conflict(futureAppointmentsMessage(future), "stylist_has_future_appointments", {
              futureAppointments: future,
            });
          }
          repoTx.archive(id, catalogue.now());
          catalogue.trail.record(actor, { action: "archived", entity: "stylist", entityId: id, summary: found.name, changes: {} }, tx);
        },
        { behavior: "immediate" },
      );
      return catalogue.archived(actor, id);
    },
  };
}
