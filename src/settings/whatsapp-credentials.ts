import type { Executor } from "../../db/client";
import type { Config } from "../config";
import {
  WHATSAPP_CREDENTIAL_KEYS,
  type CredentialSource,
  type WhatsappCredentialKey,
  type WhatsappCredentials,
  type WhatsappCredentialsInput,
  type WhatsappSettings,
} from "../domain/schemas/salon-settings";
import { settingsRepo } from "./repo";
import type { SecretBox } from "./secret-box";

export const WHATSAPP_CREDENTIALS_KEY = "whatsapp_credentials";
const PURPOSE = "whatsapp-credentials";

/** The connection in use: the environment's value for each field that is set there, else the app's. */
export type WhatsappConnection = Config["whatsapp"];

const EMPTY: WhatsappCredentials = { accessToken: "", phoneNumberId: "", businessAccountId: "", appSecret: "", verifyToken: "" };

/**
 * The WhatsApp credentials the owner typed in Impostazioni, sealed in `settings` (one value, the
 * five fields as JSON). Read on every use, so a save takes effect without a restart; a variable
 * set in the environment wins over the app's value for that field.
 */
export function createWhatsappCredentials(deps: { db: Executor; env: Config["whatsapp"]; box: SecretBox; log: (line: string) => void }) {
  const repo = settingsRepo(deps.db);
  // The last value opened: a send or a webhook call reads one row and opens nothing new.
  let cache: { sealed: string; values: WhatsappCredentials } | null = null;

  async function saved(): Promise<WhatsappCredentials> {
    const sealed = repo.read(WHATSAPP_CREDENTIALS_KEY);
    if (!sealed) return EMPTY;
    if (cache?.sealed === sealed) return cache.values;
    const opened = await deps.box.open(PURPOSE, sealed);
    let values = EMPTY;
    if (opened === null) {
      // Sealed with another session secret (SESSION_SECRET changed): as if nothing were saved.
      deps.log(JSON.stringify({ level: "warn", scope: "whatsapp", msg: "credenziali WhatsApp salvate non leggibili: reinseriscile in Impostazioni" }));
    } else {
      const raw = JSON.parse(opened) as Partial<WhatsappCredentials>;
      values = Object.fromEntries(WHATSAPP_CREDENTIAL_KEYS.map((k) => [k, typeof raw[k] === "string" ? raw[k] : ""])) as WhatsappCredentials;
    }
    cache = { sealed, values };
    return values;
  }

  // What prepare() sealed, so that writing it also refreshes the cache without opening it again.
  const prepared = new Map<string, WhatsappCredentials>();

  const source = (key: WhatsappCredentialKey, app: WhatsappCredentials): CredentialSource =>
    deps.env[key] !== "" ? "env" : app[key] !== "" ? "app" : "unset";

  return {
    async current(): Promise<WhatsappConnection> {
      const app = await saved();
      const pick = (key: WhatsappCredentialKey) => (deps.env[key] !== "" ? deps.env[key] : app[key]);
      return {
        ...deps.env,
        accessToken: pick("accessToken"),
        phoneNumberId: pick("phoneNumberId"),
        businessAccountId: pick("businessAccountId"),
        appSecret: pick("appSecret"),
        verifyToken: pick("verifyToken"),
      };
    },

    /** Which fields are set and where from, never a value. */
    async settings(): Promise<WhatsappSettings> {
      const app = await saved();
      const sources = Object.fromEntries(WHATSAPP_CREDENTIAL_KEYS.map((k) => [k, source(k, app)])) as WhatsappSettings["sources"];
      return { configured: sources.accessToken !== "unset" && sources.phoneNumberId !== "unset", sources };
    },

    /**
     * The sealed value after applying `input` (a field left out is kept, "" removes it), and which
     * fields changed, for the caller to write inside its transaction.
     */
    async prepare(input: WhatsappCredentialsInput): Promise<{ sealed: string; changed: WhatsappCredentialKey[]; before: WhatsappCredentials; after: WhatsappCredentials }> {
      const before = await saved();
      const after = { ...before };
      for (const key of WHATSAPP_CREDENTIAL_KEYS) {
        const value = input[key];
        if (value !== undefined) after[key] = value;
      }
      const changed = WHATSAPP_CREDENTIAL_KEYS.filter((k) => before[k] !== after[k]);
      const sealed = await deps.box.seal(PURPOSE, JSON.stringify(after));
      prepared.clear();
      prepared.set(sealed, after);
      return { sealed, changed, before, after };
    },

    write: (db: Executor, sealed: string) => {
      settingsRepo(db).write(WHATSAPP_CREDENTIALS_KEY, sealed);
      const values = prepared.get(sealed);
      if (values) cache = { sealed, values };
    },

    /**
     * Whether a message can go out now (access token and sender number set, from the environment
     * or the app), without waiting: it answers from the values last opened, which `warm()` at start
     * and every save keep current. Before the first opening it counts the environment only.
     */
    canSendNow(): boolean {
      const sealed = repo.read(WHATSAPP_CREDENTIALS_KEY);
      const app = sealed && cache?.sealed === sealed ? cache.values : EMPTY;
      if (sealed && cache?.sealed !== sealed) void saved();
      return source("accessToken", app) !== "unset" && source("phoneNumberId", app) !== "unset";
    },

    warm: async () => void (await saved()),
  };
}
export type WhatsappCredentialStore = ReturnType<typeof createWhatsappCredentials>;
