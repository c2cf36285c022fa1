import * as v from "valibot";
import { parseEuroToCents } from "../money";
import { isVatRate } from "../sales/money-rules";
import { nameText, optionalText } from "./common";

export const MAX_SERVICE_MINUTES = 720;
/** 99.999,99 €: a typo guard, far above any salon price. */
export const MAX_SERVICE_CENTS = 9_999_999;

export const DURATION_REQUIRED = "Durata è richiesta";
export const DURATION_WHOLE = "La durata va indicata in minuti interi";
export const DURATION_MAX = `La durata massima è ${MAX_SERVICE_MINUTES} minuti`;
export const PRICE_REQUIRED = "Prezzo è richiesto";
export const PRICE_MIN = "Prezzo deve essere maggiore di 0";
export const PRICE_FORMAT = "Prezzo non valido: scrivi ad esempio 35 oppure 35,50";
export const PRICE_CENTS = "Il prezzo va indicato in centesimi interi";
export const PRICE_MAX = "Prezzo troppo alto";

/** The rules on the numbers themselves, shared by the API schema and the dialog's schema. */
const durationMinutes = v.pipe(
  v.number(DURATION_REQUIRED),
  v.integer(DURATION_WHOLE),
  v.minValue(1, DURATION_REQUIRED),
  v.maxValue(MAX_SERVICE_MINUTES, DURATION_MAX),
);

const priceCents = v.pipe(
  v.number(PRICE_REQUIRED),
  v.integer(PRICE_CENTS),
  v.minValue(0, PRICE_MIN),
  v.maxValue(MAX_SERVICE_CENTS, PRICE_MAX),
);

/**
 * A number field whose missing key, null or non-number all give `message` (a bare v.number()
 * inside v.object would report a missing key with the object's generic message instead).
 */
const requiredNumber = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.number(message)), null),
    v.check((n) => n !== null, message),
    v.transform((n) => n ?? Number.NaN),
  );

const duration = v.pipe(requiredNumber(DURATION_REQUIRED), durationMinutes);
const price = v.pipe(requiredNumber(PRICE_REQUIRED), priceCents);

const name = nameText("Nome è richiesto", 100);
const description = optionalText(2000);

export const PROCESSING_INVALID = "La posa va indicata in minuti interi, 0 o più";
export const FINISHING_INVALID = "La finitura va indicata in minuti interi, 0 o più";
export const PARTS_TOO_LONG = "Posa e finitura insieme devono durare meno del servizio";
export const CATEGORY_TOO_LONG = "La categoria può avere al massimo 40 caratteri";
export const STYLISTS_INVALID = "Scegli gli stilisti dall'elenco";
export const STYLIST_UNKNOWN = "Stilista non trovato";
export const VAT_RATE_INVALID = "L'aliquota IVA può essere 22, 10, 5, 4 o 0";
/** The categories the catalogue suggests (any other text is fine). */
export const CATEGORY_SUGGESTIONS = ["Colore", "Taglio", "Piega", "Trattamenti", "Estetica"] as const;

const PATCH_TEST_REQUIRED_INVALID = "Test della pelle: scegli sì o no";

const partMinutes = (message: string) =>
  v.optional(v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(MAX_SERVICE_MINUTES, message)));

/**
 * The parts of a service's duration: posa (`processingMinutes`, the stylist is free while the
 * client stays) and `finishingMinutes` (busy again at the end); together shorter than the
 * duration. `category` groups lists ("" = none); `stylistIds` who performs it ([] = everyone);
 * `vatRatePercent` the VAT its price includes (22, 10, 5, 4 or 0); `patchTestRequired` whether
 * booking it asks for a recent patch test.
 * On PUT a missing one keeps its stored value; on POST it is 0, 0, "", [], 22 and false.
 */
const serviceExtras = {
  processingMinutes: partMinutes(PROCESSING_INVALID),
  finishingMinutes: partMinutes(FINISHING_INVALID),
  category: v.optional(v.pipe(v.string(CATEGORY_TOO_LONG), v.trim(), v.maxLength(40, CATEGORY_TOO_LONG))),
  stylistIds: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(STYLISTS_INVALID), v.integer(STYLISTS_INVALID), v.minValue(1, STYLISTS_INVALID)), STYLISTS_INVALID),
      v.maxLength(100, STYLISTS_INVALID),
      v.transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
    ),
  ),
  /** The VAT included in the price, for the till. */
  vatRatePercent: v.optional(v.pipe(v.number(VAT_RATE_INVALID), v.check((n) => isVatRate(n), VAT_RATE_INVALID))),
  /** "Richiede test della pelle": booking it warns when the client's patch test is missing or too old. */
  patchTestRequired: v.optional(v.boolean(PATCH_TEST_REQUIRED_INVALID)),
};

/** Posa and finishing leave at least one busy minute at the start. */
export const serviceTimesFit = (s: { duration: number; processingMinutes?: number; finishingMinutes?: number }) =>
  (s.processingMinutes ?? 0) + (s.finishingMinutes ?? 0) < s.duration;

/** POST and PUT /api/services: duration in minutes, price in integer cents. */
export const ServiceSchema = v.pipe(
  v.object({ name, duration, price, description, ...serviceExtras }, "Dati non validi"),
  v.forward(
    v.partialCheck(
      [["duration"], ["processingMinutes"], ["finishingMinutes"]],
      // Judged only with parts sent and a valid duration (an invalid one has its own message).
      (s) => (s.processingMinutes === undefined && s.finishingMinutes === undefined) || !(s.duration >= 1) || serviceTimesFit(s),
      PARTS_TOO_LONG,
    ),
    ["processingMinutes"],
  ),
);
export type ServiceInput = v.InferOutput<typeof ServiceSchema>;
/** What a client may send (the new fields may be left out). */
export type ServiceBody = v.InferInput<typeof ServiceSchema>;

/** One service as every answer gives it: duration in minutes, price in cents. */
export const ServiceResponseSchema = v.object({
  id: v.number(),
  name: v.string(),
  duration: v.number(),
  price: v.number(),
  description: v.string(),
  processingMinutes: v.number(),
  finishingMinutes: v.number(),
  category: v.string(),
  stylistIds: v.array(v.number()),
  vatRatePercent: v.number(),
  patchTestRequired: v.boolean(),
});
export type Service = v.InferOutput<typeof ServiceResponseSchema>;

/**
 * The dialog's fields are text: minutes as typed, the price in euros ("35", "35,5", "35.50").
 * They are turned into numbers here and then checked by the very same `duration` and `price`
 * schemas the API uses, so the output is exactly a ServiceInput.
 */
export const ServiceFormSchema = v.object({
  name,
  duration: v.pipe(
    v.optional(v.string(DURATION_REQUIRED), ""),
    v.trim(),
    v.nonEmpty(DURATION_REQUIRED),
    v.regex(/^-?\d+$/, DURATION_WHOLE),
    v.transform(Number),
    durationMinutes,
  ),
  price: v.pipe(
    v.optional(v.string(PRICE_REQUIRED), ""),
    v.trim(),
    v.nonEmpty(PRICE_REQUIRED),
    v.check((s) => !s.startsWith("-"), PRICE_MIN),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const cents = parseEuroToCents(dataset.value);
      if (cents === null) {
        addIssue({ message: PRICE_FORMAT });
        return NEVER;
      }
      return cents;
    }),
    priceCents,
  ),
  description,
});
