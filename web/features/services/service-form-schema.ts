import * as v from "valibot";
import {
  CATEGORY_TOO_LONG,
  FINISHING_INVALID,
  MAX_SERVICE_MINUTES,
  PARTS_TOO_LONG,
  PROCESSING_INVALID,
  ServiceFormSchema,
} from "../../../src/domain/schemas/services";

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
 * posa and finishing minutes, the category and who performs it ("1,3" as typed values; none = everyone).
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
  }),
  v.forward(
    v.check((s) => s.processingMinutes + s.finishingMinutes < s.duration, PARTS_TOO_LONG),
    ["processingMinutes"],
  ),
);
