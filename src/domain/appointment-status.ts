/**
 * An appointment's status and the moves between them.
 *
 *   pending ──approve──▶ booked / confirmed           (online booking waiting for staff)
 *   booked ◀──▶ confirmed ──▶ arrived ──▶ completed
 *      │            │            │
 *      └────────────┴────────────┴──▶ no_show, cancelled
 *
 * A cancelled appointment frees its time (the overlap checks ignore it) but is kept, so it stays
 * in the client's history and in the day's "Annullati" list. Every other status holds the time.
 */

export const APPOINTMENT_STATUSES = ["pending", "booked", "confirmed", "arrived", "completed", "no_show", "cancelled"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Who cancelled: the salon's staff or the client (WhatsApp reply, manage link). */
export const CANCELLED_BY = ["staff", "client"] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

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
  arrived: ["booked", "confirmed", "completed", "no_show", "cancelled"],
  // A mis-click is undone in one more click; a closed visit can be reopened.
  completed: ["arrived"],
  no_show: ["booked", "confirmed", "arrived"],
  // Restoring a cancellation takes the time back: the caller checks the overlap again.
  cancelled: ["booked", "confirmed"],
};

/** The statuses an appointment in `from` may move to (never itself). */
export const allowedNext = (from: AppointmentStatus): readonly AppointmentStatus[] => NEXT[from];

export const canMove = (from: AppointmentStatus, to: AppointmentStatus): boolean => NEXT[from].includes(to);

export const isAppointmentStatus = (s: unknown): s is AppointmentStatus =>
  typeof s === "string" && (APPOINTMENT_STATUSES as readonly string[]).includes(s);
