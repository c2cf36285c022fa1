import * as v from "valibot";
import { CODICE_FISCALE_INVALID, isValidCodiceFiscale, normalizeCodiceFiscale } from "../codice-fiscale";
import { CONSENT_CHANNELS, CONSENT_PURPOSES, CONSENT_SOURCES } from "../consents";
import { isValidDate } from "../time";
import { optionalText } from "./common";
import { ClientFileEntrySchema } from "./formulas";

export const BIRTHDAY_INVALID = "Data di nascita non valida";
export const PATCH_TEST_INVALID = "Data del test non valida";
export const HEALTH_CONSENT_NEEDED = "Per registrare allergie e test serve il consenso ai dati sanitari";

/** "" or null clears it; otherwise a real day. */
const optionalDay = (message: string) =>
  v.pipe(
    v.nullable(v.string(message)),
    v.transform((s) => (s ?? "").trim()),
    v.check((s) => s === "" || isValidDate(s), message),
    v.transform((s) => (s === "" ? null : s)),
  );

/**
 * The client file's own fields, part of POST/PUT /api/clients. Each absent key leaves the stored
 * value as it is (a screen that does not show them never clears them by saving).
 */
export const ClientFileFields = {
  birthday: v.optional(optionalDay(BIRTHDAY_INVALID)),
  codiceFiscale: v.optional(
    v.pipe(
      optionalText(40),
      v.transform(normalizeCodiceFiscale),
      v.check((s) => s === "" || isValidCodiceFiscale(s), CODICE_FISCALE_INVALID),
    ),
  ),
  address: v.optional(optionalText(300)),
  /** Health data: refused (400) unless her `health` consent is given. */
  allergies: v.optional(optionalText(2000)),
  patchTestDate: v.optional(optionalDay(PATCH_TEST_INVALID)),
};

export const ConsentEntrySchema = v.object({
  purpose: v.picklist(CONSENT_PURPOSES),
  channel: v.nullable(v.picklist(CONSENT_CHANNELS)),
  given: v.boolean(),
  at: v.string(),
  source: v.picklist(CONSENT_SOURCES),
  textVersion: v.number(),
});

/** What GET /api/clients/{id} (and a save) adds to the list's row: her whole file. */
export const ClientFileResponseFields = {
  birthday: v.nullable(v.string()),
  codiceFiscale: v.string(),
  address: v.string(),
  allergies: v.string(),
  patchTestDate: v.nullable(v.string()),
  /** The current state: the latest entry per purpose and channel. */
  consents: v.array(ConsentEntrySchema),
  /** Marketing consent given but 24 months past her last visit: not to be used. */
  marketingLapsed: v.boolean(),
};

export const CONSENT_PURPOSE_REQUIRED = "Scegli la finalità del consenso";
export const CONSENT_CHANNEL_REQUIRED = "Scegli il canale del consenso";
export const CONSENT_CHANNEL_WRONG = "Questa finalità non ha un canale";
export const CONSENT_APPOINTMENTS_CHANNEL = "I messaggi sugli appuntamenti vanno solo su WhatsApp";
export const CONSENT_GIVEN_REQUIRED = "Indica se il consenso è dato o revocato";
export const CONSENT_SOURCE_REQUIRED = "Scegli dove è stato raccolto il consenso";

/**
 * POST /api/clients/{id}/consents. Appointment messages go on WhatsApp (channel absent or
 * "whatsapp"); marketing names its channel; health has none. Withdrawal is `given: false`.
 */
export const ConsentInputSchema = v.pipe(
  v.object(
    {
      purpose: v.picklist(CONSENT_PURPOSES, CONSENT_PURPOSE_REQUIRED),
      channel: v.optional(v.nullable(v.picklist(CONSENT_CHANNELS, CONSENT_CHANNEL_REQUIRED))),
      given: v.boolean(CONSENT_GIVEN_REQUIRED),
      source: v.picklist(CONSENT_SOURCES, CONSENT_SOURCE_REQUIRED),
    },
    "Dati non validi",
  ),
  v.forward(
    v.check((c) => c.purpose !== "marketing" || (c.channel ?? null) !== null, CONSENT_CHANNEL_REQUIRED),
    ["channel"],
  ),
  v.forward(
    v.check((c) => c.purpose !== "health" || (c.channel ?? null) === null, CONSENT_CHANNEL_WRONG),
    ["channel"],
  ),
  v.forward(
    v.check((c) => c.purpose !== "appointments" || (c.channel ?? "whatsapp") === "whatsapp", CONSENT_APPOINTMENTS_CHANNEL),
    ["channel"],
  ),
  v.transform((c) => ({ ...c, channel: c.purpose === "appointments" ? ("whatsapp" as const) : (c.channel ?? null) })),
);
export type ConsentInput = v.InferOutput<typeof ConsentInputSchema>;

const row = <T extends v.ObjectEntries>(entries: T) => v.looseObject(entries);

/**
 * GET /api/clients/{id}/export (owner): her whole file as stored, for her copy (GDPR arts. 15
 * and 20). Rows keep every stored column; secrets of the salon (a manage link's hash, a reply
 * token) are left out.
 */
export const ClientExportSchema = v.object({
  exportedAt: v.string(),
  client: v.looseObject({ id: v.number(), firstName: v.string(), lastName: v.string() }),
  consents: v.array(row({ purpose: v.string(), given: v.boolean(), at: v.string(), source: v.string(), textVersion: v.number() })),
  visits: v.array(row({ id: v.number(), date: v.string(), status: v.string(), items: v.array(row({ serviceName: v.string() })) })),
  reminders: v.array(row({ id: v.number() })),
  sales: v.array(row({ id: v.number(), kind: v.string(), lines: v.array(row({})), payments: v.array(row({})) })),
  messages: v.object({ sent: v.array(row({ about: v.string(), status: v.string() })), received: v.array(row({ receivedAt: v.string() })) }),
  activity: v.array(row({ at: v.string(), summary: v.string() })),
  /** Her colour record: every visit item with a formula or photos. */
  formulas: v.array(ClientFileEntrySchema),
});
export type ClientExport = v.InferOutput<typeof ClientExportSchema>;
