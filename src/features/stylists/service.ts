import type { ArchivedResponse } from "../../domain/schemas/common";
import { conflict, notFound } from "../../domain/errors";
import type { Stylist, StylistInput } from "../../domain/schemas/stylists";
import { fromMinutes, wallClockIn } from "../../domain/time";
import type { AppContext } from "../../http/context";
import { stylistsRepo } from "./repo";

const collator = new Intl.Collator("it", { sensitivity: "base", numeric: true });
const byName = (a: Stylist, b: Stylist) => collator.compare(a.name, b.name) || a.id - b.id;

const missing = () => notFound("Stilista non trovato");

/** 1 -> "Lo stilista ha 1 appuntamento futuro", 3 -> "Lo stilista ha 3 appuntamenti futuri". */
export function futureAppointmentsMessage(count: number): string {
  return count === 1 ? "Lo stilista ha 1 appuntamento futuro" : `Lo stilista ha ${count} appuntamenti futuri`;
}

export function createStylistsService(ctx: AppContext) {
  const repo = stylistsRepo(ctx.db);
  const now = () => ctx.clock.now().toISOString();

  return {
    list: () => repo.listActive().sort(byName),

    create(input: StylistInput): Stylist {
      const stylist = repo.insert(input);
      ctx.events.publish({ topic: "stylists", action: "created", ids: [stylist.id] });
      return stylist;
    },

    update(id: number, input: StylistInput): Stylist {
      const stylist = repo.update(id, input, now());
      if (!stylist) throw missing();
      ctx.events.publish({ topic: "stylists", action: "updated", ids: [id] });
      return stylist;
    },

    /**
     * A stylist with appointments still to come cannot go: someone must move them first (409
     * naming how many). Otherwise archived, never deleted, so past appointments keep the name.
     * Count and archive share one immediate transaction: no appointment can slip in between.
     */
    remove(id: number): ArchivedResponse {
      ctx.db.transaction(
        (tx) => {
          const repoTx = stylistsRepo(tx);
          if (!repoTx.findActive(id)) throw missing();
          const wall = wallClockIn(ctx.config.timeZone, ctx.clock.now());
          const future = repoTx.countFutureAppointments(id, wall.date, fromMinutes(wall.minutes));
          if (future > 0) {
            throw conflict(futureAppointmentsMessage(future), "stylist_has_future_appointments", {
              futureAppointments: future,
            });
          }
          repoTx.archive(id, now());
        },
        { behavior: "immediate" },
      );
      ctx.events.publish({ topic: "stylists", action: "deleted", ids: [id] });
      return { id, archived: true };
    },
  };
}
