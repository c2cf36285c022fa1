import * as v from "valibot";
import { SETTINGS_DEFAULT_OPENING_HOURS, type WeeklyOpeningHours } from "../availability";
import { WEEKDAY_KEYS, type WeekdayKey } from "../time";
import { optionalTime, requiredBoolean } from "./schedule-fields";

export const OPEN_TIME_REQUIRED = "Orario di apertura è richiesto";
export const CLOSE_TIME_REQUIRED = "Orario di chiusura è richiesto";

const DAY_NAMES: Record<WeekdayKey, string> = {
  monday: "lunedì",
  tuesday: "martedì",
  wednesday: "mercoledì",
  thursday: "giovedì",
  friday: "venerdì",
  saturday: "sabato",
  sunday: "domenica",
};

const daySchema = (key: WeekdayKey) => {
  const missing = `Mancano gli orari di ${DAY_NAMES[key]}`;
  return v.pipe(
    v.optional(
      v.nullable(
        v.object(
          {
            openTime: optionalTime(),
            closeTime: optionalTime(),
            isOpen: requiredBoolean("Indica se il salone è aperto o chiuso"),
          },
          missing,
        ),
      ),
      null,
    ),
    v.check((day) => day !== null, missing),
    v.transform((day) => day ?? { openTime: null, closeTime: null, isOpen: false }),
    v.forward(
      v.partialCheck([["isOpen"], ["openTime"]], (d) => !d.isOpen || d.openTime !== null, OPEN_TIME_REQUIRED),
      ["openTime"],
    ),
    v.forward(
      v.partialCheck([["isOpen"], ["closeTime"]], (d) => !d.isOpen || d.closeTime !== null, CLOSE_TIME_REQUIRED),
      ["closeTime"],
    ),
  );
};

const dayEntries = Object.fromEntries(WEEKDAY_KEYS.map((key) => [key, daySchema(key)])) as {
  [K in WeekdayKey]: ReturnType<typeof daySchema>;
};

/**
 * POST /api/settings/hours and the settings form: monday..sunday, times required only on open
 * days (no check that closing is after opening). A closed day whose times were emptied
 * keeps the settings defaults for that day, so the row is always complete.
 */
export const OpeningHoursSchema = v.pipe(
  v.object(dayEntries, "Orari settimanali mancanti"),
  v.transform((week): WeeklyOpeningHours => {
    const result = {} as WeeklyOpeningHours;
    for (const key of WEEKDAY_KEYS) {
      const day = week[key];
      const fallback = SETTINGS_DEFAULT_OPENING_HOURS[key];
      result[key] = {
        openTime: day.openTime ?? fallback.openTime,
        closeTime: day.closeTime ?? fallback.closeTime,
        isOpen: day.isOpen,
      };
    }
    return result;
  }),
);
export type OpeningHoursInput = v.InferOutput<typeof OpeningHoursSchema>;

const DayHoursResponseSchema = v.object({ openTime: v.string(), closeTime: v.string(), isOpen: v.boolean() });

/** GET and POST /api/settings/hours: all seven days, always complete (the server fills defaults). */
export const OpeningHoursResponseSchema = v.object(
  Object.fromEntries(WEEKDAY_KEYS.map((key) => [key, DayHoursResponseSchema])) as {
    [K in WeekdayKey]: typeof DayHoursResponseSchema;
  },
);
// The domain's WeeklyOpeningHours is this very shape; the check fails the build if they drift apart.
true satisfies (WeeklyOpeningHours extends v.InferOutput<typeof OpeningHoursResponseSchema> ? true : false);
true satisfies (v.InferOutput<typeof OpeningHoursResponseSchema> extends WeeklyOpeningHours ? true : false);
