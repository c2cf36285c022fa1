import * as v from "valibot";
import { isValidVatNumber, normalizeVatNumber } from "../vat-number";
import { emailField, optionalPhoneField, phoneField } from "./clients";
import { CONTROL_CHARACTERS, optionalText } from "./common";

export const VAT_INVALID = "Partita IVA non valida: 11 cifre, con o senza IT davanti";

const oneLine = (max: number) =>
  v.pipe(
    optionalText(max),
    v.transform((s) => s.trim()),
    v.check((s) => !/[\r\n\t]/.test(s), CONTROL_CHARACTERS),
  );

/**
 * PUT /api/settings/salon and the "Informazioni Salone" form. An empty name or address means
 * "use the default" (SALON_NAME / SALON_ADDRESS); phone, email and VAT number are optional.
 */
export const SalonInfoSchema = v.object({
  // The name goes into WhatsApp templates, which refuse long parameters: 60 like SALON_NAME.
  name: oneLine(60),
  address: oneLine(200),
  phone: optionalPhoneField,
  email: emailField,
  vatNumber: v.pipe(
    oneLine(20),
    v.check((s) => s === "" || isValidVatNumber(s), VAT_INVALID),
    v.transform(normalizeVatNumber),
  ),
});
export type SalonInfoInput = v.InferInput<typeof SalonInfoSchema>;
export type SalonInfoValues = v.InferOutput<typeof SalonInfoSchema>;

/** GET/PUT /api/settings/salon: the values in use (an empty name or address shows its default). */
export const SalonInfoResponseSchema = v.object({
  name: v.string(),
  address: v.string(),
  phone: v.string(),
  email: v.string(),
  vatNumber: v.string(),
  /** What an empty name or address falls back to (SALON_NAME, SALON_ADDRESS). */
  defaults: v.object({ name: v.string(), address: v.string() }),
});
export type SalonInfo = v.InferOutput<typeof SalonInfoResponseSchema>;

// ---- WhatsApp credentials ------------------------------------------------------------------------

export const WHATSAPP_CREDENTIAL_KEYS = ["accessToken", "phoneNumberId", "businessAccountId", "appSecret", "verifyToken"] as const;
export type WhatsappCredentialKey = (typeof WHATSAPP_CREDENTIAL_KEYS)[number];
export type WhatsappCredentials = Record<WhatsappCredentialKey, string>;

const secretField = (label: string, pattern: RegExp, hint: string, max = 1000) =>
  v.optional(
    v.pipe(
      v.string(`${label}: deve essere un testo`),
      v.trim(),
      v.maxLength(max, `${label}: massimo ${max} caratteri`),
      v.check((s) => s === "" || pattern.test(s), `${label} non valido: ${hint}`),
    ),
  );

/**
 * PUT /api/settings/whatsapp: a field left out keeps what is saved, "" removes it. Values are
 * never sent back: the answer says only whether each one is set, and where from.
 */
export const WhatsappCredentialsSchema = v.object({
  accessToken: secretField("Access Token", /^[\x21-\x7E]+$/, "senza spazi", 2000),
  phoneNumberId: secretField("Phone Number ID", /^\d{5,30}$/, "solo cifre"),
  businessAccountId: secretField("Business Account ID", /^\d{5,30}$/, "solo cifre"),
  appSecret: secretField("App Secret", /^[\x21-\x7E]{8,200}$/, "almeno 8 caratteri, senza spazi", 200),
  verifyToken: secretField("Verify Token", /^[\x21-\x7E]{8,200}$/, "almeno 8 caratteri, senza spazi", 200),
});
export type WhatsappCredentialsInput = v.InferOutput<typeof WhatsappCredentialsSchema>;

/** Where a credential in use comes from: the environment (which wins), the app, or nowhere. */
export const CredentialSourceSchema = v.picklist(["env", "app", "unset"]);
export type CredentialSource = v.InferOutput<typeof CredentialSourceSchema>;

export const WhatsappSettingsSchema = v.object({
  configured: v.boolean(),
  sources: v.object({
    accessToken: CredentialSourceSchema,
    phoneNumberId: CredentialSourceSchema,
    businessAccountId: CredentialSourceSchema,
    appSecret: CredentialSourceSchema,
    verifyToken: CredentialSourceSchema,
  }),
});
export type WhatsappSettings = v.InferOutput<typeof WhatsappSettingsSchema>;

/** POST /api/settings/whatsapp/test: the number the test message goes to. */
export const WhatsappTestSchema = v.object({ to: phoneField });
export type WhatsappTestInput = v.InferInput<typeof WhatsappTestSchema>;

/** Meta's answer to the test, in Italian: the message id, or why it was refused. */
export const WhatsappTestResultSchema = v.object({
  ok: v.boolean(),
  message: v.string(),
  messageId: v.nullable(v.string()),
  code: v.nullable(v.string()),
});
export type WhatsappTestResult = v.InferOutput<typeof WhatsappTestResultSchema>;

// ---- The owner's set-up checklist ----------------------------------------------------------------

export const SETUP_STEPS = ["hours", "services", "stylists", "users", "whatsapp", "onlineBooking", "backup"] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export const SetupChecklistSchema = v.object({
  steps: v.array(v.object({ key: v.picklist(SETUP_STEPS), done: v.boolean() })),
  /** The owner hid it (allowed once every step is done). */
  hidden: v.boolean(),
});
export type SetupChecklist = v.InferOutput<typeof SetupChecklistSchema>;

export const SetupChecklistUpdateSchema = v.object({ hidden: v.boolean("Indica se nascondere la lista") });
