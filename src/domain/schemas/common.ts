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

/** An optional text field: missing or null becomes "". Tab and line breaks are allowed. */
export const optionalText = (max = 10_000) =>
  v.pipe(
    v.optional(v.nullable(v.string("Deve essere un testo")), ""),
    v.transform((s) => s ?? ""),
    v.check((s) => !FREE_TEXT_CONTROL.test(s), CONTROL_CHARACTERS),
    v.maxLength(max, `Massimo ${max} caratteri`),
  );
