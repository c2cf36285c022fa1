import * as v from "valibot";
import { MAX_SEARCH_DAYS } from "../free-slots";
import type { DayPart } from "../visit-slots";

/** A visit booked in one search holds at most this many services. */
export const MAX_VISIT_SERVICES = 3;
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
export const SERVICES_INVALID = `Servizi non validi (da 1 a ${MAX_VISIT_SERVICES}, separati da virgola)`;
export const PART_INVALID = "Fascia non valida (morning o afternoon)";
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

/** "3,7": up to MAX_VISIT_SERVICES service ids in the visit's order; absent or "" is undefined. */
export const serviceIdsParam = (message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.check((s) => s === "" || new RegExp(`^\\d{1,9}(,\\d{1,9}){0,${MAX_VISIT_SERVICES - 1}}$`).test(s), message),
      v.transform((s) => (s === "" ? undefined : s.split(",").map(Number))),
      v.check((ids) => ids === undefined || ids.every((id) => id >= 1), message),
    ),
  );

/** "morning" (starts before 13:00) or "afternoon"; absent or "" is either. */
export const partParam = v.optional(
  v.pipe(
    v.string(PART_INVALID),
    v.check((s) => s === "" || s === "morning" || s === "afternoon", PART_INVALID),
    v.transform((s) => (s === "" ? undefined : (s as DayPart))),
  ),
);

/**
 * GET /api/availability/free-slots: the service (its duration) or an explicit duration (which wins,
 * as a custom length in the dialog does), an optional stylist (else every active one, or every one
 * but `exceptStylistId`), the first
 * day (default today in the salon) and time, how many days (≤ 31) and how many times to return.
 * `serviceIds=3,7` searches for a whole visit (the items follow each other, each with the stylist
 * asked for, or one stylist for all of them); `part=morning|afternoon` keeps starts before 13:00
 * or from 13:00.
 */
export const FreeSlotsQuerySchema = v.pipe(
  v.object({
    serviceId: intParam(SERVICE_INVALID, 1, Number.MAX_SAFE_INTEGER),
    /** A whole visit: its services in order (they follow each other); wins over serviceId. */
    serviceIds: serviceIdsParam(SERVICES_INVALID),
    part: partParam,
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
    v.check((q) => q.serviceId !== undefined || q.serviceIds !== undefined || q.duration !== undefined, LENGTH_REQUIRED),
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
