import * as v from "valibot";
import { toMinutes } from "../time";
import { nullableNotes, optionalTime, requiredBoolean, requiredDate } from "./schedule-fields";

export const EXTRAORDINARY_DAY_TYPES = [
  "Festività",
  "Evento Speciale",
  "Chiusura Straordinaria",
  "Orario Ridotto",
  "Apertura Straordinaria",
] as const;
export type ExtraordinaryDayType = (typeof EXTRAORDINARY_DAY_TYPES)[number];

export const DATE_REQUIRED = "Data richiesta";
export const TYPE_REQUIRED = "Tipo richiesto";
export const OPEN_TIME_REQUIRED = "Orario di apertura è richiesto";
export const CLOSE_TIME_REQUIRED = "Orario di chiusura è richiesto";
export const CLOSE_BEFORE_OPEN = "L'orario di chiusura deve essere successivo a quello di apertura";
export const DAY_IN_PAST = "La data non può essere nel passato";
export const NOTHING_TO_EDIT = "Nessun giorno da modificare";
/** "2026-12-02" -> "… per il 02/12/2026" (DESIGN.md's short date). */
export const duplicateDateMessage = (date: string) =>
  `Esiste già un giorno straordinario per il ${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/**
 * POST and PUT /api/salon-extraordinary-days, and the form. Closed: isClosed true and both
 * special times null, whatever was sent. Open: both times required and closing after opening
 * (an open day with no slots would show as open and yet be unbookable).
 */
export const ExtraordinaryDaySchema = v.pipe(
  v.object({
    date: requiredDate(DATE_REQUIRED),
    reason: v.pipe(
      v.optional(v.nullable(v.string(TYPE_REQUIRED)), ""),
      v.transform((s) => (s ?? "").trim()),
      v.nonEmpty(TYPE_REQUIRED),
      v.maxLength(200, "Massimo 200 caratteri"),
    ),
    isClosed: requiredBoolean("Indica se il salone è chiuso o aperto con orari speciali"),
    specialOpenTime: optionalTime(),
    specialCloseTime: optionalTime(),
    notes: nullableNotes(),
  }, "Dati non validi"),
  v.forward(
    v.partialCheck([["isClosed"], ["specialOpenTime"]], (i) => i.isClosed || i.specialOpenTime !== null, OPEN_TIME_REQUIRED),
    ["specialOpenTime"],
  ),
  v.forward(
    v.partialCheck([["isClosed"], ["specialCloseTime"]], (i) => i.isClosed || i.specialCloseTime !== null, CLOSE_TIME_REQUIRED),
    ["specialCloseTime"],
  ),
  v.forward(
    v.partialCheck(
      [["isClosed"], ["specialOpenTime"], ["specialCloseTime"]],
      (i) =>
        i.isClosed ||
        i.specialOpenTime === null ||
        i.specialCloseTime === null ||
        toMinutes(i.specialOpenTime) < toMinutes(i.specialCloseTime),
      CLOSE_BEFORE_OPEN,
    ),
    ["specialCloseTime"],
  ),
  v.transform((i) => ({
    date: i.date,
    reason: i.reason,
    isClosed: i.isClosed,
    specialOpenTime: i.isClosed ? null : i.specialOpenTime,
    specialCloseTime: i.isClosed ? null : i.specialCloseTime,
    notes: i.notes,
  })),
);
export type ExtraordinaryDayInput = v.InferOutput<typeof ExtraordinaryDaySchema>;

/** One extraordinary day as every answer gives it; the special times are null on a closed day. */
export const ExtraordinaryDayResponseSchema = v.object({
  id: v.number(),
  date: v.string(),
  reason: v.string(),
  isClosed: v.boolean(),
  specialOpenTime: v.nullable(v.string()),
  specialCloseTime: v.nullable(v.string()),
  notes: v.nullable(v.string()),
});
export type ExtraordinaryDay = v.InferOutput<typeof ExtraordinaryDayResponseSchema>;

/** The reason is the type and the optional description joined by " - ". */
export function joinReason(type: string, description: string): string {
  const text = description.trim();
  return text ? `${type} - ${text}` : type;
}

/** The inverse, for loading an entry into the form; an unknown prefix stays in the description. */
export function splitReason(reason: string): { type: ExtraordinaryDayType; description: string } {
  for (const type of EXTRAORDINARY_DAY_TYPES) {
    if (reason === type) return { type, description: "" };
    if (reason.startsWith(`${type} - `)) return { type, description: reason.slice(type.length + 3) };
  }
  return { type: "Festività", description: reason };
}
