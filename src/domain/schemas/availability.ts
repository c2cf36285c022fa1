import * as v from "valibot";
import { MAX_SEARCH_DAYS } from "../free-slots";
import { isValidDate, normalizeTime } from "../time";

export const LENGTH_REQUIRED = "Indica un servizio o una durata";
export const SERVICE_INVALID = "Servizio non valido";
export const STYLIST_INVALID = "Stilista non valido";
export const DURATION_INVALID = "Durata non valida (da 5 a 720 minuti)";
export const CLEANING_INVALID = "Pulizia non valida (da 0 a 120 minuti)";
export const FROM_INVALID = "Data di inizio non valida";
export const FROM_TIME_INVALID = "Orario di inizio non valido (HH:mm)";
export const DAYS_INVALID = `La ricerca può coprire da 1 a ${MAX_SEARCH_DAYS} giorni`;
export const LIMIT_INVALID = "Numero di risultati non valido (da 1 a 50)";
export const EXCLUDE_INVALID = "Appuntamento da escludere non valido";
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 50;

/** A query-string integer in [min, max]; absent or "" is undefined. */
const intParam = (message: string, min: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.check((s) => s === "" || /^\d{1,6}$/.test(s), message),
      v.transform((s) => (s === "" ? undefined : Number(s))),
      v.check((n) => n === undefined || (n >= min && n <= max), message),
    ),
  );

/**
 * GET /api/availability/free-slots: the service (its duration) or an explicit duration (which wins,
 * as a custom length in the dialog does), an optional stylist (else every active one, or every one
 * but `exceptStylistId`), the first
 * day (default today in the salon) and time, how many days (≤ 31) and how many times to return.
 */
export const FreeSlotsQuerySchema = v.pipe(
  v.object({
    serviceId: intParam(SERVICE_INVALID, 1, Number.MAX_SAFE_INTEGER),
    duration: intParam(DURATION_INVALID, 5, 720),
    cleaning: intParam(CLEANING_INVALID, 0, 120),
    stylistId: intParam(STYLIST_INVALID, 1, Number.MAX_SAFE_INTEGER),
    /** Every active stylist but this one: "con un altro collaboratore". */
    exceptStylistId: intParam(STYLIST_INVALID, 1, Number.MAX_SAFE_INTEGER),
    from: v.optional(v.pipe(v.string(FROM_INVALID), v.check((s) => s === "" || isValidDate(s), FROM_INVALID))),
    fromTime: v.optional(v.pipe(v.string(FROM_TIME_INVALID), v.check((s) => s === "" || normalizeTime(s) !== null, FROM_TIME_INVALID))),
    days: intParam(DAYS_INVALID, 1, MAX_SEARCH_DAYS),
    limit: intParam(LIMIT_INVALID, 1, MAX_LIMIT),
    excludeId: intParam(EXCLUDE_INVALID, 1, Number.MAX_SAFE_INTEGER),
  }),
  v.forward(
    v.check((q) => q.serviceId !== undefined || q.duration !== undefined, LENGTH_REQUIRED),
    ["serviceId"],
  ),
);
export type FreeSlotsQuery = v.InferOutput<typeof FreeSlotsQuerySchema>;

export const FreeSlotSchema = v.object({
  date: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  /** Every candidate stylist free at that time, in the salon's order of stylists. */
  stylistIds: v.array(v.number()),
});
export type FreeSlotDto = v.InferOutput<typeof FreeSlotSchema>;

export const FreeSlotsResponseSchema = v.object({
  /** The length searched for: the duration plus any cleaning. */
  minutes: v.number(),
  /** The days searched, both included. */
  from: v.string(),
  to: v.string(),
  slots: v.array(FreeSlotSchema),
});
export type FreeSlotsResponse = v.InferOutput<typeof FreeSlotsResponseSchema>;
