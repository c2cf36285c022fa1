import * as v from "valibot";
import { CLEANING_OPTIONS } from "../appointments";
import { normalizeTime, toMinutes } from "../time";
import { idField, timeField } from "./appointment-fields";

// A visit's services ("items"): what a request may send for each, and what every answer gives.

export const MAX_VISIT_ITEMS = 10;
/** A part of a service (posa, finishing) or a price as the API takes it: whole, 0 or more. */
export const MAX_PART_MINUTES = 720;
export const MAX_ITEM_CENTS = 9_999_999;

export const ITEMS_MIN = "Aggiungi almeno un servizio";
export const ITEMS_MAX = `Al massimo ${MAX_VISIT_ITEMS} servizi per appuntamento`;
export const ITEMS_INVALID = "Servizi non validi";
export const ITEM_ID_INVALID = "Voce dell'appuntamento non valida";
export const ITEM_SERVICE_REQUIRED = "Servizio è richiesto";
export const ITEM_STYLIST_REQUIRED = "Stilista è richiesto";
export const ITEM_START_REQUIRED = "Ora di inizio è richiesta";
export const ITEM_START_INVALID = "Ora di inizio non valida (HH:mm)";
export const ITEM_END_INVALID = "Ora di fine non valida (HH:mm)";
export const ITEM_END_AFTER_START = "L'ora di fine deve essere successiva all'ora di inizio";
export const PROCESSING_INVALID = "La posa va indicata in minuti interi, 0 o più";
export const FINISHING_INVALID = "La finitura va indicata in minuti interi, 0 o più";
export const PARTS_TOO_LONG = "Posa e finitura insieme devono durare meno del servizio";
export const ITEM_PRICE_INVALID = "Il prezzo va indicato in centesimi interi, 0 o più";
export const CLEANUP_INVALID = "Tempo di pulizia non valido: 0, 15 o 30 minuti";

/** Whole minutes, 0 or more: a missing key stays undefined (the service's value is used). */
export const partMinutes = (message: string, max = MAX_PART_MINUTES) =>
  v.optional(v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(max, message)));

/** The visit's cleaning time after its last item: 0, 15 or 30 minutes. */
export const cleanupField = v.optional(
  v.pipe(
    v.unknown(),
    v.check((n) => (CLEANING_OPTIONS as readonly unknown[]).includes(n), CLEANUP_INVALID),
    v.transform((n) => n as number),
  ),
);

const endAfterStart = (item: { startTime: string; endTime?: string }) =>
  item.endTime === undefined || toMinutes(item.endTime) > toMinutes(item.startTime);
/** Posa and finishing leave at least one busy minute at the start. */
export const partsFit = (duration: number, processing: number, finishing: number) => processing + finishing < duration;

/**
 * One item of a visit as POST/PUT take it: service, stylist and start are required; the end (else
 * start + the service's duration), posa, finishing and price (else the service's) are optional.
 * `id` names an existing item of the visit on PUT, so it keeps its identity.
 */
export const AppointmentItemInputSchema = v.pipe(
  v.object(
    {
      id: v.optional(idField(ITEM_ID_INVALID)),
      serviceId: idField(ITEM_SERVICE_REQUIRED),
      stylistId: idField(ITEM_STYLIST_REQUIRED),
      startTime: timeField(ITEM_START_REQUIRED, ITEM_START_INVALID),
      endTime: v.pipe(
        v.optional(v.nullable(v.string(ITEM_END_INVALID))),
        v.transform((s) => (s == null || s.trim() === "" ? undefined : s.trim())),
        v.check((s) => s === undefined || normalizeTime(s) !== null, ITEM_END_INVALID),
        v.transform((s) => (s === undefined ? undefined : (normalizeTime(s) as string))),
      ),
      processingMinutes: partMinutes(PROCESSING_INVALID),
      finishingMinutes: partMinutes(FINISHING_INVALID),
      priceCents: partMinutes(ITEM_PRICE_INVALID, MAX_ITEM_CENTS),
    },
    ITEMS_INVALID,
  ),
  v.forward(v.partialCheck([["startTime"], ["endTime"]], endAfterStart, ITEM_END_AFTER_START), ["endTime"]),
  v.forward(
    v.partialCheck(
      [["startTime"], ["endTime"], ["processingMinutes"], ["finishingMinutes"]],
      (item) =>
        item.endTime === undefined ||
        !endAfterStart(item) ||
        partsFit(toMinutes(item.endTime) - toMinutes(item.startTime), item.processingMinutes ?? 0, item.finishingMinutes ?? 0),
      PARTS_TOO_LONG,
    ),
    ["processingMinutes"],
  ),
);
export type AppointmentItemInput = v.InferOutput<typeof AppointmentItemInputSchema>;

/** 1 to 10 items, in the visit's order. */
export const itemsField = v.pipe(
  v.array(AppointmentItemInputSchema, ITEMS_INVALID),
  v.minLength(1, ITEMS_MIN),
  v.maxLength(MAX_VISIT_ITEMS, ITEMS_MAX),
);

/**
 * One service of a visit as every answer gives it. Name, price, posa and finishing were copied
 * from the service when the item was made (or set by the staff) and never follow the catalogue.
 */
export const AppointmentItemSchema = v.object({
  id: v.number(),
  serviceId: v.number(),
  serviceName: v.string(),
  stylistId: v.number(),
  stylistName: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  processingMinutes: v.number(),
  finishingMinutes: v.number(),
  priceCents: v.number(),
});
export type AppointmentItem = v.InferOutput<typeof AppointmentItemSchema>;
