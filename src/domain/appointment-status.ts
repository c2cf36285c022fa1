/**
 * An appointment's status and the moves between them.
 *
 *   pending ──approve──▶ booked / confirmed           (online booking waiting for staff)
 *   booked ◀──▶ confirmed ──▶ arrived ──▶ completed
 *      │            │            │
 *      └────────────┴────────────┴──▶ cancelled;  booked / confirmed ──▶ no_show
 *
 * Every mark can be undone in a click or two, because the desk clicks fast: completed reopens
 * to arrived, arrived goes back to confirmed or booked, a no-show turns out late (arrived) or had
 * phoned (cancelled), a cancellation is restored as booked or confirmed. What is never offered is
 * a contradiction in one step: "arrived" straight to "no_show" (she was here), or a completed
 * visit straight to cancelled.
 *
 * A cancelled appointment frees its time (the overlap checks ignore it) but is kept, so it stays
 * in the client's history and in the day's "Annullati" list. Every other status holds the time.
 */

export const APPOINTMENT_STATUSES = ["pending", "booked", "confirmed", "arrived", "completed", "no_show", "cancelled"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/**
 * Who cancelled: the salon's staff, the client (WhatsApp reply, manage link), or nobody in time:
 * "expired" is an online request the salon did not approve within the owner's hours.
 */
export const CANCELLED_BY = ["staff", "client", "expired"] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];
/** What a person may say when cancelling (an expiry is the system's alone). */
export const CANCELLED_BY_CHOICES = ["staff", "client"] as const satisfies readonly CancelledBy[];

/** Where the booking came from: a member of staff or the public booking page. */
export const APPOINTMENT_SOURCES = ["staff", "online"] as const;
export type AppointmentSource = (typeof APPOINTMENT_SOURCES)[number];

export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending: "Da approvare",
  booked: "Prenotato",
  confirmed: "Confermato",
  arrived: "Arrivato",
  completed: "Completato",
  no_show: "Non presentato",
  cancelled: "Annullato",
};

/** Statuses whose appointment occupies its stylist's time. */
export const holdsTime = (status: AppointmentStatus): boolean => status !== "cancelled";

const NEXT: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  pending: ["booked", "confirmed", "cancelled"],
  booked: ["confirmed", "arrived", "completed", "no_show", "cancelled"],
  confirmed: ["booked", "arrived", "completed", "no_show", "cancelled"],
  arrived: ["booked", "confirmed", "completed", "cancelled"],
  completed: ["arrived"],
  no_show: ["booked", "confirmed", "arrived", "cancelled"],
  // Restoring a cancellation takes the time back: the caller checks the overlap again.
  cancelled: ["booked", "confirmed"],
};

/** The statuses an appointment in `from` may move to (never itself). */
export const allowedNext = (from: AppointmentStatus): readonly AppointmentStatus[] => NEXT[from];

export const canMove = (from: AppointmentStatus, to: AppointmentStatus): boolean => NEXT[from].includes(to);

export const isAppointmentStatus = (s: unknown): s is AppointmentStatus =>
  typeof s === "string" && (APPOINTMENT_STATUSES as readonly string[]).includes(s);

/** Whether a move gives the appointment its time back (the caller re-checks the overlap). */
export const takesTimeBack = (from: AppointmentStatus, to: AppointmentStatus): boolean => !holdsTime(from) && holdsTime(to);

/** "Annullato dal cliente" / "Annullato dal salone": who cancelled, as the details dialog says it. */
export const cancelledByLabel = (by: CancelledBy | null): string =>
  by === "client"
    ? "Annullato dal cliente"
    : by === "staff"
      ? "Annullato dal salone"
      : by === "expired"
        ? "Scaduto: non approvato in tempo"
        : STATUS_LABELS.cancelled;

/** "1 mancata presentazione", "2 mancate presentazioni". */
export const noShowsLabel = (n: number): string => (n === 1 ? "1 mancata presentazione" : `${n} mancate presentazioni`);
