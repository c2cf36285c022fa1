import * as v from "valibot";
import { compareDays, isValidDate } from "../time";

export const RANGE_DAY_INVALID = "Data non valida: usa il formato AAAA-MM-GG";
export const RANGE_DAYS_ORDER = "La data di fine non può precedere la data di inizio";

const day = v.optional(v.pipe(v.string(RANGE_DAY_INVALID), v.check(isValidDate, RANGE_DAY_INVALID)));

/**
 * `?from=&to=` on lists that grow every year (vacations, extraordinary days): what touches the
 * days from..to, both included. Either may be left out: `from` alone is today and what comes
 * after, `to` alone what came before. Neither is the whole list.
 */
export const DayRangeQuerySchema = v.pipe(
  v.object({ from: day, to: day }),
  v.forward(
    v.check((r) => r.from === undefined || r.to === undefined || compareDays(r.from, r.to) <= 0, RANGE_DAYS_ORDER),
    ["to"],
  ),
);
export type DayRange = v.InferOutput<typeof DayRangeQuerySchema>;
