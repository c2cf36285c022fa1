import * as v from "valibot";
import { defaultWorkingHours, type WorkingHoursEntry } from "../../../src/domain/availability";
import { WorkingHoursSchema, type WorkingHoursInput } from "../../../src/domain/schemas/working-hours";
import { fieldErrors } from "../../../src/domain/validation";

/** One weekday as the form holds it: times as the inputs' text, "" for an empty break. */
export type DayDraft = {
  dayOfWeek: number;
  isWorking: boolean;
  startTime: string;
  endTime: string;
  breakStartTime: string;
  breakEndTime: string;
};
export type DayErrors = Partial<Record<"startTime" | "endTime" | "breakStartTime" | "breakEndTime", string>>;

/** Monday first, as an Italian week reads; dayOfWeek stays the API's 0 = Sunday numbering. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
export const DAY_LABELS = ["Domenica", "Lunedì", "Martedì", "Mercoledì", "Giovedì", "Venerdì", "Sabato"] as const;
export const dayLabel = (dayOfWeek: number) => DAY_LABELS[dayOfWeek] ?? String(dayOfWeek);

const toDraft = (entry: WorkingHoursEntry): DayDraft => ({
  dayOfWeek: entry.dayOfWeek,
  isWorking: entry.isWorking,
  startTime: entry.startTime.slice(0, 5),
  endTime: entry.endTime.slice(0, 5),
  breakStartTime: entry.breakStartTime?.slice(0, 5) ?? "",
  breakEndTime: entry.breakEndTime?.slice(0, 5) ?? "",
});

/** Seven days indexed by dayOfWeek; a day never saved shows the defaults (Mon-Sat 09:00-18:00, break 13:00-14:00, Sunday off). */
export function weekFromSaved(saved: readonly WorkingHoursEntry[]): DayDraft[] {
  return [0, 1, 2, 3, 4, 5, 6].map((day) => toDraft(saved.find((e) => e.dayOfWeek === day) ?? defaultWorkingHours(day)));
}

/** Validates every day with the server's schema; the payloads when all are valid, else the errors per day. */
export function validateWeek(
  stylistId: number,
  week: readonly DayDraft[],
): { ok: true; payloads: WorkingHoursInput[] } | { ok: false; errors: Record<number, DayErrors> } {
  const payloads: WorkingHoursInput[] = [];
  const errors: Record<number, DayErrors> = {};
  for (const day of week) {
    const result = v.safeParse(WorkingHoursSchema, { stylistId, ...day });
    if (result.success) payloads.push(result.output);
    else errors[day.dayOfWeek] = fieldErrors(result.issues);
  }
  return Object.keys(errors).length === 0 ? { ok: true, payloads } : { ok: false, errors };
}
