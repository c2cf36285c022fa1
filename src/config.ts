import * as v from "valibot";

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
  });
}
