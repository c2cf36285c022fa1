import * as v from "valibot";

export const CONTROL_CHARACTERS = "Contiene caratteri non ammessi";

// Control characters (NUL, ESC, backspace…, DEL and the C1 range) are never typed on purpose,
// are invisible on screen, and break exports, logs and messages built from the text. A one-line
// field refuses them all, tab and line breaks included; a free-text field (notes, descriptions,
// optional lines) keeps tab, CR and LF, which people do paste. Every other Unicode character
// (accents, apostrophes, emoji) is welcome.
const ONE_LINE_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const FREE_TEXT_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * A required text field: a missing key, null, a non-string and "" (after trim) all give the same
 * Italian message, which is what the form shows under the field. One line: no control characters.
 */
export const requiredText = (message: string, max = 200) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), ""),
    v.transform((s) => (s ?? "").trim()),
    v.nonEmpty(message),
    v.check((s) => !ONE_LINE_CONTROL.test(s), CONTROL_CHARACTERS),
    v.maxLength(max, `Massimo ${max} caratteri`),
  );

export const FORMAT_CHARACTERS = "Contiene caratteri invisibili o che cambiano la direzione del testo";

// Unicode format characters (category Cf: bidi overrides and isolates, zero-width spaces and
// joiners, soft hyphens, tag characters…) are invisible, yet reorder or hide what a name shows:
// "\u202Eevil Uno" reads "onU live" on every screen that lists it. Line and paragraph separators
// (Zl, Zp) break a name's line, and the Hangul fillers are letters that show nothing. A name
// refuses them all, except the zero-width joiner between two pictographs, which is how emoji
// such as 💇‍♀️ are spelt. The same set is refused in the public form's free text, and stripped
// from names saved before (db/invisible-names.ts).
export const INVISIBLE_CHARACTERS =
  /(?!(?<=\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic}))[\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/gu;
const hasFormatCharacters = (s: string) => s.search(INVISIBLE_CHARACTERS) !== -1;

/**
 * A person's or a thing's name (clients, stylists, services, users, online bookings): a required
 * one-line text that also refuses Unicode format characters.
 */
export const nameText = (message: string, max = 100) =>
  v.pipe(requiredText(message, max), v.check((s) => !hasFormatCharacters(s), FORMAT_CHARACTERS));

/** An optional name (a walk-in's first name): "" when missing, else like `nameText`. */
export const optionalNameText = (max = 100) =>
  v.pipe(
    v.optional(v.nullable(v.string("Deve essere un testo")), ""),
    v.transform((s) => (s ?? "").trim()),
    v.check((s) => !ONE_LINE_CONTROL.test(s), CONTROL_CHARACTERS),
    v.check((s) => !hasFormatCharacters(s), FORMAT_CHARACTERS),
    v.maxLength(max, `Massimo ${max} caratteri`),
  );

/** Free text from the public booking form: `optionalText` that also refuses invisible characters. */
export const publicText = (max = 10_000) =>
  v.pipe(optionalText(max), v.check((s) => !hasFormatCharacters(s), FORMAT_CHARACTERS));

/** An optional text field: missing or null becomes "". Tab and line breaks are allowed. */
export const optionalText = (max = 10_000) =>
  v.pipe(
    v.optional(v.nullable(v.string("Deve essere un testo")), ""),
    v.transform((s) => s ?? ""),
    v.check((s) => !FREE_TEXT_CONTROL.test(s), CONTROL_CHARACTERS),
    v.maxLength(max, `Massimo ${max} caratteri`),
  );

// ---- Response shapes shared by several resources ------------------------------------------------

/**
 * Every error answer: an Italian message, a machine code, and per-field messages for a form. Some
 * add details (a 409's `conflict` or `current` appointment, a stylist's `futureAppointments`).
 */
export const ErrorBodySchema = v.object({
  message: v.string(),
  code: v.string(),
  fields: v.optional(v.record(v.string(), v.string())),
});
export type ErrorResponse = v.InferOutput<typeof ErrorBodySchema>;

/** `{ message }`: the answer of a delete that has nothing else to say. */
export const MessageSchema = v.object({ message: v.string() });
export type MessageResponse = v.InferOutput<typeof MessageSchema>;

/** DELETE of a service or a stylist: never a real delete, the row is archived. */
export const ArchivedSchema = v.object({ id: v.number(), archived: v.boolean() });
export type ArchivedResponse = v.InferOutput<typeof ArchivedSchema>;
