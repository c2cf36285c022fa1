import { DomainError } from "./domain/errors";
import { canMove, type AppointmentStatus } from "./domain/appointment-status";
import type { PublicUser } from "./domain/schemas/auth";
import type { AppointmentsService } from "./features/appointments/service";

/**
 * Cashing a visit marks it Completato through the appointments' own status path (its trail entry,
 * its live event). A status with no direct move to completed takes the shortest allowed way:
 * Non presentato → Arrivato → Completato, Da approvare → Prenotato → Completato.
 */
export async function completeVisit(appointments: AppointmentsService, user: PublicUser, id: number): Promise<void> {
  const current = appointments.get(id).status;
  const path: AppointmentStatus[] = canMove(current, "completed")
    ? ["completed"]
    : canMove(current, "arrived")
      ? ["arrived", "completed"]
      : canMove(current, "booked")
        ? ["booked", "completed"]
        : [];
  try {
    for (const status of path) await appointments.setStatus(user, id, { status });
  } catch (error) {
    // The sale is committed; a visit changed meanwhile (deleted, moved by someone) keeps its status.
    if (!(error instanceof DomainError)) throw error;
  }
}
