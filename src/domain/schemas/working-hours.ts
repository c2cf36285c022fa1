import * as v from "valibot";
import { defaultWorkingHours } from "../availability";
import { optionalTime, requiredBoolean, requiredId } from "./schedule-fields";

export const NO_STYLIST_SELECTED = "No stylist selected";
export const START_TIME_REQUIRED = "Orario di inizio è richiesto";
export const END_TIME_REQUIRED = "Orario di fine è richiesto";
export const INVALID_DAY = "Giorno della settimana non valido";
export const BREAK_INCOMPLETE = "Indica sia l'inizio sia la fine della pausa";

/**
 * One weekday of one stylist (POST /api/stylists/working-hours; the screen sends seven).
 * No ordering check between the times. A day off keeps its start and end (the form
 * still shows them) but never a break: the break is sent as null when not working.
 */
export const WorkingHoursSchema = v.pipe(
  v.object({
    stylistId: requiredId(NO_STYLIST_SELECTED),
    dayOfWeek: v.pipe(
      v.optional(v.nullable(v.number(INVALID_DAY)), null),
      v.transform((day) => day ?? -1),
      v.integer(INVALID_DAY),
      v.minValue(0, INVALID_DAY),
      v.maxValue(6, INVALID_DAY),
    ),
    isWorking: requiredBoolean("Indica se il dipendente lavora o è libero"),
    startTime: optionalTime(),
    endTime: optionalTime(),
    breakStartTime: optionalTime(),
    breakEndTime: optionalTime(),
  }, "Dati non validi"),
  v.forward(
    v.partialCheck([["isWorking"], ["startTime"]], (i) => !i.isWorking || i.startTime !== null, START_TIME_REQUIRED),
    ["startTime"],
  ),
  v.forward(
    v.partialCheck([["isWorking"], ["endTime"]], (i) => !i.isWorking || i.endTime !== null, END_TIME_REQUIRED),
    ["endTime"],
  ),
  v.forward(
    v.partialCheck(
      [["isWorking"], ["breakStartTime"], ["breakEndTime"]],
      (i) => !i.isWorking || (i.breakStartTime === null) === (i.breakEndTime === null),
      BREAK_INCOMPLETE,
    ),
    ["breakEndTime"],
  ),
  v.transform((i) => {
    const fallback = defaultWorkingHours(i.dayOfWeek);
    return {
      stylistId: i.stylistId,
      dayOfWeek: i.dayOfWeek,
      isWorking: i.isWorking,
      startTime: i.startTime ?? fallback.startTime,
      endTime: i.endTime ?? fallback.endTime,
      breakStartTime: i.isWorking ? i.breakStartTime : null,
      breakEndTime: i.isWorking ? i.breakEndTime : null,
    };
  }),
);
export type WorkingHoursInput = v.InferOutput<typeof WorkingHoursSchema>;

/** One saved weekday of one stylist (GET /api/stylists/working-hours rows and the POST answer). */
export const WorkingHoursResponseSchema = v.object({
  id: v.number(),
  stylistId: v.number(),
  dayOfWeek: v.number(),
  isWorking: v.boolean(),
  startTime: v.string(),
  endTime: v.string(),
  breakStartTime: v.nullable(v.string()),
  breakEndTime: v.nullable(v.string()),
});
export type SavedWorkingHours = v.InferOutput<typeof WorkingHoursResponseSchema>;
