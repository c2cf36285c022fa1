// Test support for the reminders feature: catalog rows inserted directly, so these tests do not
// depend on the clients/services/stylists endpoints.
import { openDatabase, type Db } from "../../../db/client";
import { clients, services, stylists } from "../../../db/schema";
import { createApp } from "../../app";
import { parseConfig } from "../../config";
import { createWhatsAppMessenger } from "../../messaging/whatsapp";
import type { TestClock } from "../../test/test-app";

/** The client has consented to WhatsApp messages unless `client` says otherwise: without it nothing is sent. */
export function seedCatalog(db: Db, client: Partial<typeof clients.$inferInsert> = {}) {
  const c = db
    .insert(clients)
    .values({ firstName: "Maria", lastName: "Rossi", phone: "+393331234567", whatsappConsent: true, whatsappConsentAt: "2026-01-15T10:00:00.000Z", ...client })
    .returning()
    .get();
  const s = db.insert(services).values({ name: "Colore", duration: 60, price: 4500 }).returning().get();
  const st = db.insert(stylists).values({ name: "Giulia" }).returning().get();
  return { clientId: c.id, serviceId: s.id, stylistId: st.id };
}

export const whatsappEnv = (apiUrl: string) => ({
  WHATSAPP_API_URL: apiUrl,
  WHATSAPP_ACCESS_TOKEN: "token-di-prova",
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_TEMPLATE: "promemoria_ricorrente",
  WHATSAPP_APP_SECRET: "segreto-app",
  WHATSAPP_VERIFY_TOKEN: "verifica-salone",
  SALON_NAME: "Salone Bella",
});

/**
 * An app on a database file, as a server process would run it: building a second one on the same
 * path is a restart (or a second process), which an in-memory database cannot show.
 */
export function appOnFile(path: string, env: Record<string, string>, clock: TestClock, opts: { sendTimeoutMs?: number } = {}) {
  const logs: string[] = [];
  const db = openDatabase(path);
  const config = parseConfig({ LOG_REQUESTS: "false", ...env });
  const messenger = createWhatsAppMessenger(config.whatsapp, { timeoutMs: opts.sendTimeoutMs });
  const app = createApp({ db, config, clock, messenger, log: (line) => logs.push(line) });
  return { app, db, logs };
}
