import { conflict } from "../../domain/errors";
import type { Appointment } from "../../domain/schemas/appointments";
import { slotOf } from "../../domain/appointment-replies";
import { diffRecords } from "../../domain/activity";
import { isClientActor, type Actor } from "../../activity/trail";
import { canMove, holdsTime, STATUS_LABELS, takesTimeBack } from "../../domain/appointment-status";
import { publicBookingRepo } from "./public-repo";
import type { AppointmentsCore } from "./service-core";
import { guard, statusNotAllowed, summary, type StatusChange } from "./write-rules";

export function appointmentStatus(core: AppointmentsCore) {
  const { repo, visit, trail, now, immediate, get, loadForWrite, publish } = core;
  const online = publicBookingRepo(core.ctx.db);

  return {
    /**
     * One status change (PUT /api/appointments/{id}/status, a WhatsApp reply, the manage link).
     * The same status again changes nothing (no version bump, no trail, no event). A move the
     * domain does not allow is a 409 carrying the current row; restoring a cancelled appointment
     * onto a time taken meanwhile is a 409 slot_taken like a clash.
     */
    async setStatus(actor: Actor, id: number, change: StatusChange): Promise<Appointment> {
      const row = await immediate(() => {
        const current = loadForWrite(id, change.version);
        guard(actor, current, current);
        // A stylist changes only visits whose every item is hers.
        for (const item of get(id).items) guard(actor, null, item);
        if (current.status === change.status) return null;
        if (!canMove(current.status, change.status)) {
          throw conflict(statusNotAllowed(current.status, change.status), "status_not_allowed", { current: repo.findRow(id) });
        }
        if (takesTimeBack(current.status, change.status)) {
          const stored = get(id).items;
          const items = stored.length > 0 ? stored : [{ ...current, processingMinutes: 0, finishingMinutes: 0 }];
          visit.assertFree(current.date, items, current.cleanupMinutes, id);
        }
        const cancelledBy = change.status === "cancelled" ? (change.cancelledBy ?? (isClientActor(actor) ? "client" : "staff")) : null;
        repo.setStatus(id, { status: change.status, cancelledBy }, now());
        const row = get(id);
        const changes = diffRecords({ status: current.status, cancelledBy: current.cancelledBy }, { status: row.status, cancelledBy: row.cancelledBy });
        trail.record(actor, { action: "status", entity: "appointment", entityId: id, summary: `${summary(row)} · ${STATUS_LABELS[row.status]}`, changes });
        // An online booking the salon approves: the client is told on WhatsApp, if she consented.
        // A number whose consent is still pending gets the confirmation instead, which asks it.
        if (current.status === "pending" && holdsTime(row.status) && row.source === "online") {
          if (online.hasConsent(row.clientId)) online.queueMessage(id, "approval", slotOf(row));
          else if (online.consentRequested(row.clientId)) online.queueMessage(id, "confirmation", slotOf(row));
        }
        return row;
      });
      if (row === null) return get(id);
      publish(actor, "updated", id, [row.date]);
      return row;
    },
  };
}
