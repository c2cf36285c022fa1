import * as v from "valibot";
import { isValidDate, normalizeTime } from "../time";

// The field schemas every appointment body shares (the visit, its items, the public booking).

export const DATE_REQUIRED = "Data è richiesta";
export const DATE_INVALID = "Data non valida";

const isId = (n: unknown): n is number => typeof n === "number" && Number.isSafeInteger(n) && n > 0;

/** A positive integer id; "12" (a select's value) is accepted as 12. Missing, null, 0, "x" -> message. */
export const idField = (message: string) =>
  v.pipe(
    // The default (null) makes valibot run the checks on a missing key too.
    v.optional(v.unknown(), null),
    v.transform((raw) => (typeof raw === "string" && /^\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : raw)),
    v.check(isId, message),
    v.transform((n) => n as number),
  );

/** A real calendar day "YYYY-MM-DD": 2028-02-29 yes, 2026-02-29 and 2026-04-31 no. */
export const dateField = v.pipe(
  v.optional(v.nullable(v.string(DATE_REQUIRED)), ""),
  v.transform((s) => (s ?? "").trim()),
  v.nonEmpty(DATE_REQUIRED),
  v.check(isValidDate, DATE_INVALID),
);

/** "HH:mm" or "HH:mm:ss" in, "HH:mm" out ("09:30:00" -> "09:30"). */
export const timeField = (required: string, invalidMessage: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(required)), ""),
    v.transform((s) => (s ?? "").trim()),
    v.nonEmpty(required),
    v.check((s) => normalizeTime(s) !== null, invalidMessage),
    v.transform((s) => normalizeTime(s) as string),
  );
