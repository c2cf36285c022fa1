import type { Db, Executor } from "../../db/client";
import type { ClientFileEntry } from "../domain/schemas/formulas";
import type { Clock } from "../clock";
import type { Config } from "../config";
import { DomainError } from "../domain/errors";
import type { LiveHub } from "../live/hub";
import type { AuthContext } from "./auth-context";
import type { TokenCodec } from "./tokens";

/** What every feature's routes receive from createApp: no globals, no module state. */
export type AppContext = {
  db: Db;
  /** The colour record's photos: a `photos/` folder beside the database (a temp folder for an in-memory one). */
  photosDir: string;
  /**
   * The colour record's part of a client's erasure and export (the client-file feature's, handed
   * in by createApp). `erase` runs in the erasure's transaction and returns what to do after the
   * commit (remove the photo files).
   */
  clientFile: { erase(tx: Executor, clientId: number): () => void; export(db: Executor, clientId: number): ClientFileEntry[] };
  config: Config;
  clock: Clock;
  log: (line: string) => void;
  tokens: TokenCodec;
  events: LiveHub;
  /** The WhatsApp connection as it is now: each environment variable set wins over what the owner saved in the app. */
  whatsapp(): Promise<Config["whatsapp"]>;
  /** Whether WhatsApp can send now (token and sender number set), answered without waiting. */
  whatsappConfigured(): boolean;
  /** The client's address (TRUST_PROXY decides whether X-Forwarded-For is believed). */
  clientAddress(request: Request): string;
  /** The signed-in user of a request; the global gate in app.ts has already refused anonymous ones. */
  requireAuth(request: Request): AuthContext;
};

export const unauthorized = () => new DomainError("unauthorized", "Accesso richiesto", "unauthorized");
