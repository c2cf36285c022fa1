import * as v from "valibot";
import {
  CATEGORY_TOO_LONG,
  FINISHING_INVALID,
  MAX_SERVICE_MINUTES,
  PARTS_TOO_LONG,
  PROCESSING_INVALID,
  ServiceFormSchema,
  VAT_RATE_INVALID,
} from "../../../src/domain/schemas/services";
import { isVatRate } from "../../../src/domain/sales/money-rules";

export { PARTS_TOO_LONG };

/** Minutes as typed: "" is 0, otherwise whole minutes up to the longest service. */
const partMinutes = (message: string) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.transform((s) => (s === "" ? "0" : s)),
    v.regex(/^\d{1,3}$/, message),
    v.transform(Number),
    v.maxValue(MAX_SERVICE_MINUTES, message),
  );

/**
 * The service dialog's fields: the catalogue's own (name, duration, price, description) plus the
 * posa and finishing minutes, the category, who performs it ("1,3" as typed values; none = everyone)
 * and the VAT rate its price includes ("22", "10", "5", "4", "0").
 * Posa and finishing together must be shorter than the service (the API's rule and messages).
 */
export const ServiceDialogSchema = v.pipe(
  v.object({
    ...ServiceFormSchema.entries,
    processingMinutes: partMinutes(PROCESSING_INVALID),
    finishingMinutes: partMinutes(FINISHING_INVALID),
    category: v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(40, CATEGORY_TOO_LONG)),
    stylistIds: v.pipe(
      v.optional(v.string(), ""),
      v.transform((s) => s.split(",").filter((x) => /^\d+$/.test(x)).map(Number)),
    ),
    vatRatePercent: v.pipe(v.optional(v.string(), "22"), v.transform(Number), v.check((n) => isVatRate(n), VAT_RATE_INVALID)),
    /** "1" when booking it asks for a recent patch test, "" when not. */
    patchTestRequired: v.pipe(v.optional(v.string(), ""), v.transform((s) => s === "1")),
  }),
  v.forward(
    v.check((s) => s.processingMinutes + s.finishingMinutes < s.duration, PARTS_TOO_LONG),
    ["processingMinutes"],
  ),
);
