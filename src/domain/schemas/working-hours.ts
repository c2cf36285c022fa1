import * as v from "valibot";
import { defaultWorkingHours, SLOT_MINUTES } from "../availability";
import { toMinutes } from "../time";
import { optionalTime, requiredBoolean, requiredId } from "./schedule-fields";

export const NO_STYLIST_SELECTED = "No stylist selected";
export const START_TIME_REQUIRED = "Orario di inizio è richiesto";
export const END_TIME_REQUIRED = "Orario di fine è richiesto";
export const INVALID_DAY = "Giorno della settimana non valido";
export const BREAK_INCOMPLETE = "Indica sia l'inizio sia la fine della pausa";
export const BREAK_INVERTED = "La pausa deve finire dopo l'inizio";
export const BREAK_START_OUTSIDE = "La pausa deve iniziare dentro l'orario di lavoro";
export const BREAK_END_OUTSIDE = "La pausa deve finire dentro l'orario di lavoro";
export const BREAK_START_OFF_GRID = "L'inizio della pausa deve cadere su un quarto d'ora (es. 13:00, 13:15)";
export const BREAK_END_OFF_GRID = "La fine della pausa deve cadere su un quarto d'ora (es. 13:45, 14:00)";

const onGrid = (time: string | null) => time === null || toMinutes(time) % SLOT_MINUTES === 0;
/** A working day's break, when both ends are given (a day off never keeps one). */
const breakOf = (i: { isWorking: boolean; breakStartTime: string | null; breakEndTime: string | null }) =>
  i.isWorking && i.breakStartTime !== null && i.breakEndTime !== null ? { start: toMinutes(i.breakStartTime), end: toMinutes(i.breakEndTime) } : null;

/**
 * One weekday of one stylist (POST /api/stylists/working-hours; the screen sends seven).
 * A working day's break lies inside the working time, ends after it starts and falls on the
 * calendar's 15-minute grid (the free-slot search and the conflicts read it as an interval, so
 * 13:10 would cut a slot in two); the start and end of work are not checked against each other. A day off keeps its start and end (the form
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
  v.forward(
    v.partialCheck([["isWorking"], ["breakStartTime"], ["breakEndTime"]], (i) => !i.isWorking || onGrid(i.breakStartTime), BREAK_START_OFF_GRID),
    ["breakStartTime"],
  ),
  v.forward(
    v.partialCheck([["isWorking"], ["breakStartTime"], ["breakEndTime"]], (i) => !i.isWorking || onGrid(i.breakEndTime), BREAK_END_OFF_GRID),
    ["breakEndTime"],
  ),
  v.forward(
    v.partialCheck([["isWorking"], ["breakStartTime"], ["breakEndTime"]], (i) => {
      const b = breakOf(i);
      return b === null || b.start < b.end;
    }, BREAK_INVERTED),
    ["breakEndTime"],
  ),
  v.forward(
    v.partialCheck([["isWorking"], ["startTime"], ["endTime"], ["breakStartTime"], ["breakEndTime"]], (i) => {
      const b = breakOf(i);
      return b === null || i.startTime === null || i.endTime === null || (b.start >= toMinutes(i.startTime) && b.start < toMinutes(i.endTime));
    }, BREAK_START_OUTSIDE),
    ["breakStartTime"],
  ),
  v.forward(
    v.partialCheck([["isWorking"], ["startTime"], ["endTime"], ["breakStartTime"], ["breakEndTime"]], (i) => {
      const b = breakOf(i);
      return b === null || i.startTime === null || i.endTime === null || (b.end > toMinutes(i.startTime) && b.end <= toMinutes(i.endTime));
    }, BREAK_END_OUTSIDE),
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
