import * as v from "valibot";
import { nullableNotes, requiredDate, requiredId } from "./schedule-fields";

export const VACATION_REASONS = ["Ferie", "Malattia", "Permesso", "Congedo", "Altro"] as const;
export type VacationReason = (typeof VACATION_REASONS)[number];

export const ALL_FIELDS_REQUIRED = "Tutti i campi sono richiesti";
export const START_AFTER_END = "La data di inizio deve essere precedente alla data di fine";
export const VACATION_IN_PAST = "La data di inizio non può essere nel passato";

/**
 * POST /api/stylists/vacations and the Ferie form. Start may equal end (one day off); "not in
 * the past" needs today's date, so the service and the form check it with isPastDay.
 */
export const VacationSchema = v.pipe(
  v.object({
    stylistId: requiredId(ALL_FIELDS_REQUIRED),
    startDate: requiredDate(ALL_FIELDS_REQUIRED),
    endDate: requiredDate(ALL_FIELDS_REQUIRED),
    reason: v.pipe(
      v.optional(v.nullable(v.picklist(VACATION_REASONS, "Tipo di assenza non valido")), "Ferie"),
      v.transform((reason): VacationReason => reason ?? "Ferie"),
    ),
    notes: nullableNotes(),
  }, "Dati non validi"),
  v.forward(
    v.partialCheck([["startDate"], ["endDate"]], (i) => i.startDate <= i.endDate, START_AFTER_END),
    ["endDate"],
  ),
);
export type VacationInput = v.InferOutput<typeof VacationSchema>;

/** One vacation as GET /api/stylists/vacations and POST answer it, with its stylist's name. */
export const VacationResponseSchema = v.object({
  id: v.number(),
  stylistId: v.number(),
  startDate: v.string(),
  endDate: v.string(),
  isActive: v.boolean(),
  // Stored rows from before the picklist may hold another text; the list shows it as it is.
  reason: v.string(),
  notes: v.nullable(v.string()),
  stylist: v.object({ name: v.string() }),
});
export type Vacation = v.InferOutput<typeof VacationResponseSchema>;
