import * as v from "valibot";

export const BOOKED_CONFLICTS = "booked_conflicts";

/** One booked appointment outside availability: a row of the save warning and of "Da ricollocare". */
export const ConflictRowSchema = v.object({
  id: v.number(),
  date: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  stylistId: v.number(),
  serviceId: v.number(),
  clientName: v.string(),
  clientPhone: v.string(),
  stylistName: v.string(),
  serviceName: v.string(),
  version: v.number(),
  kind: v.picklist(["vacation", "closed", "outside_opening", "day_off", "outside_working", "break"]),
  reason: v.string(),
});
export type ConflictRow = v.InferOutput<typeof ConflictRowSchema>;

/** GET /api/appointments/conflicts: every appointment from today on that needs relocating, earliest first. */
export const ConflictListSchema = v.array(ConflictRowSchema);

/**
 * The 409 body of a schedule write (closure, opening hours, working hours, vacation) that would
 * put booked appointments in conflict; nothing was stored. The same write with `?confirm=1` saves.
 */
export const BookedConflictsErrorSchema = v.object({
  code: v.literal(BOOKED_CONFLICTS),
  message: v.string(),
  conflicts: ConflictListSchema,
});
export type BookedConflictsError = v.InferOutput<typeof BookedConflictsErrorSchema>;

/** GET /api/appointments/{id}/free-stylists: who could take this appointment as it stands. */
export const FreeStylistsSchema = v.array(v.object({ id: v.number(), name: v.string() }));
export type FreeStylist = v.InferOutput<typeof FreeStylistsSchema>[number];
