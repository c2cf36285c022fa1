import { DomainError } from "../../domain/errors";
import type { PendingApproval } from "../../domain/schemas/appointments";
import type { AppContext } from "../../http/context";
import { onlineBookingSettingsRepo } from "../../schedule/online-booking-settings";
import { whatsappCanSend } from "../../settings/salon-contact";
import { pendingRepo } from "./pending-repo";
import type { AppointmentsService } from "./service";

/**
 * Bookings "Da approvare": the calendar's list, and the minute job that lets unanswered ones go.
 */
export function createPendingApprovals(ctx: AppContext, appointments: AppointmentsService) {
  const repo = pendingRepo(ctx.db);
  const settings = onlineBookingSettingsRepo(ctx.db);

  return {
    /**
     * Every booking waiting for approval, earliest first. `clientNotified` says whether approving
     * it sends the client a WhatsApp message (WhatsApp set up and her consent given); when it does
     * not, the desk must call her.
     */
    list(): PendingApproval[] {
      const canSend = whatsappCanSend(ctx);
      return repo.waiting().map(({ id, consent }) => ({ appointment: appointments.get(id), clientNotified: canSend && consent }));
    },

    /**
     * Cancels every pending booking older than the owner's `pendingExpiryHours` (elapsed hours
     * since it was made: made at 18:00 with 12 h, it goes at 06:00), as the system
     * ("Sistema" in the trail, cancelled by "expired"), which frees its time; each change is
     * published like any other. A booking approved or changed meanwhile is left alone.
     * Answers how many were let go.
     */
    async expire(): Promise<number> {
      const hours = settings.get().pendingExpiryHours;
      const cutoff = new Date(ctx.clock.now().getTime() - hours * 3_600_000).toISOString();
      let expired = 0;
      for (const row of repo.madeBy(cutoff)) {
        try {
          await appointments.setStatus(null, row.id, { status: "cancelled", cancelledBy: "expired", version: row.version });
          expired++;
        } catch (error) {
          // Approved, changed or deleted by the desk since it was read: theirs to decide.
          if (!(error instanceof DomainError) || (error.kind !== "conflict" && error.kind !== "not_found")) throw error;
        }
      }
      return expired;
    },
  };
}
export type PendingApprovals = ReturnType<typeof createPendingApprovals>;
