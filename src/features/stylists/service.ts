import type { ArchivedResponse } from "../../domain/schemas/common";
import { conflict, notFound } from "../../domain/errors";
import type { Stylist, StylistInput } from "../../domain/schemas/stylists";
import { fromMinutes, wallClockIn } from "../../domain/time";
import type { AppContext } from "../../http/context";
import { diffRecords } from "../../domain/activity";
import { createTrail, type Actor } from "../../activity/trail";
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
  const trail = createTrail(ctx);
  const snap = (s: Stylist) => ({ name: s.name, phone: s.phone, email: s.email });

  return {
    list: () => repo.listActive().sort(byName),

    create(actor: Actor, input: StylistInput): Stylist {
      const stylist = trail.write(actor, (record) => {
        const stylist = repo.insert(input);
        record({ action: "created", entity: "stylist", entityId: stylist.id, summary: stylist.name, changes: diffRecords(null, snap(stylist)) });
        return stylist;
      });
      trail.publish(actor, { topic: "stylists", action: "created", ids: [stylist.id] });
      return stylist;
    },

    update(actor: Actor, id: number, input: StylistInput): Stylist {
      const stylist = trail.write(actor, (record) => {
        const before = repo.findActive(id);
        const stylist = before ? repo.update(id, input, now()) : undefined;
        if (!before || !stylist) throw missing();
        record({ action: "updated", entity: "stylist", entityId: id, summary: stylist.name, changes: diffRecords(snap(before), snap(stylist)) });
        return stylist;
      });
      trail.publish(actor, { topic: "stylists", action: "updated", ids: [id] });
      return stylist;
    },

    /**
     * A stylist with appointments still to come cannot go: someone must move them first (409
     * naming how many). Otherwise archived, never deleted, so past appointments keep the name.
     * Count and archive share one immediate transaction: no appointment can slip in between.
     */
    remove(actor: Actor, id: number): ArchivedResponse {
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
          repoTx.archive(id, now());
          trail.record(actor, { action: "archived", entity: "stylist", entityId: id, summary: found.name, changes: {} }, tx);
        },
        { behavior: "immediate" },
      );
      trail.publish(actor, { topic: "stylists", action: "deleted", ids: [id] });
      return { id, archived: true };
    },
  };
}
