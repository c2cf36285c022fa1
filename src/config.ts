import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import * as v from "valibot";
import { parseS3Url } from "./domain/backups";
import { toMinutes } from "./domain/time";

const optionalText = v.optional(v.pipe(v.string(), v.trim()), "");

const EnvSchema = v.object({
  PORT: v.pipe(
    v.optional(v.string(), "3000"),
    v.regex(/^\d+$/, "PORT deve essere un numero intero"),
    v.transform(Number),
    v.minValue(1, "PORT deve essere tra 1 e 65535"),
    v.maxValue(65535, "PORT deve essere tra 1 e 65535"),
  ),
  HOST: v.pipe(v.optional(v.string(), "0.0.0.0"), v.nonEmpty("HOST non può essere vuoto")),
  DATABASE_PATH: v.pipe(
    v.optional(v.string(), "data/salone.db"),
    v.nonEmpty("DATABASE_PATH non può essere vuoto"),
  ),
  SALON_TIMEZONE: v.pipe(
    v.optional(v.string(), "Europe/Rome"),
    v.check(isTimeZone, "SALON_TIMEZONE non è un fuso orario IANA valido (es. Europe/Rome)"),
  ),
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: v.optional(v.string(), ""),
  SESSION_SECRET: v.pipe(
    v.optional(v.string(), ""),
    v.check((s) => s === "" || s.length >= 32, "SESSION_SECRET deve avere almeno 32 caratteri"),
  ),
  COOKIE_SECURE: v.optional(v.picklist(["auto", "true", "false"], "COOKIE_SECURE deve essere auto, true o false"), "auto"),
  LOG_REQUESTS: v.optional(v.picklist(["true", "false"], "LOG_REQUESTS deve essere true o false"), "true"),
  // How many reverse proxies stand between the clients and this server: true = one.
  TRUST_PROXY: v.pipe(
    v.optional(v.string(), "false"),
    v.regex(/^(true|false|[0-9])$/, "TRUST_PROXY deve essere false, true o il numero di proxy davanti al server (0-9)"),
    v.transform((s) => (s === "false" ? 0 : s === "true" ? 1 : Number(s))),
  ),
  // WhatsApp Cloud API: all optional; GET /api/whatsapp/status says which are set, never their values.
  WHATSAPP_ACCESS_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  WHATSAPP_BUSINESS_ACCOUNT_ID: optionalText,
  // Issue #8 (sending): the Graph API base is configurable so tests can point it at a local server.
  WHATSAPP_API_URL: v.pipe(
    v.optional(v.string(), "https://graph.facebook.com/v23.0"),
    v.regex(/^https?:\/\/[^\s/]+/, "WHATSAPP_API_URL deve essere un URL http(s), es. https://graph.facebook.com/v23.0"),
    v.transform((url) => url.replace(/\/+$/, "")),
  ),
  WHATSAPP_TEMPLATE: v.pipe(
    v.optional(v.string(), "promemoria_ricorrente"),
    v.regex(/^[a-z0-9_]+$/, "WHATSAPP_TEMPLATE è il nome del modello approvato (minuscole, cifre e _)"),
  ),
  WHATSAPP_TEMPLATE_LANGUAGE: v.pipe(
    v.optional(v.string(), "it"),
    v.regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, "WHATSAPP_TEMPLATE_LANGUAGE è un codice lingua del modello, es. it o en_US"),
  ),
  WHATSAPP_VERIFY_TOKEN: optionalText,
  WHATSAPP_APP_SECRET: optionalText,
  SALON_NAME: v.pipe(v.optional(v.string(), "il tuo salone"), v.trim(), v.maxLength(60, "SALON_NAME: massimo 60 caratteri")),
  SALON_ADDRESS: v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(200, "SALON_ADDRESS: massimo 200 caratteri")),
  SALON_PHONE: v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(30, "SALON_PHONE: massimo 30 caratteri")),
  // Backups: the folder, how many to keep, the daily hour in salon time, optional off-site copy.
  BACKUP_DIR: optionalText,
  BACKUP_KEEP: v.pipe(
    v.optional(v.string(), "14"),
    v.regex(/^\d+$/, "BACKUP_KEEP deve essere un numero intero"),
    v.transform(Number),
    v.minValue(1, "BACKUP_KEEP deve essere almeno 1"),
  ),
  BACKUP_HOUR: v.pipe(
    v.optional(v.string(), "03:00"),
    v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "BACKUP_HOUR deve essere un orario HH:MM, es. 03:00"),
  ),
  BACKUP_S3_URL: v.pipe(optionalText, v.check((url) => url === "" || parseS3Url(url) !== null, "BACKUP_S3_URL deve essere s3://bucket/percorso")),
  BACKUP_S3_ENDPOINT: v.pipe(optionalText, v.check((url) => url === "" || /^https?:\/\/[^\s/]+/.test(url), "BACKUP_S3_ENDPOINT deve essere un URL http(s)")),
  BACKUP_S3_REGION: optionalText,
  BACKUP_S3_ACCESS_KEY_ID: optionalText,
  BACKUP_S3_SECRET_ACCESS_KEY: v.optional(v.string(), ""),
});

function isTimeZone(tz: string) {
  try {
    new Intl.DateTimeFormat("it-IT", { timeZone: tz });
    return tz.length > 0;
  } catch {
    return false;
  }
}

export type Config = Readonly<{
  port: number;
  host: string;
  databasePath: string;
  timeZone: string;
  adminUsername: string;
  adminPassword: string;
  sessionSecret: string;
  cookieSecure: "auto" | "true" | "false";
  logRequests: boolean;
  /**
   * Reverse proxies in front of the server (0: none, X-Forwarded-For is ignored). The client's
   * address is the X-Forwarded-For entry written by the outermost of them.
   */
  trustProxy: number;
  /** Empty string = not set. Add further WHATSAPP_* variables here and in `whatsapp` below. */
  whatsapp: Readonly<{
    accessToken: string;
    phoneNumberId: string;
    businessAccountId: string;
    /** Graph API base without the trailing slash, e.g. https://graph.facebook.com/v23.0. */
    apiUrl: string;
    /** The approved template's name and language; its body takes {{1}} first name, {{2}} service, {{3}} salon. */
    template: string;
    templateLanguage: string;
    /** Meta's webhook verification (hub.verify_token) and the app secret that signs its POSTs. */
    verifyToken: string;
    appSecret: string;
  }>;
  /** The salon's name as the reminders say it ({{3}} in the template). */
  salonName: string;
  /** The salon's address as the public booking page shows it; "" when not set. */
  salonAddress: string;
  /** The salon's phone as the public page gives it ("chiama il salone al …"); "" when not set. */
  salonPhone: string;
  backup: BackupConfig;
}>;

export type BackupConfig = Readonly<{
  /** Folder of the backup files; default `backups/` beside the database file. */
  dir: string;
  keep: number;
  /** Daily backup time on the salon's wall clock, minutes since midnight (03:00 -> 180). */
  hourMinutes: number;
  /** Off-site copy; null when BACKUP_S3_URL is not set. */
  s3: Readonly<{ bucket: string; prefix: string; endpoint: string; region: string; accessKeyId: string; secretAccessKey: string }> | null;
}>;

export class ConfigError extends Error {}

/** Parses the environment once at start; a bad value stops start-up with every problem listed. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    const lines = result.issues.map((issue) => `- ${v.getDotPath(issue) ?? "?"}: ${issue.message}`);
    throw new ConfigError(`Configurazione non valida:\n${lines.join("\n")}`);
  }
  const e = result.output;
  if (e.BACKUP_S3_URL && (!e.BACKUP_S3_ACCESS_KEY_ID || !e.BACKUP_S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError("Configurazione non valida:\n- BACKUP_S3_URL richiede BACKUP_S3_ACCESS_KEY_ID e BACKUP_S3_SECRET_ACCESS_KEY");
  }
  if ((e.ADMIN_USERNAME === "") !== (e.ADMIN_PASSWORD === "")) {
    throw new ConfigError("Configurazione non valida:\n- ADMIN_USERNAME e ADMIN_PASSWORD vanno impostati insieme");
  }
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    databasePath: e.DATABASE_PATH,
    timeZone: e.SALON_TIMEZONE,
    adminUsername: e.ADMIN_USERNAME.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    sessionSecret: e.SESSION_SECRET,
    cookieSecure: e.COOKIE_SECURE,
    logRequests: e.LOG_REQUESTS === "true",
    trustProxy: e.TRUST_PROXY,
    whatsapp: Object.freeze({
      accessToken: e.WHATSAPP_ACCESS_TOKEN,
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
      businessAccountId: e.WHATSAPP_BUSINESS_ACCOUNT_ID,
      apiUrl: e.WHATSAPP_API_URL,
      template: e.WHATSAPP_TEMPLATE,
      templateLanguage: e.WHATSAPP_TEMPLATE_LANGUAGE,
      verifyToken: e.WHATSAPP_VERIFY_TOKEN,
      appSecret: e.WHATSAPP_APP_SECRET,
    }),
    salonName: e.SALON_NAME || "il tuo salone",
    salonAddress: e.SALON_ADDRESS,
    salonPhone: e.SALON_PHONE,
    backup: backupConfig(e),
  });
}

/**
 * Client photos (the colour record), one JPEG each: `photos/` beside the database file. An
 * in-memory database (tests) gets a folder of its own under the system's temp folder.
 */
export const photosDirFor = (databasePath: string) =>
  databasePath === ":memory:" || databasePath === "" ? join(tmpdir(), `salone-photos-${crypto.randomUUID()}`) : join(dirname(databasePath), "photos");

function backupConfig(e: v.InferOutput<typeof EnvSchema>): BackupConfig {
  const target = e.BACKUP_S3_URL ? parseS3Url(e.BACKUP_S3_URL) : null;
  return Object.freeze({
    dir: e.BACKUP_DIR || join(e.DATABASE_PATH === ":memory:" ? "data" : dirname(e.DATABASE_PATH), "backups"),
    keep: e.BACKUP_KEEP,
    hourMinutes: toMinutes(e.BACKUP_HOUR),
    s3: target
      ? Object.freeze({
          ...target,
          endpoint: e.BACKUP_S3_ENDPOINT,
          region: e.BACKUP_S3_REGION,
          accessKeyId: e.BACKUP_S3_ACCESS_KEY_ID,
          secretAccessKey: e.BACKUP_S3_SECRET_ACCESS_KEY,
        })
      : null,
  });
}
