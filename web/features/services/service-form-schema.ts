import * as v from "valibot";
import { DURATION_WHOLE, ServiceFormSchema } from "../../../src/domain/schemas/services";

export const PARTS_TOO_LONG = "Posa e finitura devono lasciare almeno un minuto di lavoro";

/** Minutes as typed: "" is 0, otherwise whole minutes. */
const partMinutes = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.transform((s) => (s === "" ? "0" : s)),
  v.regex(/^\d{1,3}$/, DURATION_WHOLE),
  v.transform(Number),
);

/**
 * The service dialog's fields: the catalogue's own (name, duration, price, description) plus the
 * posa and finishing minutes, the category and who performs it ("1,3" as typed values; none = everyone).
 * Posa and finishing must leave the stylist at least one minute of work at the start.
 */
export const ServiceDialogSchema = v.pipe(
  v.object({
    ...ServiceFormSchema.entries,
    processingMinutes: partMinutes,
    finishingMinutes: partMinutes,
    category: v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(50, "Massimo 50 caratteri")),
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
