import * as v from "valibot";
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, isValidPhone, normalizePhone } from "../phone";
import { optionalText, requiredText } from "./common";

export const PHONE_REQUIRED = "Telefono è richiesto";
export const PHONE_DIGITS_ONLY = "Il telefono può contenere solo cifre";
export const PHONE_LENGTH = `Il telefono deve avere da ${PHONE_MIN_DIGITS} a ${PHONE_MAX_DIGITS} cifre`;
export const EMAIL_INVALID = "Email non valida";

// Separators people type ("333 123-4567", "+39 (06) 1234.5678") are fine; a letter is a typo.
const PHONE_CHARACTERS = /^[\d\s+().\/-]*$/;

/** Required phone: stored as national digits ("+39 333 123 4567" -> "3331234567"). */
export const phoneField = v.pipe(
  requiredText(PHONE_REQUIRED, 40),
  v.check((s) => PHONE_CHARACTERS.test(s), PHONE_DIGITS_ONLY),
  v.check((s) => isValidPhone(s), PHONE_LENGTH),
  v.transform(normalizePhone),
);

/** Optional phone (stylists): "" stays "", anything else must be a valid number. */
export const optionalPhoneField = v.pipe(
  optionalText(40),
  v.transform((s) => s.trim()),
  v.check((s) => s === "" || PHONE_CHARACTERS.test(s), PHONE_DIGITS_ONLY),
  v.check((s) => s === "" || isValidPhone(s), PHONE_LENGTH),
  v.transform(normalizePhone),
);

// Deliberately loose (one @, a dot in the domain, no spaces): the salon types addresses, a
// stricter RFC check would refuse real ones more often than it catches typos.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Email: a valid address or empty, trimmed. */
export const emailField = v.pipe(
  optionalText(254),
  v.transform((s) => s.trim()),
  v.check((s) => s === "" || EMAIL.test(s), EMAIL_INVALID),
);

/** POST and PUT /api/clients, and the client dialog. */
export const ClientSchema = v.object(
  {
    firstName: requiredText("Nome è richiesto", 100),
    lastName: requiredText("Cognome è richiesto", 100),
    phone: phoneField,
    email: emailField,
    // 20,000 characters: room for years of notes ("10 KB" of text comfortably fits).
    notes: optionalText(20_000),
  },
  "Dati non validi",
);
export type ClientInput = v.InferOutput<typeof ClientSchema>;

/** One client as every answer gives it (GET /api/clients rows, POST and PUT). */
export const ClientResponseSchema = v.object({
  id: v.number(),
  firstName: v.string(),
  lastName: v.string(),
  phone: v.string(),
  email: v.string(),
  notes: v.string(),
});
export type Client = v.InferOutput<typeof ClientResponseSchema>;

/** What a client delete takes with it (GET …/summary, and the DELETE answer; the dialog says it). */
export const ClientSummarySchema = v.object({ id: v.number(), appointmentCount: v.number(), reminderCount: v.number() });
export type ClientSummary = v.InferOutput<typeof ClientSummarySchema>;
